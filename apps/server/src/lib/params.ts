import { z } from 'zod';
import { MAX_INT_ID } from '@pos/shared/validation/zod';
import { MENSAJES } from '@pos/shared/messages';

/** `/:id` path parameter: a positive integer, else a 404 like any unknown record. */
export const idParams = z.object({
  id: z.coerce
    .number({ error: MENSAJES.red.noEncontrado })
    .int(MENSAJES.red.noEncontrado)
    .positive(MENSAJES.red.noEncontrado)
    .max(MAX_INT_ID, MENSAJES.red.noEncontrado),
});

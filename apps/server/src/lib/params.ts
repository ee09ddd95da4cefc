import { z } from 'zod';
import { MAX_INT_ID } from '@pos/shared/validation/zod';

/** `/:id` path parameter: a positive integer, else a 404 like any unknown record. */
export const idParams = z.object({
  id: z.coerce
    .number({ error: 'No encontrado.' })
    .int('No encontrado.')
    .positive('No encontrado.')
    .max(MAX_INT_ID, 'No encontrado.'),
});

/**
 * Excel exports (000 §4, 001 §7): a list's export starts as a job and the screen polls its state
 * until the file is ready to download.
 */
import { z } from 'zod';
import { zId } from '../api';
import { ESTADOS_ARCHIVO } from './inventory';

/** The export was queued: poll `estado_descarga` with this id. */
export const exportacionSchema = z.object({ id: zId });

/** `estado_descarga`: the export's state and, once ready, where to download it. */
export type EstadoArchivo = (typeof ESTADOS_ARCHIVO)[keyof typeof ESTADOS_ARCHIVO];

export const estadoDescargaSchema = z.object({
  id: zId,
  estado: z.literal(Object.values(ESTADOS_ARCHIVO)),
  /** The download path once the file is ready; null before. */
  archivo: z.string().nullable(),
  nombre: z.string(),
  observaciones: z.string().nullable(),
});

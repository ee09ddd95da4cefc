import { ESTADOS_ARCHIVO } from '@pos/shared/domains/inventory';
import { api, type QueryParams } from '../../lib/api';
import { downloadFile } from '../../lib/download';

/** Polling interval of export jobs (spec 001 §9). */
export const INTERVALO_SONDEO_MS = 1000;

/** `estado_descarga`: 10 running, 20 ready (with the file's path), anything else failed. */
export interface EstadoDescarga {
  id: number;
  estado: number;
  archivo: string | null;
  nombre: string;
  observaciones: string | null;
}

/** Why an export did not end with a file: the request was refused, or the job failed. */
export class ExportError extends Error {
  constructor(
    readonly etapa: 'solicitud' | 'seguimiento',
    readonly causa: unknown,
    /** The job's own explanation, when it gave one. */
    readonly observaciones: string | null = null,
  ) {
    super(observaciones ?? 'La exportación no se completó');
    this.name = 'ExportError';
  }
}

export interface ExportJob {
  /** The list's export call, e.g. `bodegas/descargar_excel_existencia_producto`. */
  path: string;
  /** The list's current filters and ordering. */
  params: QueryParams;
  /** Where the job is followed: `archivos/estado_descarga`, or the products' alias. */
  estadoPath: string;
  /** Called once the server has accepted the job (the "in progress" toast). */
  onStarted?: (id: number) => void;
  wait?: (ms: number) => Promise<void>;
}

const esperar = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * An Excel export as spec 000 §4 describes it: the call answers `{id}` at once, the job is polled
 * every second while it runs (10), and when ready (20) the file is downloaded with the token.
 * Any other state, or a failed poll, ends it with an ExportError.
 */
export async function runExportJob({ path, params, estadoPath, onStarted, wait = esperar }: ExportJob): Promise<void> {
  let id: number;
  try {
    ({ id } = await api.get<{ id: number }>(path, params));
  } catch (error) {
    throw new ExportError('solicitud', error);
  }
  onStarted?.(id);

  for (;;) {
    await wait(INTERVALO_SONDEO_MS);
    let estado: EstadoDescarga;
    try {
      estado = await api.get<EstadoDescarga>(estadoPath, { id });
    } catch (error) {
      throw new ExportError('seguimiento', error);
    }
    if (estado.estado === ESTADOS_ARCHIVO.EN_PROCESO) continue;
    if (estado.estado !== ESTADOS_ARCHIVO.LISTO || !estado.archivo) {
      throw new ExportError('seguimiento', null, estado.observaciones || null);
    }
    try {
      await downloadFile(
        estado.archivo,
        estado.nombre.endsWith('.xlsx') ? estado.nombre : `${estado.nombre || 'descarga'}.xlsx`,
      );
    } catch (error) {
      throw new ExportError('seguimiento', error);
    }
    return;
  }
}

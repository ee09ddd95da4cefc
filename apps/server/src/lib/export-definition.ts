import type { Db } from '../db/client';

/** A column of an export: header text, width in characters and how Excel shows the value. */
export interface ExportColumn {
  header: string;
  key: string;
  width?: number;
  /** `money` uses the company's currency prefix; `quantity` 3 decimals; `date` YYYY-MM-DD. */
  format?: 'money' | 'quantity' | 'integer' | 'date' | 'datetime';
}

export interface ExportContext {
  db: Db;
  empresaId: number;
  usuarioId: number;
  /** The branch the list was showing, or null for the whole company. */
  sucursalId: number | null;
  parametros: Record<string, unknown>;
}

/**
 * What one kind of export writes: its file name, columns, and the rows, produced in batches so
 * 100,000 rows never sit in memory at once. The exports module runs them; each module declares its
 * own in its face (`ServerModule.exports`), here so the module contract needs no module.
 */
export interface ExportDefinition {
  nombreArchivo(ctx: ExportContext): string;
  hoja: string;
  /** Fixed, or read from the company (e.g. its price names). */
  columnas: ExportColumn[] | ((ctx: ExportContext) => Promise<ExportColumn[]>);
  filas(ctx: ExportContext): AsyncIterable<Record<string, unknown>[]>;
}

/** A module's exports by `tipo`, the kind stored with each file. */
export type ExportDefinitions = Readonly<Record<string, ExportDefinition>>;

import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { ESTADOS_ARCHIVO } from '@pos/shared/domains/inventory';
import type { Client } from './app';

/** Waits for an export job to finish and answers its download path. */
export async function finishedExport(api: Client, id: number): Promise<string> {
  let estado;
  for (let i = 0; i < 100; i++) {
    estado = await api.get('/api/archivos/estado_descarga/', { id: String(id) });
    if (estado.data.estado !== ESTADOS_ARCHIVO.EN_PROCESO) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(estado!.data.estado, estado!.data.observaciones).toBe(ESTADOS_ARCHIVO.LISTO);
  return estado!.data.archivo;
}

/**
 * Waits for an export job to finish, downloads its workbook and answers the first sheet's rows
 * (header first) as plain values: what the user opens in Excel.
 */
export async function downloadedRows(api: Client, id: number): Promise<unknown[][]> {
  const file = await api.raw({ method: 'GET', url: await finishedExport(api, id) });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

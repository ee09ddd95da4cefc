import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { dec } from '@pos/shared/money';
import type { ExportColumn, ExportContext, ExportDefinition } from './export-registry';

function numberFormat(column: ExportColumn, prefix: string): string | undefined {
  switch (column.format) {
    case 'money':
      return `"${prefix} "#,##0.00`;
    case 'quantity':
      return '#,##0.###';
    case 'integer':
      return '#,##0';
    case 'date':
      return 'yyyy-mm-dd';
    case 'datetime':
      return 'yyyy-mm-dd hh:mm';
    default:
      return undefined;
  }
}

/** Decimal strings become numbers only here, at the spreadsheet's edge, so Excel can sum them. */
function cellValue(column: ExportColumn, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (column.format === 'money' || column.format === 'quantity' || column.format === 'integer')
    return dec(value as string).toNumber();
  if ((column.format === 'date' || column.format === 'datetime') && !(value instanceof Date))
    return new Date(String(value));
  return value;
}

/**
 * Writes the export with exceljs' streaming writer: each row is committed as soon as it is
 * written, so memory stays flat whatever the row count. Returns the number of rows.
 */
export async function writeWorkbook(
  file: string,
  definition: ExportDefinition,
  ctx: ExportContext,
  currencyPrefix: string,
): Promise<number> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(definition.hoja, { views: [{ state: 'frozen', ySplit: 1 }] });
  const columnas = typeof definition.columnas === 'function' ? await definition.columnas(ctx) : definition.columnas;
  sheet.columns = columnas.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width ?? Math.max(12, column.header.length + 2),
    style: { numFmt: numberFormat(column, currencyPrefix) },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const batch of definition.filas(ctx)) {
    for (const row of batch) {
      sheet
        .addRow(Object.fromEntries(columnas.map((column) => [column.key, cellValue(column, row[column.key])])))
        .commit();
      count++;
    }
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

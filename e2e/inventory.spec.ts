import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { correo } from './empresa';
import { exportarExcel, login } from './helpers';

const stamp = Date.now().toString(36);
const code = `JUG-${stamp}`.toUpperCase();
const productName = `Jugo de manzana ${stamp}`;

/** A small solid-colour PNG, built here so the test needs no fixture file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([220, 60, 40]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Scans (or types) a code into the movement screen's product search and presses Enter. */
async function scan(page: Page, text: string): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Buscar producto' });
  await search.fill(text);
  await search.press('Enter');
  await expect(page.getByRole('spinbutton', { name: `Cantidad de ${productName}` })).toBeVisible();
}

async function choosePresentation(page: Page, option: string): Promise<void> {
  await page.getByRole('combobox', { name: `Presentación de ${productName}` }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test.setTimeout(120_000);

test('the warehouse keeper creates a product with fractions, receives and writes off stock, reads the kardex and exports the stock list', async ({
  page,
}) => {
  await login(page, correo('bodega'));

  // A product sold by the box of 12 and by the unit, with a picture.
  await page.goto('/productos');
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  await expect(page).toHaveURL(/\/productos\/crear$/);
  await page.getByRole('radio', { name: /Con fracciones/ }).check();
  await page.getByLabel('Código', { exact: true }).fill(code);
  await page.getByLabel('Nombre', { exact: true }).fill(productName);
  await page.getByRole('spinbutton', { name: 'Precio', exact: true }).fill('5.50');
  await page.getByRole('spinbutton', { name: 'Precio 2', exact: true }).fill('4.95');
  await expect(page.getByRole('spinbutton', { name: 'Porcentaje de Precio 2', exact: true })).toHaveValue('90.00');

  const newFraction = page.getByRole('textbox', { name: 'Nombre de la nueva fracción' });
  await newFraction.fill('Caja de 12');
  await page.getByRole('button', { name: 'Agregar fracción' }).click();
  await page.getByRole('spinbutton', { name: 'Contenido de la fracción 1' }).fill('12');
  await page.getByRole('spinbutton', { name: 'Precio (fracción 1)' }).fill('60');
  // Names are unique, trimmed and case-insensitive.
  await newFraction.fill('  caja DE 12 ');
  await page.getByRole('button', { name: 'Agregar fracción' }).click();
  await expect(
    page.getByText('No fue posible agregar la fracción porque ya tiene una fracción con el mismo nombre.'),
  ).toBeVisible();
  await newFraction.fill('Unidad');
  await page.getByRole('button', { name: 'Agregar fracción' }).click();
  await page.getByRole('spinbutton', { name: 'Contenido de la fracción 2' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Precio (fracción 2)' }).fill('5.50');

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'jugo.png', mimeType: 'image/png', buffer: png(64, 64) });
  const crop = page.getByRole('dialog', { name: 'Recortar imagen' });
  await crop.getByRole('button', { name: 'Aceptar' }).click();
  await expect(crop).toBeHidden();
  await expect(page.getByRole('img', { name: 'Imagen 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Datos almacenados correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/productos$/);
  await page.getByLabel('Buscar', { exact: true }).fill(code);
  const productRow = page.getByRole('row', { name: new RegExp(code) });
  await expect(productRow).toContainText('Con fracciones (2)');
  await expect(productRow.getByRole('img', { name: productName })).toBeVisible();

  // Incoming goods: 3 boxes at Q 48.00 each.
  await page.goto('/bodega/ingreso_de_mercaderia');
  await scan(page, code);
  await choosePresentation(page, 'Caja de 12 (12 u)');
  await page.getByRole('spinbutton', { name: `Cantidad de ${productName}` }).fill('3');
  await page.getByRole('spinbutton', { name: `Costo de ${productName}` }).fill('48');
  await expect(page.getByText('Q 144.00').first()).toBeVisible();
  await page.getByLabel('Nota del documento').fill('Entrega del distribuidor');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/bodega\/detalle_orden\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Ingreso No\. \d+$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(productName) })).toContainText('36 u');
  await expect(page.getByText('Total Q 144.00')).toBeVisible();

  // A write-off of 5 units; the product starts on its base presentation.
  await page.goto('/bodega/baja_de_mercaderia');
  await scan(page, code);
  await expect(page.getByRole('row', { name: new RegExp(productName) })).toContainText('Unidad (1 u)');
  // Whole units only: a product not sold in bulk refuses decimals with the spec's message, and the
  // field goes back to its last good value instead of rounding what was typed.
  const quantity = page.getByRole('spinbutton', { name: `Cantidad de ${productName}` });
  await quantity.fill('5.5');
  await expect(page.getByText('Debe ser un número entero')).toBeVisible();
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await quantity.fill('5');
  await page.getByRole('textbox', { name: `Nota de ${productName}` }).fill('Envases dañados');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/bodega\/detalle_orden\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Baja No\. \d+$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(productName) })).toContainText('Envases dañados');

  // The balance on the stock list, per fraction, and the kardex.
  await page.goto('/bodega');
  await page.getByLabel('Buscar', { exact: true }).fill(code);
  const stockRow = page.getByRole('row', { name: new RegExp(code) });
  await expect(stockRow).toContainText('31 u');
  await expect(stockRow).toContainText('2 Caja de 12');
  await expect(stockRow).toContainText('31 Unidad');
  await stockRow.click();
  const kardex = page.getByRole('dialog', { name: new RegExp(`Kardex · ${code}`) });
  await expect(kardex).toBeVisible();
  const writeOff = kardex.getByRole('row', { name: /Baja No\./ });
  await expect(writeOff).toContainText('-5');
  await expect(writeOff).toContainText('31');
  const receipt = kardex.getByRole('row', { name: /Ingreso No\./ });
  await expect(receipt).toContainText('+36');
  await expect(receipt).toContainText('Q 4.00');
  await page.keyboard.press('Escape');
  await expect(kardex).toBeHidden();

  // The Excel export of the filtered stock list, opened and read.
  const download = await exportarExcel(page);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const cellText = (value: unknown) =>
    value !== null && typeof value === 'object' && 'result' in value ? String(value.result) : String(value ?? '');
  const exported = rows.find((cells) => cells.some((c) => cellText(c) === code));
  expect(exported, 'the product is in the exported stock list').toBeDefined();
  expect(exported!.map(cellText)).toContain(productName);
  expect(exported!.map(cellText).some((c) => Number(c) === 31)).toBe(true);
});

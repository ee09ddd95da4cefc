import { expect as baseExpect, test, type Page } from '@playwright/test';
import { correo } from './empresa';
import { exportarExcel, field, login } from './helpers';
import { abrirCajaDe } from './shop';

// Every screen here reloads the page; on a machine shared by several test servers a load takes a while.
const expect = baseExpect.configure({ timeout: 30_000 });

const concepto = `Agua pura E2E ${Date.now() % 1e6}`;

/** The register's cash as the active-register screen shows it, in cents ('Q 1,150.50' → 115050). */
async function efectivoEnCaja(page: Page): Promise<number> {
  await page.goto('/caja_activa');
  const valor = page
    .locator('.ant-statistic')
    .filter({ hasText: 'Efectivo en caja' })
    .locator('.ant-statistic-content');
  await expect(valor).toContainText('Q ');
  const texto = (await valor.innerText()).replace(/[^\d.-]/g, '');
  return Math.round(Number(texto) * 100);
}

const enQuetzales = (centavos: number) =>
  `Q ${(centavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The screen at a laptop, a tablet and a phone, for a human to look at. */
async function capturas(page: Page, nombre: string): Promise<void> {
  for (const [tamano, viewport] of [
    ['laptop', { width: 1366, height: 850 }],
    ['tablet', { width: 820, height: 1180 }],
    ['telefono', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    // The layout of the new size is drawn by the next frame.
    await page.evaluate(() => new Promise((listo) => requestAnimationFrame(() => listo(null))));
    await page.screenshot({ path: `test-results/layouts/gastos-${nombre}-${tamano}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 850 });
}

test.setTimeout(300_000);

test('an expense paid from the register takes its cash, shows in the report and gives it back when voided', async ({
  page,
  request,
}) => {
  await abrirCajaDe(request, correo('admin'));
  await login(page, correo('admin'));
  const antes = await efectivoEnCaja(page);

  // Recorded from the register's cash.
  await page.goto('/gastos');
  await expect(page.getByRole('heading', { name: 'Gastos' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo gasto' }).click();
  await expect(page).toHaveURL(/\/gastos\/crear$/);
  await field(page, 'textbox', 'Concepto').fill(concepto);
  await page.getByRole('spinbutton', { name: 'Monto' }).fill('12.50');
  await page.getByText('Fijo', { exact: true }).click();
  await field(page, 'textbox', 'Proveedor').fill('Agua Salvavidas');
  await field(page, 'textbox', 'No. de documento').fill('F-778');
  await page.getByRole('switch', { name: 'Pagar con efectivo de la caja' }).click();
  await expect(page.getByText(`${enQuetzales(antes)} en efectivo`)).toBeVisible();
  await capturas(page, 'crear');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Datos almacenados correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/gastos$/);
  const fila = page.getByRole('row', { name: new RegExp(concepto) });
  await expect(fila).toContainText('Q 12.50');
  await expect(fila).toContainText('De caja');
  await capturas(page, 'lista');

  // The cash left the register as a withdrawal.
  expect(await efectivoEnCaja(page)).toBe(antes - 1250);
  await expect(page.getByRole('cell', { name: `Gasto: ${concepto}` })).toBeVisible();

  // The report: its row, summary, chart and Excel.
  await page.goto('/reporte_gastos');
  const filaReporte = page.getByRole('row', { name: new RegExp(concepto) });
  await expect(filaReporte).toContainText('Fijo');
  await expect(filaReporte).toContainText('Q 12.50');
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Gastos fijos' })).toContainText('Q 12.50');
  await expect(page.getByTestId('grafica-gastos').locator('rect')).not.toHaveCount(0);
  await capturas(page, 'reporte');
  const descarga = await exportarExcel(page);
  expect(descarga.suggestedFilename()).toMatch(/^reporte-gastos-.*\.xlsx$/);

  // Voided from its detail: the cash goes back and the report leaves it out.
  await filaReporte.getByRole('link', { name: concepto }).click();
  await expect(page).toHaveURL(/\/gastos\/\d+$/);
  await expect(page.getByRole('heading', { name: `Gasto: ${concepto}` })).toBeVisible();
  await capturas(page, 'detalle');
  await page.getByRole('button', { name: 'Anular gasto' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Anular gasto' }).click();
  await expect(page.getByText('Gasto anulado.')).toBeVisible();
  await expect(page.getByText('Anulado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anular gasto' })).toBeHidden();
  expect(await efectivoEnCaja(page)).toBe(antes);
  await page.goto('/reporte_gastos');
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Gastos fijos' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(concepto) })).toHaveCount(0);

  // An expense that cannot be read sends the user back to the list.
  await page.goto('/gastos/999999');
  await expect(page).toHaveURL(/\/gastos$/);
});

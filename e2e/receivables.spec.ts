import { expect, test, type Page } from '@playwright/test';
import { correo } from './empresa';
import { apiDe, configurarEmpresa, field, login } from './helpers';
import { abrirCajaDe, crearProductos, productoDePrueba } from './shop';

/** A Guatemalan NIT with its check digit (mod 11, 10 → K), unique to the run. */
function nitValido(): string {
  const base = String(1_000_000 + (Date.now() % 8_999_999));
  const suma = [...base].reverse().reduce((s, d, i) => s + Number(d) * (i + 2), 0);
  const verificador = (11 - (suma % 11)) % 11;
  return `${base}-${verificador === 10 ? 'K' : verificador}`;
}

/** The print dialog cannot open headless: keep what the receipt paper would have printed. */
async function capturarRecibo(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => {
      const w = window as unknown as { reciboImpreso?: string };
      w.reciboImpreso = document.querySelector('.receipt-print')?.textContent ?? w.reciboImpreso;
    };
  });
}
const reciboImpreso = (page: Page) =>
  page.evaluate(() => (window as unknown as { reciboImpreso?: string }).reciboImpreso ?? '');

test('credit sales collected at the register and by transfer, then the aging and the statement', async ({
  page,
  request,
  browser,
}) => {
  // Two sign-ins, several screens and payments: a long flow on a busy machine.
  test.setTimeout(300_000);
  await configurarEmpresa(request, { conf_ventas_al_credito: true });
  const producto = productoDePrueba('Cemento gris', '25.00');
  await crearProductos(request, [producto]);
  await abrirCajaDe(request, correo('cajero'));
  const cajero = await apiDe(request, correo('cajero'));
  const propietario = await apiDe(request, correo('propietario'));
  const nombre = `Constructora e2e ${Date.now() % 1e6}`;
  const nit = nitValido();
  const cliente = await propietario.post<{ id: number }>('clientes', { nombre, nit });
  const { results } = await cajero.get<{ results: { id: number }[] }>('productos_venta', {
    search: producto.codigo_barras,
  });
  // Two POS credit sales (tipo_pago 200): Q 100.00 with Q 20.00 paid now, and Q 50.00.
  const venderACredito = (cantidad: string, anticipo?: string) =>
    cajero.post<{ id: number; codigo: string }>('ventas', {
      productos: [
        { id: results[0]!.id, fraccion_id: null, cantidad, modelo_precio: 1, precio: '25.00', desc_porcentaje: '0' },
      ],
      cliente: { id: cliente.id, nit, nombre },
      tipo_documento: 1,
      pagos: anticipo ? { efectivo: { monto: anticipo } } : {},
      tipo_pago: 200,
      tipo_venta: 10000,
      fecha_vencimiento: '2099-12-31',
    });
  const primera = await venderACredito('4', '20');
  const segunda = await venderACredito('2');

  await capturarRecibo(page);
  await login(page, correo('cajero'));
  // Through the menu: the app is already loaded, so a busy machine only fetches the screen's chunk.
  await page.getByRole('link', { name: 'Cuentas por cobrar' }).click();
  await expect(page.getByRole('heading', { name: 'Cuentas por cobrar' })).toBeVisible({ timeout: 30_000 });

  // A partial cash payment at the register: Q 30.00 of Q 80.00, paid with Q 50.00 (Q 20.00 change).
  await page
    .getByRole('row', { name: new RegExp(primera.codigo) })
    .getByRole('button', { name: 'Abonar' })
    .click();
  const modal = page.locator('.ant-modal').filter({ hasText: 'Abono a cuenta' });
  await modal.locator(`input[aria-label="Abono ${primera.codigo}"]`).fill('30');
  await modal.locator('input[aria-label="Efectivo"]').fill('50');
  await modal.getByTestId('registrar-abono').click();
  await expect(modal.getByText('Registro de abono efectuado correctamente.').first()).toBeVisible();
  await expect(modal.getByText(/Vuelto: Q\s?20\.00/)).toBeVisible();
  await modal.locator('button', { hasText: 'Imprimir recibo' }).click();
  await expect.poll(() => reciboImpreso(page)).toContain('RECIBO DE CAJA');
  expect(await reciboImpreso(page)).toMatch(/SALDO PENDIENTE\s*Q\s?50\.00/);
  await modal.locator('.ant-modal-footer button', { hasText: 'Cerrar' }).click();
  await expect(page.getByRole('row', { name: new RegExp(primera.codigo) })).toContainText('50.00');

  // Both accounts at once, by transfer straight to the bank.
  for (const venta of [primera, segunda])
    await page
      .getByRole('row', { name: new RegExp(venta.codigo) })
      .getByRole('checkbox')
      .check();
  await page.getByRole('button', { name: 'Pagar seleccionadas (2)' }).click();
  const varias = page.locator('.ant-modal').filter({ hasText: 'Pagar 2 cuentas' });
  await varias.locator('.ant-select').first().click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^Transferencia$/ })
    .click();
  await expect(varias.locator('.ant-radio-wrapper-checked')).toHaveText('Pago directo (banco)');
  await varias.locator('.ant-form-item').filter({ hasText: 'No. de documento' }).locator('input').fill('TRF-2026-77');
  await varias
    .locator('.ant-form-item')
    .filter({ hasText: /^Banco$/ })
    .locator('input')
    .fill('Banco Industrial');
  await expect(varias.getByText(/Q\s?100\.00/).first()).toBeVisible();
  await varias.locator('button', { hasText: 'Finalizar pago' }).click();
  await expect(varias.getByText('Pago registrado exitosamente').first()).toBeVisible();
  await varias.locator('.ant-modal-footer button', { hasText: 'Cerrar' }).click();
  await expect(page.getByRole('row', { name: new RegExp(primera.codigo) })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Finalizadas' }).click();
  await expect(page.getByRole('row', { name: new RegExp(segunda.codigo) })).toBeVisible();
  await page.getByRole('tab', { name: 'Movimientos de caja' }).click();
  await expect(page.getByRole('row', { name: /Abono a cuenta, recibo RC-/ }).first()).toContainText('30.00');

  // The owner reads the report in a browser of their own (the cashier's session stays as it is).
  const { baseURL, locale, timezoneId, viewport } = test.info().project.use;
  const contexto = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  page = await contexto.newPage();
  await login(page, correo('propietario'));
  const reporte = page.getByRole('link', { name: 'Reporte de cuentas por cobrar' });
  if (!(await reporte.isVisible())) await page.getByRole('menuitem', { name: /Reportes/ }).click();
  await reporte.click();
  await expect(page.getByRole('heading', { name: 'Reporte de cuentas por cobrar' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Antigüedad de saldos' }).click();
  await expect(page.getByTestId('antiguedad-total')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '1–30 días' })).toBeVisible();

  // The statement: both charges, the advance, the cash payment and the transfer, down to 0.
  await page.getByRole('tab', { name: 'Estado de cuenta' }).click();
  await field(page, 'combobox', 'Cliente').fill(nombre);
  await page.locator('.ant-select-item-option').filter({ hasText: nombre }).click();
  await expect(page.getByTestId('saldo-final')).toHaveText(/Q\s?0\.00/);
  const filas = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(filas).toHaveCount(6);
  await expect(filas.first()).toContainText(primera.codigo);
  await expect(filas.first()).toContainText(/Q\s?100\.00/);
  await expect(filas.last()).toContainText(/Transferencia/);
});

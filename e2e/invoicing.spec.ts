import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { correo } from './empresa';
import { escanear, login, nitEmisorDeLaEmpresa, ordenarFallaSandbox } from './helpers';
import { abrirCajaDe, crearProductos, esperarCertificada, productoDePrueba, venderEnEfectivo } from './shop';

/**
 * Electronic invoicing end to end (issue 5): the demo company invoices on the server's local
 * sandbox certifier over HTTP. The cashier charges an invoice sale, the point of sale follows the
 * certification and prints the invoice; a rejected certification is reported and retried from
 * the sales history; a certified invoice is annulled through the certifier.
 */

const cafe = productoDePrueba('Café molido 500 g', '25.00');

test.setTimeout(180_000);

/** The product with stock and the cashier's register open, through the API. */
let preparada = false;
async function preparar(request: APIRequestContext): Promise<void> {
  if (preparada) return;
  preparada = true;
  await crearProductos(request, [cafe], '20');
  await abrirCajaDe(request, correo('cajero'));
}

/** An invoice sale the cashier records through the API, once the sandbox has certified it: its code. */
async function ventaCertificada(request: APIRequestContext): Promise<string> {
  const venta = await venderEnEfectivo(request, correo('cajero'), cafe, { efectivo: '25.00' });
  await esperarCertificada(request, correo('cajero'), venta.id_factura!);
  return venta.codigo;
}

/** The print dialog cannot open headless: keep what each print would have printed, by kind. */
async function capturarImpresiones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => {
      const w = window as unknown as { facturaImpresa?: string; reciboImpreso?: string };
      w.facturaImpresa = document.querySelector('.factura-print')?.textContent ?? w.facturaImpresa;
      w.reciboImpreso = document.querySelector('.receipt-print')?.textContent ?? w.reciboImpreso;
    };
  });
}
const impreso = (page: Page, cual: 'facturaImpresa' | 'reciboImpreso') =>
  page.evaluate((k) => (window as unknown as Record<string, string | undefined>)[k] ?? '', cual);

/** Charges one unit of the product in cash; the customer already typed or confirmed as C.F. */
async function cobrar(page: Page, consumidorFinal: boolean): Promise<string> {
  await escanear(page, cafe.codigo_barras);
  await expect(page.getByRole('spinbutton', { name: `Cantidad de ${cafe.nombre}` })).toHaveValue('1');
  // With FEL the point of sale starts on an invoice sale.
  await expect(page.getByLabel('Tipo de venta').getByText('Factura', { exact: true })).toBeVisible();
  await page.keyboard.press('F9');
  if (consumidorFinal) {
    const dialogo = page.getByRole('dialog').filter({ hasText: '¿Registrar venta con cliente Consumidor Final?' });
    await dialogo.getByRole('button', { name: 'Sí, continuar' }).click();
  }
  const panel = page.getByRole('dialog').filter({ hasText: 'Total a cobrar' });
  await panel.getByRole('spinbutton', { name: 'Efectivo' }).fill('50');
  await panel.getByRole('button', { name: 'Confirmar cobro' }).click();
  const registrada = page.getByText(/Venta (\S+) registrada · Total Q 25\.00/);
  await expect(registrada).toBeVisible();
  return /Venta (\S+) registrada/.exec((await registrada.textContent()) ?? '')![1]!;
}

test('an invoice sale: the NIT is looked up in SAT, the certification is followed and the invoice prints', async ({
  page,
  request,
}) => {
  await preparar(request);
  await capturarImpresiones(page);
  await login(page, correo('cajero'));
  await page.goto('/punto_de_venta/caja');

  // The customer's NIT, looked up through the certifier when the field is left.
  await page.getByLabel('NIT del cliente').fill('576937-k');
  await page.getByLabel('NIT del cliente').press('Tab');
  await expect(page.getByLabel('Nombre del cliente')).toHaveValue('JUAN CARLOS PEREZ LOPEZ');

  await cobrar(page, false);
  await expect(page.getByText('Éxito')).toBeVisible();
  await expect(page.getByText(/Factura [0-9A-F]{8}-\d+ certificada\./).first()).toBeVisible();
  await expect.poll(() => impreso(page, 'facturaImpresa')).toContain(cafe.nombre);
  const factura = await impreso(page, 'facturaImpresa');
  for (const texto of [
    'DOCUMENTO DE PRUEBA — sin validez fiscal',
    'FACTURA',
    'DEMO, SOCIEDAD ANONIMA',
    await nitEmisorDeLaEmpresa(request),
    '576937K',
    'JUAN CARLOS PEREZ LOPEZ',
    'Sujeto a pagos trimestrales ISR',
    'Q 25.00',
  ]) {
    expect(factura).toContain(texto);
  }
  expect(factura).toMatch(/[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/);
  await page.screenshot({ path: '/tmp/e2e-fel-pos-facturada.png' });
});

test('a rejected certification is reported at the till, and retried from the sales history', async ({
  page,
  request,
}) => {
  await preparar(request);
  await capturarImpresiones(page);
  await ordenarFallaSandbox(request, {
    modo: 'rechazar',
    mensaje: 'FEL_RCP309: El NIT del receptor no existe en el RTU.',
  });
  await login(page, correo('cajero'));
  await page.goto('/punto_de_venta/caja');
  const codigo = await cobrar(page, true);

  const aviso = page.locator('.ant-notification-notice').filter({ hasText: 'Error en facturación electrónica' });
  await expect(aviso).toBeVisible();
  await expect(aviso).toContainText('FEL_RCP309: El NIT del receptor no existe en el RTU.');
  await expect(aviso).toContainText(
    'La venta fue registrada, puede reintentar la facturación desde el listado de órdenes de venta.',
  );
  // The sale is paid: its receipt prints instead.
  await expect.poll(() => impreso(page, 'reciboImpreso')).toContain(codigo);
  await page.screenshot({ path: '/tmp/e2e-fel-pos-error.png' });

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, correo('propietario'));
  await page.goto('/reporte_ventas');
  const fila = page.getByRole('row', { name: new RegExp(codigo) });
  await expect(fila).toContainText('Error');
  await fila.getByRole('button', { name: `Reintentar factura de la venta ${codigo}` }).click();
  const exito = page.getByRole('dialog').filter({ hasText: 'Éxito' });
  await expect(exito.getByText(/Factura [0-9A-F]{8}-\d+ certificada\./)).toBeVisible();
  await page.screenshot({ path: '/tmp/e2e-fel-historial-reintento.png' });
  await exito.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('row', { name: new RegExp(codigo) })).toContainText('Facturada');
});

test('a certified invoice is annulled through the certifier from the sales history', async ({ page, request }) => {
  await preparar(request);
  const certificada = await ventaCertificada(request);
  // A slower certifier: the progress of the annulment shows before its outcome.
  await ordenarFallaSandbox(request, { modo: 'lento', ms: 1500 });
  await login(page, correo('propietario'));
  await page.goto('/reporte_ventas');
  const fila = page.getByRole('row', { name: new RegExp(certificada) });
  await expect(fila).toContainText('Facturada');
  await fila.getByRole('button', { name: `Anular venta ${certificada}` }).click();
  const modal = page.getByRole('dialog', { name: `Anular venta ${certificada}` });
  // A certified invoice: the dialog says it is annulled at SAT before the sale is.
  await expect(modal).toContainText(/La factura [0-9A-F]{8}-\d+ se anula ante la SAT/);
  await modal.getByLabel('Motivo').fill('Error en el precio consignado');
  await modal.getByRole('button', { name: 'Anular venta' }).click();
  await expect(page.getByText('Anulando factura electrónica…')).toBeVisible();
  await expect(page.getByText('Venta anulada correctamente.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('row', { name: new RegExp(certificada) })).toHaveCount(0);
  await page.getByText('Anuladas', { exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(certificada) })).toContainText('Anulada');
  await page.screenshot({ path: '/tmp/e2e-fel-historial-anulada.png' });
});

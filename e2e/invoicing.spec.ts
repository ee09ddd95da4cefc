import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiDe, closeOpenRegister, escanear, login, ordenarFallaSandbox } from './helpers';

/**
 * Electronic invoicing end to end (issue 5): the demo company invoices on the server's local
 * sandbox certifier over HTTP. The cashier charges an invoice sale, the point of sale follows the
 * certification and prints the invoice; a rejected certification is reported and retried from
 * the sales history; a certified invoice is annulled through the certifier.
 */

const stamp = Date.now().toString(36).toUpperCase();
const cafe = { nombre: `Café molido 500 g ${stamp}`, codigo_barras: `74033${Date.now() % 1e8}`, precio: '25.00' };

test.setTimeout(180_000);
test.afterAll(({ playwright }) => closeOpenRegister(playwright, 'cajero@demo.gt'));

/** The product with stock and the cashier's register open, through the API. */
let preparada = false;
async function preparar(request: APIRequestContext): Promise<void> {
  if (preparada) return;
  preparada = true;
  const cajero = await apiDe(request, 'cajero@demo.gt');
  const propietario = await apiDe(request, 'propietario@demo.gt');
  const producto = await propietario.post<{ id: number }>('productos', {
    codigo: `FEL-${stamp}`,
    nombre: cafe.nombre,
    codigo_barras: cafe.codigo_barras,
    precio: cafe.precio,
    tipo_producto: 1,
    inventariable: true,
  });
  await propietario.post('bodegas/ingreso', {
    productos: [{ producto: producto.id, fraccion: null, cantidad: '20', costo: '15.00', nota: '' }],
    nota: 'Existencia para la prueba de facturación',
  });
  if (!cajero.me.caja) {
    const caja = await propietario.post<{ id: number }>('cajas', {
      nombre: `Caja FEL ${stamp}`,
      sucursal: cajero.me.sucursal,
    });
    await cajero.post('aperturas_cierres_caja', { total_apertura: '100.00', caja: caja.id });
  }
}

/** An invoice sale the cashier records through the API, once the sandbox has certified it: its code. */
async function ventaCertificada(request: APIRequestContext): Promise<string> {
  const cajero = await apiDe(request, 'cajero@demo.gt');
  const productos = await cajero.get<{ results: { id: number }[] }>('productos_venta', { search: cafe.codigo_barras });
  const venta = await cajero.post<{ codigo: string; id_factura: number }>('ventas', {
    productos: [
      {
        id: productos.results[0]!.id,
        fraccion_id: null,
        cantidad: '1',
        modelo_precio: 1,
        precio: cafe.precio,
        desc_porcentaje: '0',
      },
    ],
    cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
    tipo_documento: 1,
    pagos: { efectivo: { monto: '25.00' } },
    tipo_pago: 100,
    tipo_venta: 20000,
  });
  await expect
    .poll(
      async () =>
        (
          await cajero.get<{ estado_factura: string }>('factura_electronica/verificar_fel', {
            id_factura: venta.id_factura,
          })
        ).estado_factura,
    )
    .toBe('facturado');
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
  await login(page, 'cajero@demo.gt');
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
    '12345679',
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
  await login(page, 'cajero@demo.gt');
  await page.goto('/punto_de_venta/caja');
  const codigo = await cobrar(page, true);

  const aviso = page.locator('.ant-notification-notice').filter({ hasText: 'Error en facturación electrónica' });
  await expect(aviso).toBeVisible();
  await expect(aviso).toContainText('FEL_RCP309: El NIT del receptor no existe en el RTU.');
  await expect(aviso).toContainText(
    'La venta fue registrada, puede reintentar la facturación desde el historial de ventas.',
  );
  // The sale is paid: its receipt prints instead.
  await expect.poll(() => impreso(page, 'reciboImpreso')).toContain(codigo);
  await page.screenshot({ path: '/tmp/e2e-fel-pos-error.png' });

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, 'propietario@demo.gt');
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
  await login(page, 'propietario@demo.gt');
  await page.goto('/reporte_ventas');
  const fila = page.getByRole('row', { name: new RegExp(certificada) });
  await expect(fila).toContainText('Facturada');
  await fila.getByRole('button', { name: `Anular venta ${certificada}` }).click();
  const modal = page.getByRole('dialog', { name: `Anular venta ${certificada}` });
  await modal.getByLabel('Motivo').fill('Error en el precio consignado');
  await modal.getByRole('button', { name: 'Anular' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Anular' }).click();
  await expect(page.getByText('Anulando factura electrónica…')).toBeVisible();
  await expect(page.getByText('Venta anulada correctamente.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('row', { name: new RegExp(certificada) })).toHaveCount(0);
  await page.getByText('Anuladas', { exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(certificada) })).toContainText('Anulada');
  await page.screenshot({ path: '/tmp/e2e-fel-historial-anulada.png' });
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { correo } from './empresa';
import { DEMO_PASSWORD, login } from './helpers';

/** A token of a demo user, through the login call. */
async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/usuarios/token/', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).token;
}

const auth = (token: string) => ({ Authorization: `Token ${token}` });

/**
 * A cash sale recorded the way the till records it: the owner stocks a product at the cashier's
 * branch and adds a register, the cashier opens it and sells through `POST ventas`.
 */
async function recordSale(request: APIRequestContext): Promise<{ id: number; codigo: string }> {
  const owner = auth(await tokenOf(request, correo('propietario')));
  const cajero = auth(await tokenOf(request, correo('cajero')));
  const me = await (await request.get('/api/usuarios/me/', { headers: cajero })).json();
  const sucursal = me.sucursal as number;
  const suffix = Date.now().toString(36).toUpperCase();
  const producto = await request.post(`/api/productos/?sucursal=${sucursal}`, {
    headers: owner,
    data: { codigo: `HV-${suffix}`, nombre: `Galletas e2e ${suffix}`, precio: '12.50' },
  });
  expect(producto.status(), await producto.text()).toBe(201);
  const { id } = await producto.json();
  const ingreso = await request.post(`/api/bodegas/ingreso/?sucursal=${sucursal}`, {
    headers: owner,
    data: { productos: [{ producto: id, cantidad: 10, costo: '8' }], nota: '' },
  });
  expect(ingreso.status(), await ingreso.text()).toBe(201);
  const caja = await request.post(`/api/cajas/?sucursal=${sucursal}`, {
    headers: owner,
    data: { nombre: `Caja e2e ${suffix}` },
  });
  expect(caja.status(), await caja.text()).toBe(201);
  const apertura = await request.post(`/api/aperturas_cierres_caja/?sucursal=${sucursal}`, {
    headers: cajero,
    data: { caja: (await caja.json()).id, total_apertura: '100' },
  });
  expect(apertura.status(), await apertura.text()).toBe(201);
  const venta = await request.post(`/api/ventas/?sucursal=${sucursal}`, {
    headers: cajero,
    data: {
      productos: [{ id, fraccion_id: null, cantidad: '2', modelo_precio: 1, precio: '12.50', desc_porcentaje: '0' }],
      cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
      tipo_documento: 1,
      pagos: { efectivo: { monto: '50' } },
      tipo_pago: 100,
      tipo_venta: 10000,
      redondeo: 'arriba',
    },
  });
  expect(venta.status(), await venta.text()).toBe(201);
  return venta.json();
}

test('a sale recorded at the till is found in the history, reprinted and annulled with a reason', async ({
  page,
  request,
}) => {
  const venta = await recordSale(request);
  // The print dialog cannot open headless: keep what would have printed instead.
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { impreso: string }).impreso = document.querySelector('.receipt-print')?.textContent ?? '';
    };
  });

  await login(page, correo('propietario'));
  await page.goto('/reporte_ventas');
  await expect(page.getByRole('heading', { name: 'Historial de ventas' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Ventas por mes/ })).toBeVisible();
  const fila = page.getByRole('row', { name: new RegExp(venta.codigo) });
  await expect(fila).toContainText('Carlos Cajero');
  await expect(fila).toContainText('Q 25.00');

  // The reprint preview shows the 80 mm receipt, and Imprimir prints it alone.
  await fila.getByRole('button', { name: `Reimprimir venta ${venta.codigo}` }).click();
  const preview = page.getByRole('dialog', { name: 'Reimprimir comprobante' });
  await expect(preview.getByTestId('recibo-venta')).toContainText(venta.codigo);
  await expect(preview.getByTestId('recibo-venta')).toContainText('PAGO RECIBIDO');
  await expect(preview.getByTestId('recibo-venta')).toContainText('Galletas e2e');
  await preview.getByRole('button', { name: 'Imprimir' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { impreso?: string }).impreso ?? ''))
    .toContain(venta.codigo);
  await preview.getByRole('button', { name: 'Cerrar', exact: true }).last().click();

  // Annulment in one dialog: the sale, what annulling it does, the required reason, one button.
  await fila.getByRole('button', { name: `Anular venta ${venta.codigo}` }).click();
  const modal = page.getByRole('dialog', { name: `Anular venta ${venta.codigo}` });
  await expect(modal).toContainText('Consumidor Final');
  await expect(modal).toContainText('Q 25.00');
  await expect(modal).toContainText('Las existencias de sus productos vuelven a la sucursal.');
  await expect(modal).toContainText('Su cobro se revierte en la caja donde se registró.');
  await expect(modal).not.toContainText('SAT');
  await modal.getByRole('button', { name: 'Anular venta' }).click();
  await expect(modal.getByText('Este campo es requerido')).toBeVisible();
  await modal.getByLabel('Motivo').fill('Producto equivocado');
  const anulacion = page.waitForResponse((r) => r.url().includes('/api/historial_ventas/anulacion/'));
  await modal.getByRole('button', { name: 'Anular venta' }).click();
  expect((await anulacion).status()).toBe(200);
  await expect(page.getByText('Venta anulada correctamente.')).toBeVisible();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(venta.codigo) })).toHaveCount(0);

  await page.getByText('Anuladas', { exact: true }).click();
  const anulada = page.getByRole('row', { name: new RegExp(venta.codigo) });
  await expect(anulada).toContainText('Anulada');
  await expect(anulada).toContainText('Pedro Propietario');
  await expect(anulada.getByRole('button', { name: `Anular venta ${venta.codigo}` })).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { correo } from './empresa';
import { apiDe, buscarEnLista, login } from './helpers';
import { abrirCajaDe } from './shop';

const SELLO = Date.now().toString(36);
const PROVEEDOR = `Distribuidora ${SELLO}`;
const ORDEN_A = `FAC-A-${SELLO}`;
const ORDEN_B = `FAC-B-${SELLO}`;
const ORDEN_C = `FAC-C-${SELLO}`;

// Slow on a busy machine: two API set-ups, a login and six payment steps.
test.setTimeout(240_000);

/** The payables row of an order (the list is filtered to this run's supplier). */
const fila = (page: Page, documento: string) => page.getByRole('row').filter({ hasText: documento });

test('pays part of a credit purchase from the register, the rest together with another account by transfer, and reads the withdrawals', async ({
  page,
  request,
}) => {
  // Set-up through the API: a supplier with credit and three credit purchases (Q 200.00, Q 50.00, Q 30.00).
  const dueno = await apiDe(request, correo('propietario'));
  const proveedor = await dueno.post<{ id: number }>('proveedores', {
    nombre: PROVEEDOR,
    tipo_proveedor: 2,
    limite_credito: '10000',
  });
  const producto = await dueno.post<{ id: number }>('productos', {
    codigo: `E2E-CXP-${SELLO}`,
    nombre: `Producto por pagar ${SELLO}`,
    precio: '15.00',
    tipo_producto: 1,
    inventariable: true,
  });
  for (const [numero_documento, cantidad] of [
    [ORDEN_A, '20'],
    [ORDEN_B, '5'],
    [ORDEN_C, '3'],
  ] as const) {
    await dueno.post('ordenes_compra', {
      proveedor: proveedor.id,
      sucursal_destino: dueno.me.sucursal,
      fecha: new Date().toISOString().slice(0, 10),
      numero_documento,
      origen: 2,
      tipo_compra: 1,
      plazo_pago: '30',
      detalles: [{ producto: producto.id, cantidad, costo: '10.00' }],
    });
  }
  await abrirCajaDe(request, correo('propietario'));

  await login(page, correo('propietario'));
  await page.goto('/cuentas_por_pagar');
  // The screen's code loads on first visit, slowly on a busy machine.
  await expect(page.getByRole('tab', { name: 'Activas' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
  await buscarEnLista(page, PROVEEDOR);
  await expect(fila(page, ORDEN_A)).toContainText('Q 200.00');
  await expect(fila(page, ORDEN_B)).toContainText('Q 50.00');

  // Nothing selected: the spec's message.
  await page.getByRole('button', { name: 'Finalizar pago' }).click();
  await expect(page.getByText('Debe seleccionar al menos una cuenta para finalizar el pago.')).toBeVisible();

  // Q 80.00 of order A from the register's cash (a RETIRO 40).
  await fila(page, ORDEN_A).getByRole('button', { name: 'Abonar' }).click();
  const abono = page.getByRole('dialog', { name: `Abonar a la orden ${ORDEN_A}` });
  await expect(abono.getByTestId('saldo-cuenta')).toHaveText('Q 200.00');
  await expect(abono.getByRole('radio', { name: 'Retiro de caja' })).toBeChecked();
  await abono.getByRole('spinbutton', { name: 'Monto' }).fill('80');
  await abono.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(page.getByText('Pago registrado.')).toBeVisible();
  await expect(abono).toBeHidden();
  await expect(page.getByTestId(`saldo-${ORDEN_A}`)).toHaveText('Q 120.00');

  // The rest of A with all of B, by transfer, in one payment.
  await page.getByRole('checkbox', { name: `Seleccionar ${ORDEN_A}` }).check();
  await page.getByRole('checkbox', { name: `Seleccionar ${ORDEN_B}` }).check();
  await page.getByRole('button', { name: 'Finalizar pago (2)' }).click();
  const varias = page.getByRole('dialog', { name: 'Finalizar pago de cuentas' });
  await expect(varias.getByTestId('total-pagar')).toHaveText('Total a pagar: Q 170.00');
  await varias.getByText('Pago directo').click();
  await varias.getByRole('combobox', { name: 'Forma de pago' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Transferencia', { exact: true }).click();
  await varias.getByLabel('No. de documento').fill(`TR-${SELLO}`);
  await varias.getByLabel('Banco').fill('Banco Industrial');
  await varias.getByRole('button', { name: 'Pagar Q 170.00' }).click();
  await expect(varias).toBeHidden();
  await expect(fila(page, ORDEN_A)).toBeHidden();
  await expect(fila(page, ORDEN_B)).toBeHidden();
  // The account left out is untouched.
  await expect(page.getByTestId(`saldo-${ORDEN_C}`)).toHaveText('Q 30.00');

  // Both finished, with nothing owed; A's payments: the withdrawal and the transfer.
  await page.getByRole('tab', { name: 'Finalizadas' }).click();
  await expect(page.getByTestId(`saldo-${ORDEN_A}`)).toHaveText('Q 0.00');
  await expect(page.getByTestId(`saldo-${ORDEN_B}`)).toHaveText('Q 0.00');
  await expect(fila(page, ORDEN_A)).toContainText('Finalizada');
  await fila(page, ORDEN_A).getByRole('button', { name: 'Pagos' }).click();
  const pagos = page.getByRole('dialog', { name: `Pagos de la orden ${ORDEN_A}` });
  await expect(pagos.getByTestId('saldo-documento')).toHaveText('Q 0.00');
  await expect(pagos.getByRole('row').filter({ hasText: 'Retiro de caja' })).toContainText('Q 80.00');
  await expect(pagos.getByRole('row').filter({ hasText: 'Pago directo' })).toContainText('Q 120.00');
  await expect(pagos.getByRole('row').filter({ hasText: 'Pago directo' })).toContainText(`TR-${SELLO}`);
  await page.keyboard.press('Escape');

  // The withdrawal that paid the supplier, in cash.
  await page.getByRole('tab', { name: 'Retiros de caja' }).click();
  const retiro = page.getByTestId('retiros-caja').getByRole('row').filter({ hasText: ORDEN_A });
  await expect(retiro).toContainText(PROVEEDOR);
  await expect(retiro).toContainText('Q 80.00');
  await expect(retiro).toContainText('Activo');
});

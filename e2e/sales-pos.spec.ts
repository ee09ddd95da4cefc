import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { correo } from './empresa';
import { escanear, login, logout } from './helpers';
import { abrirCajaDe, crearProductos, productoDePrueba, type ProductoPrueba } from './shop';

const galletas = productoDePrueba('Galletas de vainilla', '12.50');
const jugo = productoDePrueba('Jugo de naranja', '7.25');

/**
 * The shop's set-up through the API: two products with stock in the cashier's branch (owner),
 * a register, and the cashier's register opened with Q 100.00.
 */
let preparada = false;
async function prepararTienda(request: APIRequestContext): Promise<void> {
  if (preparada) return;
  preparada = true;
  await crearProductos(request, [galletas, jugo]);
  await abrirCajaDe(request, correo('cajero'));
}

const cantidad = (page: Page, producto: ProductoPrueba) =>
  page.getByRole('spinbutton', { name: `Cantidad de ${producto.nombre}` });

/** The receipt goes to the print dialog; the test keeps what was on the page when it opened. */
async function capturarImpresion(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.print = () => {
      (window as unknown as { impreso: string }).impreso = document.querySelector('.receipt-print')?.textContent ?? '';
    };
  });
}

async function confirmarConsumidorFinal(page: Page): Promise<void> {
  const dialogo = page.getByRole('dialog').filter({ hasText: '¿Registrar venta con cliente Consumidor Final?' });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: 'Sí, continuar' }).click();
}

test.setTimeout(180_000);

test('the cashier scans two products, charges cash with change, and the receipt prints', async ({ page, request }) => {
  await prepararTienda(request);
  await login(page, correo('cajero'));
  await page.goto('/punto_de_venta/caja');
  const buscador = page.getByRole('combobox', { name: 'Buscar producto' });
  await expect(buscador).toBeFocused();

  await escanear(page, galletas.codigo_barras);
  await expect(cantidad(page, galletas)).toHaveValue('1');
  await escanear(page, jugo.codigo_barras);
  await expect(cantidad(page, jugo)).toHaveValue('1');
  // A second scan of the same barcode adds one more to its line.
  await escanear(page, galletas.codigo_barras);
  await expect(cantidad(page, galletas)).toHaveValue('2');
  await expect(page.getByLabel('Total de la venta')).toHaveText('Q 32.25');
  await page.screenshot({ path: '/tmp/pos-caja-carrito.png' });

  // A reload never loses the sale.
  await page.reload();
  await expect(cantidad(page, galletas)).toHaveValue('2');
  // A shipment prints the internal receipt (with FEL on, an invoice sale prints the invoice: see facturacion-electronica.spec.ts).
  await page.getByLabel('Tipo de venta').getByText('Envío', { exact: true }).click();

  await capturarImpresion(page);
  await page.keyboard.press('F9');
  await confirmarConsumidorFinal(page);
  const panel = page.getByRole('dialog').filter({ hasText: 'Total a cobrar' });
  await expect(panel.getByLabel('Total a cobrar')).toHaveText('Q 32.25');
  await panel.getByRole('spinbutton', { name: 'Efectivo' }).fill('50');
  await expect(panel.getByLabel('Cambio')).toHaveText('Q 17.75');
  await page.screenshot({ path: '/tmp/pos-caja-cobro.png' });
  await panel.getByRole('button', { name: 'Confirmar cobro' }).click();

  await expect(cantidad(page, galletas)).toHaveCount(0);
  await expect(page.getByLabel('Total de la venta')).toHaveText('Q 0.00');
  await expect(page.getByText(/Venta .+ registrada · Total Q 32\.25 · Cambio Q 17\.75/)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { impreso?: string }).impreso ?? ''))
    .toContain(galletas.nombre);
  await page.screenshot({ path: '/tmp/pos-caja-vendido.png' });
});

test('PVMCE: the counter seller sends an order to the register and the cashier charges it', async ({
  page,
  request,
}) => {
  await prepararTienda(request);
  await login(page, correo('vendedor'));
  await page.goto('/punto_de_venta/mostrador');
  await escanear(page, jugo.codigo_barras);
  await page.getByRole('button', { name: `Agregar uno de ${jugo.nombre}` }).click();
  await page.getByRole('button', { name: `Agregar uno de ${jugo.nombre}` }).click();
  await expect(cantidad(page, jugo)).toHaveValue('3');
  // CF is the final consumer; the name the customer gives still goes on the order.
  await page.getByRole('textbox', { name: 'NIT del cliente' }).fill('CF');
  await page.getByRole('textbox', { name: 'NIT del cliente' }).press('Tab');
  await expect(page.getByRole('textbox', { name: 'NIT del cliente' })).toHaveValue('C.F.');
  await page.getByLabel('Nombre del cliente').fill('Marta López');
  await page.screenshot({ path: '/tmp/pos-mostrador.png' });
  await page.getByRole('button', { name: /Enviar a caja/ }).click();
  const enviado = page.getByText(/Pedido \S+ enviado a caja\./);
  await expect(enviado).toBeVisible();
  // The cashier reads the order under the word and code the counter read (issue 30).
  const codigo = /Pedido (\S+) enviado/.exec((await enviado.textContent()) ?? '')![1]!;
  await expect(cantidad(page, jugo)).toHaveCount(0);
  await logout(page);

  await login(page, correo('cajero'));
  await page.goto('/punto_de_venta/caja');
  const pedidos = page.locator('.pos-orders');
  const pedido = pedidos.getByRole('listitem').filter({ hasText: 'Marta López' }).first();
  await expect(pedido).toBeVisible();
  await page.screenshot({ path: '/tmp/pos-caja-pedidos.png' });
  await pedido.getByRole('button', { name: /^Cargar/ }).click();
  await expect(cantidad(page, jugo)).toHaveValue('3');
  await expect(page.getByText(`Cobrando el pedido ${codigo}`)).toBeVisible();
  await expect(page.getByText(/cotización/i)).toHaveCount(0);

  await capturarImpresion(page);
  await page.getByRole('button', { name: /Cobrar/ }).click();
  const panel = page.getByRole('dialog').filter({ hasText: 'Total a cobrar' });
  await expect(panel.getByLabel('Total a cobrar')).toHaveText('Q 21.75');
  await panel.getByRole('button', { name: 'Exacto' }).click();
  await panel.getByRole('button', { name: 'Confirmar cobro' }).click();
  await expect(page.getByText(new RegExp(`^Venta \\S+ registrada · Pedido ${codigo} · `))).toBeVisible();
  await expect(cantidad(page, jugo)).toHaveCount(0);
  // The charged order leaves the register's list.
  await expect(pedidos.getByRole('listitem').filter({ hasText: 'Marta López' })).toHaveCount(0);
});

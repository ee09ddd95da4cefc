import { expect, test } from '@playwright/test';
import { correo } from './empresa';
import { apiDe, escanear, login } from './helpers';
import { abrirCajaDe, crearProductos, productoDePrueba } from './shop';

const stamp = Date.now().toString(36).toUpperCase();
const cliente = `Pedido en vivo ${stamp}`;
const refresco = productoDePrueba('Refresco de uva', '6.00');

test.setTimeout(300_000);

test('an order sent from the counter appears on the open cashier screen at once, pushed by the server', async ({
  browser,
  request,
}) => {
  const cajero = await apiDe(request, correo('cajero'));
  await crearProductos(request, [refresco], '20');
  await abrirCajaDe(request, correo('cajero'));

  const caja = await (await browser.newContext()).newPage();
  await login(caja, correo('cajero'));
  const stream = caja.waitForResponse((r) => r.url().includes('/api/eventos/?'));
  await caja.goto('/punto_de_venta/caja');
  const pedidos = caja.locator('.pos-orders');
  await expect(pedidos).toBeVisible({ timeout: 30_000 });
  await stream;

  const mostrador = await (await browser.newContext()).newPage();
  await login(mostrador, correo('vendedor'));
  await mostrador.goto('/punto_de_venta/mostrador');
  await escanear(mostrador, refresco.codigo_barras);
  await expect(mostrador.getByRole('spinbutton', { name: `Cantidad de ${refresco.nombre}` })).toHaveValue('1');
  await mostrador.getByLabel('Nombre del cliente').fill(cliente);
  await mostrador.getByRole('button', { name: /Enviar a caja/ }).click();
  await expect(mostrador.getByText(/Pedido \S+ enviado a caja./)).toBeVisible();

  // The list polls only once a minute: seeing the order within seconds means the server pushed it
  // (about 0.1 s on a quiet machine; the bound leaves room for a loaded one).
  await expect(pedidos.getByRole('listitem').filter({ hasText: cliente })).toBeVisible({ timeout: 5_000 });
  await caja.screenshot({ path: '/tmp/pos-caja-pedido-en-vivo.png' });

  const enviados = await cajero.get<{ results: { id: number; cliente: { nombre: string } }[] }>('cotizaciones', {
    enviado_caja: 'true',
    estado: 10,
  });
  const pedido = enviados.results.find((c) => c.cliente.nombre === cliente)!;
  await cajero.delete(`cotizaciones/${pedido.id}`);
  // Dismissed orders leave the cashier's screen live too.
  await expect(pedidos.getByRole('listitem').filter({ hasText: cliente })).toHaveCount(0, { timeout: 5_000 });
});

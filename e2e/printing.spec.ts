import { expect as baseExpect, test } from '@playwright/test';
import { correo } from './empresa';
import { login } from './helpers';
import { abrirCajaDe, crearProductos, esperarCertificada, productoDePrueba, venderEnEfectivo } from './shop';

// A printed invoice waits for the company's logo: the print dialog's snapshot of an image still
// loading is a blank box.

const expect = baseExpect.configure({ timeout: 30_000 });
const te = productoDePrueba('Té de manzanilla en caja de 25 sobres', '12.00');
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.setTimeout(120_000);

test('the invoice prints once its logo has loaded, even from a slow link', async ({ page, request }) => {
  await login(page, correo('propietario'));
  await crearProductos(request, [te]);
  await abrirCajaDe(request, correo('admin'));
  const venta = await venderEnEfectivo(request, correo('admin'), te, { efectivo: '20.00' });
  await esperarCertificada(request, correo('admin'), venta.id_factura!);

  // What the print dialog would show is recorded at print time.
  await page.addInitScript(() => {
    window.print = () => {
      const logo = document.querySelector<HTMLImageElement>('.factura-print img.factura-logo');
      (window as unknown as { impresiones: unknown[] }).impresiones ??= [];
      (window as unknown as { impresiones: unknown[] }).impresiones.push({
        logo: logo !== null,
        cargado: logo?.complete === true && logo.naturalWidth > 0,
      });
    };
  });

  await page.goto('/reporte_ventas');
  await expect(page.getByRole('button', { name: `Imprimir factura de la venta ${venta.codigo}` })).toBeVisible();
  // Set once the screen has loaded: an intercepted page sends every request through the test.
  // The logo takes 1.5 s to arrive.
  await page.route('**/logo-lento.png', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  await page.route('**/api/factura_electronica/verificar_fel/**', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { factura: { emisor: { logo: string | null } } | null };
    if (body.factura) body.factura.emisor.logo = '/media/logo-lento.png';
    await route.fulfill({ response: answer, json: body });
  });
  await page.getByRole('button', { name: `Imprimir factura de la venta ${venta.codigo}` }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { impresiones?: unknown[] }).impresiones ?? []))
    .toEqual([{ logo: true, cargado: true }]);
});

import { expect as baseExpect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { correo } from './empresa';
import { apiDe, login } from './helpers';
import {
  abrirCajaDe,
  crearProductos,
  esperarCertificada,
  productoDePrueba,
  venderEnEfectivo,
  type ProductoPrueba,
} from './shop';

// Returns (issue 13): a sale of three lines, two of them returned, one back on the shelf; the
// voucher is then redeemed once at the till.

// The two-core machine the suite runs on can take seconds to render a screen.
const expect = baseExpect.configure({ timeout: 30_000 });

const cafe = productoDePrueba('Café devuelto', '25.00');
const leche = productoDePrueba('Leche que se queda', '11.00');
const pan = productoDePrueba('Pan dañado', '3.50');

// Under load the two sign-ins, the return and the till take minutes.
test.setTimeout(300_000);

test.beforeAll(async ({ request }) => {
  await crearProductos(request, [cafe, leche, pan]);
  await abrirCajaDe(request, correo('cajero'));
});

/** The cashier sells 2 coffees, 1 milk and 3 breads (a shipment: no invoice, so a voucher): its id and code. */
async function venderTresLineas(request: APIRequestContext): Promise<{ id: number; codigo: string }> {
  const cajero = await apiDe(request, correo('cajero'));
  const linea = async (p: ProductoPrueba, cantidad: string) => {
    const encontrados = await cajero.get<{ results: { id: number }[] }>('productos_venta', { search: p.codigo_barras });
    return {
      id: encontrados.results[0]!.id,
      fraccion_id: null,
      cantidad,
      modelo_precio: 1,
      precio: p.precio,
      desc_porcentaje: '0',
    };
  };
  return cajero.post<{ id: number; codigo: string }>('ventas', {
    productos: [await linea(cafe, '2'), await linea(leche, '1'), await linea(pan, '3')],
    cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
    tipo_documento: 1,
    pagos: { efectivo: { monto: '71.50' } },
    tipo_pago: 100,
    tipo_venta: 10000,
  });
}

/** The cashier's branch's stock of a product, in base units, as the owner reads it. */
async function existencia(request: APIRequestContext, p: ProductoPrueba): Promise<string> {
  const cajero = await apiDe(request, correo('cajero'));
  const propietario = await apiDe(request, correo('propietario'));
  const filas = await propietario.get<{ results: { inventario: string }[] }>('bodegas', {
    search: p.codigo_barras,
    sucursal: cajero.me.sucursal,
  });
  return filas.results[0]!.inventario;
}

/**
 * The cashier sells three coffees (Q 75.00) redeeming the voucher by keyboard only (F9, F3, the
 * code, the cash), the receipt names it, and the same code is refused on the next sale.
 */
async function redimirEnCaja(browser: Browser, codigoVale: string, montoVale: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The print dialog cannot open headless: keep what each print would have printed.
  await page.addInitScript(() => {
    window.print = () => {
      const w = window as unknown as { impresos?: string[] };
      w.impresos = [...(w.impresos ?? []), document.querySelector('.print-area')?.textContent ?? ''];
    };
  });
  const impresos = () => page.evaluate(() => (window as unknown as { impresos?: string[] }).impresos ?? []);
  await login(page, correo('cajero'));
  if (new URL(page.url()).pathname !== '/punto_de_venta/caja') await page.goto('/punto_de_venta/caja');
  const buscador = page.getByRole('combobox', { name: 'Buscar producto' });
  await expect(buscador).toBeFocused();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.type(cafe.codigo_barras);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('spinbutton', { name: `Cantidad de ${cafe.nombre}` })).toHaveValue(String(i + 1));
  }
  await page.getByLabel('Tipo de venta').getByText('Envío', { exact: true }).click();

  const cobrar = async () => {
    await page.keyboard.press('F9');
    const consumidorFinal = page
      .getByRole('dialog')
      .filter({ hasText: '¿Registrar venta con cliente Consumidor Final?' });
    await expect(consumidorFinal.getByRole('button', { name: 'Sí, continuar' })).toBeFocused();
    await page.keyboard.press('Enter');
    const cobro = page.getByRole('dialog').filter({ hasText: 'Total a cobrar' });
    await expect(cobro.getByRole('spinbutton', { name: 'Efectivo' })).toBeFocused();
    await page.keyboard.press('F3');
    await expect(cobro.getByRole('textbox', { name: 'Código de vale o nota de crédito' })).toBeFocused();
    await page.keyboard.type(codigoVale);
    await page.keyboard.press('Enter');
    return cobro;
  };

  const cobro = await cobrar();
  // Q 75.00 less the voucher: Q 21.50 left, paid with Q 30.00 cash.
  await expect(cobro.getByLabel('Total a cobrar')).toHaveText('Q 21.50');
  await expect(cobro.getByLabel('Monto del vale')).toHaveText(`− Q ${montoVale}`);
  await expect(cobro.getByRole('spinbutton', { name: 'Efectivo' })).toBeFocused();
  // The dialog with a voucher fits at laptop, tablet and phone sizes.
  for (const size of [
    { width: 1366, height: 850 },
    { width: 820, height: 1180 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/layouts/cobro-con-vale-${size.width}x${size.height}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1366, height: 850 });
  await cobro.getByRole('spinbutton', { name: 'Efectivo' }).focus();
  await page.keyboard.type('30');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Venta \S+ registrada · Total Q 75\.00 · Cambio Q 8\.50/)).toBeVisible();
  await expect(buscador).toBeFocused();
  await expect.poll(async () => (await impresos()).join('\n')).toContain(`Vale ${codigoVale}Q ${montoVale}`);

  // The same code on the next sale: refused, nothing charged.
  await page.keyboard.type(cafe.codigo_barras);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('spinbutton', { name: `Cantidad de ${cafe.nombre}` })).toHaveValue('1');
  const segundo = await cobrar();
  await expect(segundo.getByRole('alert')).toHaveText('El código ingresado ya fue utilizado.');
  await expect(segundo.getByLabel('Total a cobrar')).toHaveText('Q 25.00');
  await page.keyboard.press('Escape');
  await expect(buscador).toBeFocused();
  await context.close();
}

test('returning two of three lines gives a voucher, only the line back to stock returns to the shelf, and the till redeems it once', async ({
  page,
  request,
  browser,
}) => {
  const { codigo } = await venderTresLineas(request);
  const antes = {
    cafe: await existencia(request, cafe),
    leche: await existencia(request, leche),
    pan: await existencia(request, pan),
  };

  await login(page, correo('propietario'));
  await page.goto('/bodega/nota_credito_cliente');
  // An unknown code: the spec's message.
  await page.getByLabel('Código de venta o serie-número de la factura').fill('NO-EXISTE-123');
  await page.getByLabel('Código de venta o serie-número de la factura').press('Enter');
  await expect(page.getByText('Código de factura no existente, verifique e intente de nuevo')).toBeVisible();

  await page.getByLabel('Código de venta o serie-número de la factura').fill(codigo);
  await page.getByLabel('Código de venta o serie-número de la factura').press('Enter');
  await expect(page.getByRole('heading', { name: 'Selección de productos' })).toBeVisible();

  // Nothing chosen: the spec's message.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Seleccione al menos un producto que se está procesando para devolución.')).toBeVisible();

  // Both coffees (back to the shelf) and one of the three breads (damaged: not back to stock).
  await page.getByRole('checkbox', { name: `Devolver ${cafe.nombre}` }).check();
  await page.getByRole('checkbox', { name: `Devolver ${pan.nombre}` }).check();
  const cantidadPan = page.getByRole('spinbutton', { name: `Cantidad de ${pan.nombre}` });
  // Above what was sold is capped at it.
  await cantidadPan.fill('9');
  await cantidadPan.blur();
  await expect(cantidadPan).toHaveValue('3');
  await cantidadPan.fill('1');
  await cantidadPan.blur();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Motivos de la devolución' })).toBeVisible();
  await page.getByRole('switch', { name: `Ingreso a bodega de ${pan.nombre}` }).click();
  await page.getByLabel('Concepto').fill('El cliente devolvió el café y un pan dañado');
  await expect(page.getByTestId('total-devolucion')).toContainText('53.50');
  await page.getByRole('button', { name: 'Generar vale' }).click();
  const confirmacion = page.getByRole('dialog', { name: '¿Está seguro?' });
  await expect(confirmacion).toBeVisible();
  await confirmacion.getByRole('button', { name: 'Generar' }).click();

  await expect(page.getByRole('heading', { name: 'Vale por devolución' })).toBeVisible();
  await expect(page).toHaveURL(/\/bodega\/nota_credito_cliente\/seleccion_de_producto\/\d+\/motivos\/vale\/\d+$/);
  const vale = page.getByTestId('vale-devolucion');
  await expect(vale).toContainText('53.50');
  await expect(vale).toContainText(codigo);
  await expect(page.getByTestId('codigo-vale')).not.toBeEmpty();
  const codigoVale = (await page.getByTestId('codigo-vale').textContent())!.trim();

  // Coffee is back on the shelf; the damaged bread and the milk are not.
  expect(Number(await existencia(request, cafe))).toBe(Number(antes.cafe) + 2);
  expect(Number(await existencia(request, pan))).toBe(Number(antes.pan));
  expect(Number(await existencia(request, leche))).toBe(Number(antes.leche));

  // The return is in the list, newest first.
  await page.goto('/devoluciones');
  await expect(page.getByRole('heading', { name: 'Devoluciones' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText(codigo);

  await redimirEnCaja(browser, codigoVale, '53.50');
});

test('with FEL, a return from a certified invoice is certified as a credit note and prints like an invoice', async ({
  page,
  request,
}) => {
  // The demo company invoices on the local sandbox certifier: two coffees on a certified invoice.
  const venta = await venderEnEfectivo(request, correo('cajero'), cafe, { cantidad: '2', efectivo: '50.00' });
  await esperarCertificada(request, correo('cajero'), venta.id_factura!);
  await page.addInitScript(() => {
    window.print = () => {
      const w = window as unknown as { notaImpresa?: string };
      w.notaImpresa = document.querySelector('.factura-print')?.textContent ?? w.notaImpresa;
    };
  });

  await login(page, correo('propietario'));
  await page.goto('/bodega/nota_credito_cliente');
  await page.getByLabel('Código de venta o serie-número de la factura').fill(venta.codigo);
  await page.getByLabel('Código de venta o serie-número de la factura').press('Enter');
  await expect(page.getByRole('heading', { name: 'Selección de productos' })).toBeVisible();
  await page.getByRole('checkbox', { name: `Devolver ${cafe.nombre}` }).check();
  const cantidad = page.getByRole('spinbutton', { name: `Cantidad de ${cafe.nombre}` });
  await cantidad.fill('1');
  await cantidad.blur();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Motivos de la devolución' })).toBeVisible();
  await page.getByLabel('Concepto').fill('Café con el empaque roto');
  await expect(page.getByTestId('total-devolucion')).toContainText('25.00');
  await page.getByRole('button', { name: 'Generar nota de crédito' }).click();
  await page.getByRole('dialog', { name: '¿Está seguro?' }).getByRole('button', { name: 'Generar' }).click();

  // Certified by the sandbox (polled every second), then the credit-note result route.
  await expect(page.getByRole('heading', { name: 'Nota de crédito' })).toBeVisible();
  await expect(page).toHaveURL(/\/bodega\/nota_credito_cliente\/\d+\/vale\/\d+$/);
  const nota = page.getByTestId('vale-devolucion');
  await expect(nota).toContainText('NOTA DE CRÉDITO');
  await expect(nota).toContainText('25.00');
  await expect(nota).toContainText(venta.codigo);

  await page.getByRole('button', { name: 'Imprimir nota de crédito' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { notaImpresa?: string }).notaImpresa ?? ''))
    .toContain('NOTA DE CRÉDITO');
  const impresa = await page.evaluate(() => (window as unknown as { notaImpresa?: string }).notaImpresa ?? '');
  expect(impresa).toContain(cafe.nombre);
  expect(impresa).toContain('25.00');
});

test('the return screens fit the width at laptop, tablet and phone sizes', async ({ page, request }) => {
  // Five screens at four sizes on a loaded two-core machine.
  test.setTimeout(420_000);
  const venta = await venderTresLineas(request);
  await login(page, correo('propietario'));
  // Each screen, with what shows once its data is in (the photo is of the screen, not its skeleton).
  const pantallas: [string, string, string, string][] = [
    ['devolucion-buscar', '/bodega/nota_credito_cliente', 'Devolución de productos', 'Buscar'],
    [
      'devolucion-seleccion',
      `/bodega/nota_credito_cliente/seleccion_de_producto/${venta.id}?codigo=${encodeURIComponent(venta.codigo)}`,
      'Selección de productos',
      'Continuar',
    ],
    ['devoluciones', '/devoluciones', 'Devoluciones', ''],
    ['adiciones-nota', '/configuracion/adiciones_nota_fel', 'Adiciones de nota de crédito', 'Nueva adición'],
  ];
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    for (const [nombre, ruta, titulo, boton] of pantallas) {
      await page.goto(ruta);
      await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
      if (boton) await expect(page.getByRole('button', { name: boton }).first()).toBeVisible();
      else await expect(page.locator('.ant-table-tbody tr:not(.ant-table-measure-row)').first()).toBeVisible();
      await page.screenshot({
        path: `test-results/layouts/${nombre}-${size.width}x${size.height}.png`,
        fullPage: true,
      });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${nombre} ${size.width}x${size.height}`,
      ).toBe(true);
    }
  }
});

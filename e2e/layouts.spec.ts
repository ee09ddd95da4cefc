import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { correo } from './empresa';
import { apiDe, login, logout } from './helpers';
import {
  abrirCajaDe,
  crearProductos,
  esperarCertificada,
  productoDePrueba,
  venderEnEfectivo,
  type ProductoPrueba,
} from './shop';

// Tablet (both ways) and phone: the screens a shop works in fit the width, with the menu as a
// drawer. Each screen is photographed at each size under test-results/layouts/ (not committed).

const expect = baseExpect.configure({ timeout: 30_000 });
const TAMANOS = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];
const arroz = productoDePrueba('Arroz blanco de primera calidad en bolsa de una libra', '6.75');

test.setTimeout(120_000);

// A full cart: the till's 15 lines (MAX_LINEAS_VENTA), more than any window shows at once.
const surtido = Array.from({ length: 15 }, (_, i) => productoDePrueba(`Producto del surtido ${i + 1}`, '2.50'));

test.beforeAll(async ({ request }) => {
  await crearProductos(request, [arroz, ...surtido]);
  await abrirCajaDe(request, correo('cajero'));
  // Orders waiting at the register, each for a customer with a long address: the side grows too.
  const vendedor = await apiDe(request, correo('vendedor'));
  const [producto] = (
    await vendedor.get<{ results: { id: number }[] }>('productos_venta', { search: arroz.codigo_barras })
  ).results;
  for (let i = 1; i <= 6; i += 1)
    await vendedor.post('cotizaciones', {
      productos: [
        {
          id: producto!.id,
          fraccion_id: null,
          cantidad: '1',
          modelo_precio: 1,
          precio: arroz.precio,
          desc_porcentaje: '0',
        },
      ],
      cliente: {
        id: null,
        nit: 'C.F.',
        nombre: `Cliente del pedido ${i}`,
        direccion: `Kilómetro ${i}.5 carretera a El Salvador, condominio Las Luces, casa ${i}, zona 16, Guatemala`,
        telefono: '',
        notas: '',
      },
      enviado_caja: true,
    });
});

/** No sideways scrolling of the page, and no text squeezed to a letter or two per line. */
async function revisarAncho(page: Page, nombre: string, width: number, height: number): Promise<void> {
  await page.screenshot({ path: `test-results/layouts/${nombre}-${width}x${height}.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const apretados = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => {
        const texto = Array.from(el.childNodes)
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        if (texto.length < 4 || el.getClientRects().length === 0) return false;
        const { width: ancho, height: alto } = el.getBoundingClientRect();
        const linea = parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.4;
        return alto > linea * 3.5 && ancho < parseFloat(getComputedStyle(el).fontSize) * 3;
      })
      .map((el) => el.textContent),
  );
  expect(apretados, 'text squeezed to a letter or two per line').toEqual([]);
  // The same, read from the text's own line boxes: a text of 3 or more letters drawn on several
  // lines with two letters or fewer a line (a word broken down a box too narrow for it).
  const partidos = await page.evaluate(() => {
    const encontrados: string[] = [];
    const textos = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let nodo = textos.nextNode(); nodo; nodo = textos.nextNode()) {
      const letras = (nodo.textContent ?? '').replace(/\s/g, '').length;
      const padre = nodo.parentElement;
      if (letras < 3 || !padre || padre.getClientRects().length === 0) continue;
      if (getComputedStyle(padre).visibility === 'hidden') continue;
      const rango = document.createRange();
      rango.selectNodeContents(nodo);
      const lineas = new Set(
        Array.from(rango.getClientRects())
          .filter((r) => r.width > 0)
          .map((r) => Math.round(r.top)),
      ).size;
      if (lineas >= 2 && letras / lineas <= 2.5) encontrados.push((nodo.textContent ?? '').trim());
    }
    return encontrados;
  });
  expect(partidos, 'words broken to a letter or two per line').toEqual([]);
}

/** Two boxes on the page overlap. */
const seCruzan = (a: Caja, b: Caja) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Caja = { x: number; y: number; width: number; height: number };

/** Every notification on screen is wholly below the application header: none covers its buttons. */
async function bajoElEncabezado(page: Page): Promise<void> {
  const encabezado = await page.locator('.app-header').boundingBox();
  expect(encabezado).not.toBeNull();
  const avisos = page.locator('.ant-notification-notice');
  await expect(avisos.first()).toBeVisible();
  for (const aviso of await avisos.all()) {
    const caja = await aviso.boundingBox();
    expect(caja).not.toBeNull();
    expect(seCruzan(caja!, encabezado!), 'a notification over the header').toBe(false);
  }
}

/** Below 992 px the side menu is a drawer: the screen starts at the left edge and the menu opens over it. */
async function revisarMenu(page: Page, width: number): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  if (width >= 992) return void (await expect(menu).toBeVisible());
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Mostrar menú' }).click();
  await expect(menu).toBeVisible();
  // The open drawer covers the header's button: Escape closes it, as it does any drawer.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** Each cart line shows its quantity, price and total inside the screen, and Cobrar is reachable. */
async function revisarCarrito(page: Page, accion: RegExp): Promise<void> {
  const fila = page.getByRole('row').filter({ hasText: arroz.nombre });
  for (const parte of [
    page.getByRole('spinbutton', { name: `Cantidad de ${arroz.nombre}` }),
    fila.getByText('Q 6.75').first(),
  ]) {
    await expect(parte).toBeInViewport();
  }
  const boton = page.getByRole('button', { name: accion });
  await boton.scrollIntoViewIfNeeded();
  await expect(boton).toBeInViewport();
}

/** The cashier at the till (or the seller at the counter) at this size, with one bag of rice scanned in. */
async function conArrozEn(page: Page, pantalla: 'caja' | 'mostrador', width: number, height: number) {
  const ruta = `/punto_de_venta/${pantalla}`;
  await page.setViewportSize({ width, height });
  await login(page, correo(pantalla === 'caja' ? 'cajero' : 'vendedor'));
  if (new URL(page.url()).pathname !== ruta) await page.goto(ruta);
  const buscador = page.getByRole('combobox', { name: 'Buscar producto' });
  await buscador.fill(arroz.codigo_barras);
  await buscador.press('Enter');
  await expect(page.getByRole('spinbutton', { name: `Cantidad de ${arroz.nombre}` })).toHaveValue('1');
}

for (const { width, height } of TAMANOS) {
  test(`the cashier's till, the active register and the sales history at ${width}×${height}`, async ({ page }) => {
    await conArrozEn(page, 'caja', width, height);
    await revisarCarrito(page, /Cobrar/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await revisarAncho(page, 'caja', width, height);
    await revisarMenu(page, width);

    await page.goto('/caja_activa');
    await expect(page.getByText(/Caja activa:/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar caja' })).toBeInViewport();
    await revisarAncho(page, 'caja-activa', width, height);
  });

  test(`the counter and the sales history at ${width}×${height}`, async ({ page }) => {
    await conArrozEn(page, 'mostrador', width, height);
    await revisarCarrito(page, /Enviar a caja/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await revisarAncho(page, 'mostrador', width, height);

    await logout(page);
    await login(page, correo('propietario'));
    await page.goto('/reporte_ventas');
    await expect(page.getByRole('heading', { name: 'Historial de ventas' })).toBeVisible();
    await revisarAncho(page, 'historial', width, height);
  });
}

/** Below 1200 px the sales history shows a card per sale instead of a table row. */
function ventaEnHistorial(page: Page, codigo: string, width: number): Locator {
  return width < 1200
    ? page.getByRole('list', { name: 'Ventas' }).getByRole('article', { name: `Venta ${codigo}` })
    : page.getByRole('row').filter({ hasText: codigo });
}

/** A user's register opened, one cash sale of `producto` made and the register closed a quetzal short. */
async function ventaYCierre(request: APIRequestContext, email: string, producto: ProductoPrueba): Promise<string> {
  await abrirCajaDe(request, email);
  const venta = await venderEnEfectivo(request, email, producto, { cantidad: '2', efectivo: '20.00' });
  const usuario = await apiDe(request, email);
  // Opened with Q 100 and sold Q 13.50 in cash: Q 113.50 expected, Q 112.50 counted.
  await usuario.post('aperturas_cierres_caja/cierre', {
    total_efectivo_cierre: '112.50',
    concepto_cierre: 'Cierre de la prueba de anchos',
  });
  return venta.codigo;
}

/**
 * The cells of `columnas` in the first body row are wholly on screen: not cut by the window's edge
 * nor scrolled out of the table's own box (IntersectionObserver counts the clipping of both).
 */
async function revisarColumnas(page: Page, fila: Locator, columnas: readonly string[]): Promise<void> {
  const tabla = page.locator('.ant-table').filter({ has: fila });
  // Scrolling down is fine (a row with worded actions is two lines tall); sideways is what fails.
  await fila.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
  const titulos = (await tabla.locator('thead th').allInnerTexts()).map((t) => t.trim());
  for (const columna of columnas) {
    const indice = titulos.indexOf(columna);
    expect(indice, `column ${columna} in ${titulos.join(', ')}`).toBeGreaterThanOrEqual(0);
    await expect(tabla.getByRole('columnheader', { name: columna, exact: true })).toBeInViewport({ ratio: 1 });
    await expect(fila.locator('td').nth(indice), `the ${columna} cell`).toBeInViewport({ ratio: 1 });
  }
}

test('at 1366×768 the columns that matter are in view without scrolling sideways', async ({ page, request }) => {
  // Three lists at four sizes.
  test.setTimeout(300_000);
  const jabon = productoDePrueba('Jabón de barra para lavar ropa', '6.75');
  await crearProductos(request, [jabon]);
  const codigo = await ventaYCierre(request, correo('admin'), jabon);

  await login(page, correo('propietario'));
  for (const { width, height } of [{ width: 1366, height: 768 }, ...TAMANOS]) {
    await page.setViewportSize({ width, height });
    await page.goto('/reporte_ventas');
    await expect(page.getByRole('heading', { name: 'Historial de ventas' })).toBeVisible();
    const venta = ventaEnHistorial(page, codigo, width);
    await expect(venta).toBeVisible();
    if (width === 1366) await revisarColumnas(page, venta, ['Código', 'Cliente', 'Total', 'Acciones']);
    await revisarAncho(page, 'historial-columnas', width, height);

    await page.goto('/reporte_apertura_cierre_caja');
    await expect(page.getByRole('heading', { name: 'Apertura y cierre de caja' })).toBeVisible();
    const sesion = page.getByRole('row').filter({ hasText: '-Q 1.00' }).first();
    await expect(sesion).toBeVisible();
    if (width === 1366) await revisarColumnas(page, sesion, ['Caja', 'Efectivo contado', 'Diferencia']);
    await revisarAncho(page, 'reporte-cajas', width, height);

    await page.goto('/productos');
    const buscar = page.getByRole('searchbox').first();
    await buscar.fill(jabon.codigo_barras);
    const producto = page.getByRole('row').filter({ hasText: jabon.nombre });
    await expect(producto).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    if (width === 1366) await revisarColumnas(page, producto, ['Producto', 'Precios', 'Existencia', 'Acciones']);
    await revisarAncho(page, 'productos', width, height);
  }
});

/** Wholly inside the window (not only scrolled into it): the page is not scrolled to reach it. */
async function enLaVentana(page: Page, parte: Locator): Promise<void> {
  const caja = await parte.boundingBox();
  const { ancho, alto } = await page.evaluate(() => ({ ancho: window.innerWidth, alto: window.innerHeight }));
  expect(caja, 'on screen').not.toBeNull();
  expect(caja!.y).toBeGreaterThanOrEqual(0);
  expect(caja!.x).toBeGreaterThanOrEqual(0);
  expect(caja!.y + caja!.height).toBeLessThanOrEqual(alto);
  expect(caja!.x + caja!.width).toBeLessThanOrEqual(ancho);
}

for (const { width, height } of [{ width: 1366, height: 768 }, ...TAMANOS.filter((t) => t.width !== 1024)]) {
  test(`with a full cart and orders waiting, the total and Cobrar stay in view at ${width}×${height}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await login(page, correo('cajero'));
    if (new URL(page.url()).pathname !== '/punto_de_venta/caja') await page.goto('/punto_de_venta/caja');
    const pedidos = page.locator('.pos-orders').getByRole('button', { name: /^Cargar / });
    await expect.poll(() => pedidos.count()).toBeGreaterThanOrEqual(6);
    // An order's code reads whole however narrow the side column is ("COT-000006" never wraps).
    const codigos = page.locator('.pos-orders').getByText(/^COT-\d+$/);
    await expect.poll(() => codigos.count()).toBeGreaterThanOrEqual(6);
    for (const codigo of await codigos.all()) {
      const lineas = await codigo.evaluate((el) => {
        const rango = document.createRange();
        rango.selectNodeContents(el);
        return new Set(Array.from(rango.getClientRects()).map((r) => Math.round(r.top))).size;
      });
      expect(lineas, `${await codigo.textContent()} on one line`).toBe(1);
    }
    const buscador = page.getByRole('combobox', { name: 'Buscar producto' });
    for (const producto of surtido) {
      await buscador.fill(producto.codigo_barras);
      await buscador.press('Enter');
      await expect(page.getByRole('spinbutton', { name: `Cantidad de ${producto.nombre}` })).toHaveValue('1');
    }
    const total = page.getByLabel('Total de la venta');
    await expect(total).toHaveText('Q 37.50');
    const cobrar = page.getByRole('button', { name: /Cobrar/ });
    // At the top of the page, at the last line of the cart and at the page's end.
    for (const hasta of ['inicio', 'ultima', 'fin'] as const) {
      if (hasta === 'ultima')
        await page.getByRole('spinbutton', { name: `Cantidad de ${surtido.at(-1)!.nombre}` }).scrollIntoViewIfNeeded();
      else await page.evaluate((fin) => window.scrollTo(0, fin ? document.body.scrollHeight : 0), hasta === 'fin');
      await enLaVentana(page, total);
      await enLaVentana(page, cobrar);
      if (hasta === 'inicio') await page.screenshot({ path: `test-results/layouts/caja-llena-${width}x${height}.png` });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Cobrar is pressed where it is, without scrolling to it.
    await cobrar.click();
    await expect(
      page
        .getByRole('dialog')
        .filter({ hasText: 'Total a cobrar' })
        .or(page.getByRole('dialog').filter({ hasText: 'Consumidor Final' })),
    ).toBeVisible();
  });
}

test('on a touch screen the function keys give way to buttons to tap', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await login(page, correo('cajero'));
  if (new URL(page.url()).pathname !== '/punto_de_venta/caja') await page.goto('/punto_de_venta/caja');
  const buscador = page.getByRole('combobox', { name: 'Buscar producto' });
  await expect(buscador).toBeVisible();
  await expect(page.getByLabel('Atajos de teclado')).toHaveCount(0);
  await expect(page.locator('.pos-kbd:visible')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cliente', exact: true }).tap();
  await expect(page.getByLabel('NIT del cliente')).toBeFocused();
  await page.getByRole('button', { name: 'Buscar producto', exact: true }).tap();
  await expect(buscador).toBeFocused();
  await buscador.fill(arroz.codigo_barras);
  await buscador.press('Enter');
  await expect(page.getByRole('spinbutton', { name: `Cantidad de ${arroz.nombre}` })).toHaveValue('1');
  // F8, F9 and F10 are the summary's buttons, tapped like any other.
  for (const nombre of [/Cobrar/, /Vaciar venta/])
    await expect(page.getByRole('button', { name: nombre })).toBeVisible();
  await page.screenshot({ path: 'test-results/layouts/caja-tactil-768x1024.png' });
  await context.close();
});

test('the sales history and its annulment dialog at three sizes; on a phone a card per sale', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const cafe = productoDePrueba('Café tostado y molido de altura en bolsa de media libra', '42.50');
  await crearProductos(request, [cafe]);
  // A sale of the cashier's open register, certified: it can be annulled, at SAT too.
  const venta = await venderEnEfectivo(request, correo('cajero'), cafe, { efectivo: '50.00' });
  await esperarCertificada(request, correo('cajero'), venta.id_factura!);

  await login(page, correo('propietario'));
  for (const { width, height } of [
    { width: 1366, height: 768 },
    { width: 768, height: 1024 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto('/reporte_ventas');
    const fila = ventaEnHistorial(page, venta.codigo, width);
    await expect(fila).toContainText('Facturada');
    await expect(fila).toContainText('Q 42.50');
    // The actions say their words at every size: in the table's row on a wide laptop, on the
    // sale's card below it (a tablet, a small laptop, a phone).
    for (const palabra of ['Ver', 'Reimprimir', 'Imprimir factura', 'Anular'])
      await expect(fila.getByRole('button', { name: new RegExp(`^${palabra} `) })).toHaveText(palabra);
    // The actions' words leave the code, customer, total and invoice state in view.
    if (width >= 1200)
      await revisarColumnas(page, fila, ['Código', 'Cliente', 'Total', 'Estado de factura', 'Acciones']);
    await revisarAncho(page, 'historial-acciones', width, height);

    await fila.getByRole('button', { name: `Anular venta ${venta.codigo}` }).click();
    const dialogo = page.getByRole('dialog', { name: `Anular venta ${venta.codigo}` });
    await expect(dialogo).toContainText('Consumidor Final');
    await expect(dialogo).toContainText(/La factura [0-9A-F]{8}-\d+ se anula ante la SAT/);
    await revisarAncho(page, 'anular-venta', width, height);
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialogo).toBeHidden();
  }

  // On the phone: the cards fit, the detail reads line by line, and the annulment is one dialog.
  const tarjeta = ventaEnHistorial(page, venta.codigo, 390);
  await expect(page.locator('.sales-history-table')).toHaveCount(0);
  await tarjeta.getByRole('button', { name: `Ver venta ${venta.codigo}` }).click();
  const detalle = page.getByRole('dialog', { name: `Venta ${venta.codigo}` });
  await expect(detalle).toContainText(cafe.nombre);
  await expect(detalle).toContainText('Consumidor Final');
  await revisarAncho(page, 'detalle-venta', 390, 844);
  await page.keyboard.press('Escape');
  await expect(detalle).toBeHidden();

  await tarjeta.getByRole('button', { name: `Anular venta ${venta.codigo}` }).click();
  const dialogo = page.getByRole('dialog', { name: `Anular venta ${venta.codigo}` });
  await dialogo.getByLabel('Motivo').fill('Cobrada dos veces');
  const anulacion = page.waitForResponse((r) => r.url().includes('/api/historial_ventas/anulacion/'));
  await dialogo.getByRole('button', { name: 'Anular venta' }).click();
  expect((await anulacion).status()).toBe(200);
  await expect(page.getByText('Venta anulada correctamente.')).toBeVisible({ timeout: 30_000 });
  await expect(tarjeta).toHaveCount(0);
  await page.getByText('Anuladas', { exact: true }).click();
  // The sale and its invoice, annulled together, are one state on the card, not "Anulada" twice.
  await expect(ventaEnHistorial(page, venta.codigo, 390)).toContainText('Venta y factura anuladas');
  await revisarAncho(page, 'historial-anuladas', 390, 844);
});

for (const { width, height } of [{ width: 1366, height: 768 }, ...TAMANOS.filter((t) => t.width !== 1024)]) {
  test(`an invoiced sale at ${width}×${height}: the payment dialog, the after-sale notice and the invoice toast fit, under the header`, async ({
    page,
  }) => {
    await conArrozEn(page, 'caja', width, height);

    // The sale type says what each choice does, read as the keyboard moves through them.
    const tipo = page.getByRole('radiogroup', { name: 'Tipo de venta' });
    await expect(tipo).toHaveAccessibleDescription('Factura electrónica certificada en la SAT.');
    await tipo.getByRole('radio', { name: 'Factura' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tipo).toHaveAccessibleDescription('Comprobante interno de la venta; no se certifica en la SAT.');
    await page.keyboard.press('ArrowRight');
    await expect(tipo).toHaveAccessibleDescription('Factura electrónica certificada en la SAT.');

    await page.getByRole('button', { name: /Cobrar/ }).click();
    const consumidorFinal = page.getByRole('button', { name: 'Sí, continuar' });
    const cobro = page.getByRole('dialog').filter({ hasText: 'Total a cobrar' });
    await expect(cobro.or(consumidorFinal)).toBeVisible();
    if (await consumidorFinal.isVisible()) await consumidorFinal.click();
    await expect(cobro.getByRole('button', { name: /Confirmar cobro/ })).toBeVisible();
    await revisarAncho(page, 'cobro', width, height);
    await page.screenshot({ path: `/tmp/tillwords-shots/cobro-${width}x${height}.png` });
    await cobro.getByRole('button', { name: 'Exacto' }).click();
    await cobro.getByRole('button', { name: /Confirmar cobro/ }).click();

    await expect(page.getByText(/^Venta \S+ registrada · Total Q 6\.75/)).toBeVisible();
    await bajoElEncabezado(page);
    await page.screenshot({ path: `/tmp/tillwords-shots/factura-en-proceso-${width}x${height}.png` });
    await expect(page.getByTestId('estado-factura')).toContainText(/Factura [0-9A-F]{8}-\d+ certificada/, {
      timeout: 60_000,
    });
    await bajoElEncabezado(page);
    await page.screenshot({ path: `/tmp/tillwords-shots/venta-facturada-${width}x${height}.png` });
    await revisarAncho(page, 'venta-facturada', width, height);
  });
}

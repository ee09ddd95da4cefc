import { expect as baseExpect, test, type CDPSession, type Page } from '@playwright/test';
import { correo } from './empresa';
import { configurarEmpresa, login } from './helpers';
import { abrirCajaDe, crearProductos, productoDePrueba, type ProductoPrueba } from './shop';

// Issue 30: a barcode scanner types its digits and Enter within a few milliseconds wherever the
// focus is. Whatever the cashier or the counter seller touched last, the scan adds the product to
// the sale and changes nothing else. Every scan here is typed at a scanner's speed into whatever
// has the focus (never fill(), which would focus the search box first).

// The two-core machine the suite runs on can take seconds to render a screen.
const expect = baseExpect.configure({ timeout: 30_000 });

const escaneado = productoDePrueba('Agua pura', '5.00');
const otro = productoDePrueba('Jabón de baño', '8.00');
const azucar = productoDePrueba('Azúcar blanca por libra', '5.00', true);

const buscador = (page: Page) => page.getByRole('combobox', { name: 'Buscar producto' });
const cantidad = (page: Page, producto: ProductoPrueba) =>
  page.getByRole('spinbutton', { name: `Cantidad de ${producto.nombre}` });

const sesiones = new WeakMap<Page, CDPSession>();

/**
 * A scanner: each character 5 ms after the one before, then Enter, into whatever has the focus.
 * Like a real one, the keys reach the browser as they are sent, stamped with the time they were
 * pressed (the page reads that time, never when it got round to them): all sent at once through
 * the DevTools protocol, so a loaded machine delays them the way it delays a scanner's, without
 * pulling them apart as Playwright's key-by-key round trips would.
 */
async function escanear(page: Page, codigo: string): Promise<void> {
  let cdp = sesiones.get(page);
  if (!cdp) sesiones.set(page, (cdp = await page.context().newCDPSession(page)));
  const inicio = Date.now() / 1000;
  const envios = [...codigo, 'Enter'].flatMap((c, i) => {
    const tecla =
      c === 'Enter'
        ? { key: 'Enter', code: 'Enter', text: '\r', windowsVirtualKeyCode: 13 }
        : {
            key: c,
            code: /\d/.test(c) ? `Digit${c}` : `Key${c.toUpperCase()}`,
            text: c,
            windowsVirtualKeyCode: c.toUpperCase().charCodeAt(0),
          };
    const pulsada = inicio + i * 0.005;
    return [
      cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', timestamp: pulsada, ...tecla }),
      cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', timestamp: pulsada + 0.002, ...tecla, text: undefined }),
    ];
  });
  await Promise.all(envios);
}

/** A person typing into whatever has the focus (slower than any scanner). */
async function teclear(page: Page, texto: string): Promise<void> {
  await page.keyboard.type(texto, { delay: 90 });
}

/**
 * Every field of the selling screen but the search box and the scanned product's line, with
 * its value (radio buttons: whether checked): what a scan must leave as it was.
 */
function camposDeLaVenta(page: Page): Promise<string[]> {
  return page.locator('.pos-screen').evaluate((pantalla, escaneado) => {
    const campos = Array.from(pantalla.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'));
    const nombre = (c: Element) => c.getAttribute('aria-label') ?? '';
    return campos
      .filter((c) => nombre(c) !== 'Buscar producto' && !nombre(c).endsWith(escaneado))
      .map(
        (c) =>
          `${c.getAttribute('aria-label') ?? c.id}=${c.type === 'radio' ? String((c as HTMLInputElement).checked) : c.value}`,
      );
  }, escaneado.nombre);
}

/**
 * Scans the product after whatever was done last and checks the sale: one more of it, everything
 * else as it was, and the search box ready for the next scan.
 */
async function escanearYRevisar(page: Page, despuesDe: string): Promise<void> {
  const linea = cantidad(page, escaneado);
  const antes = (await linea.count()) > 0 ? Number(await linea.inputValue()) : 0;
  const campos = await camposDeLaVenta(page);
  await escanear(page, escaneado.codigo_barras);
  await expect(cantidad(page, escaneado), `after ${despuesDe}`).toHaveValue(String(antes + 1));
  await expect(buscador(page), `after ${despuesDe}`).toBeFocused();
  await expect(buscador(page), `after ${despuesDe}`).toHaveValue('');
  expect(await camposDeLaVenta(page), `after ${despuesDe}`).toEqual(campos);
}

/**
 * Focuses, one after the other, every control of the selling screen a keyboard can reach (the
 * search box aside) and scans after each.
 */
async function escanearTrasCadaControl(page: Page): Promise<string[]> {
  const controles = () =>
    page.locator('.pos-screen').evaluate(
      (pantalla) =>
        Array.from(
          pantalla.querySelectorAll<HTMLElement>(
            'button, input, textarea, select, a[href], [tabindex]:not([tabindex="-1"])',
          ),
        )
          .filter((c) => !(c as HTMLButtonElement).disabled && c.getClientRects().length > 0)
          .filter((c) => c.getAttribute('aria-label') !== 'Buscar producto').length,
    );
  const total = await controles();
  const recorridos: string[] = [];
  for (let i = 0; i < total; i++) {
    const control = await page.locator('.pos-screen').evaluate((pantalla, indice) => {
      const c = Array.from(
        pantalla.querySelectorAll<HTMLElement>(
          'button, input, textarea, select, a[href], [tabindex]:not([tabindex="-1"])',
        ),
      )
        .filter((e) => !(e as HTMLButtonElement).disabled && e.getClientRects().length > 0)
        .filter((e) => e.getAttribute('aria-label') !== 'Buscar producto')[indice];
      if (!c) return null;
      c.focus();
      if (document.activeElement !== c) return null;
      return `${c.tagName.toLowerCase()} ${c.getAttribute('aria-label') ?? c.id ?? ''} ${c.textContent?.trim() ?? ''}`.trim();
    }, i);
    if (control === null) continue;
    recorridos.push(control);
    await escanearYRevisar(page, control);
  }
  await test.info().attach('controles recorridos', { body: recorridos.join('\n'), contentType: 'text/plain' });
  return recorridos;
}

test.setTimeout(300_000);

test.beforeAll(async ({ request }) => {
  // Every field the selling screens can show: discounts, the customer's phone, address and notes,
  // the reference.
  await configurarEmpresa(request, {
    venta_permitir_descuento: true,
    conf_habilitar_campo_cliente: true,
    conf_mostrar_referencia: true,
  });
  await crearProductos(request, [escaneado, otro, azucar], '500');
  await abrirCajaDe(request, correo('cajero'));
});

test('at the register, a scan after any control, a committed field or a closed dialog lands in the sale', async ({
  page,
}) => {
  await login(page, correo('cajero'));
  if (new URL(page.url()).pathname !== '/punto_de_venta/caja') await page.goto('/punto_de_venta/caja');
  await expect(buscador(page)).toBeFocused();
  await escanear(page, otro.codigo_barras);
  await expect(cantidad(page, otro)).toHaveValue('1');
  await escanearYRevisar(page, 'the search box');

  // A quantity edited and committed with Enter: the focus goes back to the search box.
  await cantidad(page, otro).click();
  await teclear(page, '3');
  await page.keyboard.press('Enter');
  await expect(buscador(page)).toBeFocused();
  await expect(cantidad(page, otro)).toHaveValue('3');
  await escanearYRevisar(page, 'a quantity edited with Enter');
  // Still typing in the quantity (no Enter): the scan is still the search's.
  await cantidad(page, otro).click();
  await teclear(page, '4');
  await escanearYRevisar(page, 'a quantity being typed');
  await expect(cantidad(page, otro)).toHaveValue('4');

  // The discount, committed with Enter.
  await page.getByRole('spinbutton', { name: `Descuento de ${otro.nombre}` }).click();
  await teclear(page, '10');
  await page.keyboard.press('Enter');
  await expect(buscador(page)).toBeFocused();
  await escanearYRevisar(page, 'a discount edited with Enter');

  // A NIT looked up with Enter (the sandbox's taxpayer): the focus goes back once it answered.
  await page.keyboard.press('F4');
  await teclear(page, '576937-k');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Nombre del cliente')).toHaveValue('JUAN CARLOS PEREZ LOPEZ');
  await expect(buscador(page)).toBeFocused();
  await escanearYRevisar(page, 'a NIT lookup with Enter');
  // Left with the NIT field focused, or typed into and left with Tab for the name.
  await page.keyboard.press('F4');
  await escanearYRevisar(page, 'F4 on the NIT');
  await page.getByLabel('Teléfono').click();
  await teclear(page, '5555');
  await escanearYRevisar(page, 'a phone being typed');
  await page.getByLabel('Notas').click();
  await teclear(page, 'Sin bolsa');
  await escanearYRevisar(page, 'notes being typed');
  await expect(page.getByLabel('Notas')).toHaveValue('Sin bolsa');

  // A button clicked: the scan's Enter never presses it.
  await page.getByRole('button', { name: `Agregar uno de ${otro.nombre}` }).click();
  await expect(cantidad(page, otro)).toHaveValue('5');
  await escanearYRevisar(page, 'the + button');
  await page.getByLabel('Tipo de venta').getByText('Envío', { exact: true }).click();
  await escanearYRevisar(page, 'the sale type');

  // Dialogs closed, whichever way.
  await page.keyboard.press('F10');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await escanearYRevisar(page, 'the emptying question cancelled');
  await page.getByRole('button', { name: /Cobrar/ }).click();
  const cobro = page.getByRole('dialog').filter({ hasText: 'Total a cobrar' });
  await expect(cobro.getByRole('spinbutton', { name: 'Efectivo' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cobro).toBeHidden();
  await escanearYRevisar(page, 'the payment dialog closed with Escape');

  // A code not found: the message, and the code left selected so the next scan replaces it.
  await escanear(page, '7409999999999');
  const noEncontrado = page.locator('.ant-notification-notice').filter({ hasText: '7409999999999' });
  await expect(noEncontrado).toBeVisible();
  await expect(buscador(page)).toBeFocused();
  await escanearYRevisar(page, 'a code not found');
  // Its message closed with a click: the focus is on nothing of the screen.
  await noEncontrado.getByRole('button', { name: /close|cerrar/i }).click();
  await expect(noEncontrado).toBeHidden();
  await escanearYRevisar(page, 'the message closed');

  // And every other control of the screen, each focused in turn.
  const recorridos = await escanearTrasCadaControl(page);
  expect(recorridos.length).toBeGreaterThan(20);

  // The sale charged; its receipt reprinted: the next scan starts the next sale.
  await page.addInitScript(() => (window.print = () => {}));
  await page.evaluate(() => (window.print = () => {}));
  await page.keyboard.press('F9');
  await expect(cobro.getByRole('spinbutton', { name: 'Efectivo' })).toBeFocused();
  await cobro.getByRole('button', { name: 'Exacto' }).click();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Venta \S+ registrada/)).toBeVisible();
  await expect(cantidad(page, escaneado)).toHaveCount(0);
  const comprobante = page.waitForResponse((r) => r.url().includes('/reimpresion_venta') && r.ok());
  await page.getByRole('button', { name: /^(printer )?Reimprimir$/ }).click();
  await comprobante;
  await escanearYRevisar(page, 'a receipt reprinted');
});

test('at the counter, a scan after any control or a committed field lands in the order', async ({ page }) => {
  await login(page, correo('vendedor'));
  if (new URL(page.url()).pathname !== '/punto_de_venta/mostrador') await page.goto('/punto_de_venta/mostrador');
  await expect(buscador(page)).toBeFocused();
  await escanear(page, otro.codigo_barras);
  await expect(cantidad(page, otro)).toHaveValue('1');
  await escanearYRevisar(page, 'the search box');

  await cantidad(page, otro).click();
  await teclear(page, '2');
  await page.keyboard.press('Enter');
  await expect(buscador(page)).toBeFocused();
  await escanearYRevisar(page, 'a quantity edited with Enter');
  await page.getByLabel('Referencia').click();
  await teclear(page, 'Mesa 4');
  await page.keyboard.press('Enter');
  await expect(buscador(page)).toBeFocused();
  await escanearYRevisar(page, 'a reference committed with Enter');

  const recorridos = await escanearTrasCadaControl(page);
  expect(recorridos.length).toBeGreaterThan(15);
});

test('a slow device still tells a scan typed into a quantity from the quantity', async ({ page }) => {
  await login(page, correo('cajero'));
  if (new URL(page.url()).pathname !== '/punto_de_venta/caja') await page.goto('/punto_de_venta/caja');
  await expect(buscador(page)).toBeFocused();
  await escanear(page, otro.codigo_barras);
  await expect(cantidad(page, otro)).not.toHaveValue('');
  // A tablet four times slower than this machine, for the scans typed into the quantity.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (let vez = 0; vez < 3; vez++) {
    await cantidad(page, otro).click();
    await escanearYRevisar(page, `a quantity focused, slowly (${vez + 1})`);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('a line holds at most 99,999, and says so where the quantity is typed', async ({ page }) => {
  await login(page, correo('cajero'));
  if (new URL(page.url()).pathname !== '/punto_de_venta/caja') await page.goto('/punto_de_venta/caja');
  await expect(buscador(page)).toBeFocused();
  await escanear(page, otro.codigo_barras);
  await expect(cantidad(page, otro)).toHaveValue('1');
  await cantidad(page, otro).click();
  await teclear(page, '100000');
  await expect(page.getByRole('tooltip')).toHaveText('La cantidad no puede ser mayor a 99,999.');
  // Enter does not commit a refused quantity: the field keeps the focus and its message.
  await page.keyboard.press('Enter');
  await expect(cantidad(page, otro)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
  // The line keeps the last quantity the field took.
  await expect(cantidad(page, otro)).toHaveValue('10000');
  await cantidad(page, otro).selectText();
  await teclear(page, '99999');
  await page.keyboard.press('Enter');
  await expect(buscador(page)).toBeFocused();
  await expect(cantidad(page, otro)).toHaveValue('99999');
  // One more, by scan or by the + button, is refused with the same message.
  await escanear(page, otro.codigo_barras);
  await expect(
    page.locator('.ant-notification-notice').filter({ hasText: 'La cantidad no puede ser mayor a 99,999.' }),
  ).toBeVisible();
  await expect(cantidad(page, otro)).toHaveValue('99999');
});

test('a product sold by weight asks for the weight; a scan meanwhile waits for the search, and the weight shows whole', async ({
  page,
}) => {
  await login(page, correo('cajero'));
  if (new URL(page.url()).pathname !== '/punto_de_venta/caja') await page.goto('/punto_de_venta/caja');
  await expect(buscador(page)).toBeFocused();
  await escanear(page, azucar.codigo_barras);
  const peso = page.getByRole('spinbutton', { name: 'Peso' });
  await expect(peso).toBeFocused();
  await expect(cantidad(page, azucar)).toHaveCount(0);

  // A scan while the weight is asked: not typed into the weight, and not lost.
  await escanear(page, otro.codigo_barras);
  await expect(peso).toBeFocused();
  await expect(peso).toHaveValue('');
  await teclear(page, '2.375');
  await expect(page.getByLabel('Importe')).toHaveText('Q 11.88');
  await page.keyboard.press('Enter');
  await expect(cantidad(page, azucar)).toHaveValue('2.375');
  await expect(cantidad(page, otro)).toHaveValue('1');
  await expect(buscador(page)).toBeFocused();

  // The quantity box shows the weight whole, not cut to "2.3".
  const cabe = (campo: HTMLElement) =>
    `${campo.scrollWidth} ≤ ${campo.clientWidth}: ${campo.scrollWidth <= campo.clientWidth}`;
  expect(await cantidad(page, azucar).evaluate(cabe)).toMatch(/true$/);
  await cantidad(page, azucar).selectText();
  await teclear(page, '1234.567');
  await page.keyboard.press('Enter');
  await expect(cantidad(page, azucar)).toHaveValue('1234.567');
  expect(await cantidad(page, azucar).evaluate(cabe)).toMatch(/true$/);

  // Escape adds nothing and hands the focus back to the search box.
  await escanear(page, azucar.codigo_barras);
  await expect(peso).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(peso).toBeHidden();
  await expect(buscador(page)).toBeFocused();
  await expect(cantidad(page, azucar)).toHaveValue('1234.567');
});

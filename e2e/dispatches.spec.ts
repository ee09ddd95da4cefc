import { expect as baseExpect, test, type Page } from '@playwright/test';
import { correo } from './empresa';
import { login, logout } from './helpers';

// The two-core machine the suite runs on can take seconds to render a screen.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Three simple products of the demo catalogue, stocked at Central. */
const PRODUCTOS = [
  { codigo: 'ABA-010', nombre: 'Avena en hojuelas Quaker 400 g', cantidad: '4' },
  { codigo: 'ABA-011', nombre: 'Incaparina 450 g', cantidad: '6' },
  { codigo: 'ABA-012', nombre: 'Incaparina 900 g', cantidad: '3' },
] as const;
const RESPONSABLE = `Piloto ${Date.now().toString(36)}`;

async function scan(page: Page, codigo: string, nombre: string): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Buscar producto' });
  await search.fill(codigo);
  await search.press('Enter');
  await expect(page.getByRole('spinbutton', { name: `Cantidad de ${nombre}` })).toBeVisible();
}

/** The stock list row of a product at the branch the user works in. */
async function stockRow(page: Page, nombre: string) {
  await page.goto('/bodega');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(nombre);
  const row = page.getByRole('row').filter({ hasText: nombre }).first();
  await expect(row).toBeVisible();
  return row;
}

test.setTimeout(180_000);

test('dispatches three products from Central to Norte, sees them in transit, receives one line short with a note, prints both notes and reads the report', async ({
  page,
}) => {
  // Central's warehouse keeper sends.
  await login(page, correo('bodega'));
  await page.goto('/traslados');
  await expect(page.getByRole('tab', { name: 'Pendientes' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Nuevo traslado' }).click();
  await expect(page).toHaveURL(/\/traslados\/crear\/?$/);
  for (const p of PRODUCTOS) {
    await scan(page, p.codigo, p.nombre);
    await page.getByRole('spinbutton', { name: `Cantidad de ${p.nombre}` }).fill(p.cantidad);
  }
  await page.getByRole('combobox', { name: 'Sucursal de destino' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Norte', { exact: true }).click();
  await page.getByLabel('Responsable de transporte').fill(RESPONSABLE);
  await page.getByRole('button', { name: 'Guardar' }).click();

  // The printable dispatch note.
  await expect(page).toHaveURL(/\/traslados\/nota_de_envio\/\d+$/);
  const envioUrl = page.url();
  const id = envioUrl.split('/').pop()!;
  await expect(page.getByRole('heading', { name: /Nota de envío No\. \d+/ }).last()).toBeVisible();
  for (const p of PRODUCTOS) await expect(page.getByRole('cell', { name: p.nombre })).toBeVisible();
  await expect(page.getByText(RESPONSABLE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeEnabled();

  // Pending in Central's list.
  await page.goto('/traslados');
  await expect(page.getByRole('row').filter({ hasText: RESPONSABLE })).toBeVisible();
  await logout(page);

  // Norte's store manager sees the goods in transit, not yet in stock.
  await login(page, correo('encargado'));
  const row = await stockRow(page, PRODUCTOS[0].nombre);
  await expect(row.getByText(`${PRODUCTOS[0].cantidad} en tránsito`)).toBeVisible();

  // Receives: the last line arrives short; saving is blocked until it has a note.
  await page.goto('/recepciones_de_traslados');
  const pendiente = page.getByRole('row').filter({ hasText: RESPONSABLE });
  await pendiente.getByRole('button', { name: 'Recibir' }).click();
  await expect(page).toHaveURL(new RegExp(`/recepciones_de_traslados/${id}$`));
  const corto = PRODUCTOS[2];
  await page.getByRole('spinbutton', { name: `Recibido de ${corto.nombre}` }).fill('2');
  await expect(page.getByText('Campo requerido')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar recepción' })).toBeDisabled();
  await page.getByRole('textbox', { name: `Nota de ${corto.nombre}` }).fill('Una caja llegó dañada');
  // The shortfall is classified: missing (the default), damaged or lost.
  await page.getByRole('combobox', { name: `Motivo de la diferencia de ${corto.nombre}` }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Dañado', { exact: true }).click();
  await page.getByRole('button', { name: 'Registrar recepción' }).click();

  // The printable reception note, with the difference.
  await expect(page).toHaveURL(new RegExp(`/recepciones_de_traslados/nota_de_recepcion/${id}$`));
  await expect(page.getByRole('heading', { name: /Nota de recepción No\. \d+/ }).last()).toBeVisible();
  await expect(page.getByText('Dañado: Una caja llegó dañada')).toBeVisible();
  await expect(page.getByText('Con diferencia').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeEnabled();

  const recibido = await stockRow(page, PRODUCTOS[0].nombre);
  await expect(recibido.getByText('en tránsito')).toHaveCount(0);
  await logout(page);

  // The admin reads the dispatch report and reprints the notes.
  await login(page, correo('admin'));
  await page.goto('/reporte_de_despachos');
  const fila = page.getByRole('row').filter({ hasText: 'Central' }).filter({ hasText: 'Norte' }).first();
  await expect(fila).toBeVisible();
  await expect(fila.getByText('Con diferencia')).toBeVisible();
  await fila.getByRole('link', { name: 'Nota de recepción' }).click();
  await expect(page).toHaveURL(new RegExp(`/recepciones_de_traslados/nota_de_recepcion/${id}$`));
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Exportar a Excel' })).toBeVisible();
});

const TAMANOS = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

/** No sideways scrolling of the page; each screen is photographed under test-results/layouts/. */
async function revisarAncho(page: Page, nombre: string, width: number, height: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `test-results/layouts/${nombre}-${width}x${height}.png`, fullPage: true });
  // Measured once the layout settles (the lazy screen and its fonts).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { message: nombre })
    .toBe(true);
}

for (const { width, height } of TAMANOS) {
  test(`the dispatch screens fit ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await login(page, correo('admin'));
    for (const [nombre, ruta, titulo] of [
      ['traslados', '/traslados', 'Traslados'],
      ['traslados-crear', '/traslados/crear/', 'Nuevo traslado'],
      ['recepciones', '/recepciones_de_traslados', 'Recepciones de traslados'],
      ['reporte-despachos', '/reporte_de_despachos', 'Reporte de despachos'],
    ] as const) {
      await page.goto(ruta);
      await expect(page.getByRole('heading', { name: titulo, exact: true })).toBeVisible();
      await revisarAncho(page, nombre, width, height);
    }
    // The notes of a dispatch of the first test, when it ran.
    const nota = page.getByRole('link', { name: 'Nota de envío' }).first();
    if (await nota.isVisible()) {
      await nota.click();
      await expect(page.getByRole('heading', { name: /Nota de envío No\. \d+/ }).last()).toBeVisible();
      await revisarAncho(page, 'nota-envio', width, height);
    }
  });
}

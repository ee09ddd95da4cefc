import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { correo } from './empresa';
import { apiDe, configurarEmpresa, exportarExcel, login } from './helpers';
import { abrirCajaDe, crearProductos, productoDePrueba, type ProductoPrueba } from './shop';

// The owner's reports (issue 17): a sale with a discount and a surcharge, read in the best sellers,
// the gross profit, the balance and the discounts and surcharges reports, and one Excel export.

// The two-core machine the suite runs on can take seconds to render a screen.
const expect = baseExpect.configure({ timeout: 30_000 });

const aceite = productoDePrueba('Aceite con descuento', '20.00');
const azucar = productoDePrueba('Azúcar con recargo', '10.00');

test.setTimeout(180_000);

test.beforeAll(async ({ request }) => {
  await configurarEmpresa(request, { venta_permitir_descuento: true, conf_venta_precio_editable: true });
  await crearProductos(request, [aceite, azucar]);
  await abrirCajaDe(request, correo('cajero'));
});

/** The cashier sells 2 oils at 10 % off (Q 36.00) and 3 sugars at Q 12.00 over their Q 10.00 (Q 36.00). */
async function venderConDescuentoYRecargo(request: APIRequestContext): Promise<string> {
  const cajero = await apiDe(request, correo('cajero'));
  const linea = async (p: ProductoPrueba, cantidad: string, precio: string, desc_porcentaje: string) => {
    const encontrados = await cajero.get<{ results: { id: number }[] }>('productos_venta', { search: p.codigo_barras });
    return { id: encontrados.results[0]!.id, fraccion_id: null, cantidad, modelo_precio: 1, precio, desc_porcentaje };
  };
  const venta = await cajero.post<{ codigo: string }>('ventas', {
    productos: [await linea(aceite, '2', '20.00', '10'), await linea(azucar, '3', '12.00', '0')],
    cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
    tipo_documento: 1,
    pagos: { efectivo: { monto: '72.00' } },
    tipo_pago: 100,
    tipo_venta: 10000,
  });
  return venta.codigo;
}

async function abrirReporte(page: Page, menu: string, titulo: string) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: menu, exact: true }).click();
  await expect(page.getByRole('heading', { name: titulo, exact: true })).toBeVisible();
}

async function buscar(page: Page, texto: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(texto);
}

test('a sale with a discount and a surcharge shows in the best sellers, gross profit, balance and discounts reports', async ({
  page,
  request,
}) => {
  const codigo = await venderConDescuentoYRecargo(request);
  await login(page, correo('propietario'));

  await abrirReporte(page, 'Productos más vendidos', 'Productos más vendidos');
  await buscar(page, azucar.nombre);
  const vendida = page.getByRole('row').filter({ hasText: azucar.nombre });
  await expect(vendida).toContainText('3.000');
  await expect(vendida).toContainText('Q 36.00');

  await abrirReporte(page, 'Ganancia bruta', 'Ganancia bruta');
  await buscar(page, aceite.nombre);
  // Two oils sold for Q 36.00 at a cost of Q 1.00 each.
  const ganancia = page.getByRole('row').filter({ hasText: aceite.nombre });
  await expect(ganancia).toContainText('Q 36.00');
  await expect(ganancia).toContainText('Q 2.00');
  await expect(ganancia).toContainText('Q 34.00');
  await expect(ganancia).toContainText('94.44 %');

  await abrirReporte(page, 'Balance general', 'Balance general');
  await expect(page.getByRole('img', { name: /Resultado por mes: \d{4} contra \d{4}/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Total de ingresos' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Resultado' })).toBeVisible();

  await abrirReporte(page, 'Descuentos y recargos', 'Descuentos y recargos');
  const venta = page.getByRole('row').filter({ hasText: codigo });
  // Q 4.00 off the oils; Q 6.00 over the sugars' list price.
  await expect(venta).toContainText('Q 4.00');
  await expect(venta).toContainText('Q 6.00');
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Recargos', { exact: true }).click();
  await expect(venta).toBeVisible();

  const download = await exportarExcel(page);
  expect(download.suggestedFilename()).toMatch(/^descuentos-y-recargos-.*\.xlsx$/);
});

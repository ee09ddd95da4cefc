import { expect, test, type Page } from '@playwright/test';
import { correo } from './empresa';
import { apiDe, login } from './helpers';
import { productoDePrueba } from './shop';

const SELLO = Date.now().toString(36);
const PROVEEDOR = `Importadora ${SELLO}`;
const DOCUMENTO = `FAC-${SELLO}`;

/** Picks the option `texto` in an antd select, typing `buscar` first when the select searches. */
async function elegir(page: Page, nombre: string, texto: string, buscar?: string): Promise<void> {
  const select = page.getByRole('combobox', { name: nombre, exact: true });
  await select.click();
  if (buscar !== undefined) await select.fill(buscar);
  await page.locator('.ant-select-dropdown:visible').getByTitle(texto, { exact: true }).click();
}

/** A full page load on a busy machine: the screen's heading shows once its code has arrived. */
async function abrir(page: Page, path: string, titulo: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: titulo, exact: true })).toBeVisible({ timeout: 30_000 });
}

async function confirmarAccion(page: Page, documento: string, accion: string): Promise<void> {
  const fila = page.getByRole('row').filter({ hasText: documento });
  await fila.getByRole('button', { name: /Acciones de la orden/ }).click();
  // A pointer click on the animating dropdown item can stall Playwright's click; the item's own click event does not.
  await page.getByRole('menuitem', { name: accion }).dispatchEvent('click');
  await expect(page.locator('.ant-modal-confirm')).toBeVisible();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Sí' }).click();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  // The previous action's toast may still be showing: the newest one is this action's.
  await expect(page.getByText('Datos actualizados exitosamente').last()).toBeVisible();
}

test.setTimeout(240_000);

test('creates a supplier and a credit import order in dollars, receives it in two visits (the first short with a note), finalizes it and sees stock and average cost in the warehouse', async ({
  page,
  request,
}) => {
  // A product with 10 units at Q 1.00 in the owner's branch, so the average cost visibly moves.
  const producto = productoDePrueba('Filtro de aceite', '40.00');
  const propietario = await apiDe(request, correo('propietario'));
  const creado = await propietario.post<{ id: number; codigo: string }>('productos', {
    codigo: `E2E-${producto.codigo_barras}`,
    nombre: producto.nombre,
    codigo_barras: producto.codigo_barras,
    precio: producto.precio,
    tipo_producto: 1,
    inventariable: true,
  });
  await propietario.post('bodegas/ingreso', {
    productos: [{ producto: creado.id, fraccion: null, cantidad: '10', costo: '1.00', nota: '' }],
    nota: 'Existencia inicial de una prueba de compras',
  });

  await login(page, correo('propietario'));

  // Supplier admin (conf_proveedor): an import supplier with Q 5,000 of credit.
  await abrir(page, '/configuracion/proveedores', 'Proveedores');
  await page.getByRole('button', { name: 'Nuevo proveedor' }).click();
  const modal = page.locator('.ant-modal:visible');
  await modal.getByLabel('Nombre').fill(PROVEEDOR);
  await elegir(page, 'Tipo de proveedor', 'Importación');
  await modal.getByRole('spinbutton', { name: 'Límite de crédito' }).fill('5000');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Nuevo proveedor almacenado')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(SELLO);
  await expect(page.getByRole('row').filter({ hasText: PROVEEDOR })).toContainText('Importación');

  // The new order: credit, import in dollars at 7.80 with 10 % import cost.
  await abrir(page, '/ordenes_de_compra', 'Órdenes de compra');
  await expect(page.getByRole('tab', { name: 'Activas' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Nueva orden de compra' }).click();
  await expect(page).toHaveURL(/\/ordenes_de_compra\/nueva$/);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Los datos de la orden de compra son incompletos')).toBeVisible();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Seleccione un tipo de compra')).toBeVisible();

  await elegir(page, 'Tipo de compra', 'Crédito');
  await page.getByLabel('No. de documento').fill(DOCUMENTO);
  await elegir(page, 'Proveedor', PROVEEDOR, SELLO);
  await elegir(page, 'Origen', 'Importación (dólares)');
  await page.getByRole('spinbutton', { name: 'Tipo de cambio' }).fill('7.80');
  await page.getByRole('spinbutton', { name: 'Costo de importación' }).fill('10');

  // From the product panel: the add form takes the product; cost in dollars and quantity.
  await page.getByRole('textbox', { name: 'Buscar producto' }).fill(producto.codigo_barras);
  await page.getByRole('button', { name: `Agregar ${producto.nombre}` }).click();
  await page.getByRole('spinbutton', { name: 'Costo', exact: true }).fill('2.00');
  await page.getByRole('spinbutton', { name: 'Cantidad', exact: true }).fill('10');
  await page.getByRole('button', { name: 'Agregar a la orden' }).click();
  await expect(page.getByRole('spinbutton', { name: `Cantidad de ${producto.nombre}` })).toHaveValue('10');
  // 2.00 × 7.80 × 1.10 × 10 = 171.60
  await expect(page.getByTestId('monto-total')).toHaveText('Q 171.60');
  await expect(page.getByRole('button', { name: `Agregar ${producto.nombre}` })).toBeDisabled();

  // The same product again through the add form is refused.
  await elegir(page, 'Código del producto', `${creado.codigo} · ${producto.nombre}`, creado.codigo);
  await page.getByRole('spinbutton', { name: 'Costo', exact: true }).fill('2.00');
  await page.getByRole('button', { name: 'Agregar a la orden' }).click();
  await expect(page.getByText('Este producto ya está ingresado')).toBeVisible();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Aceptar' }).click();

  // Payment step: 30 days of credit.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/ordenes_de_compra\/nueva\/tipo_de_pago$/);
  await elegir(page, 'Plazo de pago', '30 días');
  await page.getByRole('button', { name: 'Guardar orden' }).click();
  await expect(page).toHaveURL(/\/ordenes_de_compra$/);
  const fila = page.getByRole('row').filter({ hasText: DOCUMENTO });
  await expect(fila).toContainText('Q 171.60');
  await expect(fila).toContainText('Pendiente');

  // First visit: 6 of 10 arrive; the short line needs a note before it can be saved.
  await abrir(page, '/recepciones_de_ordenes_de_compra', 'Recepciones de órdenes de compra');
  await page.getByRole('row').filter({ hasText: DOCUMENTO }).getByRole('button', { name: 'Recibir' }).click();
  await page.getByRole('spinbutton', { name: `A recibir de ${producto.nombre}` }).fill('6');
  await expect(page.getByText('Campo requerido')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar recepción' })).toBeDisabled();
  await page.getByRole('textbox', { name: `Nota de ${producto.nombre}` }).fill('Faltan 4, llegan la otra semana');
  await page.getByRole('button', { name: 'Registrar recepción' }).click();
  await expect(page).toHaveURL(/\/recepciones_de_ordenes_de_compra$/);

  // Second visit: the remaining 4 (offered by default) complete the delivery.
  await page.getByRole('row').filter({ hasText: DOCUMENTO }).getByRole('button', { name: 'Recibir' }).click();
  await expect(page.getByRole('spinbutton', { name: `A recibir de ${producto.nombre}` })).toHaveValue('4');
  await page.getByRole('button', { name: 'Registrar recepción' }).click();
  await expect(page).toHaveURL(/\/recepciones_de_ordenes_de_compra$/);
  await page.getByRole('tab', { name: 'Recibidas' }).click();
  await expect(page.getByRole('row').filter({ hasText: DOCUMENTO })).toContainText('Entrega completada');

  // Paid and finalized: the order moves to the finished tab.
  await abrir(page, '/ordenes_de_compra', 'Órdenes de compra');
  await expect(page.getByRole('row').filter({ hasText: DOCUMENTO })).toContainText('Entregada');
  await confirmarAccion(page, DOCUMENTO, 'Marcar pago finalizado');
  await confirmarAccion(page, DOCUMENTO, 'Finalizar');
  await expect(page.getByRole('row').filter({ hasText: DOCUMENTO })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Finalizadas' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: DOCUMENTO })
    .getByRole('link', { name: /^No\. \d+$/ })
    .click();

  // The detail lists both visits with the note, and prints.
  await expect(page.getByRole('heading', { name: /Orden de compra No\. \d+/ })).toBeVisible();
  await expect(page.getByText('Finalizada', { exact: true })).toBeVisible();
  await expect(page.getByText('Faltan 4, llegan la otra semana')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeEnabled();

  // The warehouse: 20 units; average (10 × 1.00 + 10 × 17.16) / 20 = 9.08, last cost 17.16.
  await abrir(page, '/bodega', 'Bodega');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(producto.codigo_barras);
  const stock = page.getByRole('row').filter({ hasText: producto.nombre }).first();
  await expect(stock).toContainText('20');
  await expect(stock).toContainText('Q 9.08');
  await expect(stock).toContainText('Último Q 17.16');
});

import { expect, test, type Page } from '@playwright/test';
import { correo } from './empresa';
import { field, login } from './helpers';

/** Fills a bill/coin count: key (b100, m25…) → how many. */
async function contar(page: Page, conteo: Record<string, number>): Promise<void> {
  for (const [clave, cantidad] of Object.entries(conteo)) {
    await page.locator(`input[data-clave="${clave}"]`).fill(String(cantidad));
  }
}

test.setTimeout(120_000);

test('a register is created, opened with a count, takes a withdrawal and closes with a count', async ({ page }) => {
  // The admin works on a register of its own, so other specs' cashiers never share it.
  const nombre = `Caja E2E ${Date.now() % 100000}`;
  await login(page, correo('admin'));

  await page.goto('/configuracion/cajas');
  await page.getByRole('button', { name: 'Nueva caja' }).click();
  await field(page, 'textbox', 'Nombre').fill(nombre);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('cell', { name: nombre })).toBeVisible();

  await page.goto('/abrir_caja');
  await page.getByRole('combobox', { name: 'Caja' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(nombre, { exact: true }).click();
  // Every count has its visible label; a decimal comma, letters or a negative are refused with the
  // spec's message instead of becoming another number (issue 11: "12,50" was Q 1,250.00).
  const cien = page.getByRole('spinbutton', { name: 'Cantidad de billetes de Q 100', exact: true });
  await expect(page.locator('label[for="conteo-b100"]')).toHaveText('Q 100');
  await expect(page.locator('label[for="conteo-b100"]')).toBeVisible();
  await cien.fill('12,50');
  await expect(page.getByRole('tooltip')).toHaveText('Debe ser un número entero');
  await expect(cien).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('total-conteo')).toHaveText('Total: Q 0.00');
  await cien.fill('abc');
  await expect(page.getByRole('tooltip')).toHaveText('Debe ser un número entero');
  await cien.fill('-2');
  await expect(page.getByRole('tooltip')).toHaveText('No se permiten números negativos');
  await expect(page.getByTestId('total-conteo')).toHaveText('Total: Q 0.00');
  await contar(page, { b100: 2, m25: 2 });
  await expect(page.getByTestId('total-conteo')).toHaveText('Total: Q 200.50');
  await expect(cien).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByRole('tooltip')).toBeHidden();
  await page.screenshot({ path: '/tmp/cajas-abrir.png', fullPage: true });
  await page.getByRole('button', { name: 'Abrir caja' }).click();
  // The demo company runs PVMCE: the admin lands on the cashier screen.
  await expect(page).toHaveURL(/\/punto_de_venta\/caja$/);

  await page.goto('/caja_activa');
  await expect(page.getByText(`Caja activa: ${nombre}`)).toBeVisible();
  await page.getByRole('button', { name: 'Retiro / ingreso de efectivo' }).click();
  const movimiento = page.getByRole('dialog', { name: 'Movimiento de efectivo' });
  await movimiento.getByRole('spinbutton', { name: 'Monto' }).fill('50');
  await movimiento.getByRole('textbox', { name: /Concepto/ }).fill('Pago de agua pura');
  await movimiento.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Movimiento registrado exitosamente.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Pago de agua pura' })).toBeVisible();
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Efectivo en caja' })).toContainText('Q 150.50');
  await page.screenshot({ path: '/tmp/cajas-activa.png', fullPage: true });

  await page.getByRole('button', { name: 'Cerrar caja' }).click();
  const cierre = page.getByRole('dialog', { name: 'Cerrar caja' });
  await contar(page, { b100: 1, b50: 1 });
  await expect(cierre.getByTestId('total-conteo')).toHaveText('Total: Q 150.00');
  await cierre.getByRole('textbox', { name: /Concepto de cierre/ }).fill('Fin del turno');
  await cierre.getByRole('button', { name: 'Cerrar caja' }).click();

  await expect(page).toHaveURL(/\/cajas\/detalle_cierre\/\d+$/);
  await expect(page.getByText(`Cierre de caja: ${nombre}`)).toBeVisible();
  await expect(page.getByTestId('diferencia')).toHaveText('-Q 0.50');
  const efectivo = page.getByRole('row').filter({ hasText: 'Efectivo' }).first();
  await expect(efectivo).toContainText('Q 150.50');
  await expect(efectivo).toContainText('Q 150.00');
  await page.screenshot({ path: '/tmp/cajas-detalle.png', fullPage: true });
});

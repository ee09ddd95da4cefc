import { expect, test, type Page } from '@playwright/test';
import { correo } from './empresa';
import { field, login, logout, menuEntries } from './helpers';

const stamp = Date.now().toString(36);
const branchName = `Sucursal Zona 10 ${stamp}`;
const userEmail = `cajera-${stamp}@demo.gt`;

async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await field(page, 'combobox', label).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test('the owner creates a branch and a user, changes a setting, reads it in the audit log and logs out', async ({
  page,
}) => {
  await login(page, correo('propietario'));

  // A new branch with its department and municipality.
  await page.goto('/configuracion/sucursales');
  await page.getByRole('button', { name: 'Nueva sucursal' }).click();
  await expect(page).toHaveURL(/\/configuracion\/sucursales\/crear$/);
  await field(page, 'textbox', 'Nombre').fill(branchName);
  await field(page, 'textbox', 'Teléfono').fill('2333 4455');
  await field(page, 'textbox', 'Dirección').fill('4a. Avenida 15-70, Zona 10');
  await pickOption(page, 'Departamento', 'Guatemala');
  await pickOption(page, 'Municipio', 'Mixco');
  await field(page, 'textbox', 'NIT').fill('123');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Escriba un nit válido')).toBeVisible();
  await field(page, 'textbox', 'NIT').fill('576937-K');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Datos almacenados correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/configuracion\/sucursales$/);
  await expect(page.getByRole('row', { name: new RegExp(branchName) })).toContainText('Mixco');

  // A cashier for that branch; the role applies its preset permissions.
  await page.goto('/configuracion/usuarios');
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  await expect(page).toHaveURL(/\/configuracion\/usuarios\/crear$/);
  await field(page, 'textbox', 'Nombres').fill('Carmen');
  await field(page, 'textbox', 'Apellidos').fill('Cajera');
  await field(page, 'textbox', 'Correo electrónico').fill(userEmail);
  await field(page, 'textbox', 'Contraseña').fill('clave-segura-1');
  await field(page, 'textbox', 'Confirmar contraseña').fill('otra-clave-99');
  await page.getByRole('radio', { name: /Cajero/ }).check();
  await page.getByRole('checkbox', { name: branchName }).check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('No coinciden')).toBeVisible();
  await field(page, 'textbox', 'Confirmar contraseña').fill('clave-segura-1');
  await expect(page.getByRole('checkbox', { name: 'Punto de venta caja' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Perfil' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Bitácora' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Datos almacenados correctamente')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(userEmail) })).toContainText(branchName);

  // A configuration flag.
  await page.goto('/configuracion/empresa');
  await page.getByRole('tab', { name: 'Inventario y búsqueda' }).click();
  const negativeStock = page.getByRole('switch', { name: 'Permitir inventario negativo' });
  await expect(negativeStock).not.toBeChecked();
  await negativeStock.click();
  // The general settings' own button (the FEL section below has "Guardar facturación electrónica").
  await page.getByRole('button', { name: /^(save )?Guardar$/ }).click();
  await expect(page.getByText('Datos almacenados correctamente')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Inventario y búsqueda' }).click();
  await expect(page.getByRole('switch', { name: 'Permitir inventario negativo' })).toBeChecked();

  // The audit log shows the three changes; the configuration entry shows before and after.
  await page.goto('/bitacora');
  await expect(page.getByRole('row', { name: new RegExp(`Sucursal ${branchName}`) })).toContainText('Crear');
  await expect(page.getByRole('row', { name: new RegExp(`Usuario ${userEmail}`) })).toContainText('Crear');
  await page
    .getByRole('row', { name: /Configuración de Demo/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Detalle de la bitácora' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('columnheader', { name: 'Antes' })).toBeVisible();
  await expect(drawer.getByRole('row', { name: /inventario negativo/i })).toContainText(/No.*Sí/);
  await page.keyboard.press('Escape');

  await logout(page);

  // The new cashier can log in, lands on the register (asked to open one first) and has no administration
  // screens: the register and the returns a cashier takes at the counter (DECISIONS P3-45).
  await login(page, userEmail, 'clave-segura-1');
  await expect(page).toHaveURL(/\/abrir_caja$/);
  expect(await menuEntries(page)).toEqual([
    'Caja',
    'Abrir caja',
    'Caja activa',
    'Devolución de productos',
    'Devoluciones',
    'Cuentas por cobrar',
  ]);
});

test('a branch with users cannot be deleted, and the server says why', async ({ page }) => {
  await login(page, correo('propietario'));
  await page.goto('/configuracion/sucursales');
  await page
    .getByRole('row', { name: /Norte/ })
    .getByRole('button', { name: /Eliminar/ })
    .click();
  await page
    .getByRole('button', { name: /^(Sí|Eliminar)$/ })
    .last()
    .click();
  await expect(page.getByText('No se puede eliminar la sucursal porque tiene usuarios asignados.')).toBeVisible();
});

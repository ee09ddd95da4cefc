import { expect, test } from '@playwright/test';
import { login, logout, menuEntries } from './helpers';

// What each demo login may open today (spec 001 §6 presets; DECISIONS P3-45 route map). Users
// without any screen yet get only the welcome page.
const INVENTARIO = ['Productos', 'Bodega', 'Ingresos', 'Bajas', 'Salidas', 'Reajustes'];
const ADMINISTRACION = [...INVENTARIO, 'Reporte de bodega', 'Inversión en bodega', 'Empresa', 'Usuarios', 'Sucursales', 'Categorías', 'Destinos de salida', 'Bitácora'];
const MENUS: Record<string, string[]> = {
  'propietario@demo.gt': ADMINISTRACION,
  'admin@demo.gt': ADMINISTRACION,
  'bodega@demo.gt': [...INVENTARIO, 'Categorías'],
  'encargado@demo.gt': [...INVENTARIO, 'Categorías'],
  'cajero@demo.gt': ['Inicio'],
  'vendedor@demo.gt': ['Inicio'],
};
const HEADINGS: Record<string, string> = {
  Inicio: 'Hola',
  Productos: 'Productos',
  Bodega: 'Bodega',
  Ingresos: 'Ingreso de mercadería',
  Bajas: 'Baja de mercadería',
  Salidas: 'Salida de mercadería',
  Reajustes: 'Reajuste de mercadería',
  'Reporte de bodega': 'Reporte de bodega',
  'Inversión en bodega': 'Inversión en bodega',
  Categorías: 'Categorías',
  'Destinos de salida': 'Destinos de salida',
  Empresa: 'Configuración de la empresa',
  Usuarios: 'Usuarios',
  Sucursales: 'Sucursales',
  Bitácora: 'Bitácora',
};

for (const [email, expected] of Object.entries(MENUS)) {
  test(`${email} sees only the menu of its role and never meets a 403`, async ({ page }) => {
    const forbidden: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 403) forbidden.push(response.url());
    });
    await login(page, email);
    expect(await menuEntries(page)).toEqual(expected);
    if (expected[0] === 'Inicio') {
      // Users without screens yet land on the welcome page with their company and branch.
      await expect(page).toHaveURL(/\/inicio$/);
      await expect(page.getByText('Demo').first()).toBeVisible();
    }
    for (const entry of expected) {
      await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: entry, exact: true }).click();
      await expect(page.getByRole('heading', { name: HEADINGS[entry] }).first()).toBeVisible();
    }
    // A screen outside the role is not reachable by URL either.
    if (!expected.includes('Usuarios')) {
      await page.goto('/configuracion/usuarios');
      await expect(page.getByText('404 Página no encontrada')).toBeVisible();
    }
    expect(forbidden).toEqual([]);
    await logout(page);
  });
}

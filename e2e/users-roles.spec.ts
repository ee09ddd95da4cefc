import { expect, test } from '@playwright/test';
import { login, logout, menuEntries } from './helpers';

// What each demo login may open (spec 001 §6 presets with PVMCE; DECISIONS P3-45 route map) and
// where it lands after signing in (P3-46): the dashboard, else its first menu entry.
const INVENTARIO = ['Productos', 'Bodega', 'Ingresos', 'Bajas', 'Salidas', 'Reajustes'];
const ADMINISTRACION = [
  // A PVMCE company: its point of sale is the register (Caja) and the counter (Mostrador).
  ...['Caja', 'Mostrador', 'Cotizaciones', 'Abrir caja', 'Caja activa', 'Dashboard'],
  ...INVENTARIO,
  ...['Historial de ventas', 'Reporte de bodega', 'Inversión en bodega', 'Apertura y cierre de caja'],
  ...['Empresa', 'Usuarios', 'Sucursales', 'Categorías', 'Destinos de salida', 'Cajas', 'Bitácora'],
];
// The demo opens no register (and the tests that open one close it): a screen that charges
// sends the user to open one first (/abrir_caja).
const LOGINS: Record<string, { menu: string[]; home: string }> = {
  'propietario@demo.gt': { menu: ADMINISTRACION, home: '/dashboard' },
  'admin@demo.gt': { menu: ADMINISTRACION, home: '/dashboard' },
  'bodega@demo.gt': { menu: [...INVENTARIO, 'Categorías'], home: '/productos' },
  'encargado@demo.gt': { menu: [...INVENTARIO, 'Categorías'], home: '/productos' },
  'cajero@demo.gt': { menu: ['Caja', 'Abrir caja', 'Caja activa'], home: '/abrir_caja' },
  // The counter seller sends orders to the register and works none (P3-45, P2-04f).
  'vendedor@demo.gt': { menu: ['Mostrador', 'Cotizaciones'], home: '/punto_de_venta/mostrador' },
};
const HEADINGS: Record<string, string> = {
  // Without an open register the register screen sends the user to open one.
  Caja: 'Abrir caja',
  Mostrador: 'Mostrador',
  Cotizaciones: 'Cotizaciones',
  'Abrir caja': 'Abrir caja',
  'Caja activa': 'Caja activa',
  Dashboard: 'Dashboard',
  Productos: 'Productos',
  Bodega: 'Bodega',
  Ingresos: 'Ingreso de mercadería',
  Bajas: 'Baja de mercadería',
  Salidas: 'Salida de mercadería',
  Reajustes: 'Reajuste de mercadería',
  'Historial de ventas': 'Historial de ventas',
  'Reporte de bodega': 'Reporte de bodega',
  'Inversión en bodega': 'Inversión en bodega',
  'Apertura y cierre de caja': 'Apertura y cierre de caja',
  Categorías: 'Categorías',
  'Destinos de salida': 'Destinos de salida',
  Empresa: 'Configuración de la empresa',
  Usuarios: 'Usuarios',
  Sucursales: 'Sucursales',
  Cajas: 'Cajas',
  Bitácora: 'Bitácora',
};

for (const [email, { menu: expected, home }] of Object.entries(LOGINS)) {
  test(`${email} sees only the menu of its role and never meets a 403`, async ({ page }) => {
    const forbidden: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 403) forbidden.push(response.url());
    });
    await login(page, email);
    await expect(page).toHaveURL((url) => url.pathname === home);
    expect(await menuEntries(page)).toEqual(expected);
    for (const entry of expected) {
      await page
        .getByRole('navigation', { name: 'Menú principal' })
        .getByRole('link', { name: entry, exact: true })
        .click();
      await expect(page.getByRole('heading', { name: HEADINGS[entry], exact: true }).first()).toBeVisible();
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

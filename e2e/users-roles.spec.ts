import { expect, test } from '@playwright/test';
import { correo, type UsuarioDemo } from './empresa';
import { login, logout, menuEntries } from './helpers';

// What each demo login may open (spec 001 §6 presets with PVMCE; DECISIONS P3-45 route map) and
// where it lands after signing in (P3-46): the dashboard, else its first menu entry.
const INVENTARIO = ['Productos', 'Bodega', 'Ingresos', 'Bajas', 'Salidas', 'Reajustes'];
// Returns are taken at the till and in the warehouse (P3-45); dispatches by the warehouse.
const DEVOLUCIONES = ['Devolución de productos', 'Devoluciones'];
const TRASLADOS = ['Traslados', 'Recepciones de traslados'];
// Purchasing (SCOPE §1.3): the warehouse receives what was bought.
const COMPRAS = ['Órdenes de compra', 'Recepciones de órdenes de compra', 'Cuentas por pagar'];
const ADMINISTRACION = [
  // A PVMCE company: its point of sale is the register (Caja) and the counter (Mostrador).
  ...[
    'Caja',
    'Mostrador',
    'Cotizaciones',
    'Órdenes de venta',
    'Abrir caja',
    'Caja activa',
    ...DEVOLUCIONES,
    'Cuentas por cobrar',
    'Dashboard',
    'Gastos',
  ],
  ...INVENTARIO,
  ...TRASLADOS,
  ...COMPRAS,
  ...['Historial de ventas', 'Reporte de bodega', 'Inversión en bodega', 'Reporte de despachos'],
  ...['Apertura y cierre de caja', 'Reporte de devoluciones', 'Reporte de gastos'],
  ...['Productos más vendidos', 'Ganancia bruta', 'Balance general', 'Descuentos y recargos'],
  ...['Reporte de cuentas por cobrar'],
  ...['Empresa', 'Usuarios', 'Sucursales', 'Categorías', 'Destinos de salida', 'Proveedores', 'Cajas'],
  ...['Adiciones de nota de crédito', 'Bitácora'],
];
// This spec's company has no register open: a screen that charges
// sends the user to open one first (/abrir_caja).
const LOGINS: Record<UsuarioDemo, { menu: string[]; home: string }> = {
  propietario: { menu: ADMINISTRACION, home: '/dashboard' },
  admin: { menu: ADMINISTRACION, home: '/dashboard' },
  bodega: {
    menu: [...INVENTARIO, ...TRASLADOS, COMPRAS[1]!, ...DEVOLUCIONES, 'Categorías'],
    home: '/productos',
  },
  encargado: {
    menu: [...INVENTARIO, ...TRASLADOS, COMPRAS[1]!, ...DEVOLUCIONES, 'Categorías'],
    home: '/productos',
  },
  cajero: {
    menu: ['Caja', 'Abrir caja', 'Caja activa', ...DEVOLUCIONES, 'Cuentas por cobrar'],
    home: '/abrir_caja',
  },
  // The counter seller sends orders to the register and works none (P3-45, P2-04f).
  vendedor: { menu: ['Mostrador', 'Cotizaciones', 'Órdenes de venta'], home: '/punto_de_venta/mostrador' },
};
const HEADINGS: Record<string, string> = {
  // Without an open register the register screen sends the user to open one.
  Caja: 'Abrir caja',
  Mostrador: 'Mostrador',
  Cotizaciones: 'Cotizaciones',
  'Órdenes de venta': 'Órdenes de venta',
  'Abrir caja': 'Abrir caja',
  'Caja activa': 'Caja activa',
  'Devolución de productos': 'Devolución de productos',
  Devoluciones: 'Devoluciones',
  Traslados: 'Traslados',
  'Recepciones de traslados': 'Recepciones de traslados',
  'Órdenes de compra': 'Órdenes de compra',
  'Recepciones de órdenes de compra': 'Recepciones de órdenes de compra',
  Proveedores: 'Proveedores',
  'Reporte de despachos': 'Reporte de despachos',
  'Cuentas por pagar': 'Cuentas por pagar',
  'Reporte de devoluciones': 'Reporte de devoluciones',
  'Productos más vendidos': 'Productos más vendidos',
  'Ganancia bruta': 'Ganancia bruta',
  'Balance general': 'Balance general',
  'Descuentos y recargos': 'Descuentos y recargos',
  'Cuentas por cobrar': 'Cuentas por cobrar',
  'Reporte de cuentas por cobrar': 'Reporte de cuentas por cobrar',
  Dashboard: 'Dashboard',
  Gastos: 'Gastos',
  'Reporte de gastos': 'Reporte de gastos',
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
  'Adiciones de nota de crédito': 'Adiciones de nota de crédito',
  Bitácora: 'Bitácora',
};

for (const [usuario, { menu: expected, home }] of Object.entries(LOGINS) as [
  UsuarioDemo,
  (typeof LOGINS)[UsuarioDemo],
][]) {
  test(`${usuario} sees only the menu of its role and never meets a 403`, async ({ page }) => {
    const forbidden: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 403) forbidden.push(response.url());
    });
    await login(page, correo(usuario));
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

import type { AppRoute } from '../lib/appRoute';
import { auditRoutes } from '../features/audit';
import { catalogRoutes } from '../features/catalog';
import { companiesRoutes } from '../features/companies';
import { dashboardRoutes } from '../features/dashboard';
import { homeRoutes } from '../features/home';
import { inventoryRoutes } from '../features/inventory';
import { registersRoutes } from '../features/registers';
import { salesRoutes } from '../features/sales';
import { usersRoutes } from '../features/users';

/**
 * The side menu's order, by path. Each feature says which of its screens are menu entries and
 * in which section; the menu's shape across features is the app's to decide.
 */
export const MENU_ORDER: readonly string[] = [
  '/punto_de_venta',
  '/punto_de_venta/caja',
  '/punto_de_venta/mostrador',
  '/cotizaciones',
  '/abrir_caja',
  '/caja_activa',
  '/dashboard',
  '/productos',
  '/bodega',
  '/bodega/ingreso_de_mercaderia',
  '/bodega/baja_de_mercaderia',
  '/bodega/salida_de_mercaderia',
  '/bodega/reajuste_de_mercaderia',
  '/reporte_ventas',
  '/reporte_bodega',
  '/inversion_en_bodega',
  '/reporte_apertura_cierre_caja',
  '/configuracion/empresa',
  '/configuracion/usuarios',
  '/configuracion/sucursales',
  '/configuracion/categorias',
  '/configuracion/destinos_salida',
  '/configuracion/cajas',
  '/bitacora',
];

/** Menu entries in MENU_ORDER's order; the other routes after them (the router ranks paths itself). */
function inMenuOrder(routes: readonly AppRoute[]): AppRoute[] {
  const position = (route: AppRoute) => {
    const index = MENU_ORDER.indexOf(route.path);
    return index === -1 ? MENU_ORDER.length : index;
  };
  return [...routes].sort((a, b) => position(a) - position(b));
}

/**
 * Every private screen of the back office, composed from the features' route files: the router,
 * its permission guard and the side menu are all built from this list.
 */
export const ROUTES: readonly AppRoute[] = inMenuOrder([
  ...homeRoutes,
  ...dashboardRoutes,
  ...salesRoutes,
  ...registersRoutes,
  ...catalogRoutes,
  ...inventoryRoutes,
  ...companiesRoutes,
  ...usersRoutes,
  ...auditRoutes,
]);

import type { AppRoute } from '../lib/appRoute';
import { auditRoutes } from '../features/audit';
import { catalogRoutes } from '../features/catalog';
import { companiesRoutes } from '../features/companies';
import { dashboardRoutes } from '../features/dashboard';
import { homeRoutes } from '../features/home';
import { inventoryRoutes } from '../features/inventory';
import { ordersRoutes } from '../features/orders';
import { dispatchesRoutes } from '../features/dispatches';
import { purchasingRoutes } from '../features/purchasing';
import { expensesRoutes } from '../features/expenses';
import { payablesRoutes } from '../features/payables';
import { registersRoutes } from '../features/registers';
import { reportsRoutes } from '../features/reports';
import { receivablesRoutes } from '../features/receivables';
import { returnsRoutes } from '../features/returns';
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
  '/ordenes_de_venta',
  '/abrir_caja',
  '/caja_activa',
  '/dashboard',
  '/gastos',
  '/productos',
  '/bodega',
  '/bodega/ingreso_de_mercaderia',
  '/bodega/baja_de_mercaderia',
  '/bodega/salida_de_mercaderia',
  '/bodega/reajuste_de_mercaderia',
  '/traslados',
  '/recepciones_de_traslados',
  '/ordenes_de_compra',
  '/recepciones_de_ordenes_de_compra',
  '/cuentas_por_pagar',
  // Returns sit in the sales section; after the warehouse entries so a warehouse user still lands on products.
  '/bodega/nota_credito_cliente',
  '/devoluciones',
  '/cuentas_por_cobrar',
  '/reporte_ventas',
  '/reporte_bodega',
  '/inversion_en_bodega',
  '/reporte_de_despachos',
  '/reporte_apertura_cierre_caja',
  '/reporte_devoluciones',
  '/reporte_gastos',
  '/reporte_productos_mas_vendidos',
  '/reporte_ganancia_bruta',
  '/reporte_balance_general',
  '/reporte_descuentos_y_recargos',
  '/reporte_cuenta_por_cobrar',
  '/configuracion/empresa',
  '/configuracion/usuarios',
  '/configuracion/sucursales',
  '/configuracion/categorias',
  '/configuracion/destinos_salida',
  '/configuracion/proveedores',
  '/configuracion/cajas',
  '/configuracion/adiciones_nota_fel',
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
  ...ordersRoutes,
  ...registersRoutes,
  ...returnsRoutes,
  ...reportsRoutes,
  ...receivablesRoutes,
  ...catalogRoutes,
  ...inventoryRoutes,
  ...dispatchesRoutes,
  ...purchasingRoutes,
  ...expensesRoutes,
  ...payablesRoutes,
  ...companiesRoutes,
  ...usersRoutes,
  ...auditRoutes,
]);

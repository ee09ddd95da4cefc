import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  ExportOutlined,
  FileTextOutlined,
  ImportOutlined,
  InboxOutlined,
  LineChartOutlined,
  MinusCircleOutlined,
  SendOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SyncOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { DOCUMENTOS_BODEGA } from '@pos/shared/domains/inventory';
import { PERMISOS_CAJA_REGISTRADORA, type Permiso, type TipoPuntoVenta } from '@pos/shared/domains/users/permissions';

/** Menu sections; a section shows only when the user may open one of its entries. */
export const MENU_GROUPS = {
  ventas: { label: 'Ventas', icon: <ShoppingCartOutlined /> },
  inventario: { label: 'Inventario', icon: <DatabaseOutlined /> },
  reportes: { label: 'Reportes', icon: <BarChartOutlined /> },
  configuracion: { label: 'Configuración', icon: <SettingOutlined /> },
} as const satisfies Record<string, { label: string; icon: ReactNode }>;
export type MenuGroup = keyof typeof MENU_GROUPS;

export interface AppRoute {
  path: string;
  component: LazyExoticComponent<ComponentType>;
  /** Any one of these flags opens the route (DECISIONS P3-45); empty: every signed-in user. */
  permisos: readonly Permiso[];
  /** A point-of-sale screen of one point-of-sale type: the menu lists it only for companies of that type. */
  puntoVenta?: TipoPuntoVenta;
  /** Present for the routes the side menu lists, in this array's order. */
  menu?: { label: string; icon: ReactNode; group?: MenuGroup };
}

/**
 * Every private screen of the back office: the router, its permission guard and the side menu
 * are all built from this list, so adding a screen is adding one line here.
 */
const ProductFormPage = lazy(() => import('../features/catalog/products/ProductFormPage'));
// One screen for the four stock movements; the route tells it which document it records.
const MovementPage = lazy(() => import('../features/inventory/movements/MovementPage'));
const { ingreso, baja, salida, reajuste } = DOCUMENTOS_BODEGA;

export const ROUTES: readonly AppRoute[] = [
  { path: '/inicio', component: lazy(() => import('../features/home/HomePage')), permisos: [] },
  // The point of sale of the company's type: PVN one screen; PVMCE the register and the counter (P3-45).
  {
    path: '/punto_de_venta',
    component: lazy(() => import('../features/sales/pos/PuntoDeVentaPage')),
    permisos: ['punto_venta'],
    puntoVenta: 'PVN',
    menu: { label: 'Punto de venta', icon: <ShoppingCartOutlined />, group: 'ventas' },
  },
  {
    path: '/punto_de_venta/caja',
    component: lazy(() => import('../features/sales/pos/CajaPage')),
    permisos: ['punto_venta_caja'],
    puntoVenta: 'PVMCE',
    menu: { label: 'Caja', icon: <WalletOutlined />, group: 'ventas' },
  },
  {
    path: '/punto_de_venta/mostrador',
    component: lazy(() => import('../features/sales/pos/MostradorPage')),
    permisos: ['punto_venta_mostrador'],
    puntoVenta: 'PVMCE',
    menu: { label: 'Mostrador', icon: <ShopOutlined />, group: 'ventas' },
  },
  {
    path: '/cotizaciones',
    component: lazy(() => import('../features/sales/quotations/QuotationsListPage')),
    permisos: ['punto_venta', 'punto_venta_mostrador'],
    menu: { label: 'Cotizaciones', icon: <FileTextOutlined />, group: 'ventas' },
  },
  {
    path: '/abrir_caja',
    component: lazy(() => import('../features/registers/AbrirCajaPage')),
    permisos: PERMISOS_CAJA_REGISTRADORA,
    menu: { label: 'Abrir caja', icon: <WalletOutlined />, group: 'ventas' },
  },
  {
    path: '/caja_activa',
    component: lazy(() => import('../features/registers/CajaActivaPage')),
    permisos: PERMISOS_CAJA_REGISTRADORA,
    menu: { label: 'Caja activa', icon: <DollarOutlined />, group: 'ventas' },
  },
  // The detail opens right after closing (any cashier) and from the report.
  {
    path: '/cajas/detalle_cierre/:id',
    component: lazy(() => import('../features/registers/DetalleCierrePage')),
    permisos: [...PERMISOS_CAJA_REGISTRADORA, 'reporte_apertura_cierre', 'conf_caja'],
  },
  {
    path: '/dashboard',
    component: lazy(() => import('../features/dashboard/DashboardPage')),
    permisos: ['dashboard'],
    menu: { label: 'Dashboard', icon: <DashboardOutlined /> },
  },
  {
    path: '/productos',
    component: lazy(() => import('../features/catalog/products/ProductsListPage')),
    permisos: ['producto'],
    menu: { label: 'Productos', icon: <AppstoreOutlined />, group: 'inventario' },
  },
  { path: '/productos/crear', component: ProductFormPage, permisos: ['producto'] },
  { path: '/productos/editar/:id', component: ProductFormPage, permisos: ['producto'] },
  {
    path: '/bodega',
    component: lazy(() => import('../features/inventory/StockListPage')),
    permisos: ['bodega'],
    menu: { label: 'Bodega', icon: <InboxOutlined />, group: 'inventario' },
  },
  {
    path: ingreso.ruta,
    component: MovementPage,
    permisos: [ingreso.permiso],
    menu: { label: 'Ingresos', icon: <ImportOutlined />, group: 'inventario' },
  },
  {
    path: baja.ruta,
    component: MovementPage,
    permisos: [baja.permiso],
    menu: { label: 'Bajas', icon: <MinusCircleOutlined />, group: 'inventario' },
  },
  {
    path: salida.ruta,
    component: MovementPage,
    permisos: [salida.permiso],
    menu: { label: 'Salidas', icon: <ExportOutlined />, group: 'inventario' },
  },
  {
    path: reajuste.ruta,
    component: MovementPage,
    permisos: [reajuste.permiso],
    menu: { label: 'Reajustes', icon: <SyncOutlined />, group: 'inventario' },
  },
  // The document is printed right after it is recorded, so every movement flag opens it (server: LECTORES_DOCUMENTO).
  {
    path: '/bodega/detalle_orden/:id',
    component: lazy(() => import('../features/inventory/document/DocumentPage')),
    permisos: ['bodega', 'reporte_bodega', ingreso.permiso, baja.permiso, salida.permiso, reajuste.permiso],
  },
  {
    path: '/reporte_ventas',
    component: lazy(() => import('../features/sales/history/SalesHistoryPage')),
    permisos: ['reporte_venta'],
    menu: { label: 'Historial de ventas', icon: <LineChartOutlined />, group: 'reportes' },
  },
  {
    path: '/reporte_bodega',
    component: lazy(() => import('../features/inventory/reports/WarehouseReportPage')),
    permisos: ['reporte_bodega'],
    menu: { label: 'Reporte de bodega', icon: <BarChartOutlined />, group: 'reportes' },
  },
  {
    path: '/inversion_en_bodega',
    component: lazy(() => import('../features/inventory/reports/InvestmentReportPage')),
    permisos: ['reporte_total_invertido'],
    menu: { label: 'Inversión en bodega', icon: <DollarOutlined />, group: 'reportes' },
  },
  {
    path: '/reporte_apertura_cierre_caja',
    component: lazy(() => import('../features/registers/ReporteAperturaCierrePage')),
    permisos: ['reporte_apertura_cierre'],
    menu: { label: 'Apertura y cierre de caja', icon: <BarChartOutlined />, group: 'reportes' },
  },
  {
    path: '/configuracion/empresa',
    component: lazy(() => import('../features/companies/configuration/CompanyConfigPage')),
    permisos: ['conf_tienda'],
    menu: { label: 'Empresa', icon: <ShopOutlined />, group: 'configuracion' },
  },
  {
    path: '/configuracion/usuarios',
    component: lazy(() => import('../features/users/UsersListPage')),
    permisos: ['conf_usuario'],
    menu: { label: 'Usuarios', icon: <TeamOutlined />, group: 'configuracion' },
  },
  {
    path: '/configuracion/usuarios/crear',
    component: lazy(() => import('../features/users/UserFormPage')),
    permisos: ['conf_usuario'],
  },
  {
    path: '/configuracion/usuarios/editar/:id',
    component: lazy(() => import('../features/users/UserFormPage')),
    permisos: ['conf_usuario'],
  },
  {
    path: '/configuracion/sucursales',
    component: lazy(() => import('../features/companies/branches/BranchesListPage')),
    permisos: ['conf_sucursal'],
    menu: { label: 'Sucursales', icon: <BankOutlined />, group: 'configuracion' },
  },
  {
    path: '/configuracion/sucursales/crear',
    component: lazy(() => import('../features/companies/branches/BranchFormPage')),
    permisos: ['conf_sucursal'],
  },
  {
    path: '/configuracion/sucursales/editar/:id',
    component: lazy(() => import('../features/companies/branches/BranchFormPage')),
    permisos: ['conf_sucursal'],
  },
  {
    path: '/configuracion/categorias',
    component: lazy(() => import('../features/catalog/categories/CategoriesPage')),
    permisos: ['producto'],
    menu: { label: 'Categorías', icon: <ApartmentOutlined />, group: 'configuracion' },
  },
  {
    path: '/configuracion/destinos_salida',
    component: lazy(() => import('../features/inventory/destinations/DestinationsPage')),
    permisos: ['conf_destino_salida'],
    menu: { label: 'Destinos de salida', icon: <SendOutlined />, group: 'configuracion' },
  },
  {
    path: '/configuracion/cajas',
    component: lazy(() => import('../features/registers/CajasPage')),
    permisos: ['conf_caja'],
    menu: { label: 'Cajas', icon: <WalletOutlined />, group: 'configuracion' },
  },
  {
    path: '/bitacora',
    component: lazy(() => import('../features/audit/AuditLogPage')),
    permisos: ['bitacora'],
    menu: { label: 'Bitácora', icon: <AuditOutlined /> },
  },
];

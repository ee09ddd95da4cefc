import { lazy } from 'react';
import { BarChartOutlined, FileAddOutlined, RollbackOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { Permiso } from '@pos/shared/domains/users/permissions';
import type { AppRoute } from '../../lib/appRoute';
import { RUTA_ADICIONES, RUTA_BUSCAR, RUTA_LISTA, RUTA_REPORTE } from './paths';

/** P3-45: the returns screens open for the point of sale, the cashier and the warehouse. */
export const PERMISOS_DEVOLUCION: readonly Permiso[] = ['punto_venta', 'punto_venta_caja', 'bodega'];

const VoucherPage = lazy(() => import('./VoucherPage'));

export const returnsRoutes: readonly AppRoute[] = [
  {
    path: RUTA_BUSCAR,
    component: lazy(() => import('./LookupPage')),
    permisos: PERMISOS_DEVOLUCION,
    menu: { orden: 210, label: 'Devolución de productos', icon: <RollbackOutlined />, group: 'ventas' },
  },
  {
    path: `${RUTA_BUSCAR}/seleccion_de_producto/:idFactura`,
    component: lazy(() => import('./SelectionPage')),
    permisos: PERMISOS_DEVOLUCION,
  },
  {
    path: `${RUTA_BUSCAR}/seleccion_de_producto/:idFactura/motivos`,
    component: lazy(() => import('./ReasonsPage')),
    permisos: PERMISOS_DEVOLUCION,
  },
  {
    path: `${RUTA_BUSCAR}/seleccion_de_producto/:idFactura/motivos/vale/:idVale`,
    component: VoucherPage,
    permisos: PERMISOS_DEVOLUCION,
  },
  { path: `${RUTA_BUSCAR}/:idFactura/vale/:idVale`, component: VoucherPage, permisos: PERMISOS_DEVOLUCION },
  {
    path: '/devolucion/seleccion_de_producto/:id',
    component: lazy(() => import('./LegacyRedirect')),
    permisos: PERMISOS_DEVOLUCION,
  },
  {
    path: RUTA_LISTA,
    component: lazy(() => import('./ReturnsListPage')),
    permisos: PERMISOS_DEVOLUCION,
    menu: { orden: 220, label: 'Devoluciones', icon: <UnorderedListOutlined />, group: 'ventas' },
  },
  {
    path: RUTA_REPORTE,
    component: lazy(() => import('./ReturnsReportPage')),
    permisos: ['reporte_devolucion'],
    menu: { orden: 290, label: 'Reporte de devoluciones', icon: <BarChartOutlined />, group: 'reportes' },
  },
  {
    path: RUTA_ADICIONES,
    component: lazy(() => import('./NoteAdditionsPage')),
    permisos: ['conf_adicionales_nota_fel'],
    menu: { orden: 430, label: 'Adiciones de nota de crédito', icon: <FileAddOutlined />, group: 'configuracion' },
  },
];

import { lazy } from 'react';
import { BarChartOutlined, DownloadOutlined, SwapOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../lib/appRoute';

const lists = () => import('./DispatchListPage');
const notes = () => import('./DispatchNotePage');

/** Dispatches between branches (SCOPE §1.4); flags per DECISIONS P3-45. */
export const dispatchesRoutes: readonly AppRoute[] = [
  {
    path: '/traslados',
    component: lazy(() => lists().then((m) => ({ default: m.DispatchesPage }))),
    permisos: ['despacho_despachos'],
    menu: { orden: 160, label: 'Traslados', icon: <SwapOutlined />, group: 'inventario' },
  },
  {
    path: '/traslados/crear',
    component: lazy(() => import('./DispatchCreatePage')),
    permisos: ['despacho_despachos'],
  },
  // The note is printed right after sending and reprinted from the report and the reception.
  {
    path: '/traslados/nota_de_envio/:id',
    component: lazy(() => notes().then((m) => ({ default: m.DispatchNotePage }))),
    permisos: ['despacho_despachos', 'despacho_recepciones', 'reporte_despachos'],
  },
  {
    path: '/recepciones_de_traslados',
    component: lazy(() => lists().then((m) => ({ default: m.ReceptionsPage }))),
    permisos: ['despacho_recepciones'],
    menu: { orden: 170, label: 'Recepciones de traslados', icon: <DownloadOutlined />, group: 'inventario' },
  },
  {
    path: '/recepciones_de_traslados/:id',
    component: lazy(() => import('./ReceptionFormPage')),
    permisos: ['despacho_recepciones'],
  },
  {
    path: '/recepciones_de_traslados/nota_de_recepcion/:id',
    component: lazy(() => notes().then((m) => ({ default: m.ReceptionNotePage }))),
    permisos: ['despacho_despachos', 'despacho_recepciones', 'reporte_despachos'],
  },
  {
    path: '/reporte_de_despachos',
    component: lazy(() => import('./DispatchReportPage')),
    permisos: ['reporte_despachos'],
    menu: { orden: 270, label: 'Reporte de despachos', icon: <BarChartOutlined />, group: 'reportes' },
  },
];

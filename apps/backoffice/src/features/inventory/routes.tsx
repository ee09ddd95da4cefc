import { lazy } from 'react';
import {
  BarChartOutlined,
  DollarOutlined,
  ExportOutlined,
  ImportOutlined,
  InboxOutlined,
  MinusCircleOutlined,
  SendOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { DOCUMENTOS_BODEGA } from '@pos/shared/domains/inventory';
import type { AppRoute } from '../../lib/appRoute';

// One screen for the four stock movements; the route tells it which document it records.
const MovementPage = lazy(() => import('./movements/MovementPage'));
const { ingreso, baja, salida, reajuste } = DOCUMENTOS_BODEGA;

export const inventoryRoutes: readonly AppRoute[] = [
  {
    path: '/bodega',
    component: lazy(() => import('./StockListPage')),
    permisos: ['bodega'],
    menu: { orden: 110, label: 'Bodega', icon: <InboxOutlined />, group: 'inventario' },
  },
  {
    path: ingreso.ruta,
    component: MovementPage,
    permisos: [ingreso.permiso],
    menu: { orden: 120, label: 'Ingresos', icon: <ImportOutlined />, group: 'inventario' },
  },
  {
    path: baja.ruta,
    component: MovementPage,
    permisos: [baja.permiso],
    menu: { orden: 130, label: 'Bajas', icon: <MinusCircleOutlined />, group: 'inventario' },
  },
  {
    path: salida.ruta,
    component: MovementPage,
    permisos: [salida.permiso],
    menu: { orden: 140, label: 'Salidas', icon: <ExportOutlined />, group: 'inventario' },
  },
  {
    path: reajuste.ruta,
    component: MovementPage,
    permisos: [reajuste.permiso],
    menu: { orden: 150, label: 'Reajustes', icon: <SyncOutlined />, group: 'inventario' },
  },
  // The document is printed right after it is recorded, so every movement flag opens it (server: LECTORES_DOCUMENTO).
  {
    path: '/bodega/detalle_orden/:id',
    component: lazy(() => import('./document/DocumentPage')),
    permisos: ['bodega', 'reporte_bodega', ingreso.permiso, baja.permiso, salida.permiso, reajuste.permiso],
  },
  {
    path: '/reporte_bodega',
    component: lazy(() => import('./reports/WarehouseReportPage')),
    permisos: ['reporte_bodega'],
    menu: { orden: 250, label: 'Reporte de bodega', icon: <BarChartOutlined />, group: 'reportes' },
  },
  {
    path: '/inversion_en_bodega',
    component: lazy(() => import('./reports/InvestmentReportPage')),
    permisos: ['reporte_total_invertido'],
    menu: { orden: 260, label: 'Inversión en bodega', icon: <DollarOutlined />, group: 'reportes' },
  },
  {
    path: '/configuracion/destinos_salida',
    component: lazy(() => import('./destinations/DestinationsPage')),
    permisos: ['conf_destino_salida'],
    menu: { orden: 400, label: 'Destinos de salida', icon: <SendOutlined />, group: 'configuracion' },
  },
];

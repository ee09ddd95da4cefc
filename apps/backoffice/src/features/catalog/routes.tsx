import { lazy } from 'react';
import { ApartmentOutlined, AppstoreOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../lib/appRoute';

const ProductFormPage = lazy(() => import('./products/ProductFormPage'));

export const catalogRoutes: readonly AppRoute[] = [
  {
    path: '/productos',
    component: lazy(() => import('./products/ProductsListPage')),
    permisos: ['producto'],
    menu: { orden: 100, label: 'Productos', icon: <AppstoreOutlined />, group: 'inventario' },
  },
  { path: '/productos/crear', component: ProductFormPage, permisos: ['producto'] },
  { path: '/productos/editar/:id', component: ProductFormPage, permisos: ['producto'] },
  {
    path: '/configuracion/categorias',
    component: lazy(() => import('./categories/CategoriesPage')),
    permisos: ['producto'],
    menu: { orden: 390, label: 'Categorías', icon: <ApartmentOutlined />, group: 'configuracion' },
  },
];

import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { Permiso, TipoPuntoVenta } from '@pos/shared/domains/users/permissions';

/** The side menu's sections; their labels and icons live with the menu (app/layout/menuItems). */
export type MenuGroup = 'ventas' | 'inventario' | 'compras' | 'reportes' | 'configuracion';

/**
 * One private screen of the back office. Each feature lists its screens in its own `routes.tsx`;
 * the app composes them into the router, its permission guard and the side menu.
 */
export interface AppRoute {
  path: string;
  component: LazyExoticComponent<ComponentType>;
  /** Any one of these flags opens the route (DECISIONS P3-45); empty: every signed-in user. */
  permisos: readonly Permiso[];
  /** A point-of-sale screen of one point-of-sale type: the menu lists it only for companies of that type. */
  puntoVenta?: TipoPuntoVenta;
  /**
   * Present for the routes the side menu lists. `orden` is the entry's place in the whole menu
   * (10, 20, …, across features; gaps leave room for new entries): sections keep the order of
   * their first entry, and a user without the dashboard starts on the first entry they may open,
   * so e.g. returns (sales section) come after the warehouse entries.
   */
  menu?: { orden: number; label: string; icon: ReactNode; group?: MenuGroup };
}

/** A screen reachable without a session (sign-in and password recovery). */
export interface PublicRoute {
  path: string;
  component: LazyExoticComponent<ComponentType>;
}

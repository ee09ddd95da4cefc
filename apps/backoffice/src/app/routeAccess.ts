import type { Permiso, TipoPuntoVenta } from '@pos/shared/domains/users/permissions';
import type { AppRoute } from '../lib/appRoute';
import { DASHBOARD_PATH } from '../features/dashboard';
import { INICIO_PATH } from '../features/home';

export type PermisosDeUsuario = Readonly<Record<Permiso, boolean>>;

export function canOpen(route: Pick<AppRoute, 'permisos'>, user: PermisosDeUsuario): boolean {
  return route.permisos.length === 0 || route.permisos.some((permiso) => user[permiso]);
}

/** The company settings the menu depends on; while they load nothing is filtered by them. */
export interface MenuContext {
  tipoPuntoVenta?: TipoPuntoVenta;
}

/** Point-of-sale screens of the other point-of-sale type only redirect: the menu leaves them out. */
function fitsCompany(route: AppRoute, context: MenuContext): boolean {
  return (
    route.puntoVenta === undefined ||
    context.tipoPuntoVenta === undefined ||
    route.puntoVenta === context.tipoPuntoVenta
  );
}

export function menuRoutes(
  routes: readonly AppRoute[],
  user: PermisosDeUsuario,
  context: MenuContext = {},
): AppRoute[] {
  return routes.filter((route) => route.menu !== undefined && canOpen(route, user) && fitsCompany(route, context));
}

/** Where a signed-in user lands: the dashboard, else the first menu entry, else the welcome page (P3-46). */
export function homePath(routes: readonly AppRoute[], user: PermisosDeUsuario, context: MenuContext = {}): string {
  const dashboard = routes.find((route) => route.path === DASHBOARD_PATH);
  if (dashboard && canOpen(dashboard, user)) return DASHBOARD_PATH;
  return menuRoutes(routes, user, context)[0]?.path ?? INICIO_PATH;
}

/** The menu entry a page belongs to: its own path or the longest menu path it sits under. */
export function activeMenuPath(routes: readonly AppRoute[], pathname: string): string | undefined {
  return routes
    .filter((route) => route.menu !== undefined)
    .map((route) => route.path)
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}

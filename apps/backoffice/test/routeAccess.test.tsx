import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { PERMISOS } from '@pos/shared/domains/permissions';
import { activeMenuPath, homePath, menuRoutes } from '../src/app/routeAccess';
import { ROUTES, type AppRoute } from '../src/app/routes';
import { menuItems } from '../src/app/layout/menuItems';
import { permisos } from './fixtures';

const todos = permisos(PERMISOS);
const cajero = permisos(['punto_venta_caja', 'perfil']);
const soloSucursales = permisos(['conf_sucursal', 'perfil']);

describe('route registry', () => {
  it('lists in the menu only the screens the user may open', () => {
    expect(menuRoutes(ROUTES, todos).map((r) => r.path)).toEqual([
      '/configuracion/empresa',
      '/configuracion/usuarios',
      '/configuracion/sucursales',
      '/bitacora',
    ]);
    expect(menuRoutes(ROUTES, soloSucursales).map((r) => r.path)).toEqual(['/configuracion/sucursales']);
    expect(menuRoutes(ROUTES, cajero)).toEqual([]);
  });

  it('builds menu sections only around entries the user may open', () => {
    const items = menuItems(ROUTES, soloSucursales);
    expect(items).toHaveLength(1);
    const [section] = items as { key: string; children: { key: string }[] }[];
    expect(section!.key).toBe('grupo:configuracion');
    expect(section!.children.map((c) => c.key)).toEqual(['/configuracion/sucursales']);
    expect(menuItems(ROUTES, todos).map((i) => i?.key)).toEqual(['grupo:configuracion', '/bitacora']);
  });

  it('offers the welcome page to a user without screens', () => {
    expect(menuItems(ROUTES, cajero).map((i) => i?.key)).toEqual(['/inicio']);
  });

  it('sends each user home: dashboard, else the first menu entry, else /inicio (P3-46)', () => {
    expect(homePath(ROUTES, todos)).toBe('/configuracion/empresa');
    expect(homePath(ROUTES, soloSucursales)).toBe('/configuracion/sucursales');
    expect(homePath(ROUTES, cajero)).toBe('/inicio');
    const conDashboard: AppRoute[] = [{ path: '/dashboard', component: lazy(async () => ({ default: () => null })), permisos: ['dashboard'] }, ...ROUTES];
    expect(homePath(conDashboard, todos)).toBe('/dashboard');
    expect(homePath(conDashboard, soloSucursales)).toBe('/configuracion/sucursales');
  });

  it('highlights the menu entry of a sub-page', () => {
    expect(activeMenuPath(ROUTES, '/configuracion/usuarios/editar/3')).toBe('/configuracion/usuarios');
    expect(activeMenuPath(ROUTES, '/configuracion/empresa')).toBe('/configuracion/empresa');
  });
});

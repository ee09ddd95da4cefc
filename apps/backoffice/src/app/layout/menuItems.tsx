import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BarChartOutlined,
  DatabaseOutlined,
  HomeOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import type { AppRoute, MenuGroup } from '../../lib/appRoute';
import { INICIO_PATH } from '../../features/home';
import { menuRoutes, type MenuContext, type PermisosDeUsuario } from '../routeAccess';

/** Menu sections; a section shows only when the user may open one of its entries. */
const MENU_GROUPS: Record<MenuGroup, { label: string; icon: ReactNode }> = {
  ventas: { label: 'Ventas', icon: <ShoppingCartOutlined /> },
  inventario: { label: 'Inventario', icon: <DatabaseOutlined /> },
  compras: { label: 'Compras', icon: <ShoppingOutlined /> },
  reportes: { label: 'Reportes', icon: <BarChartOutlined /> },
  configuracion: { label: 'Configuración', icon: <SettingOutlined /> },
};

type MenuItem = Required<MenuProps>['items'][number];
type Submenu = Extract<MenuItem, { children?: unknown }> & { children: MenuItem[] };

/** The side menu: only the routes the user may open, sections in the order of their first entry. */
export function menuItems(routes: readonly AppRoute[], user: PermisosDeUsuario, context: MenuContext = {}): MenuItem[] {
  const items: MenuItem[] = [];
  const sections = new Map<MenuGroup, Submenu>();
  for (const route of menuRoutes(routes, user, context)) {
    const menu = route.menu!;
    const item: MenuItem = { key: route.path, icon: menu.icon, label: <Link to={route.path}>{menu.label}</Link> };
    if (!menu.group) {
      items.push(item);
      continue;
    }
    let section = sections.get(menu.group);
    if (!section) {
      const { label, icon } = MENU_GROUPS[menu.group];
      section = { key: `grupo:${menu.group}`, label, icon, children: [] };
      sections.set(menu.group, section);
      items.push(section);
    }
    section.children.push(item);
  }
  // A user without screens still has somewhere to go: the welcome page.
  if (items.length === 0)
    items.push({ key: INICIO_PATH, icon: <HomeOutlined />, label: <Link to={INICIO_PATH}>Inicio</Link> });
  return items;
}

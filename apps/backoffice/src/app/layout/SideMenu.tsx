import { useMemo } from 'react';
import { Menu } from 'antd';
import { useLocation } from 'react-router';
import { useConfiguracion } from '../../lib/configuracion';
import { useCurrentUser } from '../../lib/currentUser';
import { activeMenuPath } from '../routeAccess';
import { ROUTES } from '../routes';
import { menuItems } from './menuItems';

export function SideMenu() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const tipoPuntoVenta = useConfiguracion().data?.tipo_punto_venta;
  const items = useMemo(() => menuItems(ROUTES, user, { tipoPuntoVenta }), [user, tipoPuntoVenta]);
  // Sections start open: there are few, and the owner sees everything at a glance.
  const sectionKeys = useMemo(
    () => items.flatMap((item) => (item && 'children' in item ? [String(item.key)] : [])),
    [items],
  );
  return (
    <nav aria-label="Menú principal">
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={[activeMenuPath(ROUTES, pathname) ?? pathname]}
        defaultOpenKeys={sectionKeys}
      />
    </nav>
  );
}

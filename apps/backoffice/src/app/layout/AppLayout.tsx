import { Suspense, useMemo, useState } from 'react';
import { Drawer, Grid, Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useConfiguracion } from '../../lib/configuracion';
import { useCurrentUser } from '../../lib/currentUser';
import { MenuScreensContext } from '../../lib/menuScreens';
import { useSucursalVigente } from '../../lib/sucursalActual';
import { WelcomeModal } from '../../features/home';
import { menuRoutes } from '../routeAccess';
import { ROUTES } from '../routes';
import { AppHeader } from './AppHeader';
import { SidebarBrand } from './SidebarBrand';
import { SideMenu } from './SideMenu';

/**
 * The private screens' shell: the side menu, the header and the screen. On a laptop the menu is a
 * column that folds to its icons; below 992 px (a tablet held upright, a phone) it is a drawer over
 * the screen, so the screen keeps the whole width.
 */
export function AppLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const overlay = Grid.useBreakpoint().lg === false;
  const { pathname } = useLocation();
  // The drawer is open on the screen it was opened on: choosing another screen closes it.
  const [drawerOn, setDrawerOn] = useState<string | null>(null);
  const drawerOpen = drawerOn === pathname;
  const sucursal = useSucursalVigente();
  const user = useCurrentUser();
  const tipoPuntoVenta = useConfiguracion().data?.tipo_punto_venta;
  const screens = useMemo(() => menuRoutes(ROUTES, user, { tipoPuntoVenta }), [user, tipoPuntoVenta]);
  return (
    <MenuScreensContext value={screens}>
      <Layout style={{ minHeight: '100vh' }}>
        {overlay ? (
          <Drawer
            placement="left"
            size={272}
            open={drawerOpen}
            onClose={() => setDrawerOn(null)}
            closable={false}
            rootClassName="app-drawer"
            styles={{ body: { padding: 0 } }}
          >
            <SidebarBrand collapsed={false} />
            <SideMenu />
          </Drawer>
        ) : (
          <Layout.Sider className="app-sider" width={248} collapsible collapsed={collapsed} trigger={null}>
            <SidebarBrand collapsed={collapsed} />
            <SideMenu />
          </Layout.Sider>
        )}
        <Layout>
          <AppHeader
            sucursal={sucursal?.value ?? null}
            menuShown={overlay ? drawerOpen : !collapsed}
            onToggleMenu={() => (overlay ? setDrawerOn(drawerOpen ? null : pathname) : setCollapsed((c) => !c))}
          />
          <Layout.Content className="app-content">
            <Suspense fallback={<FullPageSpinner />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
        <WelcomeModal />
      </Layout>
    </MenuScreensContext>
  );
}

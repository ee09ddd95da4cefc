import { Suspense, useMemo, useState } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
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

export function AppLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const sucursal = useSucursalVigente();
  const user = useCurrentUser();
  const tipoPuntoVenta = useConfiguracion().data?.tipo_punto_venta;
  const screens = useMemo(() => menuRoutes(ROUTES, user, { tipoPuntoVenta }), [user, tipoPuntoVenta]);
  return (
    <MenuScreensContext value={screens}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider
          className="app-sider"
          width={248}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          breakpoint="lg"
          trigger={null}
        >
          <SidebarBrand collapsed={collapsed} />
          <SideMenu />
        </Layout.Sider>
        <Layout>
          <AppHeader
            sucursal={sucursal?.value ?? null}
            collapsed={collapsed}
            onToggleMenu={() => setCollapsed((c) => !c)}
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

import { Suspense, useState } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useSucursalVigente } from '../../lib/sucursalActual';
import { WelcomeModal } from '../../features/home/WelcomeModal';
import { AppHeader } from './AppHeader';
import { SidebarBrand } from './SidebarBrand';
import { SideMenu } from './SideMenu';

export function AppLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const sucursal = useSucursalVigente();
  return (
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
  );
}

import { Button, Divider, Flex, Layout, Typography } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useCurrentUser } from '../../lib/currentUser';
import { BranchSelector } from './BranchSelector';
import { UserMenu } from './UserMenu';

interface Props {
  sucursal: string | null;
  collapsed: boolean;
  onToggleMenu: () => void;
}

export function AppHeader({ sucursal, collapsed, onToggleMenu }: Props) {
  const { empresa } = useCurrentUser();
  return (
    <Layout.Header className="app-header">
      <Button
        type="text"
        aria-label={collapsed ? 'Mostrar menú' : 'Ocultar menú'}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggleMenu}
      />
      <Typography.Text strong style={{ fontSize: 16 }} ellipsis>
        {empresa.nombre}
      </Typography.Text>
      <Flex align="center" gap={16} style={{ marginLeft: 'auto' }}>
        <BranchSelector value={sucursal} />
        <Divider orientation="vertical" style={{ height: 28, margin: 0 }} />
        <UserMenu />
      </Flex>
    </Layout.Header>
  );
}

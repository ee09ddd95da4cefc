import { Button, Divider, Flex, Layout, Typography } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useCurrentUser } from '../../lib/currentUser';
import { BranchSelector } from './BranchSelector';
import { UserMenu } from './UserMenu';

interface Props {
  sucursal: string | null;
  /** The side menu (column or drawer) is showing. */
  menuShown: boolean;
  onToggleMenu: () => void;
}

export function AppHeader({ sucursal, menuShown, onToggleMenu }: Props) {
  const { empresa } = useCurrentUser();
  return (
    <Layout.Header className="app-header">
      <Button
        type="text"
        aria-label={menuShown ? 'Ocultar menú' : 'Mostrar menú'}
        icon={menuShown ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggleMenu}
      />
      <Typography.Text strong className="app-header-company" ellipsis>
        {empresa.nombre}
      </Typography.Text>
      <Flex align="center" gap={16} className="app-header-end">
        <BranchSelector value={sucursal} />
        <Divider orientation="vertical" className="app-header-divider" />
        <UserMenu />
      </Flex>
    </Layout.Header>
  );
}

import { useState } from 'react';
import { Dropdown, Flex, Typography, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import { UserAvatar } from '../../components/UserAvatar';
import { useCurrentUser } from '../../lib/currentUser';
import { useLogout } from '../../features/auth';
import { ProfileModal, nombreDeRol } from '../../features/users';

export function UserMenu() {
  const user = useCurrentUser();
  const logout = useLogout();
  const [profileOpen, setProfileOpen] = useState(false);

  const items: MenuProps['items'] = [
    // "Mi perfil" needs the `perfil` flag (DECISIONS P3-61).
    ...(user.perfil
      ? [{ key: 'perfil', icon: <UserOutlined />, label: 'Mi perfil', onClick: () => setProfileOpen(true) }]
      : []),
    {
      key: 'salir',
      icon: <LogoutOutlined />,
      label: MENSAJES.sesion.cerrarSesion,
      danger: true,
      onClick: () => logout.mutate(),
    },
  ];

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Flex component="button" align="center" gap={10} className="user-menu-trigger" aria-label="Menú de usuario">
          <UserAvatar nombre={user.nombre} foto={user.foto} size={34} />
          <Flex vertical align="flex-start" className="user-menu-name">
            <Typography.Text strong>{user.nombre}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {nombreDeRol(user)}
            </Typography.Text>
          </Flex>
          <DownOutlined style={{ fontSize: 10, color: '#94a3b8' }} />
        </Flex>
      </Dropdown>
      {profileOpen && <ProfileModal onClose={() => setProfileOpen(false)} />}
    </>
  );
}

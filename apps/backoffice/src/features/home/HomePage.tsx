import { Card, Descriptions, Flex, Typography } from 'antd';
import { SIN_REGISTRO } from '@pos/shared';
import { PageHeader } from '../../components/PageHeader';
import { UserAvatar } from '../../components/UserAvatar';
import { useCurrentUser } from '../../lib/currentUser';
import { useSucursalVigente } from '../../lib/sucursalActual';
import { useFormat } from '../../lib/useFormat';
import { nombreDeRol } from '../users';
import { ScreenShortcuts } from './ScreenShortcuts';

/** `/inicio`: the home of users with no screen of their own (DECISIONS P3-46). */
export default function HomePage() {
  const user = useCurrentUser();
  const sucursal = useSucursalVigente();
  const format = useFormat();
  return (
    <>
      <PageHeader title={`Hola, ${user.first_name}`} subtitle="Le damos la bienvenida al sistema de punto de venta." />
      <Flex vertical gap={16}>
        <Card>
          <Flex gap={24} align="center" wrap>
            <UserAvatar nombre={user.nombre} foto={user.foto} size={72} />
            <Descriptions
              column={{ xs: 1, sm: 2, lg: 3 }}
              style={{ flex: 1, minWidth: 280 }}
              items={[
                { key: 'nombre', label: 'Nombre', children: user.nombre },
                { key: 'correo', label: 'Correo electrónico', children: user.email },
                { key: 'rol', label: 'Rol', children: nombreDeRol(user) },
                { key: 'empresa', label: 'Empresa', children: user.empresa.nombre },
                { key: 'sucursal', label: 'Sucursal', children: sucursal?.label ?? SIN_REGISTRO },
                { key: 'ingreso', label: 'Último ingreso', children: format.dateTime(user.ultimo_ingreso) },
              ]}
            />
          </Flex>
        </Card>
        <Card title="Sus pantallas">
          <Typography.Paragraph type="secondary">
            Acceda directamente a las pantallas que tiene habilitadas.
          </Typography.Paragraph>
          <ScreenShortcuts />
        </Card>
      </Flex>
    </>
  );
}

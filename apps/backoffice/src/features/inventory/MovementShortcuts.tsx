import { Button, Dropdown } from 'antd';
import { DownOutlined, SwapOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { DOCUMENTOS_BODEGA } from '@pos/shared/domains/inventory';
import { useCurrentUser } from '../../lib/currentUser';

/** "Registrar movimiento": the movement screens this user may open. */
export function MovementShortcuts() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const items = Object.values(DOCUMENTOS_BODEGA)
    .filter((d) => user[d.permiso])
    .map((d) => ({ key: d.ruta, label: d.titulo, onClick: () => navigate(d.ruta) }));
  if (items.length === 0) return null;
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="primary" icon={<SwapOutlined />}>
        Registrar movimiento <DownOutlined />
      </Button>
    </Dropdown>
  );
}

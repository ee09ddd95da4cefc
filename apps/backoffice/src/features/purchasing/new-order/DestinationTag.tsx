import { Alert, Tag } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import { TODAS_LAS_SUCURSALES } from '../../../lib/session';
import { useSucursalVigente } from '../../../lib/sucursalActual';

/** The branch the goods enter: the one the user works on (with "all branches", none yet). */
export function useSucursalDestino(): { id: number | null; nombre: string } {
  const sucursal = useSucursalVigente();
  if (!sucursal || sucursal.value === TODAS_LAS_SUCURSALES) return { id: null, nombre: '' };
  return { id: Number(sucursal.value), nombre: sucursal.label };
}

export function DestinationTag({ nombre }: { nombre: string }) {
  return (
    <Tag icon={<ShopOutlined />} color="blue" style={{ padding: '4px 10px', fontSize: 13 }}>
      {`Destino: ${nombre}`}
    </Tag>
  );
}

export function ChooseBranchAlert() {
  return (
    <Alert
      type="warning"
      showIcon
      title={MENSAJES.sucursales.seleccioneSucursal}
      description="La mercadería de la orden entra a la sucursal en la que trabaja: elija una en la barra superior."
    />
  );
}

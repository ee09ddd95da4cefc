import { Flex, Tag } from 'antd';
import { ShopOutlined, WalletOutlined } from '@ant-design/icons';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentUser } from '../../../lib/currentUser';
import { useSucursalVigente } from '../../../lib/sucursalActual';
import type { ModoPos } from '../posNavigation';

const TITULOS: Record<ModoPos, { titulo: string; subtitulo: string }> = {
  pvn: { titulo: 'Punto de venta', subtitulo: 'Escanee o busque productos, cobre e imprima el comprobante.' },
  caja: { titulo: 'Caja', subtitulo: 'Cobre los pedidos del mostrador o registre una venta directa.' },
  mostrador: { titulo: 'Mostrador', subtitulo: 'Arme el pedido del cliente y envíelo a caja para el cobro.' },
};

/** The selling screen's title and where the sale is recorded: the branch, and the register where it charges. */
export function PosHeader({ modo }: { modo: ModoPos }) {
  const user = useCurrentUser();
  const sucursal = useSucursalVigente();
  const { titulo, subtitulo } = TITULOS[modo];
  return (
    <PageHeader
      title={titulo}
      subtitle={subtitulo}
      actions={
        <Flex gap={8} wrap align="center">
          <Tag icon={<ShopOutlined />} color="blue" className="pos-tag">
            {sucursal?.label ?? 'Sin sucursal'}
          </Tag>
          {modo !== 'mostrador' && user.caja && (
            <Tag icon={<WalletOutlined />} color="green" className="pos-tag">
              {user.caja.nombre}
            </Tag>
          )}
        </Flex>
      }
    />
  );
}

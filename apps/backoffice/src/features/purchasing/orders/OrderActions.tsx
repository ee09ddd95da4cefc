import { useState } from 'react';
import { App, Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import type { OrdenCompra } from '@pos/shared/domains/purchasing';
import { useFeedback } from '../../../lib/feedback';
import { useCambiarOrden, type CambioOrden } from '../purchasing.api';
import { AnnulOrderModal } from './AnnulOrderModal';
import { accionesDisponibles } from './orderActions';

/** An order's lifecycle actions (P3-71) in one menu, each confirmed first; annulment asks its reason. */
export function OrderActions({ orden, size = 'small' }: { orden: OrdenCompra; size?: 'small' | 'middle' }) {
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const cambiar = useCambiarOrden();
  const [anulando, setAnulando] = useState<OrdenCompra | null>(null);
  const acciones = accionesDisponibles(orden);
  if (acciones.length === 0) return null;

  const ejecutar = (cambio: CambioOrden) =>
    cambiar.mutateAsync({ id: orden.id, cambio }).then(
      () => feedback.success(MENSAJES.general.datosActualizados),
      (cause: unknown) => feedback.error(cause, MENSAJES.general.errorIntenteMasTarde),
    );

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: acciones.map((a) => ({ key: a.accion, label: a.label, danger: a.peligro })),
          onClick: ({ key }) => {
            const accion = acciones.find((a) => a.accion === key)!;
            if (accion.accion === 'anular') return setAnulando(orden);
            modal.confirm({
              title: accion.label,
              content: accion.confirmacion,
              okText: 'Sí',
              cancelText: 'No',
              okButtonProps: { danger: accion.peligro },
              onOk: () => ejecutar(accion.accion as CambioOrden),
            });
          },
        }}
      >
        <Button size={size} loading={cambiar.isPending} aria-label={`Acciones de la orden ${orden.id}`}>
          Acciones <DownOutlined />
        </Button>
      </Dropdown>
      <AnnulOrderModal orden={anulando} onClose={() => setAnulando(null)} />
    </>
  );
}

import { useState } from 'react';
import { Input, Modal, Table, Typography } from 'antd';
import { MENSAJES } from '@pos/shared';
import type { LineaOrdenVenta, OrdenVentaDetalle } from '@pos/shared/domains/orders';
import { dec } from '@pos/shared/money';
import { useFeedback } from '../../lib/feedback';
import { randomKey } from '../../lib/randomKey';
import { useEntregarOrden } from './orders.api';

const E = MENSAJES.entregasOrdenVenta;

const pendiente = (l: LineaOrdenVenta) => dec(l.cantidad).minus(l.cantidad_entregada);

/** "Registrar entrega": each line's quantity delivered now, all that is pending by default. */
export function DeliveryModal({
  orden,
  open,
  onClose,
}: {
  orden: OrdenVentaDetalle;
  open: boolean;
  onClose: () => void;
}) {
  const lineas = orden.detalles.filter((l) => pendiente(l).gt(0));
  const [cantidades, setCantidades] = useState<Record<number, string>>({});
  const [nota, setNota] = useState('');
  const [key, setKey] = useState(randomKey);
  const entregar = useEntregarOrden();
  const feedback = useFeedback();
  const cantidadDe = (l: LineaOrdenVenta) => cantidades[l.id] ?? pendiente(l).toString();
  const cerrar = () => {
    setCantidades({});
    setNota('');
    setKey(randomKey());
    onClose();
  };
  return (
    <Modal
      open={open}
      title={`Entrega de la orden ${orden.codigo}`}
      okText="Registrar entrega"
      cancelText="Cancelar"
      width={720}
      okButtonProps={{ loading: entregar.isPending }}
      onCancel={cerrar}
      onOk={() =>
        entregar.mutate(
          {
            body: { orden_venta: orden.id, nota, detalles: lineas.map((l) => ({ id: l.id, cantidad: cantidadDe(l) })) },
            idempotencyKey: key,
          },
          {
            onSuccess: () => {
              feedback.success(E.registrada);
              cerrar();
            },
            onError: (cause) => feedback.error(cause, MENSAJES.ordenesVenta.errorRegistrar),
          },
        )
      }
    >
      <Typography.Paragraph type="secondary">
        La mercadería entregada sale de la existencia de {orden.sucursal.nombre}.
      </Typography.Paragraph>
      <Table<LineaOrdenVenta>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={lineas}
        scroll={{ x: 520 }}
        columns={[
          { title: 'Producto', render: (_, l) => `${l.codigo} · ${l.nombre}` },
          { title: 'Pendiente', align: 'right', render: (_, l) => pendiente(l).toString() },
          {
            title: 'Entregar',
            width: 120,
            render: (_, l) => (
              <Input
                aria-label={`Entregar ${l.nombre}`}
                inputMode="decimal"
                value={cantidadDe(l)}
                onChange={(e) => setCantidades((c) => ({ ...c, [l.id]: e.target.value }))}
              />
            ),
          },
        ]}
      />
      <Input.TextArea
        aria-label="Nota de la entrega"
        placeholder="Nota"
        rows={2}
        maxLength={1000}
        style={{ marginTop: 12 }}
        value={nota}
        onChange={(e) => setNota(e.target.value)}
      />
    </Modal>
  );
}

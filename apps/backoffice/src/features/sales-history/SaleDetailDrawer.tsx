import { Alert, Descriptions, Drawer, Skeleton, Table, Tag, Typography } from 'antd';
import { MENSAJES } from '@pos/shared';
import { NOMBRES_TIPO_VENTA } from '@pos/shared/domains/sales';
import type { LineaDetalleVenta } from '@pos/shared/domains/sales-history';
import { errorMessage } from '../../lib/api';
import { useFormat } from '../../lib/useFormat';
import { useDetalleVenta } from './salesHistory.api';

/** `Ver`: the sale with its lines, payments and customer (`GET historial_ventas/{id}`). */
export function SaleDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const format = useFormat();
  const detalle = useDetalleVenta(id);
  const venta = detalle.data;
  return (
    <Drawer open={id !== null} onClose={onClose} size="large" title={venta ? `Venta ${venta.codigo}` : 'Venta'} destroyOnHidden>
      {detalle.isError ? (
        <Alert type="error" showIcon title={errorMessage(detalle.error, MENSAJES.general.errorObtenerDatos)} />
      ) : !venta ? (
        <Skeleton active />
      ) : (
        <>
          {!venta.activo && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={`Anulada por ${venta.anulado_por?.nombre ?? ''}${venta.anulado_por?.fecha ? ` el ${format.dateTime(venta.anulado_por.fecha)}` : ''}`}
              description={venta.anulado_por?.motivo}
            />
          )}
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="Fecha">{format.dateTime(venta.creado)}</Descriptions.Item>
            <Descriptions.Item label="Tipo">{NOMBRES_TIPO_VENTA[venta.tipo_venta]}</Descriptions.Item>
            <Descriptions.Item label="Sucursal">{venta.sucursal.nombre}</Descriptions.Item>
            <Descriptions.Item label="Caja">{venta.caja ? <>{venta.caja.nombre} {venta.caja_activa && <Tag color="green">Abierta</Tag>}</> : '—'}</Descriptions.Item>
            <Descriptions.Item label="Cajero">{venta.usuario.nombre}</Descriptions.Item>
            <Descriptions.Item label="Vendedor">{venta.vendedor?.nombre ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Cliente">{venta.cliente.nombre}</Descriptions.Item>
            <Descriptions.Item label="NIT">{venta.cliente.nit}</Descriptions.Item>
            {venta.cliente.direccion && <Descriptions.Item label="Dirección" span={2}>{venta.cliente.direccion}</Descriptions.Item>}
            {venta.referencia && <Descriptions.Item label="Referencia" span={2}>{venta.referencia}</Descriptions.Item>}
            {venta.nota && <Descriptions.Item label="Nota" span={2}>{venta.nota}</Descriptions.Item>}
            {venta.fecha_vencimiento && <Descriptions.Item label="Vence">{format.date(venta.fecha_vencimiento)}</Descriptions.Item>}
            {venta.cuenta_cobrar && <Descriptions.Item label="Saldo crédito">{format.money(venta.cuenta_cobrar.saldo)}</Descriptions.Item>}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Productos
          </Typography.Title>
          <Table<LineaDetalleVenta>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={venta.detalles}
            columns={[
              { title: 'Código', render: (_, l) => l.producto.codigo },
              { title: 'Producto', render: (_, l) => `${l.producto.nombre}${l.presentacion ? ` (${l.presentacion})` : ''}` },
              { title: 'Cantidad', dataIndex: 'cantidad', align: 'right' },
              { title: 'Precio', dataIndex: 'precio', align: 'right', render: (v: string) => format.money(v) },
              { title: 'Descuento', dataIndex: 'desc_monto', align: 'right', render: (v: string) => format.money(v) },
              { title: 'Total', dataIndex: 'total_importe', align: 'right', render: (v: string) => format.money(v) },
            ]}
          />
          <Descriptions size="small" column={1} style={{ marginTop: 16 }} bordered>
            <Descriptions.Item label="Subtotal">{format.money(venta.subtotal)}</Descriptions.Item>
            <Descriptions.Item label="Descuento">{format.money(venta.descuento)}</Descriptions.Item>
            {Number(venta.ajuste_redondeo) !== 0 && <Descriptions.Item label="Redondeo">{format.money(venta.ajuste_redondeo)}</Descriptions.Item>}
            <Descriptions.Item label="Total">
              <Typography.Text strong>{format.money(venta.total)}</Typography.Text>
            </Descriptions.Item>
            {venta.pagos.map((p, i) => (
              <Descriptions.Item key={i} label={p.descripcion ? `${p.nombre} (${p.descripcion})` : p.nombre}>
                {format.money(p.monto)}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="Cambio">{format.money(venta.vuelto_efectivo)}</Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Drawer>
  );
}

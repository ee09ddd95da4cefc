import { Button, Descriptions, Drawer, Flex, Table, Typography } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { compare, formatQuantity } from '@pos/shared';
import { esAGranel } from '@pos/shared/domains/catalog/catalog';
import type { Cotizacion, LineaCotizacion } from '@pos/shared/domains/sales/sales.api';
import { textosCotizacion } from '@pos/shared/domains/sales/pedidos';
import { useFormat } from '../../../lib/useFormat';
import { useDetallesCotizacion } from './quotations.api';

interface Props {
  cotizacion: Cotizacion | null;
  onClose: () => void;
  /** Present when the user may charge it in a point of sale. */
  onCargar?: (cotizacion: Cotizacion) => void;
}

/** A quotation's detail: customer, seller, lines and totals. */
export function QuotationDrawer({ cotizacion, onClose, onCargar }: Props) {
  const format = useFormat();
  const detalles = useDetallesCotizacion(cotizacion?.id ?? null);
  return (
    <Drawer
      open={cotizacion !== null}
      onClose={onClose}
      size={760}
      title={cotizacion ? `${textosCotizacion(cotizacion.enviado_caja).nombre} ${cotizacion.codigo}` : ''}
      extra={
        cotizacion &&
        onCargar && (
          <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => onCargar(cotizacion)}>
            Cargar en el punto de venta
          </Button>
        )
      }
    >
      {cotizacion && (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="Fecha">{format.dateTime(cotizacion.creado)}</Descriptions.Item>
            <Descriptions.Item label="Vendedor">{cotizacion.vendedor?.nombre}</Descriptions.Item>
            <Descriptions.Item label="Cliente">{cotizacion.cliente.nombre}</Descriptions.Item>
            <Descriptions.Item label="NIT">{cotizacion.cliente.nit}</Descriptions.Item>
            {cotizacion.referencia && <Descriptions.Item label="Referencia">{cotizacion.referencia}</Descriptions.Item>}
          </Descriptions>
          <Table<LineaCotizacion>
            size="small"
            rowKey="id"
            loading={detalles.isFetching}
            pagination={false}
            dataSource={detalles.data ?? []}
            columns={[
              {
                title: 'Producto',
                render: (_, l) => (
                  <div>
                    {l.producto.nombre}
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      {l.producto.codigo}
                    </Typography.Text>
                  </div>
                ),
              },
              { title: 'Presentación', render: (_, l) => l.fraccion?.nombre ?? l.unidad_de_medida ?? '' },
              {
                title: 'Cantidad',
                align: 'right',
                render: (_, l) => (
                  <span className="num">{formatQuantity(l.cantidad, esAGranel(l.producto.tipo_producto))}</span>
                ),
              },
              {
                title: 'Precio',
                align: 'right',
                render: (_, l) => <span className="num">{format.money(l.precio)}</span>,
              },
              {
                title: 'Desc.',
                align: 'right',
                render: (_, l) =>
                  compare(l.desc_monto, 0) > 0 ? <span className="num">{`${l.desc_porcentaje}%`}</span> : '',
              },
              {
                title: 'Total',
                align: 'right',
                render: (_, l) => (
                  <Typography.Text strong className="num">
                    {format.money(l.total_importe)}
                  </Typography.Text>
                ),
              },
            ]}
          />
          <Flex vertical align="flex-end" gap={2}>
            <Typography.Text type="secondary">{`Subtotal ${format.money(cotizacion.subtotal)}`}</Typography.Text>
            {compare(cotizacion.descuento, 0) > 0 && (
              <Typography.Text type="secondary">{`Descuento ${format.money(cotizacion.descuento)}`}</Typography.Text>
            )}
            <Typography.Title
              level={4}
              style={{ margin: 0 }}
              className="num"
            >{`Total ${format.money(cotizacion.total)}`}</Typography.Title>
          </Flex>
        </Flex>
      )}
    </Drawer>
  );
}

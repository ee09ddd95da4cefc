import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import {
  ESTADOS_ENTREGA,
  NOMBRES_ESTADO_ENTREGA,
  NOMBRES_TAB_ORDEN_VENTA,
  NOMBRES_TIPO_ENTREGA,
  type EntregaOrdenVenta,
  type EstadoEntrega,
  type LineaOrdenVenta,
  type OrdenVentaDetalle,
  type TabOrdenVenta,
  type TipoEntrega,
} from '@pos/shared/domains/orders';
import { NOMBRES_TIPO_VENTA, TIPOS_VENTA, type TipoVenta } from '@pos/shared/domains/sales/sales';
import { PageHeader } from '../../components/PageHeader';
import { PageStatus } from '../../components/PageStatus';
import { ApiError } from '../../lib/api';
import { MENSAJES } from '@pos/shared';
import { printDocument } from '../../components/print/printDocument';
import { useConfiguracion } from '../../lib/configuracion';
import { useCurrentUser } from '../../lib/currentUser';
import { useFormat } from '../../lib/useFormat';
import { DeliveryModal } from './DeliveryModal';
import { FacturaTag } from './FacturaTag';
import { OrderPaymentSlot } from './OrderPaymentSlot';
import { OrderPrint } from './OrderPrint';
import { useOrdenVenta } from './orders.api';
import { useFacturarOrden } from './useFacturarOrden';

function OrderDetail({ orden }: { orden: OrdenVentaDetalle }) {
  const format = useFormat();
  const configuracion = useConfiguracion().data;
  const { empresa } = useCurrentUser();
  const [entregando, setEntregando] = useState(false);
  const { facturar, facturando } = useFacturarOrden();
  const facturable = orden.tipo_venta === TIPOS_VENTA.FACTURA || orden.tipo_venta === TIPOS_VENTA.CREDITO;
  const porEntregar = orden.es_orden && orden.activo && orden.estado_entrega === ESTADOS_ENTREGA.PENDIENTE;
  const imprimir = () =>
    void printDocument(
      <OrderPrint
        orden={orden}
        empresa={empresa.nombre}
        porPagina={configuracion?.items_por_factura ?? 10}
        money={format.money}
      />,
      'order-print',
    );

  return (
    <>
      <PageHeader
        title={`Orden de venta ${orden.codigo}`}
        subtitle={`${orden.nombre} · ${format.dateTime(orden.creado)}`}
        actions={
          <Space wrap>
            <Button icon={<PrinterOutlined />} onClick={imprimir}>
              Imprimir
            </Button>
            {configuracion?.utiliza_fel && facturable && (
              <Button
                disabled={!orden.puede_facturar}
                loading={facturando === orden.id}
                onClick={() => void facturar(orden)}
              >
                Facturar
              </Button>
            )}
            {porEntregar && (
              <Button type="primary" onClick={() => setEntregando(true)}>
                Registrar entrega
              </Button>
            )}
          </Space>
        }
      />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              {
                key: 'estado',
                label: 'Estado',
                children: (
                  <Space size={4} wrap>
                    <Tag color={orden.activo ? 'blue' : 'red'}>
                      {NOMBRES_TAB_ORDEN_VENTA[orden.estado as TabOrdenVenta]}
                    </Tag>
                    {orden.estado_entrega !== null && (
                      <Tag color={orden.estado_entrega === ESTADOS_ENTREGA.COMPLETA ? 'green' : 'gold'}>
                        {NOMBRES_ESTADO_ENTREGA[orden.estado_entrega as EstadoEntrega]}
                      </Tag>
                    )}
                  </Space>
                ),
              },
              { key: 'nit', label: 'NIT', children: orden.nit },
              { key: 'tipo', label: 'Tipo de venta', children: NOMBRES_TIPO_VENTA[orden.tipo_venta as TipoVenta] },
              {
                key: 'facturacion',
                label: 'Dirección de facturación',
                children: orden.direccion_facturacion || orden.direccion,
              },
              {
                key: 'entrega',
                label: 'Entrega',
                children: [
                  orden.tipo_entrega ? NOMBRES_TIPO_ENTREGA[orden.tipo_entrega as TipoEntrega] : '',
                  orden.fecha_entrega ?? '',
                  orden.direccion_entrega,
                ]
                  .filter(Boolean)
                  .join(' · '),
              },
              {
                key: 'sucursal_cliente',
                label: 'Sucursal del cliente',
                children: orden.cliente_sucursal?.nombre ?? '—',
              },
              { key: 'encargado', label: 'Encargado', children: orden.encargado || '—' },
              { key: 'vendedor', label: 'Vendedor', children: orden.vendedor?.nombre ?? '' },
              { key: 'factura', label: 'Factura', children: <FacturaTag factura={orden.factura} /> },
              ...(orden.descripcion ? [{ key: 'descripcion', label: 'Descripción', children: orden.descripcion }] : []),
              ...(orden.motivo_anulacion
                ? [{ key: 'motivo', label: 'Motivo de anulación', children: orden.motivo_anulacion }]
                : []),
            ]}
          />
        </Card>
        <Card size="small" title="Productos">
          <Table<LineaOrdenVenta>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={orden.detalles}
            scroll={{ x: 640 }}
            columns={[
              { title: 'Código', dataIndex: 'codigo' },
              { title: 'Producto', dataIndex: 'nombre' },
              { title: 'Cantidad', dataIndex: 'cantidad', align: 'right' },
              ...(orden.es_orden
                ? [{ title: 'Entregado', dataIndex: 'cantidad_entregada', align: 'right' as const }]
                : []),
              { title: 'Precio', align: 'right', render: (_, l) => format.money(l.precio_final) },
              { title: 'Subtotal', align: 'right', render: (_, l) => format.money(l.total_importe) },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={orden.es_orden ? 5 : 4} align="right">
                  <strong>Total</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <strong>{format.money(orden.total)}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </Card>
        <OrderPaymentSlot orden={orden} />
        {orden.es_orden && (
          <Card size="small" title="Entregas">
            <Table<EntregaOrdenVenta>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={orden.entregas}
              locale={{ emptyText: 'Sin entregas registradas.' }}
              scroll={{ x: 520 }}
              columns={[
                { title: 'Fecha', render: (_, e) => format.dateTime(e.creado) },
                { title: 'Entregó', render: (_, e) => e.usuario.nombre },
                {
                  title: 'Productos',
                  render: (_, e) => e.detalles.map((d) => `${d.cantidad} × ${d.nombre}`).join(', '),
                },
                { title: 'Nota', dataIndex: 'nota' },
              ]}
            />
          </Card>
        )}
      </Space>
      {porEntregar && <DeliveryModal orden={orden} open={entregando} onClose={() => setEntregando(false)} />}
    </>
  );
}

/** A missing order says so; any other failure the generic text. */
const errorDeOrden = (error: unknown) =>
  error instanceof ApiError && error.status === 404
    ? MENSAJES.ordenesVenta.noEncontrada
    : MENSAJES.general.errorObtenerDatos;

/** `/ordenes_de_venta/{id}` (P3-24): the order, its deliveries, its account and its print. */
export default function OrderDetailPage() {
  const id = Number(useParams().id);
  const orden = useOrdenVenta(id);
  if (!orden.data)
    return (
      <PageStatus
        header={<PageHeader title="Orden de venta" />}
        failed={orden.isError}
        message={errorDeOrden(orden.error)}
      />
    );
  return <OrderDetail orden={orden.data} />;
}

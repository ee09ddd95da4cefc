import { Button, Card, Descriptions, Flex, List, Result, Space, Table, Tag, Typography } from 'antd';
import { DownloadOutlined, InboxOutlined, PaperClipOutlined, PrinterOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { MENSAJES, formatQuantity } from '@pos/shared';
import { ORIGENES_COMPRA, TIPOS_COMPRA, type OrdenCompra } from '@pos/shared/domains/purchasing';
import { PageHeader } from '../../../components/PageHeader';
import { PageStatus } from '../../../components/PageStatus';
import { PrintableList, type PrintColumn } from '../../../components/print/PrintableList';
import { printListArea } from '../../../components/print/printing';
import { ApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/currentUser';
import { downloadFile } from '../../../lib/download';
import { useFeedback } from '../../../lib/feedback';
import { useFormat } from '../../../lib/useFormat';
import { useOrdenCompra } from '../purchasing.api';
import { OrderActions } from './OrderActions';
import { estadoOrden } from './orderActions';
import { LINEAS_POR_PAGINA_ORDEN } from './orderPrint';

type Detalle = OrdenCompra['detalles'][number];

/** Quantities come with 3 decimals; a whole number reads without them. */
const cantidad = (v: string) => formatQuantity(v, !/\.0+$/.test(v));

function OrderBody({ orden }: { orden: OrdenCompra }) {
  const format = useFormat();
  const feedback = useFeedback();
  const { empresa } = useCurrentUser();
  const importacion = orden.origen === ORIGENES_COMPRA.IMPORTACION;
  const credito = orden.tipo_compra === TIPOS_COMPRA.CREDITO;
  const estado = estadoOrden(orden);
  const costo = (v: string) => (importacion ? `$ ${v}` : format.money(v));

  const columnas: PrintColumn<Detalle>[] = [
    { title: 'Código', render: (d) => d.producto.codigo },
    { title: 'Producto', render: (d) => d.producto.nombre },
    { title: 'Cantidad', align: 'right', render: (d) => cantidad(d.cantidad) },
    { title: 'Recibido', align: 'right', render: (d) => cantidad(d.cantidad_recibida) },
    { title: importacion ? 'Costo ($)' : 'Costo', align: 'right', render: (d) => costo(d.costo) },
    { title: 'Costo unitario (Q)', align: 'right', render: (d) => format.money(d.costo_unitario) },
    { title: 'Subtotal', align: 'right', render: (d) => format.money(d.subtotal) },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
          <Space size={4} wrap>
            <Tag color={estado.color}>{estado.texto}</Tag>
            {!orden.anulada && (
              <Tag color={orden.pago_finalizado ? 'green' : 'default'}>
                {orden.pago_finalizado ? 'Pago finalizado' : 'Pago pendiente'}
              </Tag>
            )}
          </Space>
          <Typography.Title level={4} style={{ margin: 0 }} className="num">
            {`Total ${format.money(orden.total)}`}
          </Typography.Title>
        </Flex>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'fecha', label: 'Fecha', children: format.date(orden.fecha) },
            { key: 'proveedor', label: 'Proveedor', children: orden.proveedor.nombre },
            { key: 'documento', label: 'No. de documento', children: orden.numero_documento },
            { key: 'destino', label: 'Sucursal destino', children: orden.sucursal_destino.nombre },
            { key: 'tipo', label: 'Tipo de compra', children: credito ? 'Crédito' : 'Contado' },
            {
              key: 'origen',
              label: 'Origen',
              children: importacion
                ? `Importación · tipo de cambio Q ${orden.tipo_cambio} · costo de importación ${orden.costo_importacion} %`
                : 'Local',
            },
            ...(credito
              ? [
                  { key: 'plazo', label: 'Plazo de pago', children: orden.plazo_pago ?? 'Sin registro' },
                  { key: 'limite', label: 'Fecha límite', children: format.date(orden.fecha_limite) },
                ]
              : [{ key: 'banco', label: 'Banco o documento de pago', children: orden.banco || 'Sin registro' }]),
            { key: 'obs', label: 'Observaciones', children: orden.descripcion || 'Sin registro' },
            ...(orden.anulada
              ? [{ key: 'motivo', label: 'Motivo de anulación', children: orden.concepto_anulado }]
              : []),
          ]}
        />
      </Card>
      <Card title="Productos" size="small">
        <Table<Detalle>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={orden.detalles}
          scroll={{ x: 'max-content' }}
          columns={[
            ...columnas.map((c) => ({
              title: c.title,
              align: c.align,
              render: (_: unknown, d: Detalle) => c.render(d),
            })),
            {
              title: 'Faltante',
              align: 'right' as const,
              render: (_: unknown, d: Detalle) =>
                Number(d.cantidad_faltante) > 0 ? (
                  <Typography.Text type="warning">{cantidad(d.cantidad_faltante)}</Typography.Text>
                ) : (
                  cantidad(d.cantidad_faltante)
                ),
            },
          ]}
        />
      </Card>
      {orden.recepciones.length > 0 && (
        <Card title="Recepciones" size="small">
          <List
            size="small"
            dataSource={orden.recepciones}
            renderItem={(r) => (
              <List.Item>
                <List.Item.Meta
                  title={`${format.dateTime(r.creado)} · ${r.usuario}${r.num_documento ? ` · Doc. ${r.num_documento}` : ''}`}
                  description={
                    <>
                      {r.detalles
                        .filter((d) => Number(d.cantidad) > 0 || d.nota)
                        .map((d) => {
                          const linea = orden.detalles.find((x) => x.id === d.detalle_id);
                          return (
                            <div key={d.detalle_id}>
                              {`${linea?.producto.nombre ?? ''}: ${cantidad(d.cantidad)}`}
                              {d.nota && <Typography.Text type="secondary">{` — ${d.nota}`}</Typography.Text>}
                            </div>
                          );
                        })}
                      {r.nota && <Typography.Text type="secondary">{r.nota}</Typography.Text>}
                    </>
                  }
                />
              </List.Item>
            )}
          />
        </Card>
      )}
      {orden.adjuntos.length > 0 && (
        <Card title="Documentos" size="small">
          <Space wrap>
            {orden.adjuntos.map((a) => (
              <Button
                key={a.id}
                icon={<PaperClipOutlined />}
                onClick={() =>
                  downloadFile(a.url, a.nombre).catch((e: unknown) => feedback.error(e, MENSAJES.descargas.error))
                }
              >
                {a.nombre} <DownloadOutlined />
              </Button>
            ))}
          </Space>
        </Card>
      )}
      <PrintableList
        title={`Orden de compra No. ${orden.id}`}
        subtitle={[
          empresa.nombre,
          `Proveedor: ${orden.proveedor.nombre}`,
          `Documento: ${orden.numero_documento}`,
          `Fecha: ${format.date(orden.fecha)}`,
          `Destino: ${orden.sucursal_destino.nombre}`,
          `Total: ${format.money(orden.total)}`,
        ].join(' · ')}
        columns={columnas}
        rows={orden.detalles}
        rowKey={(d) => d.id}
        rowsPerPage={LINEAS_POR_PAGINA_ORDEN}
      />
    </Flex>
  );
}

/** `/ordenes_de_compra/{id}` (P3-50, P3-51): the order, its receptions and documents, printable. */
export default function OrderDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const orden = useOrdenCompra(id);
  const o = orden.data;
  const header = (
    <PageHeader
      title={`Orden de compra No. ${id}`}
      subtitle={o ? `${o.proveedor.nombre} · ${o.numero_documento}` : undefined}
      backTo="/ordenes_de_compra"
      actions={
        o && (
          <>
            {user.despacho_recepciones_orden_compra && !o.anulada && !o.entrega_completada && (
              <Link to={`/recepciones_de_ordenes_de_compra/${o.id}`}>
                <Button icon={<InboxOutlined />}>Recibir</Button>
              </Link>
            )}
            <OrderActions orden={o} size="middle" />
            <Button type="primary" icon={<PrinterOutlined />} onClick={printListArea}>
              Imprimir
            </Button>
          </>
        )
      }
    />
  );
  if (orden.error instanceof ApiError && orden.error.status === 404)
    return (
      <>
        {header}
        <Result
          status="404"
          title={MENSAJES.ordenesCompra.noEncontrada}
          extra={<Button onClick={() => navigate('/ordenes_de_compra')}>Regresar</Button>}
        />
      </>
    );
  if (!o) return <PageStatus header={header} failed={orden.isError} />;
  return (
    <>
      {header}
      <OrderBody orden={o} />
    </>
  );
}

import { Button, Card, Descriptions, Flex, Result, Table, Tag, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { MENSAJES, formatQuantity } from '@pos/shared';
import { esAGranel } from '@pos/shared/domains/catalog/catalog';
import {
  NOMBRES_MOTIVO_DIFERENCIA,
  type Despacho,
  type DespachoDetalle,
  type MotivoDiferencia,
} from '@pos/shared/domains/dispatches';
import { PageHeader } from '../../components/PageHeader';
import { PageStatus } from '../../components/PageStatus';
import { ApiError } from '../../lib/api';
import { useConfiguracion } from '../../lib/configuracion';
import { useCurrentUser } from '../../lib/currentUser';
import { useFormat } from '../../lib/useFormat';
import { useDespacho } from './dispatches.api';

type Nota = 'envio' | 'recepcion';

const cantidad = (d: DespachoDetalle, valor: string | null) =>
  valor === null ? '' : formatQuantity(valor, esAGranel(d.producto.tipo_producto));

function NoteBody({ despacho, nota }: { despacho: Despacho; nota: Nota }) {
  const format = useFormat();
  const { empresa } = useCurrentUser();
  const logo = useConfiguracion().data?.logo;
  const recepcion = nota === 'recepcion';

  return (
    <Card className="printable-document">
      <Flex justify="space-between" align="flex-start" gap={24} wrap style={{ marginBottom: 24 }}>
        <Flex gap={16} align="center">
          {logo && <img src={logo} alt="" style={{ width: 64, height: 64, objectFit: 'contain' }} />}
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {empresa.nombre}
            </Typography.Title>
            <Typography.Text type="secondary">{`De ${despacho.sucursal_origen.nombre} a ${despacho.sucursal_destino.nombre}`}</Typography.Text>
          </div>
        </Flex>
        <div style={{ textAlign: 'right' }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {`${recepcion ? 'Nota de recepción' : 'Nota de envío'} No. ${despacho.numero}`}
          </Typography.Title>
          {despacho.anulado ? (
            <Tag color="red">Anulado</Tag>
          ) : (
            <Tag color={despacho.estado === 10 ? 'gold' : 'green'}>{despacho.estado_nombre}</Tag>
          )}
          {despacho.tiene_alerta && <Tag color="red">Con diferencia</Tag>}
        </div>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        style={{ marginBottom: 20 }}
        items={[
          { key: 'fecha', label: 'Fecha de envío', children: format.dateTime(despacho.creado) },
          { key: 'origen', label: 'Origen', children: despacho.sucursal_origen.nombre },
          { key: 'destino', label: 'Destino', children: despacho.sucursal_destino.nombre },
          { key: 'responsable', label: 'Responsable de transporte', children: despacho.responsable_transporte },
          { key: 'usuario', label: 'Enviado por', children: despacho.usuario.nombre },
          ...(despacho.fecha_recepcion
            ? [
                { key: 'recepcion', label: 'Fecha de recepción', children: format.dateTime(despacho.fecha_recepcion) },
                { key: 'recibio', label: 'Recibido por', children: despacho.usuario_recibio?.nombre ?? '' },
              ]
            : []),
          ...(despacho.anulado
            ? [{ key: 'motivo', label: 'Motivo de anulación', children: despacho.motivo_anulacion ?? '', span: 3 }]
            : []),
        ]}
      />
      <Table<DespachoDetalle>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={despacho.detalles}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'Código', render: (_, d) => d.producto.codigo },
          { title: 'Producto', render: (_, d) => <Typography.Text strong>{d.producto.nombre}</Typography.Text> },
          {
            title: 'Enviado',
            align: 'right',
            render: (_, d) => (
              <span className="num">
                {cantidad(d, d.cantidad)}
                {d.fraccion && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {`${cantidad(d, d.cantidad_despachada)} ${d.fraccion.nombre}`}
                  </Typography.Text>
                )}
              </span>
            ),
          },
          ...(recepcion
            ? [
                {
                  title: 'Recibido',
                  align: 'right' as const,
                  render: (_: unknown, d: DespachoDetalle) => (
                    <span className="num">{cantidad(d, d.cantidad_recibido)}</span>
                  ),
                },
                {
                  title: 'Diferencia',
                  align: 'right' as const,
                  render: (_: unknown, d: DespachoDetalle) =>
                    d.tiene_alerta ? (
                      <Typography.Text
                        type="danger"
                        className="num"
                      >{`${cantidad(d, d.diferencia)} · ${format.money(d.valor_diferencia)}`}</Typography.Text>
                    ) : (
                      <span className="num">{cantidad(d, d.diferencia)}</span>
                    ),
                },
                {
                  title: 'Nota',
                  render: (_: unknown, d: DespachoDetalle) =>
                    d.motivo_diferencia === null
                      ? d.nota
                      : `${NOMBRES_MOTIVO_DIFERENCIA[d.motivo_diferencia as MotivoDiferencia]}: ${d.nota}`,
                },
              ]
            : []),
          {
            title: 'Costo unitario',
            align: 'right',
            render: (_, d) => <span className="num">{format.money(d.costo_unitario)}</span>,
          },
          {
            title: 'Subtotal',
            align: 'right',
            render: (_, d) => <span className="num">{format.money(d.subtotal)}</span>,
          },
        ]}
      />
      <Flex justify="flex-end" gap={24} align="baseline" style={{ marginTop: 16 }} wrap>
        {recepcion && despacho.tiene_alerta && (
          <Typography.Text
            type="danger"
            className="num"
          >{`Diferencia ${format.money(despacho.total_diferencia)}`}</Typography.Text>
        )}
        <Typography.Title level={4} style={{ margin: 0 }} className="num">
          {`Total ${format.money(despacho.total)}`}
        </Typography.Title>
      </Flex>
      <Flex justify="space-around" className="print-signatures">
        <div>Entregado por</div>
        <div>Transportado por</div>
        <div>Recibido por</div>
      </Flex>
    </Card>
  );
}

/** The printable dispatch note (`/traslados/nota_de_envio/{id}`) or reception note. */
function NotePage({ nota }: { nota: Nota }) {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const despacho = useDespacho(id);
  const regreso = nota === 'envio' ? '/traslados' : '/recepciones_de_traslados';
  const header = (
    <PageHeader
      title={
        despacho.data
          ? `${nota === 'envio' ? 'Nota de envío' : 'Nota de recepción'} No. ${despacho.data.numero}`
          : 'Traslado'
      }
      subtitle="Documento de traslado entre sucursales"
      backTo={regreso}
      actions={
        <Button type="primary" icon={<PrinterOutlined />} disabled={!despacho.data} onClick={() => window.print()}>
          Imprimir
        </Button>
      }
    />
  );
  if (despacho.error instanceof ApiError && despacho.error.status === 404) {
    return (
      <>
        {header}
        <Result
          status="404"
          title={MENSAJES.despachos.noEncontrado}
          extra={<Button onClick={() => navigate(regreso)}>Regresar</Button>}
        />
      </>
    );
  }
  if (!despacho.data) return <PageStatus header={header} failed={despacho.isError} />;
  return (
    <>
      <div className="no-print">{header}</div>
      <NoteBody despacho={despacho.data} nota={nota} />
    </>
  );
}

export function DispatchNotePage() {
  return <NotePage nota="envio" />;
}

export function ReceptionNotePage() {
  return <NotePage nota="recepcion" />;
}

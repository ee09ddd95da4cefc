import { useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Flex, Form, Input, Result, Row, Table, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { MENSAJES, formatQuantity } from '@pos/shared';
import type { OrdenCompra } from '@pos/shared/domains/purchasing';
import { NumericInput } from '../../../components/inputs/NumericInput';
import { PageHeader } from '../../../components/PageHeader';
import { PageStatus } from '../../../components/PageStatus';
import { ApiError } from '../../../lib/api';
import { useFeedback } from '../../../lib/feedback';
import { useFormat } from '../../../lib/useFormat';
import { useOrdenCompra, useRecibirOrden } from '../purchasing.api';
import {
  decimalesLinea,
  detallesRecepcion,
  errorCantidad,
  estadoRecepcion,
  faltaNota,
  lineasIniciales,
  tieneAlerta,
  type LineaRecepcion,
} from './receptionLines';

type Detalle = OrdenCompra['detalles'][number];

const LISTA = '/recepciones_de_ordenes_de_compra';
const cantidad = (d: Detalle, v: string) => formatQuantity(v, decimalesLinea(d) > 0);

function ReceptionForm({ orden }: { orden: OrdenCompra }) {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const format = useFormat();
  const recibir = useRecibirOrden(orden.id);
  const [lineas, setLineas] = useState(() => lineasIniciales(orden.detalles));
  const [numDocumento, setNumDocumento] = useState('');
  const [nota, setNota] = useState('');
  const cambiar = (id: number, cambio: Partial<LineaRecepcion>) =>
    setLineas((actuales) => ({ ...actuales, [id]: { ...actuales[id]!, ...cambio } }));
  const estado = estadoRecepcion(orden.detalles, lineas);

  const guardar = () =>
    recibir.mutate(
      { num_documento: numDocumento.trim(), nota: nota.trim(), detalles: detallesRecepcion(estado.pendientes, lineas) },
      {
        onSuccess: () => {
          feedback.success(MENSAJES.general.datosAlmacenados);
          navigate(LISTA);
        },
        onError: (cause) => feedback.error(cause, MENSAJES.general.errorVerifiqueDatos),
      },
    );

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 4 }}
          items={[
            { key: 'proveedor', label: 'Proveedor', children: orden.proveedor.nombre },
            { key: 'documento', label: 'Documento de compra', children: orden.numero_documento },
            { key: 'fecha', label: 'Fecha', children: format.date(orden.fecha) },
            { key: 'destino', label: 'Destino', children: orden.sucursal_destino.nombre },
          ]}
        />
        <Form layout="vertical" component="div" style={{ marginTop: 12 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label="No. de documento de recepción">
                <Input
                  aria-label="No. de documento de recepción"
                  maxLength={60}
                  value={numDocumento}
                  onChange={(e) => setNumDocumento(e.target.value)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item label="Nota">
                <Input
                  aria-label="Nota de la recepción"
                  maxLength={500}
                  value={nota}
                  onChange={(e) => setNota(e.target.value)}
                />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Card title="Productos" size="small">
        <Table<Detalle>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={estado.pendientes}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Código', render: (_, d) => d.producto.codigo },
            { title: 'Producto', render: (_, d) => <Typography.Text strong>{d.producto.nombre}</Typography.Text> },
            { title: 'Pedido', align: 'right', render: (_, d) => cantidad(d, d.cantidad) },
            { title: 'Recibido', align: 'right', render: (_, d) => cantidad(d, d.cantidad_recibida) },
            { title: 'Faltante', align: 'right', render: (_, d) => cantidad(d, d.cantidad_faltante) },
            {
              title: 'A recibir',
              render: (_, d) => {
                const error = errorCantidad(d, lineas[d.id]!);
                return (
                  <Flex vertical gap={2}>
                    <NumericInput
                      aria-label={`A recibir de ${d.producto.nombre}`}
                      decimales={decimalesLinea(d)}
                      value={lineas[d.id]!.a_recibir}
                      onChange={(a_recibir) => cambiar(d.id, { a_recibir })}
                      style={{ width: 110 }}
                    />
                    {error && (
                      <Typography.Text type="danger" style={{ fontSize: 12 }}>
                        {error}
                      </Typography.Text>
                    )}
                  </Flex>
                );
              },
            },
            {
              title: 'Nota',
              render: (_, d) => (
                <Flex vertical gap={2}>
                  <Input
                    aria-label={`Nota de ${d.producto.nombre}`}
                    size="small"
                    maxLength={500}
                    value={lineas[d.id]!.nota}
                    onChange={(e) => cambiar(d.id, { nota: e.target.value })}
                    status={faltaNota(d, lineas[d.id]!) ? 'error' : undefined}
                    placeholder="Por qué llega menos"
                    style={{ minWidth: 200 }}
                  />
                  {faltaNota(d, lineas[d.id]!) && (
                    <Typography.Text type="danger" style={{ fontSize: 12 }}>
                      {MENSAJES.campos.campoRequerido}
                    </Typography.Text>
                  )}
                </Flex>
              ),
            },
            {
              title: '',
              key: 'alerta',
              render: (_, d) => (tieneAlerta(d, lineas[d.id]!) ? <Tag color="red">Incompleto</Tag> : null),
            },
          ]}
        />
        {estado.sinNota.length > 0 && (
          <Alert
            style={{ marginTop: 16 }}
            type="error"
            showIcon
            title={`Indique en la nota por qué llega menos de ${estado.sinNota[0]!.producto.nombre}.`}
          />
        )}
      </Card>
      <div className="form-actions">
        <Button onClick={() => navigate(LISTA)}>Cancelar</Button>
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={recibir.isPending}
          disabled={!estado.puedeGuardar}
          onClick={guardar}
        >
          Registrar recepción
        </Button>
      </div>
    </Flex>
  );
}

/** `/recepciones_de_ordenes_de_compra/{id}` (P3-50, P3-73): what arrived of each pending line on this visit. */
export default function ReceptionFormPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const orden = useOrdenCompra(id, 'recepcion_ordenes_compra');
  const header = (
    <PageHeader
      title={`Recepción de la orden de compra No. ${id}`}
      subtitle="Indique lo que llegó de cada producto; si llega menos de lo que falta, escriba una nota."
      backTo={LISTA}
    />
  );
  if (orden.error instanceof ApiError && orden.error.status === 404)
    return (
      <>
        {header}
        <Result
          status="404"
          title={MENSAJES.ordenesCompra.noEncontrada}
          extra={<Button onClick={() => navigate(LISTA)}>Regresar</Button>}
        />
      </>
    );
  if (!orden.data) return <PageStatus header={header} failed={orden.isError} />;
  const o = orden.data;
  if (o.anulada || o.entrega_completada || o.finalizada)
    return (
      <>
        {header}
        <Result
          status="info"
          title={o.anulada ? MENSAJES.ordenesCompra.yaAnulada : MENSAJES.ordenesCompra.entregaCompletada}
          extra={<Button onClick={() => navigate(LISTA)}>Regresar</Button>}
        />
      </>
    );
  return (
    <>
      {header}
      <ReceptionForm orden={o} />
    </>
  );
}

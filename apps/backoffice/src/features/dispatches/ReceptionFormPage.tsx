import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Input, InputNumber, Result, Select, Table, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { MENSAJES, formatQuantity } from '@pos/shared';
import { esAGranel } from '@pos/shared/domains/catalog/catalog';
import {
  MOTIVOS_DIFERENCIA,
  NOMBRES_MOTIVO_DIFERENCIA,
  type Despacho,
  type DespachoDetalle,
  type MotivoDiferencia,
} from '@pos/shared/domains/dispatches';
import { PageHeader } from '../../components/PageHeader';
import { PageStatus } from '../../components/PageStatus';
import { ApiError } from '../../lib/api';
import { useFeedback } from '../../lib/feedback';
import { useFormat } from '../../lib/useFormat';
import { useDespacho, useRecibirDespacho } from './dispatches.api';

interface Recibido {
  cantidad: number | null;
  nota: string;
  motivo: MotivoDiferencia;
}

const MOTIVOS = Object.values(MOTIVOS_DIFERENCIA).map((value) => ({ value, label: NOMBRES_MOTIVO_DIFERENCIA[value] }));
const corta = (d: DespachoDetalle, r: Recibido) => (r.cantidad ?? 0) < Number(d.cantidad);

/** A line received below what was sent without a note raises the alert and blocks saving (P3-73). */
const conAlerta = (d: DespachoDetalle, r: Recibido) => corta(d, r) && r.nota.trim() === '';

function ReceptionForm({ despacho }: { despacho: Despacho }) {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const format = useFormat();
  const recibir = useRecibirDespacho(despacho.id);
  const [recibidos, setRecibidos] = useState<Record<number, Recibido>>(() =>
    Object.fromEntries(
      despacho.detalles.map((d) => [
        d.id,
        { cantidad: Number(d.cantidad), nota: '', motivo: MOTIVOS_DIFERENCIA.FALTANTE },
      ]),
    ),
  );
  const cambiar = (id: number, cambio: Partial<Recibido>) =>
    setRecibidos((r) => ({ ...r, [id]: { ...r[id]!, ...cambio } }));
  const alertas = despacho.detalles.filter((d) => conAlerta(d, recibidos[d.id]!));

  const guardar = () =>
    recibir.mutate(
      despacho.detalles.map((d) => ({
        id: d.id,
        cantidad_recibido: String(recibidos[d.id]!.cantidad ?? 0),
        nota: recibidos[d.id]!.nota.trim(),
        motivo_diferencia: corta(d, recibidos[d.id]!) ? recibidos[d.id]!.motivo : null,
      })),
      {
        onSuccess: (r) => {
          feedback.success(MENSAJES.despachos.recibido);
          navigate(`/recepciones_de_traslados/nota_de_recepcion/${r.id}`);
        },
        onError: (cause) => feedback.error(cause, MENSAJES.despachos.errorGuardar),
      },
    );

  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            { key: 'origen', label: 'Origen', children: despacho.sucursal_origen.nombre },
            { key: 'fecha', label: 'Enviado', children: format.dateTime(despacho.creado) },
            { key: 'responsable', label: 'Responsable de transporte', children: despacho.responsable_transporte },
            { key: 'usuario', label: 'Enviado por', children: despacho.usuario.nombre },
          ]}
        />
      </Card>
      <Card title="Productos recibidos">
        <Table<DespachoDetalle>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={despacho.detalles}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Producto', render: (_, d) => <Typography.Text strong>{d.producto.nombre}</Typography.Text> },
            {
              title: 'Enviado',
              align: 'right',
              render: (_, d) => (
                <span className="num">{formatQuantity(d.cantidad, esAGranel(d.producto.tipo_producto))}</span>
              ),
            },
            {
              title: 'Recibido',
              render: (_, d) => (
                <InputNumber<number>
                  aria-label={`Recibido de ${d.producto.nombre}`}
                  size="small"
                  min={0}
                  max={Number(d.cantidad)}
                  precision={esAGranel(d.producto.tipo_producto) ? 3 : 0}
                  value={recibidos[d.id]!.cantidad}
                  onChange={(cantidad) => cambiar(d.id, { cantidad })}
                  status={conAlerta(d, recibidos[d.id]!) ? 'error' : undefined}
                  style={{ width: 110 }}
                />
              ),
            },
            {
              title: 'Nota',
              render: (_, d) => (
                <Flex vertical gap={2}>
                  <Input
                    aria-label={`Nota de ${d.producto.nombre}`}
                    size="small"
                    maxLength={500}
                    value={recibidos[d.id]!.nota}
                    onChange={(e) => cambiar(d.id, { nota: e.target.value })}
                    status={conAlerta(d, recibidos[d.id]!) ? 'error' : undefined}
                    placeholder="Qué pasó con la diferencia"
                    style={{ minWidth: 200 }}
                  />
                  {conAlerta(d, recibidos[d.id]!) && (
                    <Typography.Text type="danger" style={{ fontSize: 12 }}>
                      {MENSAJES.despachos.campoRequerido}
                    </Typography.Text>
                  )}
                </Flex>
              ),
            },
            {
              // A short line says what happened to the rest (issue 16): missing, damaged or lost.
              title: 'Diferencia',
              key: 'motivo',
              render: (_, d) =>
                corta(d, recibidos[d.id]!) ? (
                  <Select<MotivoDiferencia>
                    aria-label={`Motivo de la diferencia de ${d.producto.nombre}`}
                    size="small"
                    status="warning"
                    value={recibidos[d.id]!.motivo}
                    options={MOTIVOS}
                    onChange={(motivo) => cambiar(d.id, { motivo })}
                    style={{ width: 130 }}
                  />
                ) : null,
            },
          ]}
        />
        {alertas.length > 0 && (
          <Alert
            style={{ marginTop: 16 }}
            type="error"
            showIcon
            title={MENSAJES.despachos.notaRequerida(alertas[0]!.producto.nombre)}
          />
        )}
      </Card>
      <div className="form-actions">
        <Button onClick={() => navigate('/recepciones_de_traslados')}>Cancelar</Button>
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={recibir.isPending}
          disabled={alertas.length > 0}
          onClick={guardar}
        >
          Registrar recepción
        </Button>
      </div>
    </Flex>
  );
}

/** `/recepciones_de_traslados/{id}` (P3-50): the destination records what arrived of each line. */
export default function ReceptionFormPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const despacho = useDespacho(id, 'recepcion_despachos');
  const header = (
    <PageHeader
      title={despacho.data ? `Recepción del traslado No. ${despacho.data.numero}` : 'Recepción de traslado'}
      subtitle="Indique lo que llegó de cada producto; una diferencia necesita una nota."
      backTo="/recepciones_de_traslados"
    />
  );
  if (despacho.error instanceof ApiError && despacho.error.status === 404) {
    return (
      <>
        {header}
        <Result
          status="404"
          title={MENSAJES.despachos.noEncontrado}
          extra={<Button onClick={() => navigate('/recepciones_de_traslados')}>Regresar</Button>}
        />
      </>
    );
  }
  if (!despacho.data) return <PageStatus header={header} failed={despacho.isError} />;
  if (despacho.data.estado !== 10 || despacho.data.anulado)
    return (
      <>
        {header}
        <Result
          status="info"
          title={despacho.data.anulado ? MENSAJES.despachos.yaAnulado : MENSAJES.despachos.yaRecibido}
          extra={
            <Button onClick={() => navigate(`/recepciones_de_traslados/nota_de_recepcion/${id}`)}>
              Ver nota de recepción
            </Button>
          }
        />
      </>
    );
  return (
    <>
      {header}
      <ReceptionForm despacho={despacho.data} />
    </>
  );
}

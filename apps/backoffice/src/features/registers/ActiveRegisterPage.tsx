import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MENSAJES } from '@pos/shared';
import type { MovimientoCaja } from '@pos/shared/domains/registers';
import { TIPOS_MOVIMIENTO_CAJA } from '@pos/shared/domains/sales/sales';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { useServerList } from '../../components/list/useServerList';
import { CURRENT_USER_KEY, useCurrentUserQuery } from '../../lib/currentUser';
import { useFormat } from '../../lib/useFormat';
import { AnnulCashMovementModal } from './AnnulCashMovementModal';
import { CloseRegisterModal } from './CloseRegisterModal';
import { CashMovementModal } from './CashMovementModal';
import { TotalsTable } from './TotalsTable';
import { MOVIMIENTOS_PATH, cajasApi, detalleKey } from './registers.api';
import { queryKeys } from '../../lib/queryKeys';
import { moneyColumn } from '../../components/list/moneyColumn';

const MANUALES: readonly number[] = [TIPOS_MOVIMIENTO_CAJA.INGRESO, TIPOS_MOVIMIENTO_CAJA.RETIRO];

function Movimientos({ aperturaId, onChanged }: { aperturaId: number; onChanged: () => void }) {
  const format = useFormat();
  const [anulando, setAnulando] = useState<MovimientoCaja | null>(null);
  const list = useServerList<MovimientoCaja, { apertura_cierre_caja__id: number }>({
    path: MOVIMIENTOS_PATH,
    filters: { apertura_cierre_caja__id: aperturaId },
    defaultOrdering: '-creado',
  });
  const columns: ListColumn<MovimientoCaja>[] = [
    { title: 'Fecha', dataIndex: 'creado', sortField: 'creado', render: (v: string) => format.dateTime(v) },
    {
      title: 'Tipo',
      dataIndex: 'tipo_nombre',
      render: (t: string, m) => (m.reversa_de ? <Tag color="orange">Anulación</Tag> : <Tag>{t}</Tag>),
    },
    {
      title: 'Concepto',
      dataIndex: 'concepto',
      render: (c: string, m) => (m.anulado ? <Typography.Text delete>{c}</Typography.Text> : c),
    },
    moneyColumn(format.money, { title: 'Efectivo', dataIndex: 'monto_efectivo' }),
    moneyColumn(format.money, { title: 'Total', dataIndex: 'total' }),
    {
      title: '',
      render: (_, m) =>
        m.anulado ? (
          <Typography.Text type="secondary">Anulado: {m.concepto_anulado}</Typography.Text>
        ) : MANUALES.includes(m.tipo) && !m.reversa_de ? (
          <Button size="small" danger onClick={() => setAnulando(m)}>
            Anular
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <DataTable<MovimientoCaja> list={list} columns={columns} rowKey="id" />
      <AnnulCashMovementModal
        movimiento={anulando}
        onClose={() => setAnulando(null)}
        onDone={() => {
          setAnulando(null);
          onChanged();
        }}
      />
    </>
  );
}

/** `/caja_activa` (000 §2): the user's open session, its movements, and closing. */
export default function ActiveRegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const format = useFormat();
  const usuario = useCurrentUserQuery();
  const caja = usuario.data?.caja ?? null;
  const detalle = useQuery({
    queryKey: detalleKey(caja?.id ?? 0),
    queryFn: () => cajasApi.detalle(caja!.id),
    enabled: caja !== null,
  });
  const [movimiento, setMovimiento] = useState(false);
  const [cerrando, setCerrando] = useState(false);
  const { refetch } = usuario;
  useEffect(() => {
    void refetch();
  }, [refetch]);

  if (usuario.isFetching && !caja) return <FullPageSpinner />;
  // A message rather than a redirect: right after closing, the page must not race the way to the detail.
  if (!caja) {
    return (
      <>
        <PageHeader title="Caja activa" />
        <Card>
          <Space direction="vertical">
            <Typography.Text>{MENSAJES.cajas.sinCajaAbierta}</Typography.Text>
            <Button type="primary" onClick={() => navigate('/abrir_caja')}>
              Abrir caja
            </Button>
          </Space>
        </Card>
      </>
    );
  }
  // A movement changes both the list and the running totals.
  const cambio = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.all(MOVIMIENTOS_PATH) });
    void detalle.refetch();
  };
  const d = detalle.data;

  return (
    <>
      <PageHeader
        title={`Caja activa: ${caja.caja.nombre}`}
        subtitle={`Abierta el ${format.dateTime(caja.fecha_apertura)}`}
        actions={
          <Space>
            <Button onClick={() => setMovimiento(true)}>Retiro / ingreso de efectivo</Button>
            <Button type="primary" danger onClick={() => setCerrando(true)}>
              Cerrar caja
            </Button>
          </Space>
        }
      />
      {caja.requiere_cierre && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={MENSAJES.cajas.cierrePendiente} />
      )}
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title="Monto de apertura" value={d ? format.money(d.total_apertura) : '…'} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            {d?.esperado_oculto ? (
              <Statistic title="Efectivo en caja" value="Cierre ciego" valueStyle={{ color: '#64748b' }} />
            ) : (
              <Statistic
                title="Efectivo en caja"
                value={d ? format.money(d.total_efectivo) : '…'}
                valueStyle={{ color: '#15803d' }}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Sucursal">{d?.sucursal?.nombre}</Descriptions.Item>
              <Descriptions.Item label="Usuario">{d?.usuario.nombre}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      {d?.esperado_oculto && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={MENSAJES.cajas.esperadoOculto} />
      )}
      <Card title="Totales por forma de pago" style={{ marginBottom: 16 }}>
        <TotalsTable totales={d?.totales ?? []} conContado={false} />
      </Card>
      <Card title="Movimientos">
        <Movimientos aperturaId={caja.id} onChanged={cambio} />
      </Card>
      <CashMovementModal
        aperturaId={caja.id}
        open={movimiento}
        onClose={() => setMovimiento(false)}
        onSaved={() => {
          setMovimiento(false);
          cambio();
        }}
      />
      <CloseRegisterModal
        open={cerrando}
        onClose={() => setCerrando(false)}
        onClosed={(cierre) => {
          // The closing answer is the detail: the page opens with it instead of the open session's copy.
          queryClient.setQueryData(detalleKey(cierre.id), cierre);
          void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
          navigate(`/cajas/detalle_cierre/${cierre.id}`);
        }}
      />
    </>
  );
}

import { Card, Col, Divider, Row, Skeleton, Statistic, Typography } from 'antd';
import { MENSAJES } from '@pos/shared';
import type { TotalesPeriodo } from '@pos/shared/domains/sales/history';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../lib/useFormat';
import { useDashboard } from './dashboard.api';
import { LoadError } from '../../components/LoadError';

const PERIODOS = [
  { key: 'hoy', titulo: 'Hoy' },
  { key: 'semana', titulo: 'Esta semana' },
  { key: 'mes', titulo: 'Este mes' },
] as const;

function PeriodCard({ titulo, totales }: { titulo: string; totales: TotalesPeriodo }) {
  const format = useFormat();
  const rango =
    totales.desde === totales.hasta
      ? format.date(totales.desde)
      : `${format.date(totales.desde)} a ${format.date(totales.hasta)}`;
  return (
    <Card
      title={titulo}
      extra={<Typography.Text type="secondary">{rango}</Typography.Text>}
      data-testid={`dashboard-${titulo}`}
    >
      <Statistic title="Ventas" value={format.money(totales.ventas)} />
      <Typography.Text type="secondary">
        {totales.cantidad_ventas === 1 ? '1 venta' : `${totales.cantidad_ventas} ventas`}
      </Typography.Text>
      <Divider style={{ margin: '12px 0' }} />
      <Statistic title="Compras" value={format.money(totales.compras)} />
      <Typography.Text type="secondary">
        {totales.cantidad_compras === 1 ? '1 orden de compra' : `${totales.cantidad_compras} órdenes de compra`}
      </Typography.Text>
    </Card>
  );
}

/** `/dashboard`: today's, this week's and this month's sales and purchases of the branch or of every branch. */
export default function DashboardPage() {
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Ventas activas y compras de la sucursal seleccionada." />
      {dashboard.isError && !data ? (
        <LoadError
          error={dashboard.error}
          fallback={MENSAJES.general.errorObtenerDatos}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <Row gutter={[16, 16]}>
          {PERIODOS.map(({ key, titulo }) => (
            <Col key={key} xs={24} md={8}>
              {data ? (
                <PeriodCard titulo={titulo} totales={data[key]} />
              ) : (
                <Card>
                  <Skeleton active paragraph={{ rows: 2 }} />
                </Card>
              )}
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}

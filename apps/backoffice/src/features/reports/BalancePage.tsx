import { useState } from 'react';
import { Card, Col, Row, Select, Skeleton, Table, Typography } from 'antd';
import type { Balance } from '@pos/shared/domains/balance';
import { todayInGuatemala } from '@pos/shared';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../lib/useFormat';
import { BalanceChart } from './BalanceChart';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import { useBalance, useBalanceChart } from './reports.api';
import { ERROR_REPORTE, mesEnCurso, type FiltrosPeriodo } from './reportFilters';
import { LoadError } from '../../components/LoadError';

/** The lines of the balance in reading order; totals are drawn in bold. */
const LINEAS: { key: keyof Balance; label: string; total?: boolean }[] = [
  { key: 'ventas', label: 'Ventas al contado' },
  { key: 'cobros', label: 'Cobros de créditos' },
  { key: 'otros_ingresos', label: 'Otros ingresos de caja' },
  { key: 'ingresos', label: 'Total de ingresos', total: true },
  { key: 'devoluciones', label: 'Devoluciones' },
  { key: 'compras', label: 'Compras' },
  { key: 'gastos', label: 'Gastos' },
  { key: 'egresos', label: 'Total de egresos', total: true },
  { key: 'resultado', label: 'Resultado', total: true },
];

function BalanceTable({ balance }: { balance: Balance }) {
  const format = useFormat();
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      showHeader={false}
      dataSource={LINEAS}
      columns={[
        {
          dataIndex: 'label',
          render: (label: string, l) => (l.total ? <Typography.Text strong>{label}</Typography.Text> : label),
        },
        {
          dataIndex: 'key',
          align: 'right',
          render: (key: keyof Balance, l) => (
            <Typography.Text
              strong={l.total}
              type={key === 'resultado' && balance.resultado.startsWith('-') ? 'danger' : undefined}
              className="num"
            >
              {format.money(balance[key])}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}

/**
 * `/reporte_balance_general` (001 §2, §7; P3-52): what came in (sales charged, collections, other
 * cash income) and went out (returns, purchases, expenses) in a period, and each month's result of
 * a year against the year before.
 */
export default function BalancePage() {
  const anioEnCurso = Number(todayInGuatemala().slice(0, 4));
  const [filtros, setFiltros] = useState<FiltrosPeriodo>(mesEnCurso);
  const [anio, setAnio] = useState(anioEnCurso);
  const balance = useBalance(filtros);
  const grafica = useBalanceChart(anio);
  const anios = Array.from({ length: 6 }, (_, i) => anioEnCurso - i);

  return (
    <>
      <PageHeader
        title="Balance general"
        subtitle="Ingresos y egresos de la sucursal seleccionada: del periodo y de cada mes contra el año anterior."
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={9}>
          <Card size="small" title="Periodo">
            <div className="list-toolbar">
              <PeriodFilter value={filtros} onChange={(change) => setFiltros((f) => ({ ...f, ...change }))} />
            </div>
            {balance.isError && !balance.data ? (
              <LoadError error={balance.error} fallback={ERROR_REPORTE} onRetry={() => void balance.refetch()} />
            ) : balance.data ? (
              <BalanceTable balance={balance.data} />
            ) : (
              <Skeleton active paragraph={{ rows: 6 }} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={15}>
          {grafica.isError && !grafica.data ? (
            <LoadError error={grafica.error} fallback={ERROR_REPORTE} onRetry={() => void grafica.refetch()} />
          ) : (
            <BalanceChart
              data={grafica.data}
              loading={grafica.isLoading}
              extra={
                <Select<number>
                  aria-label="Año"
                  size="small"
                  value={anio}
                  style={{ width: 96 }}
                  options={anios.map((a) => ({ value: a, label: String(a) }))}
                  onChange={setAnio}
                />
              }
            />
          )}
        </Col>
      </Row>
    </>
  );
}

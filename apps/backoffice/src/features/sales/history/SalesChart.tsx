import { Card, Empty, Skeleton } from 'antd';
import { dec } from '@pos/shared/money';
import type { GraficaVentas } from '@pos/shared/domains/sales/history';
import { useFormat } from '../../../lib/useFormat';
import { chartScale, MESES } from '../../../components/chart/chartScale';
import { MonthlyComparisonTable } from '../../../components/chart/MonthlyComparisonTable';
import './salesHistory.css';

const ALTO = 180;
const ANCHO_MES = 56;
const COLOR_ACTUAL = '#1677ff';
const COLOR_PASADO = '#b6c9e6';

/**
 * The monthly sales of this year against last year (spec 000 §2, §9) as a plain SVG bar chart:
 * no chart package, and every bar has a text equivalent (its <title> and the table for readers).
 */
export function SalesChart({ data, loading }: { data: GraficaVentas | undefined; loading: boolean }) {
  const format = useFormat();
  if (loading && !data) return <Skeleton active />;
  if (!data) return <Empty description="Sin datos" />;
  const { max, ticks } = chartScale([...data.ventas_actual, ...data.ventas_pasado]);
  const y = (v: string) => ALTO - (max.isZero() ? 0 : dec(v).div(max).toNumber() * ALTO);
  const ancho = ANCHO_MES * 12;
  const titulo = `Ventas por mes: ${data.anio_actual} contra ${data.anio_pasado}`;
  return (
    <Card size="small" title={titulo}>
      <div className="sales-chart-legend">
        <span>
          <i style={{ background: COLOR_ACTUAL }} /> {data.anio_actual}
        </span>
        <span>
          <i style={{ background: COLOR_PASADO }} /> {data.anio_pasado}
        </span>
      </div>
      <svg
        role="img"
        aria-label={titulo}
        viewBox={`-70 -10 ${ancho + 80} ${ALTO + 40}`}
        style={{ width: '100%', maxHeight: 260 }}
      >
        {ticks.map((t) => (
          <g key={t.toString()}>
            <line x1={0} x2={ancho} y1={y(t.toString())} y2={y(t.toString())} stroke="#e5e7eb" />
            <text x={-8} y={y(t.toString()) + 4} textAnchor="end" fontSize={10} fill="#64748b">
              {format.money(t.toString())}
            </text>
          </g>
        ))}
        {MESES.map((mes, i) => {
          const x = i * ANCHO_MES + 8;
          const actual = data.ventas_actual[i] ?? '0';
          const pasado = data.ventas_pasado[i] ?? '0';
          return (
            <g key={mes}>
              <rect x={x} y={y(pasado)} width={18} height={ALTO - y(pasado)} fill={COLOR_PASADO}>
                <title>{`${mes} ${data.anio_pasado}: ${format.money(pasado)}`}</title>
              </rect>
              <rect x={x + 20} y={y(actual)} width={18} height={ALTO - y(actual)} fill={COLOR_ACTUAL}>
                <title>{`${mes} ${data.anio_actual}: ${format.money(actual)}`}</title>
              </rect>
              <text x={x + 19} y={ALTO + 16} textAnchor="middle" fontSize={11} fill="#334155">
                {mes}
              </text>
            </g>
          );
        })}
      </svg>
      <MonthlyComparisonTable
        titulo={titulo}
        anioActual={data.anio_actual}
        anioPasado={data.anio_pasado}
        actual={data.ventas_actual}
        pasado={data.ventas_pasado}
      />
    </Card>
  );
}

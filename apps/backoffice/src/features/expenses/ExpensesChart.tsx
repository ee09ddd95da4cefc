import { Card, Empty, Skeleton } from 'antd';
import { dec } from '@pos/shared/money';
import type { GraficaGastos } from '@pos/shared/domains/expenses';
import { chartScale } from '../../components/chart/chartScale';
import { useFormat } from '../../lib/useFormat';
import { barrasDeGrafica } from './chartBars';

const ALTO = 160;
const ANCHO_BARRA = 44;
const COLOR = '#d46b08';

/**
 * `grafica_reporte_gastos` as a plain SVG bar chart, like the sales history's (no chart package):
 * the period's expenses per day, or per month for long periods; each bar names its total.
 */
export function ExpensesChart({ data, loading }: { data: GraficaGastos | undefined; loading: boolean }) {
  const format = useFormat();
  if (loading && !data) return <Skeleton active />;
  const barras = barrasDeGrafica(data ?? []);
  if (barras.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin gastos en el periodo" />;
  const { max, ticks } = chartScale(barras.map((b) => b.total));
  const y = (v: string) => ALTO - (max.isZero() ? 0 : dec(v).div(max).toNumber() * ALTO);
  const ancho = Math.max(barras.length, 8) * ANCHO_BARRA;
  const titulo = 'Gastos del periodo';
  return (
    <Card size="small" title={titulo} data-testid="grafica-gastos">
      <svg
        role="img"
        aria-label={titulo}
        viewBox={`-70 -10 ${ancho + 80} ${ALTO + 40}`}
        style={{ width: '100%', maxHeight: 240 }}
      >
        {ticks.map((t) => (
          <g key={t.toString()}>
            <line x1={0} x2={ancho} y1={y(t.toString())} y2={y(t.toString())} stroke="#e5e7eb" />
            <text x={-8} y={y(t.toString()) + 4} textAnchor="end" fontSize={10} fill="#64748b">
              {format.money(t.toString())}
            </text>
          </g>
        ))}
        {barras.map((b, i) => {
          const x = i * ANCHO_BARRA + 8;
          return (
            <g key={b.etiqueta}>
              <rect x={x} y={y(b.total)} width={ANCHO_BARRA - 16} height={ALTO - y(b.total)} fill={COLOR}>
                <title>{`${b.etiqueta}: ${format.money(b.total)}`}</title>
              </rect>
              <text x={x + (ANCHO_BARRA - 16) / 2} y={ALTO + 16} textAnchor="middle" fontSize={10} fill="#334155">
                {b.etiqueta}
              </text>
            </g>
          );
        })}
      </svg>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import type { GraficaBalance } from '@pos/shared/domains/balance';
import { dec } from '@pos/shared/money';
import { MESES } from '../../components/chart/chartScale';
import { MonthlyComparisonTable } from '../../components/chart/MonthlyComparisonTable';
import { useFormat } from '../../lib/useFormat';
import { balanceScale } from './balanceScale';

const ALTO = 200;
const ANCHO_MES = 56;
const COLOR_GANANCIA = '#1677ff';
const COLOR_PERDIDA = '#ff4d4f';
const COLOR_PASADO = '#fa8c16';

/**
 * Each month's result (income less outflows) of the year as bars, with the prior year's as a line
 * (001 §2): a plain SVG like the sales chart, every value also in its <title> and in a table for
 * screen readers.
 */
export function BalanceChart({
  data,
  loading,
  extra,
}: {
  data: GraficaBalance | undefined;
  loading: boolean;
  /** The year picker, in the card's header. */
  extra: ReactNode;
}) {
  const format = useFormat();
  if (!data)
    return (
      <Card size="small" title="Resultado por mes" extra={extra}>
        {loading ? <Skeleton active /> : <Empty description="Sin datos" />}
      </Card>
    );
  const actual = data.meses.map((m) => m.actual.resultado);
  const pasado = data.meses.map((m) => m.pasado.resultado);
  const { min, max, ticks } = balanceScale([...actual, ...pasado]);
  const span = max.minus(min);
  const y = (v: string) => (span.isZero() ? ALTO / 2 : ALTO - dec(v).minus(min).div(span).toNumber() * ALTO);
  const cero = y('0');
  const centro = (i: number) => i * ANCHO_MES + ANCHO_MES / 2;
  const ancho = ANCHO_MES * 12;
  const titulo = `Resultado por mes: ${data.anio_actual} contra ${data.anio_pasado}`;
  return (
    <Card size="small" title={titulo} extra={extra}>
      <Flex gap={16} wrap style={{ marginBottom: 8 }}>
        <Typography.Text>
          <svg width={12} height={12} aria-hidden>
            <rect width={12} height={12} fill={COLOR_GANANCIA} />
          </svg>{' '}
          {data.anio_actual}
        </Typography.Text>
        <Typography.Text>
          <svg width={12} height={12} aria-hidden>
            <rect width={12} height={12} fill={COLOR_PERDIDA} />
          </svg>{' '}
          Pérdida
        </Typography.Text>
        <Typography.Text>
          <svg width={16} height={12} aria-hidden>
            <line x1={0} x2={16} y1={6} y2={6} stroke={COLOR_PASADO} strokeWidth={2} />
          </svg>{' '}
          {data.anio_pasado}
        </Typography.Text>
      </Flex>
      {/* On a phone the chart keeps a legible size and scrolls sideways. */}
      <div style={{ overflowX: 'auto' }}>
        <svg
          role="img"
          aria-label={titulo}
          data-testid="grafica-balance"
          viewBox={`-80 -10 ${ancho + 90} ${ALTO + 40}`}
          style={{ width: '100%', minWidth: 640, maxHeight: 280 }}
        >
          {ticks.map((t) => (
            <g key={t.toString()}>
              <line x1={0} x2={ancho} y1={y(t.toString())} y2={y(t.toString())} stroke="#e5e7eb" />
              <text x={-8} y={y(t.toString()) + 4} textAnchor="end" fontSize={10} fill="#64748b">
                {format.money(t.toString())}
              </text>
            </g>
          ))}
          <line x1={0} x2={ancho} y1={cero} y2={cero} stroke="#94a3b8" />
          {MESES.map((mes, i) => {
            const valor = actual[i] ?? '0';
            const tope = y(valor);
            return (
              <g key={mes}>
                <rect
                  x={centro(i) - 14}
                  y={Math.min(tope, cero)}
                  width={28}
                  height={Math.abs(cero - tope)}
                  fill={valor.startsWith('-') ? COLOR_PERDIDA : COLOR_GANANCIA}
                >
                  <title>{`${mes} ${data.anio_actual}: ${format.money(valor)}`}</title>
                </rect>
                <text x={centro(i)} y={ALTO + 18} textAnchor="middle" fontSize={11} fill="#334155">
                  {mes}
                </text>
              </g>
            );
          })}
          <polyline
            points={pasado.map((v, i) => `${centro(i)},${y(v)}`).join(' ')}
            fill="none"
            stroke={COLOR_PASADO}
            strokeWidth={2}
          />
          {pasado.map((v, i) => (
            <circle key={MESES[i]} cx={centro(i)} cy={y(v)} r={3} fill={COLOR_PASADO}>
              <title>{`${MESES[i]} ${data.anio_pasado}: ${format.money(v)}`}</title>
            </circle>
          ))}
        </svg>
      </div>
      <MonthlyComparisonTable
        titulo={titulo}
        anioActual={data.anio_actual}
        anioPasado={data.anio_pasado}
        actual={actual}
        pasado={pasado}
      />
    </Card>
  );
}

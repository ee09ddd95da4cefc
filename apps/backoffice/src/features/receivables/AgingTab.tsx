import { Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import type { Antiguedad } from '@pos/shared/domains/receivables';
import { queryKeys } from '../../lib/queryKeys';
import { useFormat } from '../../lib/useFormat';
import { cuentasApi } from './receivables.api';
import { LoadError } from '../../components/LoadError';

type Fila = Antiguedad['clientes'][number];

const TRAMOS: { key: keyof Antiguedad['total']; title: string }[] = [
  { key: 'corriente', title: 'Corriente' },
  { key: 'dias_1_30', title: '1–30 días' },
  { key: 'dias_31_60', title: '31–60 días' },
  { key: 'dias_61_90', title: '61–90 días' },
  { key: 'mas_90', title: 'Más de 90 días' },
  { key: 'total', title: 'Total' },
];

/** The aging of the open balances by days overdue, by customer and in total (issue 15). */
export function AgingTab() {
  const format = useFormat();
  const aging = useQuery({
    queryKey: queryKeys.view('cuenta_cobrar', 'reporte_antiguedad'),
    queryFn: () => cuentasApi.antiguedad({}),
  });
  if (aging.isError)
    return (
      <LoadError
        error={aging.error}
        fallback={MENSAJES.general.errorObtenerDatos}
        onRetry={() => void aging.refetch()}
      />
    );
  const total = aging.data?.total;
  return (
    <Table<Fila>
      size="small"
      loading={aging.isLoading}
      rowKey={(f) => `${f.cliente.id ?? ''}|${f.cliente.nit}|${f.cliente.nombre}`}
      dataSource={aging.data?.clientes ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      title={() => (aging.data ? `Saldos al ${format.date(aging.data.fecha_corte)}` : null)}
      columns={[
        { title: 'Cliente', render: (_, f) => `${f.cliente.nombre} (${f.cliente.nit})` },
        ...TRAMOS.map((t) => ({
          title: t.title,
          align: 'right' as const,
          render: (_: unknown, f: Fila) => <span className="num">{format.money(f[t.key])}</span>,
        })),
      ]}
      summary={() =>
        total ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>Total</strong>
            </Table.Summary.Cell>
            {TRAMOS.map((t, i) => (
              <Table.Summary.Cell key={t.key} index={i + 1} align="right">
                <strong data-testid={`antiguedad-${t.key}`}>{format.money(total[t.key])}</strong>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}

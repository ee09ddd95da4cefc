import { Table, Typography } from 'antd';
import type { TotalFormaPago } from '@pos/shared/domains/registers';
import { useFormat } from '../../lib/useFormat';

/** Expected vs counted per payment form; cash is the only form counted. */
export function TotalsTable({ totales, conContado }: { totales: TotalFormaPago[]; conContado: boolean }) {
  const format = useFormat();
  const dinero = (v: string | null) =>
    v === null ? <Typography.Text type="secondary">—</Typography.Text> : <span className="num">{format.money(v)}</span>;
  return (
    <Table<TotalFormaPago>
      size="small"
      pagination={false}
      rowKey="forma_pago"
      dataSource={totales}
      columns={[
        { title: 'Forma de pago', dataIndex: 'nombre' },
        { title: conContado ? 'Esperado' : 'Total', dataIndex: 'esperado', align: 'right', render: dinero },
        ...(conContado
          ? [
              { title: 'Contado', dataIndex: 'contado', align: 'right' as const, render: dinero },
              {
                title: 'Diferencia',
                dataIndex: 'diferencia',
                align: 'right' as const,
                render: (v: string | null) =>
                  v === null ? (
                    dinero(v)
                  ) : (
                    <Typography.Text type={v.startsWith('-') ? 'danger' : undefined} strong className="num">
                      {format.money(v)}
                    </Typography.Text>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}

import { Tag } from 'antd';
import type { RetiroCaja } from '@pos/shared/domains/receivables';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import { useServerList } from '../../components/list/useServerList';
import { useFormat } from '../../lib/useFormat';
import { RETIROS_PATH } from './receivables.api';

interface Filtros {
  [key: string]: string | undefined;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
}

/** Tab 30: the register movements collections wrote (ABONO_CUENTA 80, P3-27), to reconcile with the drawers. */
export function RetirosTable() {
  const format = useFormat();
  const list = useServerList<RetiroCaja, Filtros>({
    path: RETIROS_PATH,
    filters: { fecha_inicial: undefined, fecha_final: undefined },
  });
  const { filters } = list.state as unknown as { filters: Filtros };
  const columns: ListColumn<RetiroCaja>[] = [
    { title: 'Fecha', render: (_, m) => format.dateTime(m.creado) },
    { title: 'Concepto', dataIndex: 'concepto' },
    { title: 'Sucursal', render: (_, m) => m.sucursal.nombre },
    { title: 'Usuario', render: (_, m) => m.usuario.nombre },
    {
      title: 'Estado',
      render: (_, m) =>
        m.anulado ? (
          <Tag color="red">Anulado</Tag>
        ) : m.es_reversa ? (
          <Tag>Reversa</Tag>
        ) : (
          <Tag color="green">Vigente</Tag>
        ),
    },
    {
      title: 'Efectivo',
      align: 'right',
      pin: 'right',
      render: (_, m) => <span className="num">{format.money(m.monto_efectivo)}</span>,
    },
    { title: 'Total', align: 'right', render: (_, m) => <span className="num">{format.money(m.total)}</span> },
  ];
  return (
    <>
      <div className="list-toolbar">
        <PeriodFilter value={filters} onChange={list.setFilters} />
      </div>
      <DataTable<RetiroCaja> list={list} columns={columns} rowKey="id" />
    </>
  );
}

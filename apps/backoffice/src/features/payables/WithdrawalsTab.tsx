import { useEffect, useState } from 'react';
import { Tag } from 'antd';
import { MENSAJES } from '@pos/shared';
import type { RetiroCajaPagar } from '@pos/shared/domains/payables';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import { useServerList } from '../../components/list/useServerList';
import { useFeedback } from '../../lib/feedback';
import { useFormat } from '../../lib/useFormat';
import { RETIROS_PATH } from './payables.api';
import { moneyColumn } from '../../components/list/moneyColumn';

interface Filtros {
  [key: string]: string | undefined;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
}

/** `GET cuenta_pagar/retiros_caja` (P3-27): the register withdrawals that paid suppliers, newest first. */
export function WithdrawalsTab() {
  const format = useFormat();
  const feedback = useFeedback();
  const [inicial] = useState<Filtros>({ fecha_inicial: undefined, fecha_final: undefined });
  const list = useServerList<RetiroCajaPagar, Filtros>({ path: RETIROS_PATH, filters: inicial });
  const { filters } = list.state;
  const failed = list.query.isError;
  useEffect(() => {
    if (failed) feedback.error(list.query.error, MENSAJES.cuentasPagar.errorMovimientos);
    // Once per failure: the toast stays until dismissed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);

  const columns: ListColumn<RetiroCajaPagar>[] = [
    { title: 'Fecha', dataIndex: 'creado', sortField: 'creado', render: (v: string) => format.dateTime(v) },
    { title: 'Orden', render: (_, r) => r.orden_compra.numero_documento },
    { title: 'Proveedor', render: (_, r) => r.proveedor.nombre },
    { title: 'Caja', render: (_, r) => `${r.caja.nombre} (${r.sucursal.nombre})` },
    { title: 'Usuario', dataIndex: 'usuario' },
    {
      title: 'Estado',
      render: (_, r) => (r.anulado ? <Tag color="red">Anulado</Tag> : <Tag color="green">Activo</Tag>),
    },
    moneyColumn(format.money, { title: 'Monto', dataIndex: 'total', sortField: 'total', pin: 'right' }),
  ];
  return (
    <div data-testid="retiros-caja">
      <div className="list-toolbar">
        <PeriodFilter value={filters} onChange={list.setFilters} />
      </div>
      <DataTable<RetiroCajaPagar>
        list={list}
        columns={columns}
        rowKey="id"
        filtered={Boolean(filters.fecha_inicial || filters.fecha_final)}
      />
    </div>
  );
}

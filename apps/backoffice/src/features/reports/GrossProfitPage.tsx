import { useState } from 'react';
import { Card, Typography } from 'antd';
import type { GananciaBruta } from '@pos/shared/domains/sales/reports';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../components/export/ExportButton';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { SearchInput } from '../../components/list/SearchInput';
import { useServerList } from '../../components/list/useServerList';
import { useFormat } from '../../lib/useFormat';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import { API_REPORTES } from './paths';
import { ERROR_REPORTE, mesEnCurso, type FiltrosPeriodo } from './reportFilters';

/** `/reporte_ganancia_bruta` (001 §7, P3-52): per product, sales less their cost at the time of sale. */
export default function GrossProfitPage() {
  const format = useFormat();
  const [inicial] = useState<FiltrosPeriodo>(mesEnCurso);
  const list = useServerList<GananciaBruta, FiltrosPeriodo>({
    path: API_REPORTES.gananciaBruta,
    filters: inicial,
    defaultOrdering: 'nombre',
    orderingParam: 'sort',
  });
  const dinero = (v: string) => <span className="num">{format.money(v)}</span>;

  const columns: ListColumn<GananciaBruta>[] = [
    { title: 'Código', render: (_, g) => g.producto.codigo },
    { title: 'Producto', sortField: 'nombre', render: (_, g) => g.producto.nombre },
    { title: 'Cantidad', dataIndex: 'cantidad', sortField: 'cantidad', align: 'right' },
    { title: 'Ventas', dataIndex: 'total_ventas', sortField: 'total_ventas', align: 'right', render: dinero },
    { title: 'Costo', dataIndex: 'costo', sortField: 'costo', align: 'right', render: dinero },
    {
      title: 'Ganancia bruta',
      dataIndex: 'ganancia_bruta',
      sortField: 'ganancia_bruta',
      align: 'right',
      pin: 'right',
      render: (v: string) => (
        <Typography.Text strong type={v.startsWith('-') ? 'danger' : undefined} className="num">
          {format.money(v)}
        </Typography.Text>
      ),
    },
    { title: 'Margen', dataIndex: 'margen', align: 'right', pin: 'right', render: (v: string) => `${v} %` },
  ];

  return (
    <>
      <PageHeader
        title="Ganancia bruta"
        subtitle="Ventas del periodo menos su costo al momento de la venta; lo devuelto no cuenta."
        actions={<ExportButton path={API_REPORTES.gananciaBrutaExcel} params={list.filterParams} />}
      />
      <Card>
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder="Buscar por código o nombre" />
          <PeriodFilter value={list.state.filters} onChange={list.setFilters} />
        </div>
        <DataTable<GananciaBruta>
          list={list}
          columns={columns}
          rowKey={(g) => g.producto.id}
          errorDescription={ERROR_REPORTE}
          filtered
        />
      </Card>
    </>
  );
}

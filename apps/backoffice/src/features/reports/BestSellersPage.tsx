import { useState } from 'react';
import { Card } from 'antd';
import type { ProductoMasVendido } from '@pos/shared/domains/sales/reports';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../components/export/ExportButton';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { SearchInput } from '../../components/list/SearchInput';
import { useServerList } from '../../components/list/useServerList';
import { useFormat } from '../../lib/useFormat';
import { UserFilterSelect } from '../users';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import { API_REPORTES } from './paths';
import { ERROR_REPORTE, mesEnCurso, type FiltrosPeriodo } from './reportFilters';
import { moneyColumn } from '../../components/list/moneyColumn';

type Filtros = FiltrosPeriodo & { id_usuario: number | undefined };

/** `/reporte_productos_mas_vendidos` (001 §7): what sold most in the period, by presentation. */
export default function BestSellersPage() {
  const format = useFormat();
  const [inicial] = useState<Filtros>(() => ({ ...mesEnCurso(), id_usuario: undefined }));
  const list = useServerList<ProductoMasVendido, Filtros>({
    path: API_REPORTES.masVendidos,
    filters: inicial,
    defaultOrdering: '-cantidad',
    orderingParam: 'sort',
  });
  const { filters } = list.state;

  const columns: ListColumn<ProductoMasVendido>[] = [
    { title: 'Código', render: (_, p) => p.fraccion_data.codigo },
    { title: 'Producto', sortField: 'nombre', render: (_, p) => p.fraccion_data.nombre },
    { title: 'Cantidad', dataIndex: 'cantidad', sortField: 'cantidad', align: 'right' },
    moneyColumn(format.money, {
      title: 'Total de ventas',
      dataIndex: 'total_ventas',
      sortField: 'total_ventas',
      pin: 'right',
    }),
  ];

  return (
    <>
      <PageHeader
        title="Productos más vendidos"
        subtitle="Unidades y ventas de cada presentación en el periodo; las ventas anuladas no cuentan."
        actions={<ExportButton path={API_REPORTES.masVendidosExcel} params={list.filterParams} />}
      />
      <Card>
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder="Buscar por código o nombre" />
          <PeriodFilter value={filters} onChange={list.setFilters} />
          <UserFilterSelect value={filters.id_usuario} onChange={(id_usuario) => list.setFilters({ id_usuario })} />
        </div>
        <DataTable<ProductoMasVendido>
          list={list}
          columns={columns}
          rowKey={(p) => `${p.fraccion_data.producto}-${p.fraccion_data.id ?? 'u'}`}
          errorDescription={ERROR_REPORTE}
          filtered
        />
      </Card>
    </>
  );
}

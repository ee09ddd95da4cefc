import { useState } from 'react';
import { Card, Typography } from 'antd';
import { TIPOS_DESCUENTO_RECARGO, type DescuentoRecargo } from '@pos/shared/domains/sales/reports';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../components/export/ExportButton';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { FilterSelect } from '../../components/list/FilterSelect';
import { useServerList } from '../../components/list/useServerList';
import { useFormat } from '../../lib/useFormat';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import { API_REPORTES } from './paths';
import { ERROR_REPORTE, mesEnCurso, type FiltrosPeriodo } from './reportFilters';

type Filtros = FiltrosPeriodo & { tipo: number | undefined };

const TIPOS = [
  { value: TIPOS_DESCUENTO_RECARGO.DESCUENTO, label: 'Descuentos' },
  { value: TIPOS_DESCUENTO_RECARGO.RECARGO, label: 'Recargos' },
];

/**
 * `/reporte_descuentos_y_recargos` (001 §7, P3-53): the sales of the period with a discount (line
 * discounts, rounding down) or a surcharge (prices above the list price, rounding up).
 */
export default function DiscountsPage() {
  const format = useFormat();
  const [inicial] = useState<Filtros>(() => ({ ...mesEnCurso(), tipo: undefined }));
  const list = useServerList<DescuentoRecargo, Filtros>({
    path: API_REPORTES.descuentos,
    filters: inicial,
    defaultOrdering: 'id',
    orderingParam: 'sort',
  });
  const { filters } = list.state;
  const cifra = (v: string) =>
    v === '0.00' ? (
      <Typography.Text type="secondary">—</Typography.Text>
    ) : (
      <span className="num">{format.money(v)}</span>
    );

  const columns: ListColumn<DescuentoRecargo>[] = [
    { title: 'Venta', dataIndex: 'codigo', sortField: 'id' },
    { title: 'Fecha', dataIndex: 'creado', sortField: 'creado', render: (v: string) => format.dateTime(v) },
    { title: 'Cliente', render: (_, f) => `${f.cliente.nombre} (${f.cliente.nit})` },
    { title: 'Usuario', render: (_, f) => f.usuario.nombre },
    { title: 'Subtotal', dataIndex: 'subtotal', align: 'right', render: (v: string) => format.money(v) },
    { title: 'Descuento', dataIndex: 'descuento', sortField: 'descuento', align: 'right', pin: 'right', render: cifra },
    { title: 'Recargo', dataIndex: 'recargo', sortField: 'recargo', align: 'right', pin: 'right', render: cifra },
    {
      title: 'Total',
      dataIndex: 'total',
      sortField: 'total',
      align: 'right',
      pin: 'right',
      render: (v: string) => <span className="num">{format.money(v)}</span>,
    },
  ];

  return (
    <>
      <PageHeader
        title="Descuentos y recargos"
        subtitle="Ventas con descuentos en sus líneas o redondeo hacia abajo, y con precios sobre el de lista o redondeo hacia arriba."
        actions={<ExportButton path={API_REPORTES.descuentosExcel} params={list.filterParams} />}
      />
      <Card>
        <div className="list-toolbar">
          <PeriodFilter value={filters} onChange={list.setFilters} />
          <FilterSelect<number>
            label="Tipo"
            placeholder="Descuentos y recargos"
            width={220}
            value={filters.tipo}
            options={TIPOS}
            onChange={(tipo) => list.setFilters({ tipo })}
          />
        </div>
        <DataTable<DescuentoRecargo>
          list={list}
          columns={columns}
          rowKey="id"
          errorDescription={ERROR_REPORTE}
          filtered
        />
      </Card>
    </>
  );
}

import { Card, Col, Row, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ReporteLista } from '@pos/shared/domains/receivables';
import type { CuentaCobrar } from '@pos/shared/domains/receivables';
import { ExportButton } from '../../components/export/ExportButton';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import { FilterSelect } from '../../components/list/FilterSelect';
import { useServerList } from '../../components/list/useServerList';
import { queryKeys } from '../../lib/queryKeys';
import { useFormat } from '../../lib/useFormat';
import { CustomerFilter } from '../sales';
import { cuentasApi, REPORTE_LISTA_PATH } from './receivables.api';

interface Filtros {
  [key: string]: string | number | undefined;
  filtro: number | undefined;
  cliente_id: number | undefined;
  fecha_vencimiento_inicial: string | undefined;
  fecha_vencimiento_final: string | undefined;
}

/** P3-08: the status filter (4 = not finished). */
const OPCIONES_FILTRO = [
  { value: 4, label: 'No finalizadas' },
  { value: 1, label: 'Pendientes' },
  { value: 3, label: 'Vencidas' },
  { value: 2, label: 'Finalizadas' },
];

/** The report's summary cards and the account list with its `estadisticas` and Excel export. */
export function ReportListTab() {
  const format = useFormat();
  const list = useServerList<CuentaCobrar, Filtros, ReporteLista>({
    path: REPORTE_LISTA_PATH,
    filters: {
      filtro: 4,
      cliente_id: undefined,
      fecha_vencimiento_inicial: undefined,
      fecha_vencimiento_final: undefined,
    },
    defaultOrdering: 'fecha_vencimiento',
  });
  const { filters } = list.state;
  const resumen = useQuery({
    queryKey: queryKeys.view('cuenta_cobrar', 'reporte_resumen', filters),
    queryFn: () => cuentasApi.resumen(filters),
  });
  const est = list.query.data?.estadisticas;
  const columns: ListColumn<CuentaCobrar>[] = [
    { title: 'Orden', render: (_, c) => c.orden_compra.codigo, sortField: 'codigo' },
    { title: 'Cliente', render: (_, c) => c.cliente.nombre, sortField: 'cliente' },
    { title: 'Vendedor', render: (_, c) => c.vendedor.nombre },
    {
      title: 'Vence',
      dataIndex: 'fecha_vencimiento',
      sortField: 'fecha_vencimiento',
      render: (v: string) => format.date(v),
    },
    { title: 'Días vencido', dataIndex: 'dias_vencido', align: 'right' },
    { title: 'Estado', dataIndex: 'estado_nombre' },
    { title: 'Total', align: 'right', render: (_, c) => format.money(c.saldo_inicial) },
    { title: 'Abonado', align: 'right', render: (_, c) => format.money(c.abonado) },
    { title: 'Saldo', align: 'right', pin: 'right', sortField: 'saldo', render: (_, c) => format.money(c.saldo) },
  ];
  return (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        {[
          { title: 'Cuentas', value: String(resumen.data?.cuentas ?? '—') },
          { title: 'Clientes', value: String(resumen.data?.clientes ?? '—') },
          { title: 'Saldo por cobrar', value: resumen.data ? format.money(resumen.data.saldo) : '—' },
          { title: 'Vencido', value: resumen.data ? format.money(resumen.data.vencido) : '—' },
        ].map((s) => (
          <Col key={s.title} xs={12} md={6}>
            <Card size="small">
              <Statistic title={s.title} value={s.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <div className="list-toolbar">
        <FilterSelect<number>
          label="Estado"
          width={160}
          value={filters.filtro}
          onChange={(filtro) => list.setFilters({ filtro })}
          options={OPCIONES_FILTRO}
        />
        <CustomerFilter value={filters.cliente_id} onChange={(cliente_id) => list.setFilters({ cliente_id })} />
        <DateRangeFilter
          value={{ inicio: filters.fecha_vencimiento_inicial ?? null, fin: filters.fecha_vencimiento_final ?? null }}
          onChange={(r) =>
            list.setFilters({
              fecha_vencimiento_inicial: r.inicio ?? undefined,
              fecha_vencimiento_final: r.fin ?? undefined,
            })
          }
        />
        <ExportButton path="cuenta_cobrar/descargar_excel_reporte" params={list.filterParams} />
      </div>
      <DataTable<CuentaCobrar>
        list={list}
        columns={columns}
        rowKey="id"
        footer={() =>
          est ? (
            <strong>
              {est.cuentas} cuentas · Total {format.money(est.saldo_inicial)} · Abonado {format.money(est.abonado)} ·
              Saldo {format.money(est.saldo)}
            </strong>
          ) : null
        }
      />
    </>
  );
}

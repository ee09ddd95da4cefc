import { useState } from 'react';
import { Alert, Button, Card, Col, Row, Statistic } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { MENSAJES, todayInGuatemala } from '@pos/shared';
import { TIPOS_GASTO, NOMBRES_TIPO_GASTO, type Gasto, type TipoGasto } from '@pos/shared/domains/expenses';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../components/export/ExportButton';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import { FilterSelect } from '../../components/list/FilterSelect';
import { useServerList } from '../../components/list/useServerList';
import { PrintableList, type PrintColumn } from '../../components/print/PrintableList';
import { useCurrentUser } from '../../lib/currentUser';
import { useFormat } from '../../lib/useFormat';
import { UserFilterSelect } from '../users';
import { ExpensesChart } from './ExpensesChart';
import { useGraficaGastos, useResumenGastos } from './expenses.api';
import { TipoTag, nombreFormaPago, nombreTipo } from './expenseLabels';
import { useExpensesPrint } from './useExpensesPrint';
import { moneyColumn } from '../../components/list/moneyColumn';

interface Filtros {
  [key: string]: string | number | undefined;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
  id_usuario: number | undefined;
  tipo: TipoGasto | undefined;
}

/** The report's own ordering (server gastos.report.ts): the newest day first. */
const ORDEN_POR_DEFECTO = '-fecha';

/**
 * `/reporte_gastos` (flag `reporte_gasto`): the expenses in force of a period, by user and type,
 * with its chart, summary, printable list and Excel export. The month so far by default.
 */
export default function ExpensesReportPage() {
  const format = useFormat();
  const { empresa } = useCurrentUser();
  const [inicial] = useState<Filtros>(() => {
    const hoy = todayInGuatemala();
    return { fecha_inicial: `${hoy.slice(0, 8)}01`, fecha_final: hoy, id_usuario: undefined, tipo: undefined };
  });
  const list = useServerList<Gasto, Filtros>({
    path: 'gastos/reporte_gastos',
    filters: inicial,
    defaultOrdering: ORDEN_POR_DEFECTO,
    orderingParam: 'sort',
  });
  const { filters } = list.state;
  const resumen = useResumenGastos(filters);
  const grafica = useGraficaGastos(filters);
  const impresion = useExpensesPrint(list.filterParams);
  const r = resumen.data;
  const fallo = resumen.isError || grafica.isError || list.query.isError;

  const columns: ListColumn<Gasto>[] = [
    { title: 'Fecha', dataIndex: 'fecha', sortField: 'fecha', render: (v: string) => format.date(v) },
    {
      title: 'Concepto',
      dataIndex: 'concepto',
      sortField: 'concepto',
      render: (c: string, g) => <Link to={`/gastos/${g.id}`}>{c}</Link>,
    },
    moneyColumn(format.money, { title: 'Monto', dataIndex: 'monto', sortField: 'monto' }),
    { title: 'Tipo', render: (_, g) => <TipoTag gasto={g} /> },
    { title: 'Proveedor', dataIndex: 'proveedor' },
    { title: 'Documento', dataIndex: 'num_documento' },
    { title: 'Forma de pago', render: (_, g) => (g.caja ? 'Efectivo de caja' : nombreFormaPago(g)) },
    { title: 'Sucursal', render: (_, g) => g.sucursal.nombre },
    { title: 'Usuario', render: (_, g) => g.usuario.nombre },
  ];
  const columnasImpresion: PrintColumn<Gasto>[] = [
    { title: 'Fecha', render: (g) => format.date(g.fecha) },
    { title: 'Concepto', render: (g) => g.concepto },
    { title: 'Tipo', render: (g) => nombreTipo(g) },
    { title: 'Proveedor', render: (g) => g.proveedor },
    { title: 'Documento', render: (g) => g.num_documento },
    { title: 'Usuario', render: (g) => g.usuario.nombre },
    { title: 'Monto', align: 'right', render: (g) => format.money(g.monto) },
  ];
  const periodo = `${format.date(filters.fecha_inicial ?? '')} a ${format.date(filters.fecha_final ?? '')}`;

  return (
    <>
      <PageHeader
        title="Reporte de gastos"
        subtitle="Gastos vigentes del periodo; los anulados no se cuentan."
        actions={
          <>
            <Button icon={<PrinterOutlined />} loading={impresion.loading} onClick={() => void impresion.imprimir()}>
              Imprimir
            </Button>
            <ExportButton path="gastos/descargar_excel_reporte" params={list.filterParams} />
          </>
        }
      />
      <Card>
        <div className="list-toolbar">
          <PeriodFilter value={filters} onChange={list.setFilters} />
          <UserFilterSelect value={filters.id_usuario} onChange={(id_usuario) => list.setFilters({ id_usuario })} />
          <FilterSelect<TipoGasto>
            label="Tipo"
            width={160}
            value={filters.tipo}
            onChange={(tipo) => list.setFilters({ tipo })}
            options={[TIPOS_GASTO.FIJO, TIPOS_GASTO.VARIABLE].map((t) => ({ value: t, label: NOMBRES_TIPO_GASTO[t] }))}
          />
        </div>
        {fallo && (
          <Alert type="error" showIcon title={MENSAJES.general.errorIntenteMasTarde} style={{ marginBottom: 16 }} />
        )}
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          <Col xs={12} md={6}>
            <Statistic title="Total de gastos" value={r ? format.money(r.total) : '…'} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="Gastos fijos" value={r ? format.money(r.total_fijos) : '…'} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="Gastos variables" value={r ? format.money(r.total_variables) : '…'} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="Cantidad" value={r ? r.cantidad : '…'} />
          </Col>
        </Row>
        <div style={{ marginBottom: 16 }}>
          <ExpensesChart data={grafica.data} loading={grafica.isFetching} />
        </div>
        <DataTable<Gasto> list={list} columns={columns} rowKey="id" filtered />
      </Card>
      {impresion.rows && (
        <PrintableList
          title="Reporte de gastos"
          subtitle={`${empresa.nombre} · ${periodo} · Total ${r ? format.money(r.total) : ''}`}
          columns={columnasImpresion}
          rows={impresion.rows}
          rowKey={(g) => g.id}
        />
      )}
    </>
  );
}

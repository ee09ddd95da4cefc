import { Button, Tag } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import { lineasDePartida, type Partida, type ReporteRecibo } from '@pos/shared/domains/receivables';
import { ExportButton } from '../../components/export/ExportButton';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import { useServerList } from '../../components/list/useServerList';
import { useFeedback } from '../../lib/feedback';
import { useFormat } from '../../lib/useFormat';
import { CustomerFilter } from '../sales';
import { printReciboCobro } from './printReciboCobro';
import { REPORTE_RECIBO_PATH } from './receivables.api';

interface Filtros {
  [key: string]: string | number | undefined;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
  cliente_id: number | undefined;
}

/** The collection receipts of a period (`reporte_recibo`) with their totals by form (`extra_data`) and Excel. */
export function ReceiptsTab() {
  const format = useFormat();
  const feedback = useFeedback();
  const list = useServerList<Partida, Filtros, ReporteRecibo>({
    path: REPORTE_RECIBO_PATH,
    filters: { fecha_inicial: undefined, fecha_final: undefined, cliente_id: undefined },
  });
  const { filters } = list.state;
  const extra = list.query.data?.extra_data;
  const imprimir = useMutation({
    mutationFn: (id: number) => printReciboCobro(id, format.money),
    onError: (cause) => feedback.error(cause, MENSAJES.cuentasCobrar.errorDatosPago),
  });
  const columns: ListColumn<Partida>[] = [
    { title: 'Recibo', dataIndex: 'numero_recibo' },
    { title: 'Fecha', render: (_, p) => format.dateTime(p.creado) },
    { title: 'Cliente', render: (_, p) => p.cliente.nombre },
    { title: 'Órdenes', render: (_, p) => p.cuentas.map((c) => c.orden_venta.codigo).join(', ') },
    {
      title: 'Formas',
      render: (_, p) =>
        lineasDePartida(p)
          .map((f) => `${f.nombre} ${format.money(f.monto)}`)
          .join(' · '),
    },
    {
      title: 'Estado',
      render: (_, p) => (p.anulado ? <Tag color="red">Anulado</Tag> : <Tag color="green">Vigente</Tag>),
    },
    { title: 'Total', align: 'right', pin: 'right', render: (_, p) => format.money(p.total) },
    {
      title: 'Acciones',
      render: (_, p) => (
        <Button size="small" icon={<PrinterOutlined />} onClick={() => imprimir.mutate(p.id)}>
          Recibo
        </Button>
      ),
    },
  ];
  return (
    <>
      <div className="list-toolbar">
        <PeriodFilter value={filters} onChange={list.setFilters} />
        <CustomerFilter value={filters.cliente_id} onChange={(cliente_id) => list.setFilters({ cliente_id })} />
        <ExportButton path="cuenta_cobrar/descargar_excel_reporte_recibo" params={list.filterParams} />
      </div>
      <DataTable<Partida>
        list={list}
        columns={columns}
        rowKey="id"
        footer={() =>
          extra ? (
            <strong>
              {extra.cantidad} recibos · {format.money(extra.total)}
              {extra.por_forma.map((f) => ` · ${f.nombre} ${format.money(f.monto)}`).join('')}
            </strong>
          ) : null
        }
      />
    </>
  );
}

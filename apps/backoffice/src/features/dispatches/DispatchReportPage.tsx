import { useState } from 'react';
import { Card, Flex, Statistic, Tag } from 'antd';
import { Link } from 'react-router';
import { todayInGuatemala } from '@pos/shared';
import {
  ESTADOS_DESPACHO,
  NOMBRES_ESTADO_DESPACHO,
  ORDEN_DESPACHOS_POR_DEFECTO,
  type DespachoFila,
  type ReporteDespachos,
} from '@pos/shared/domains/dispatches';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../components/export/ExportButton';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import { FilterSelect } from '../../components/list/FilterSelect';
import { useServerList } from '../../components/list/useServerList';
import { useFormat } from '../../lib/useFormat';
import { UserFilterSelect } from '../users';
import { moneyColumn } from '../../components/list/moneyColumn';

interface Filtros {
  [key: string]: string | number | undefined;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
  estado: number | undefined;
  usuario_enviado: number | undefined;
}

/** `/reporte_de_despachos`: dispatches of the branch (sent or received), value sent and short, reprint, Excel. */
export default function DispatchReportPage() {
  const format = useFormat();
  const [inicial] = useState<Filtros>(() => ({
    fecha_inicial: todayInGuatemala(),
    fecha_final: todayInGuatemala(),
    estado: undefined,
    usuario_enviado: undefined,
  }));
  const list = useServerList<DespachoFila, Filtros, ReporteDespachos>({
    path: 'despachos/reporte',
    filters: inicial,
    defaultOrdering: ORDEN_DESPACHOS_POR_DEFECTO,
  });
  const { filters } = list.state;
  const data = list.query.data as ReporteDespachos | undefined;

  const columns: ListColumn<DespachoFila>[] = [
    { title: 'No.', dataIndex: 'numero', sortField: 'numero', render: (n: number) => `No. ${n}` },
    { title: 'Fecha', dataIndex: 'creado', sortField: 'creado', render: (v: string) => format.dateTime(v) },
    { title: 'Origen', sortField: 'sucursal_origen', render: (_, d) => d.sucursal_origen.nombre },
    { title: 'Destino', sortField: 'sucursal_destino', render: (_, d) => d.sucursal_destino.nombre },
    { title: 'Enviado por', render: (_, d) => d.usuario.nombre },
    {
      title: 'Estado',
      render: (_, d) =>
        d.anulado ? (
          <Tag color="red">Anulado</Tag>
        ) : (
          <>
            <Tag color={d.estado === ESTADOS_DESPACHO.PENDIENTE ? 'gold' : 'green'}>{d.estado_nombre}</Tag>
            {d.tiene_alerta && <Tag color="red">Con diferencia</Tag>}
          </>
        ),
    },
    moneyColumn(format.money, { title: 'Valor', dataIndex: 'total' }),
    moneyColumn(format.money, { title: 'Diferencia', dataIndex: 'total_diferencia' }),
    {
      title: 'Notas',
      key: 'notas',
      render: (_, d) => (
        <Flex gap={8} wrap>
          <Link to={`/traslados/nota_de_envio/${d.id}`}>Nota de envío</Link>
          {d.estado === ESTADOS_DESPACHO.RECIBIDO && (
            <Link to={`/recepciones_de_traslados/nota_de_recepcion/${d.id}`}>Nota de recepción</Link>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Reporte de despachos"
        subtitle="Traslados enviados y recibidos por la sucursal, con su valor al costo y las diferencias."
        actions={<ExportButton path="despachos/descargar_excel_reporte" params={list.filterParams} />}
      />
      <Card>
        <div className="list-toolbar">
          <PeriodFilter value={filters} onChange={list.setFilters} />
          <FilterSelect<number>
            label="Estado"
            width={160}
            value={filters.estado}
            onChange={(estado) => list.setFilters({ estado })}
            options={[ESTADOS_DESPACHO.PENDIENTE, ESTADOS_DESPACHO.RECIBIDO].map((e) => ({
              value: e,
              label: NOMBRES_ESTADO_DESPACHO[e],
            }))}
          />
          <UserFilterSelect
            value={filters.usuario_enviado}
            onChange={(usuario_enviado) => list.setFilters({ usuario_enviado })}
          />
        </div>
        <Flex gap={32} wrap style={{ marginBottom: 16 }}>
          <Statistic title="Valor despachado" value={format.money(data?.total ?? '0')} />
          <Statistic title="Diferencias" value={format.money(data?.total_diferencia ?? '0')} />
        </Flex>
        <DataTable<DespachoFila> list={list} columns={columns} rowKey="id" filtered />
      </Card>
    </>
  );
}

import { useState } from 'react';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { todayInGuatemala } from '@pos/shared';
import type { AperturaCierreFila } from '@pos/shared/domains/registers';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../components/export/ExportButton';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import { useServerList } from '../../components/list/useServerList';
import { useFormat } from '../../lib/useFormat';
import { UserFilterSelect } from '../users';

interface Filtros {
  [key: string]: string | number | undefined;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
  usuario_id: number | undefined;
}

function filtrosIniciales(): Filtros {
  const hoy = todayInGuatemala();
  return { fecha_inicial: hoy, fecha_final: hoy, usuario_id: undefined };
}

/** `/reporte_apertura_cierre_caja` (000 §2, §7): register openings and closings of a period. */
export default function OpeningsReportPage() {
  const format = useFormat();
  const [inicial] = useState(filtrosIniciales);
  const list = useServerList<AperturaCierreFila, Filtros>({
    path: 'aperturas_cierres_caja/reporte',
    filters: inicial,
    defaultOrdering: '-fecha_apertura',
  });
  const { filters } = list.state;
  const dinero = (v: string | null) =>
    v === null ? <Typography.Text type="secondary">—</Typography.Text> : <span className="num">{format.money(v)}</span>;

  const columns: ListColumn<AperturaCierreFila>[] = [
    {
      title: 'Caja',
      sortField: 'caja',
      render: (_, f) => <Link to={`/cajas/detalle_cierre/${f.id}`}>{f.caja.nombre}</Link>,
    },
    { title: 'Usuario', render: (_, f) => f.usuario.nombre },
    {
      title: 'Apertura',
      dataIndex: 'fecha_apertura',
      sortField: 'fecha_apertura',
      render: (v: string) => format.dateTime(v),
    },
    {
      title: 'Cierre',
      dataIndex: 'fecha_cierre',
      sortField: 'fecha_cierre',
      render: (v: string | null) => (v ? format.dateTime(v) : <Tag color="green">Abierta</Tag>),
    },
    {
      title: 'Monto de apertura',
      dataIndex: 'total_apertura',
      sortField: 'total_apertura',
      align: 'right',
      render: dinero,
    },
    { title: 'Efectivo esperado', align: 'right', render: (_, f) => dinero(f.total_actual ?? f.total_efectivo) },
    // What was counted and how far it is from what was expected stay in view on a laptop.
    { title: 'Efectivo contado', dataIndex: 'total_efectivo_cierre', align: 'right', pin: 'right', render: dinero },
    {
      title: 'Diferencia',
      dataIndex: 'diferencia',
      align: 'right',
      pin: 'right',
      render: (v: string | null) =>
        v === null ? (
          dinero(v)
        ) : (
          <Typography.Text strong type={v.startsWith('-') ? 'danger' : undefined} className="num">
            {format.money(v)}
          </Typography.Text>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Apertura y cierre de caja"
        subtitle="Las sesiones de caja del periodo: montos de apertura, efectivo esperado y contado al cierre."
        actions={<ExportButton path="aperturas_cierres_caja/descargar_excel_reporte" params={list.filterParams} />}
      />
      <Card>
        <div className="list-toolbar">
          <PeriodFilter value={filters} onChange={list.setFilters} />
          <UserFilterSelect value={filters.usuario_id} onChange={(usuario_id) => list.setFilters({ usuario_id })} />
        </div>
        <DataTable<AperturaCierreFila> list={list} columns={columns} rowKey="id" filtered />
      </Card>
    </>
  );
}

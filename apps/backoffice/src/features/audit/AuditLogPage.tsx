import { useState } from 'react';
import { Card, Typography } from 'antd';
import { todayInGuatemala } from '@pos/shared';
import {
  ACCIONES_BITACORA,
  ENTIDADES_BITACORA,
  NOMBRES_ACCION,
  NOMBRES_ENTIDAD,
  type AccionBitacora,
  type BitacoraEntrada,
  type EntidadBitacora,
} from '@pos/shared/domains/audit';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import { SearchInput } from '../../components/list/SearchInput';
import { lastDays } from '../../components/list/dateRange';
import { useServerList } from '../../components/list/useServerList';
import { useFormat } from '../../lib/useFormat';
import { AccionTag } from './accionTag';
import { AuditDetailDrawer } from './AuditDetailDrawer';
import { UserFilterSelect } from '../users';
import { FilterSelect } from '../../components/list/FilterSelect';

interface Filtros {
  [key: string]: string | number | undefined;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
  accion: AccionBitacora | undefined;
  entidad: EntidadBitacora | undefined;
  usuario__id: number | undefined;
}

function filtrosIniciales(): Filtros {
  const rango = lastDays(30, todayInGuatemala());
  return {
    fecha_inicial: rango.inicio ?? undefined,
    fecha_final: rango.fin ?? undefined,
    accion: undefined,
    entidad: undefined,
    usuario__id: undefined,
  };
}

export default function AuditLogPage() {
  const format = useFormat();
  const [detalle, setDetalle] = useState<number | null>(null);
  const [inicial] = useState(filtrosIniciales);
  const list = useServerList<BitacoraEntrada, Filtros>({ path: 'bitacora', filters: inicial });
  const { filters } = list.state;

  const columns: ListColumn<BitacoraEntrada>[] = [
    {
      title: 'Fecha y hora',
      dataIndex: 'creado',
      sortField: 'creado',
      width: 160,
      render: (v: string) => format.dateTime(v),
    },
    {
      title: 'Usuario',
      render: (_, e) =>
        e.usuario ? (
          <>
            <Typography.Text>{e.usuario.nombre}</Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {e.usuario.email}
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">Sistema</Typography.Text>
        ),
    },
    {
      title: 'Acción',
      dataIndex: 'accion',
      sortField: 'accion',
      render: (accion: AccionBitacora) => <AccionTag accion={accion} />,
    },
    {
      title: 'Entidad',
      dataIndex: 'entidad',
      sortField: 'entidad',
      render: (entidad: EntidadBitacora) => NOMBRES_ENTIDAD[entidad] ?? entidad,
    },
    { title: 'Descripción', dataIndex: 'descripcion' },
  ];

  return (
    <>
      <PageHeader
        title="Bitácora"
        subtitle="Quién creó, editó o eliminó qué, y cuándo. Haga clic en un registro para ver el detalle."
      />
      <Card>
        <div className="list-toolbar">
          <PeriodFilter value={filters} onChange={list.setFilters} />
          <FilterSelect<AccionBitacora>
            label="Acción"
            width={150}
            value={filters.accion}
            onChange={(accion) => list.setFilters({ accion })}
            options={ACCIONES_BITACORA.map((a) => ({ value: a, label: NOMBRES_ACCION[a] }))}
          />
          <FilterSelect<EntidadBitacora>
            label="Entidad"
            width={210}
            value={filters.entidad}
            onChange={(entidad) => list.setFilters({ entidad })}
            options={ENTIDADES_BITACORA.map((e) => ({ value: e, label: NOMBRES_ENTIDAD[e] }))}
          />
          <UserFilterSelect value={filters.usuario__id} onChange={(usuario__id) => list.setFilters({ usuario__id })} />
          <SearchInput onSearch={list.setSearch} placeholder="Buscar en la descripción" />
        </div>
        <DataTable<BitacoraEntrada>
          list={list}
          columns={columns}
          rowKey="id"
          filtered
          onRow={(entrada) => ({
            onClick: () => setDetalle(entrada.id),
            onKeyDown: (event) => {
              if (event.key === 'Enter') setDetalle(entrada.id);
            },
            tabIndex: 0,
            style: { cursor: 'pointer' },
          })}
        />
      </Card>
      <AuditDetailDrawer id={detalle} onClose={() => setDetalle(null)} />
    </>
  );
}

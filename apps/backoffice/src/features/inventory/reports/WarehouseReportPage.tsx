import { useState } from 'react';
import { Card, Select, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { todayInGuatemala } from '@pos/shared';
import {
  NOMBRES_MOVIMIENTO_INVENTARIO,
  ORDEN_REPORTE_BODEGA_POR_DEFECTO,
  TIPOS_MOVIMIENTO,
  TIPOS_REPORTE_BODEGA,
  type FilaReporteBodega,
} from '@pos/shared/domains/inventory';
import { PageHeader } from '../../../components/PageHeader';
import { ExportButton } from '../../../components/export/ExportButton';
import { DataTable, type ListColumn } from '../../../components/list/DataTable';
import { PeriodFilter } from '../../../components/list/PeriodFilter';
import { useServerList } from '../../../components/list/useServerList';
import { TODAS_LAS_SUCURSALES } from '../../../lib/session';
import { useSucursalVigente } from '../../../lib/sucursalActual';
import { useFormat } from '../../../lib/useFormat';
import { UserFilterSelect } from '../../users';
import { TIPO_COLOR } from '../KardexDrawer';
import { FilterSelect } from '../../../components/list/FilterSelect';

interface Filtros {
  [key: string]: string | number | undefined;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
  id_usuario: number | undefined;
  tipo: number | undefined;
  id_proveedor: number | undefined;
}

function filtrosIniciales(): Filtros {
  const hoy = todayInGuatemala();
  return { fecha_inicial: hoy, fecha_final: hoy, id_usuario: undefined, tipo: undefined, id_proveedor: undefined };
}

const esCompra = (tipo: number | undefined) => tipo === TIPOS_MOVIMIENTO.COMPRA;

/** `/reporte_bodega`: the warehouse documents of a period, with their totals (spec 001 §7). */
export default function WarehouseReportPage() {
  const format = useFormat();
  const enTodas = useSucursalVigente()?.value === TODAS_LAS_SUCURSALES;
  const [inicial] = useState(filtrosIniciales);
  const list = useServerList<FilaReporteBodega, Filtros>({
    path: 'bodegas/reporte',
    filters: inicial,
    defaultOrdering: ORDEN_REPORTE_BODEGA_POR_DEFECTO,
    orderingParam: 'sort',
  });
  const { filters } = list.state;

  const columns: ListColumn<FilaReporteBodega>[] = [
    { title: 'Fecha', dataIndex: 'creado', sortField: 'creado', render: (v: string) => format.dateTime(v) },
    {
      title: 'Tipo',
      dataIndex: 'tipo',
      sortField: 'tipo',
      render: (_, f) => (
        <Tag color={TIPO_COLOR[f.tipo]}>
          {f.tipo_reajuste ? `${f.tipo_nombre} ${f.tipo_reajuste === 1 ? 'positivo' : 'negativo'}` : f.tipo_nombre}
        </Tag>
      ),
    },
    {
      title: 'Número',
      dataIndex: 'numero',
      sortField: 'numero',
      render: (numero: number, f) => <Link to={`/bodega/detalle_orden/${f.id}`}>{`No. ${numero}`}</Link>,
    },
    ...(enTodas
      ? [{ title: 'Sucursal', sortField: 'sucursal', render: (_: unknown, f: FilaReporteBodega) => f.sucursal.nombre }]
      : []),
    { title: 'Usuario', sortField: 'usuario', render: (_, f) => f.usuario.nombre },
    { title: 'Destino', render: (_, f) => f.destino?.nombre ?? <Typography.Text type="secondary">—</Typography.Text> },
    {
      title: 'Nota',
      dataIndex: 'nota',
      render: (nota: string) =>
        nota ? (
          <Tooltip title={nota}>
            <Typography.Text ellipsis style={{ maxWidth: 160 }}>
              {nota}
            </Typography.Text>
          </Tooltip>
        ) : null,
    },
    {
      title: 'Productos',
      dataIndex: 'productos',
      align: 'right',
      render: (n: number) => <span className="num">{n}</span>,
    },
    {
      title: 'Total',
      dataIndex: 'total',
      sortField: 'total',
      align: 'right',
      render: (v: string) => (
        <Typography.Text strong className="num">
          {format.money(v)}
        </Typography.Text>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Reporte de bodega"
        subtitle="Ingresos, compras, salidas, bajas y reajustes de mercadería por periodo."
        actions={<ExportButton path="bodegas/descargar_excel_movimiento_bodega" params={list.filterParams} />}
      />
      <Card>
        <div className="list-toolbar">
          <PeriodFilter value={filters} onChange={list.setFilters} />
          <FilterSelect<number>
            label="Tipo de movimiento"
            width={190}
            value={filters.tipo}
            // The supplier filter applies only to purchase receptions (type 20, spec 001 §9).
            onChange={(tipo) => list.setFilters({ tipo, ...(esCompra(tipo) ? {} : { id_proveedor: undefined }) })}
            options={TIPOS_REPORTE_BODEGA.map((t) => ({ value: t, label: NOMBRES_MOVIMIENTO_INVENTARIO[t] }))}
          />
          <UserFilterSelect value={filters.id_usuario} onChange={(id_usuario) => list.setFilters({ id_usuario })} />
          {esCompra(filters.tipo) && (
            <Tooltip title="Disponible cuando se registren compras a proveedores.">
              <Select aria-label="Proveedor" disabled placeholder="Proveedor" style={{ width: 200 }} options={[]} />
            </Tooltip>
          )}
        </div>
        <DataTable<FilaReporteBodega> list={list} columns={columns} rowKey="id" filtered />
      </Card>
    </>
  );
}

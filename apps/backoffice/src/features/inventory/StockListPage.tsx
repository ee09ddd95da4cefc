import { useState } from 'react';
import { Card, Flex, Segmented, Tag, Tooltip, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { formatQuantity } from '@pos/shared';
import {
  FILTROS_INVENTARIO,
  NOMBRES_FILTRO_INVENTARIO,
  ORDEN_EXISTENCIAS_POR_DEFECTO,
  type ExistenciaBodega,
  type FiltroInventario,
} from '@pos/shared/domains/inventory';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../components/export/ExportButton';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { SearchInput } from '../../components/list/SearchInput';
import { useBriefLoader } from '../../components/list/useBriefLoader';
import { useServerList } from '../../components/list/useServerList';
import { useCurrentUser } from '../../lib/currentUser';
import { TODAS_LAS_SUCURSALES } from '../../lib/session';
import { useSucursalVigente } from '../../lib/sucursalActual';
import { useFormat } from '../../lib/useFormat';
import { KardexDrawer, type KardexProducto } from './KardexDrawer';
import { MovementShortcuts } from './MovementShortcuts';
import { FilterSelect } from '../../components/list/FilterSelect';

/** The stock loader hides after 1500 ms (DECISIONS P2-03h). */
const LOADER_MS = 1500;

interface Filtros {
  [key: string]: string | number | undefined;
  filtro: FiltroInventario;
  filtro_sucursal: number | undefined;
}

const cantidad = (e: ExistenciaBodega, valor: string) => formatQuantity(valor, e.a_granel);

function Existencia({ fila }: { fila: ExistenciaBodega }) {
  const negativa = fila.inventario.startsWith('-');
  return (
    <Flex gap={6} align="center" justify="flex-end">
      {fila.alerta && (
        <Tooltip title={`Mínimo: ${cantidad(fila, fila.minimo_existencias)}`}>
          <Tag color="red" icon={<WarningOutlined />} style={{ marginInlineEnd: 0 }}>
            Bajo mínimo
          </Tag>
        </Tooltip>
      )}
      <Typography.Text strong className="num" type={negativa ? 'danger' : undefined}>
        {`${cantidad(fila, fila.inventario)} ${fila.unidad_de_medida?.abreviatura ?? ''}`}
      </Typography.Text>
      {Number(fila.en_transito) !== 0 && (
        // Dispatched to this branch and not yet received: not sellable here yet (issue 16).
        <Tooltip title="Enviado a esta sucursal, pendiente de recepción">
          <Tag color="blue" className="num" style={{ marginInlineEnd: 0 }}>
            {`${cantidad(fila, fila.en_transito)} en tránsito`}
          </Tag>
        </Tooltip>
      )}
    </Flex>
  );
}

/** `/bodega`: stock per product in the branch (or per branch with all of them), with the kardex. */
export default function StockListPage() {
  const format = useFormat();
  const user = useCurrentUser();
  const sucursal = useSucursalVigente();
  const enTodas = sucursal?.value === TODAS_LAS_SUCURSALES;
  const [inicial] = useState<Filtros>({ filtro: 'todos', filtro_sucursal: undefined });
  const list = useServerList<ExistenciaBodega, Filtros>({
    path: 'bodegas',
    filters: inicial,
    defaultOrdering: ORDEN_EXISTENCIAS_POR_DEFECTO,
  });
  const { filters } = list.state;
  const loading = useBriefLoader(list.query.isFetching, LOADER_MS);
  const [kardex, setKardex] = useState<KardexProducto | null>(null);

  const abrirKardex = (e: ExistenciaBodega) =>
    setKardex({
      id: e.id,
      codigo: e.codigo,
      nombre: e.nombre,
      a_granel: e.a_granel,
      unidad: e.unidad_de_medida?.abreviatura ?? 'u',
      sucursal: e.sucursal,
    });

  const columns: ListColumn<ExistenciaBodega>[] = [
    {
      title: 'Código',
      dataIndex: 'codigo',
      sortField: 'codigo',
      render: (codigo: string) => <Typography.Text code>{codigo}</Typography.Text>,
    },
    {
      title: 'Producto',
      sortField: 'nombre',
      render: (_, e) => (
        <>
          <Typography.Text strong>{e.nombre}</Typography.Text>
          {e.codigo_barras && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {e.codigo_barras}
            </Typography.Text>
          )}
        </>
      ),
    },
    ...(enTodas
      ? [
          {
            title: 'Sucursal',
            sortField: 'sucursal',
            render: (_: unknown, e: ExistenciaBodega) => <Tag>{e.sucursal.nombre}</Tag>,
          },
        ]
      : []),
    { title: 'Existencia', sortField: 'inventario', align: 'right', render: (_, e) => <Existencia fila={e} /> },
    {
      title: 'Por presentación',
      render: (_, e) =>
        e.fracciones.length === 0 ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <Flex gap={4} wrap>
            {e.fracciones.map((f) => (
              <Tag key={f.id} className="num">{`${cantidad(e, f.inventario)} ${f.nombre}`}</Tag>
            ))}
          </Flex>
        ),
    },
    {
      title: 'Mínimo',
      dataIndex: 'minimo_existencias',
      sortField: 'minimo_existencias',
      align: 'right',
      render: (v: string, e) => <span className="num">{cantidad(e, v)}</span>,
    },
    {
      title: 'Costo promedio',
      sortField: 'costo_promedio_ponderado',
      align: 'right',
      render: (_, e) => (
        <div className="num">
          {format.money(e.costo_promedio_ponderado)}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {`Último ${format.money(e.costo)}`}
          </Typography.Text>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Bodega"
        subtitle="Existencias por producto. Haga clic en un producto para ver su kardex."
        actions={
          <>
            <ExportButton path="bodegas/descargar_excel_existencia_producto" params={list.filterParams} />
            <MovementShortcuts />
          </>
        }
      />
      <Card>
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder="Nombre, código o código de barras" />
          <Segmented<FiltroInventario>
            aria-label="Existencias"
            value={filters.filtro}
            onChange={(filtro) => list.setFilters({ filtro })}
            options={FILTROS_INVENTARIO.map((f) => ({ value: f, label: NOMBRES_FILTRO_INVENTARIO[f] }))}
          />
          {enTodas && (
            <FilterSelect<number>
              label="Sucursal de las existencias"
              placeholder="Todas las sucursales"
              width={200}
              value={filters.filtro_sucursal}
              onChange={(id) => list.setFilters({ filtro_sucursal: id ?? undefined })}
              options={user.sucursales.map((s) => ({ value: s.id, label: s.nombre }))}
            />
          )}
        </div>
        <DataTable<ExistenciaBodega>
          list={list}
          columns={columns}
          loading={loading}
          rowKey={(e) => `${e.id}-${e.sucursal.id}`}
          className="clickable-rows"
          filtered={filters.filtro !== 'todos' || filters.filtro_sucursal !== undefined}
          onRow={(e) => ({
            onClick: () => abrirKardex(e),
            onKeyDown: (event) => {
              if (event.key === 'Enter') abrirKardex(e);
            },
            tabIndex: 0,
          })}
        />
      </Card>
      <KardexDrawer producto={kardex} onClose={() => setKardex(null)} />
    </>
  );
}

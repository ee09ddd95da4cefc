import { useState } from 'react';
import { Drawer, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatQuantity } from '@pos/shared';
import {
  NOMBRES_MOVIMIENTO_INVENTARIO,
  ORDEN_KARDEX_POR_DEFECTO,
  type MovimientoKardex,
} from '@pos/shared/domains/inventory';
import type { Page } from '../../lib/api';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import { useServerList } from '../../components/list/useServerList';
import { useFormat } from '../../lib/useFormat';
import { FilterSelect } from '../../components/list/FilterSelect';
import { moneyColumn } from '../../components/list/moneyColumn';

/** The product whose ledger is shown, and the branch when the list covers all of them. */
export interface KardexProducto {
  id: number;
  codigo: string;
  nombre: string;
  a_granel: boolean;
  unidad: string;
  sucursal: { id: number; nombre: string } | null;
}

interface KardexPage extends Page<MovimientoKardex> {
  producto: { id: number; codigo: string; nombre: string; a_granel: boolean; inventario: string };
}

interface Filtros {
  [key: string]: string | number | undefined;
  producto: number;
  filtro_sucursal: number | undefined;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
  tipo: number | undefined;
}

export const TIPO_COLOR: Record<number, string> = {
  10: 'green',
  20: 'cyan',
  30: 'blue',
  40: 'orange',
  50: 'red',
  60: 'purple',
  70: 'geekblue',
};

function KardexList({ producto }: { producto: KardexProducto }) {
  const format = useFormat();
  const [inicial] = useState<Filtros>({
    producto: producto.id,
    filtro_sucursal: producto.sucursal?.id,
    fecha_inicial: undefined,
    fecha_final: undefined,
    tipo: undefined,
  });
  const list = useServerList<MovimientoKardex, Filtros, KardexPage>({
    path: 'bodegas/kardex',
    filters: inicial,
    defaultOrdering: ORDEN_KARDEX_POR_DEFECTO,
  });
  const { filters } = list.state;
  const cantidad = (v: string) => formatQuantity(v, producto.a_granel);

  const columns: ListColumn<MovimientoKardex>[] = [
    { title: 'Fecha', dataIndex: 'creado', sortField: 'creado', render: (v: string) => format.dateTime(v) },
    {
      title: 'Tipo',
      dataIndex: 'tipo_nombre',
      render: (nombre: string, m) => <Tag color={TIPO_COLOR[m.tipo]}>{nombre}</Tag>,
    },
    {
      title: 'Documento',
      render: (_, m) => {
        // People know a document by its code (V-000001) or number, never by its internal id.
        const { codigo, numero, id } = m.documento;
        const texto = codigo ?? (numero !== null ? `No. ${numero}` : `#${id}`);
        return m.documento.tipo === 'inventario' ? (
          <Link to={`/bodega/detalle_orden/${m.documento.id}`}>{`${m.tipo_nombre} ${texto}`}</Link>
        ) : (
          texto
        );
      },
    },
    ...(producto.sucursal
      ? []
      : [{ title: 'Sucursal', render: (_: unknown, m: MovimientoKardex) => m.sucursal.nombre }]),
    { title: 'Presentación', render: (_, m) => m.fraccion?.nombre ?? producto.unidad },
    {
      title: 'Cantidad',
      dataIndex: 'cantidad',
      align: 'right',
      render: (v: string) => (
        <Typography.Text className="num" type={v.startsWith('-') ? 'danger' : 'success'}>
          {v.startsWith('-') ? cantidad(v) : `+${cantidad(v)}`}
        </Typography.Text>
      ),
    },
    moneyColumn(format.money, { title: 'Costo unitario', dataIndex: 'costo_unitario' }),
    {
      title: 'Saldo',
      dataIndex: 'saldo',
      align: 'right',
      render: (v: string) => (
        <Typography.Text strong className="num">
          {cantidad(v)}
        </Typography.Text>
      ),
    },
    { title: 'Usuario', render: (_, m) => m.usuario?.nombre ?? 'Sistema' },
  ];

  return (
    <>
      <div className="list-toolbar">
        <PeriodFilter value={filters} onChange={list.setFilters} />
        <FilterSelect<number>
          label="Tipo de movimiento"
          width={190}
          value={filters.tipo}
          onChange={(tipo) => list.setFilters({ tipo })}
          options={Object.entries(NOMBRES_MOVIMIENTO_INVENTARIO).map(([tipo, nombre]) => ({
            value: Number(tipo),
            label: nombre,
          }))}
        />
        {list.query.data && (
          <Typography.Text style={{ marginLeft: 'auto' }}>
            {'Existencia actual: '}
            <Typography.Text
              strong
              className="num"
            >{`${cantidad(list.query.data.producto.inventario)} ${producto.unidad}`}</Typography.Text>
          </Typography.Text>
        )}
      </div>
      <DataTable<MovimientoKardex>
        list={list}
        columns={columns}
        rowKey="id"
        size="small"
        filtered={filters.fecha_inicial !== undefined || filters.tipo !== undefined}
      />
    </>
  );
}

/** The product's ledger (kardex): every change of its stock with the resulting balance. */
export function KardexDrawer({ producto, onClose }: { producto: KardexProducto | null; onClose: () => void }) {
  return (
    <Drawer
      open={producto !== null}
      onClose={onClose}
      size={960}
      title={producto ? `Kardex · ${producto.codigo} · ${producto.nombre}` : 'Kardex'}
      extra={producto?.sucursal && <Tag color="blue">{producto.sucursal.nombre}</Tag>}
      destroyOnHidden
    >
      {producto && <KardexList key={`${producto.id}-${producto.sucursal?.id ?? ''}`} producto={producto} />}
    </Drawer>
  );
}

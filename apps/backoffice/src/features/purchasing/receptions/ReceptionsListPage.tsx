import { Button, Card, Space, Tabs, Tag } from 'antd';
import { Link } from 'react-router';
import { ESTADOS_RECEPCION_COMPRA, type OrdenCompra } from '@pos/shared/domains/purchasing';
import { PageHeader } from '../../../components/PageHeader';
import { DataTable, type ListColumn } from '../../../components/list/DataTable';
import { SearchInput } from '../../../components/list/SearchInput';
import { useServerList } from '../../../components/list/useServerList';
import { useCurrentUser } from '../../../lib/currentUser';
import { useFormat } from '../../../lib/useFormat';

interface Filtros {
  [key: string]: number;
  estado_despacho: number;
}

const pendientes = (o: OrdenCompra) => o.detalles.filter((d) => Number(d.cantidad_faltante) > 0).length;

/** `/recepciones_de_ordenes_de_compra`: orders to receive in this branch (pending) and received ones, newest first. */
export default function ReceptionsListPage() {
  const format = useFormat();
  const user = useCurrentUser();
  const list = useServerList<OrdenCompra, Filtros>({
    path: 'recepcion_ordenes_compra',
    filters: { estado_despacho: ESTADOS_RECEPCION_COMPRA.PENDIENTE },
    defaultOrdering: '-creado',
  });
  const pendiente = list.state.filters.estado_despacho === ESTADOS_RECEPCION_COMPRA.PENDIENTE;

  const columns: ListColumn<OrdenCompra>[] = [
    { title: 'No.', dataIndex: 'id', sortField: 'id', render: (id: number) => `No. ${id}` },
    { title: 'Fecha', dataIndex: 'fecha', sortField: 'fecha', render: (v: string) => format.date(v) },
    { title: 'Proveedor', render: (_, o) => o.proveedor.nombre },
    { title: 'No. documento', dataIndex: 'numero_documento', sortField: 'numero_documento' },
    { title: 'Destino', render: (_, o) => o.sucursal_destino.nombre },
    {
      title: 'Recepción',
      render: (_, o) =>
        o.entrega_completada ? (
          <Tag color="green">Entrega completada</Tag>
        ) : (
          <Space size={4} wrap>
            <Tag color="gold">{`${pendientes(o)} ${pendientes(o) === 1 ? 'producto pendiente' : 'productos pendientes'}`}</Tag>
            {o.recepciones.length > 0 && <Tag>{`${o.recepciones.length} visitas`}</Tag>}
          </Space>
        ),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_, o) => (
        <Space size={4}>
          {!o.entrega_completada && (
            <Link to={`/recepciones_de_ordenes_de_compra/${o.id}`}>
              <Button size="small" type="primary">
                Recibir
              </Button>
            </Link>
          )}
          {user.orden_compra && <Link to={`/ordenes_de_compra/${o.id}`}>Ver orden</Link>}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Recepciones de órdenes de compra"
        subtitle="Mercadería comprada para esta sucursal: registre lo que llegó en cada visita."
      />
      <Card>
        <Tabs
          activeKey={String(list.state.filters.estado_despacho)}
          onChange={(k) => list.setFilters({ estado_despacho: Number(k) })}
          items={[
            { key: String(ESTADOS_RECEPCION_COMPRA.PENDIENTE), label: 'Pendientes' },
            { key: String(ESTADOS_RECEPCION_COMPRA.RECIBIDA), label: 'Recibidas' },
          ]}
        />
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder="Buscar por documento o proveedor" />
        </div>
        <DataTable<OrdenCompra> list={list} columns={columns} rowKey="id" filtered={!pendiente} />
      </Card>
    </>
  );
}

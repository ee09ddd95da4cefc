import { Button, Card, Space, Tabs, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ORIGENES_COMPRA, TIPOS_COMPRA, type OrdenCompra } from '@pos/shared/domains/purchasing';
import { PageHeader } from '../../../components/PageHeader';
import { ExportButton } from '../../../components/export/ExportButton';
import { DataTable, type ListColumn } from '../../../components/list/DataTable';
import { PeriodFilter } from '../../../components/list/PeriodFilter';
import { SearchInput } from '../../../components/list/SearchInput';
import { useServerList } from '../../../components/list/useServerList';
import { useFormat } from '../../../lib/useFormat';
import { OrderActions } from './OrderActions';
import { estadoOrden } from './orderActions';
import { moneyColumn } from '../../../components/list/moneyColumn';

interface Filtros {
  [key: string]: string | undefined;
  estado: 'activas' | 'finalizadas';
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
}

const INICIAL: Filtros = { estado: 'activas', fecha_inicial: undefined, fecha_final: undefined };

/** The Excel of each tab (001 §7): OCA names its dates after the purchase date, OCF plainly. */
function exportacion(f: Filtros, search: string) {
  return f.estado === 'activas'
    ? {
        path: 'ordenes_compra/descargar_excel_OCA',
        params: { search, fecha_compra_inicial: f.fecha_inicial, fecha_compra_final: f.fecha_final },
      }
    : {
        path: 'ordenes_compra/descargar_excel_OCF',
        params: { search, fecha_inicial: f.fecha_inicial, fecha_final: f.fecha_final },
      };
}

/** `/ordenes_de_compra`: tabs active / finished (P3-71), search, dates, Excel and the lifecycle actions. */
export default function OrdersListPage() {
  const format = useFormat();
  const list = useServerList<OrdenCompra, Filtros>({
    path: 'ordenes_compra',
    filters: INICIAL,
    defaultOrdering: '-fecha',
  });
  const { filters, search } = list.state;
  const activas = filters.estado === 'activas';

  const columns: ListColumn<OrdenCompra>[] = [
    {
      title: 'No.',
      dataIndex: 'id',
      sortField: 'id',
      render: (id: number) => <Link to={`/ordenes_de_compra/${id}`}>{`No. ${id}`}</Link>,
    },
    { title: 'Fecha', dataIndex: 'fecha', sortField: 'fecha', render: (v: string) => format.date(v) },
    { title: 'No. documento', dataIndex: 'numero_documento', sortField: 'numero_documento' },
    { title: 'Proveedor', render: (_, o) => o.proveedor.nombre },
    { title: 'Sucursal destino', render: (_, o) => o.sucursal_destino.nombre },
    {
      title: 'Tipo',
      render: (_, o) => (
        <Space size={4} wrap>
          <span>{o.tipo_compra === TIPOS_COMPRA.CREDITO ? 'Crédito' : 'Contado'}</span>
          {o.origen === ORIGENES_COMPRA.IMPORTACION && <Tag>Importación</Tag>}
        </Space>
      ),
    },
    {
      title: 'Estado',
      render: (_, o) => {
        const estado = estadoOrden(o);
        return (
          <Space size={4} wrap>
            <Tag color={estado.color}>{estado.texto}</Tag>
            {!o.anulada && (
              <Tag color={o.pago_finalizado ? 'green' : 'default'}>
                {o.pago_finalizado ? 'Pagada' : 'Pago pendiente'}
              </Tag>
            )}
          </Space>
        );
      },
    },
    moneyColumn(format.money, { title: 'Total', dataIndex: 'total', sortField: 'total', pin: 'right' }),
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_, o) => (
        <Space size={4}>
          <Link to={`/ordenes_de_compra/${o.id}`}>Ver</Link>
          <OrderActions orden={o} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Órdenes de compra"
        subtitle="Compras a proveedores: recepción de la mercadería, pago y cierre."
        actions={
          <>
            <ExportButton {...exportacion(filters, search.trim())} />
            <Link to="/ordenes_de_compra/nueva">
              <Button type="primary" icon={<PlusOutlined />}>
                Nueva orden de compra
              </Button>
            </Link>
          </>
        }
      />
      <Card>
        <Tabs
          activeKey={filters.estado}
          onChange={(k) => list.setFilters({ estado: k as Filtros['estado'] })}
          items={[
            { key: 'activas', label: 'Activas' },
            { key: 'finalizadas', label: 'Finalizadas' },
          ]}
        />
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder="Buscar por documento o proveedor" />
          <PeriodFilter value={filters} onChange={list.setFilters} />
        </div>
        <DataTable<OrdenCompra>
          list={list}
          columns={columns}
          rowKey="id"
          filtered={Boolean(filters.fecha_inicial || filters.fecha_final) || !activas}
        />
      </Card>
    </>
  );
}

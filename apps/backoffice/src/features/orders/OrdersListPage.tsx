import { useState } from 'react';
import { Button, Card, Space, Tabs, Tag, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  NOMBRES_ESTADO_ENTREGA,
  NOMBRES_TAB_ORDEN_VENTA,
  TABS_ORDEN_VENTA,
  type EstadoEntrega,
  type OrdenVentaLista,
} from '@pos/shared/domains/orders';
import { NOMBRES_TIPO_VENTA, TIPOS_VENTA, type TipoVenta } from '@pos/shared/domains/sales/sales';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import { FilterSelect } from '../../components/list/FilterSelect';
import { SearchInput } from '../../components/list/SearchInput';
import { useServerList } from '../../components/list/useServerList';
import { useConfiguracion } from '../../lib/configuracion';
import { useFormat } from '../../lib/useFormat';
import { CustomerFilter } from '../sales';
import { UserFilterSelect } from '../users';
import { AnnulOrderModal, type ModoAnulacion } from './AnnulOrderModal';
import { FacturaTag } from './FacturaTag';
import { ORDENES_PATH } from './orders.api';
import { useFacturarOrden } from './useFacturarOrden';
import { moneyColumn } from '../../components/list/moneyColumn';

interface Filtros {
  [key: string]: string | number | undefined;
  estado: number;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
  cliente_id: number | undefined;
  vendedor_id: number | undefined;
  tipo_venta: number | undefined;
  es_orden: string | undefined;
}

const TABS = [TABS_ORDEN_VENTA.PENDIENTES, TABS_ORDEN_VENTA.FINALIZADAS, TABS_ORDEN_VENTA.INACTIVAS];
const TIPOS = [TIPOS_VENTA.FACTURA, TIPOS_VENTA.CREDITO, TIPOS_VENTA.ENVIO].map((t) => ({
  value: t,
  label: NOMBRES_TIPO_VENTA[t],
}));
const ORIGENES = [
  { value: 'true', label: 'Órdenes de venta' },
  { value: 'false', label: 'Ventas de caja' },
];

/**
 * `/ordenes_de_venta` (SCOPE 1.2; P3-23, P3-25): every sale movement, orders and till sales, in
 * tabs Pendientes 10 / Finalizadas 20 / Inactivas 30 (default 10), with the row actions whose
 * enabling the server computes (`puede_facturar`, `puede_anular`).
 */
export default function OrdersListPage() {
  const format = useFormat();
  const utilizaFel = useConfiguracion().data?.utiliza_fel ?? false;
  const [inicial] = useState<Filtros>({
    estado: TABS_ORDEN_VENTA.PENDIENTES,
    fecha_inicial: undefined,
    fecha_final: undefined,
    cliente_id: undefined,
    vendedor_id: undefined,
    tipo_venta: undefined,
    es_orden: undefined,
  });
  const list = useServerList<OrdenVentaLista, Filtros>({ path: ORDENES_PATH, filters: inicial });
  const { filters } = list.state;
  const [anulando, setAnulando] = useState<{ orden: OrdenVentaLista; modo: ModoAnulacion } | null>(null);
  const { facturar, facturando } = useFacturarOrden();

  const columns: ListColumn<OrdenVentaLista>[] = [
    {
      title: 'Código',
      dataIndex: 'codigo',
      sortField: 'codigo',
      render: (codigo: string, o) => <Link to={`/ordenes_de_venta/${o.id}`}>{codigo}</Link>,
    },
    { title: 'Fecha', dataIndex: 'creado', sortField: 'creado', render: (v: string) => format.dateTime(v) },
    { title: 'Cliente', sortField: 'cliente', render: (_, o) => `${o.cliente.nombre} (${o.cliente.nit})` },
    { title: 'Tipo', dataIndex: 'tipo_venta', render: (t: TipoVenta) => NOMBRES_TIPO_VENTA[t] },
    {
      title: 'Entrega',
      sortField: 'fecha_entrega',
      render: (_, o) =>
        o.es_orden ? (
          <Space size={4} wrap>
            <span>{o.fecha_entrega ? format.date(o.fecha_entrega) : ''}</span>
            <Tag color={o.estado_entrega === 20 ? 'green' : 'gold'}>
              {NOMBRES_ESTADO_ENTREGA[o.estado_entrega as EstadoEntrega]}
            </Tag>
          </Space>
        ) : (
          <Tag>Venta de caja</Tag>
        ),
    },
    ...(utilizaFel
      ? [{ title: 'Factura', render: (_: unknown, o: OrdenVentaLista) => <FacturaTag factura={o.factura} /> }]
      : []),
    moneyColumn(format.money, { title: 'Total', dataIndex: 'total', sortField: 'total' }),
    {
      title: 'Saldo',
      dataIndex: 'saldo',
      align: 'right',
      render: (v: string | null) => <span className="num">{v === null ? '' : format.money(v)}</span>,
    },
    {
      title: 'Acciones',
      key: 'acciones',
      pin: 'right',
      render: (_, o) => (
        <Space size={4} wrap>
          <Link to={`/ordenes_de_venta/${o.id}`}>Ver</Link>
          {utilizaFel && (
            <Button
              size="small"
              disabled={
                !o.puede_facturar || (o.tipo_venta !== TIPOS_VENTA.FACTURA && o.tipo_venta !== TIPOS_VENTA.CREDITO)
              }
              loading={facturando === o.id}
              onClick={() => void facturar(o)}
            >
              Facturar
            </Button>
          )}
          {o.es_orden && (
            <>
              <Tooltip title={o.puede_anular ? '' : 'La orden ya tiene abonos, entregas o factura'}>
                <Button
                  size="small"
                  disabled={!o.puede_anular}
                  onClick={() => setAnulando({ orden: o, modo: 'eliminar' })}
                >
                  Eliminar
                </Button>
              </Tooltip>
              <Button
                size="small"
                danger
                disabled={!o.puede_anular}
                onClick={() => setAnulando({ orden: o, modo: 'anular' })}
              >
                Anular
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Órdenes de venta"
        subtitle="Ventas a clientes con entrega y cobro posteriores, y las ventas de caja."
        actions={
          <Link to="/ordenes_de_venta/nueva">
            <Button type="primary" icon={<PlusOutlined />}>
              Nueva orden
            </Button>
          </Link>
        }
      />
      <Card>
        <Tabs
          activeKey={String(filters.estado)}
          onChange={(k) => list.setFilters({ estado: Number(k) })}
          items={TABS.map((t) => ({ key: String(t), label: NOMBRES_TAB_ORDEN_VENTA[t] }))}
        />
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder="Buscar por código, cliente o NIT" />
          <PeriodFilter value={filters} onChange={list.setFilters} />
          <CustomerFilter value={filters.cliente_id} onChange={(cliente_id) => list.setFilters({ cliente_id })} />
          <UserFilterSelect value={filters.vendedor_id} onChange={(vendedor_id) => list.setFilters({ vendedor_id })} />
          <FilterSelect<number>
            label="Tipo de venta"
            width={160}
            value={filters.tipo_venta}
            onChange={(tipo_venta) => list.setFilters({ tipo_venta })}
            options={TIPOS}
          />
          <FilterSelect<string>
            label="Origen"
            width={180}
            value={filters.es_orden}
            onChange={(es_orden) => list.setFilters({ es_orden })}
            options={ORIGENES}
          />
        </div>
        <DataTable<OrdenVentaLista> list={list} columns={columns} rowKey="id" filtered />
      </Card>
      <AnnulOrderModal
        orden={anulando?.orden ?? null}
        modo={anulando?.modo ?? 'anular'}
        onClose={() => setAnulando(null)}
      />
    </>
  );
}

import { useState } from 'react';
import { Button, Card, Space, Tabs, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ESTADOS_DESPACHO, ORDEN_DESPACHOS_POR_DEFECTO, type DespachoFila } from '@pos/shared/domains/dispatches';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import { SearchInput } from '../../components/list/SearchInput';
import { useServerList } from '../../components/list/useServerList';
import { useCurrentUser } from '../../lib/currentUser';
import { useFormat } from '../../lib/useFormat';
import { UserFilterSelect } from '../users';
import { CancelDispatchModal } from './CancelDispatchModal';
import { moneyColumn } from '../../components/list/moneyColumn';

interface Filtros {
  [key: string]: string | number | undefined;
  estado: number;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
  usuario: number | undefined;
  usuario_enviado: number | undefined;
}

/**
 * `/traslados` (the origin's dispatches) and `/recepciones_de_traslados` (what the branch has to
 * receive): tabs pending 10 / sent 20 (default 10), date and user filters, newest first.
 */
export function DispatchListPage({ lado }: { lado: 'origen' | 'destino' }) {
  const format = useFormat();
  const user = useCurrentUser();
  const envio = lado === 'origen';
  const [inicial] = useState<Filtros>({
    estado: ESTADOS_DESPACHO.PENDIENTE,
    fecha_inicial: undefined,
    fecha_final: undefined,
    usuario: undefined,
    usuario_enviado: undefined,
  });
  const list = useServerList<DespachoFila, Filtros>({
    path: envio ? 'despachos' : 'recepcion_despachos',
    filters: inicial,
    defaultOrdering: ORDEN_DESPACHOS_POR_DEFECTO,
  });
  const [anulando, setAnulando] = useState<DespachoFila | null>(null);
  const { filters } = list.state;
  const pendientes = filters.estado === ESTADOS_DESPACHO.PENDIENTE;
  const nota = (d: DespachoFila) =>
    envio || d.estado === ESTADOS_DESPACHO.PENDIENTE
      ? `/traslados/nota_de_envio/${d.id}`
      : `/recepciones_de_traslados/nota_de_recepcion/${d.id}`;

  const columns: ListColumn<DespachoFila>[] = [
    {
      title: 'No.',
      dataIndex: 'numero',
      sortField: 'numero',
      render: (n: number, d) => <Link to={nota(d)}>{`No. ${n}`}</Link>,
    },
    { title: 'Fecha', dataIndex: 'creado', sortField: 'creado', render: (v: string) => format.dateTime(v) },
    envio
      ? { title: 'Destino', sortField: 'sucursal_destino', render: (_, d) => d.sucursal_destino.nombre }
      : { title: 'Origen', sortField: 'sucursal_origen', render: (_, d) => d.sucursal_origen.nombre },
    { title: 'Responsable de transporte', dataIndex: 'responsable_transporte' },
    { title: 'Enviado por', render: (_, d) => d.usuario.nombre },
    ...(pendientes
      ? []
      : [
          {
            title: 'Recibido',
            render: (_: unknown, d: DespachoFila) => (
              <Space size={4} wrap>
                <span>{d.fecha_recepcion ? format.dateTime(d.fecha_recepcion) : ''}</span>
                {d.tiene_alerta && <Tag color="red">Con diferencia</Tag>}
              </Space>
            ),
          },
        ]),
    { title: 'Productos', dataIndex: 'cantidad_productos', align: 'right' },
    moneyColumn(format.money, { title: 'Total', dataIndex: 'total' }),
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_, d) => (
        <Space size={4} wrap>
          <Link to={nota(d)}>Ver nota</Link>
          {envio && d.estado === ESTADOS_DESPACHO.PENDIENTE && (
            <Button size="small" danger onClick={() => setAnulando(d)}>
              Anular
            </Button>
          )}
          {!envio && d.estado === ESTADOS_DESPACHO.PENDIENTE && user.despacho_recepciones && (
            <Link to={`/recepciones_de_traslados/${d.id}`}>
              <Button size="small" type="primary">
                Recibir
              </Button>
            </Link>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={envio ? 'Traslados' : 'Recepciones de traslados'}
        subtitle={
          envio
            ? 'Mercadería enviada desde esta sucursal a otra.'
            : 'Mercadería enviada a esta sucursal: registre lo que llegó.'
        }
        actions={
          envio && (
            <Link to="/traslados/crear/">
              <Button type="primary" icon={<PlusOutlined />}>
                Nuevo traslado
              </Button>
            </Link>
          )
        }
      />
      <Card>
        <Tabs
          activeKey={String(filters.estado)}
          onChange={(k) => list.setFilters({ estado: Number(k) })}
          items={[
            { key: String(ESTADOS_DESPACHO.PENDIENTE), label: 'Pendientes' },
            { key: String(ESTADOS_DESPACHO.RECIBIDO), label: envio ? 'Enviados' : 'Recibidos' },
          ]}
        />
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder="Buscar por número o responsable" />
          <PeriodFilter value={filters} onChange={list.setFilters} />
          {envio ? (
            <UserFilterSelect
              value={filters.usuario_enviado}
              onChange={(usuario_enviado) => list.setFilters({ usuario_enviado })}
            />
          ) : (
            <UserFilterSelect value={filters.usuario} onChange={(usuario) => list.setFilters({ usuario })} />
          )}
        </div>
        <DataTable<DespachoFila> list={list} columns={columns} rowKey="id" filtered />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {pendientes ? 'La mercadería pendiente está en tránsito: no es existencia vendible de ninguna sucursal.' : ''}
        </Typography.Text>
      </Card>
      <CancelDispatchModal despacho={anulando} onClose={() => setAnulando(null)} />
    </>
  );
}

export function DispatchesPage() {
  return <DispatchListPage lado="origen" />;
}

export function ReceptionsPage() {
  return <DispatchListPage lado="destino" />;
}

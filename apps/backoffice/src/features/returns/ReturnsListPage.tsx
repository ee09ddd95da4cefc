import { useState } from 'react';
import { Button, Card } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import { FilterSelect } from '../../components/list/FilterSelect';
import { SearchInput } from '../../components/list/SearchInput';
import { useServerList } from '../../components/list/useServerList';
import { useFormat } from '../../lib/useFormat';
import { CustomerFilter } from '../sales';
import { UserFilterSelect } from '../users';
import type { FilaDevolucion } from '@pos/shared/domains/returns';
import { EstadoTag, nombreTipo, OPCIONES_ESTADO } from './estados';
import { ReturnDetailDrawer } from './ReturnDetailDrawer';
import { DEVOLUCIONES_PATH } from './returns.api';
import { moneyColumn } from '../../components/list/moneyColumn';

interface Filtros {
  [key: string]: string | number | undefined;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
  usuario_id: number | undefined;
  cliente_id: number | undefined;
  /** Null by default: every state (SCOPE §1.1). */
  estado: number | undefined;
}

const SIN_FILTROS: Filtros = {
  fecha_inicial: undefined,
  fecha_final: undefined,
  usuario_id: undefined,
  cliente_id: undefined,
  estado: undefined,
};

/** `/devoluciones`: the returns, newest first, 10 a page; "Ver" opens the detail and its annulment. */
export default function ReturnsListPage() {
  const format = useFormat();
  const [verId, setVerId] = useState<number | null>(null);
  const list = useServerList<FilaDevolucion, Filtros>({ path: DEVOLUCIONES_PATH, filters: SIN_FILTROS });
  const { filters, search } = list.state;
  const filtrado = search !== '' || Object.values(filters).some((v) => v !== undefined);

  const columns: ListColumn<FilaDevolucion>[] = [
    { title: 'Código', dataIndex: 'codigo', sortField: 'codigo' },
    { title: 'Fecha', dataIndex: 'creado', sortField: 'creado', render: (v: string) => format.dateTime(v) },
    { title: 'Venta', render: (_, d) => d.venta.codigo },
    { title: 'Cliente', render: (_, d) => d.cliente.nombre },
    { title: 'Usuario', render: (_, d) => d.usuario.nombre },
    { title: 'Documento', render: (_, d) => nombreTipo(d.tipo) },
    { title: 'Estado', dataIndex: 'estado', render: (v: number) => <EstadoTag estado={v} /> },
    moneyColumn(format.money, { title: 'Total', dataIndex: 'total', sortField: 'total', pin: 'right' }),
    {
      title: 'Acciones',
      pin: 'right',
      render: (_, d) => (
        <Button size="small" icon={<EyeOutlined />} onClick={() => setVerId(d.id)}>
          Ver
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Devoluciones" subtitle="Los vales y notas de crédito emitidos por devoluciones." />
      <Card>
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder="Buscar por código, venta o cliente…" />
          <PeriodFilter value={filters} onChange={list.setFilters} />
          <UserFilterSelect value={filters.usuario_id} onChange={(usuario_id) => list.setFilters({ usuario_id })} />
          <CustomerFilter value={filters.cliente_id} onChange={(cliente_id) => list.setFilters({ cliente_id })} />
          <FilterSelect<number>
            label="Estado"
            width={150}
            value={filters.estado}
            onChange={(estado) => list.setFilters({ estado })}
            options={OPCIONES_ESTADO}
          />
        </div>
        <DataTable<FilaDevolucion> list={list} columns={columns} rowKey="id" filtered={filtrado} />
      </Card>
      <ReturnDetailDrawer id={verId} onClose={() => setVerId(null)} onChanged={() => void list.query.refetch()} />
    </>
  );
}

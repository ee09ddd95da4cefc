import { Button, Card, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { Gasto } from '@pos/shared/domains/expenses';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { SearchInput } from '../../components/list/SearchInput';
import { useServerList } from '../../components/list/useServerList';
import { useFormat } from '../../lib/useFormat';
import { GASTOS } from './expenses.api';
import { EstadoTags, TipoTag, nombreFormaPago } from './expenseLabels';
import { useConfirmVoid } from './useConfirmVoid';
import { moneyColumn } from '../../components/list/moneyColumn';

/** `/gastos`: the branch's expenses, newest first (`-creado`), searched by concept, provider or document. */
export default function ExpensesListPage() {
  const format = useFormat();
  const list = useServerList<Gasto>({ path: GASTOS, filters: {}, defaultOrdering: '-creado' });
  const anular = useConfirmVoid();

  const columns: ListColumn<Gasto>[] = [
    { title: 'Fecha', dataIndex: 'fecha', sortField: 'fecha', render: (v: string) => format.date(v) },
    {
      title: 'Concepto',
      dataIndex: 'concepto',
      sortField: 'concepto',
      render: (c: string, g) => (
        <Link to={`/gastos/${g.id}`}>{g.anulado ? <Typography.Text delete>{c}</Typography.Text> : c}</Link>
      ),
    },
    moneyColumn(format.money, { title: 'Monto', dataIndex: 'monto', sortField: 'monto' }),
    { title: 'Tipo', render: (_, g) => <TipoTag gasto={g} /> },
    { title: 'Proveedor', dataIndex: 'proveedor' },
    { title: 'Forma de pago', render: (_, g) => nombreFormaPago(g) },
    { title: 'Estado', render: (_, g) => <EstadoTags gasto={g} /> },
    { title: 'Usuario', render: (_, g) => g.usuario.nombre },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_, g) => (
        <Space size={4}>
          <Link to={`/gastos/${g.id}`}>Ver</Link>
          {!g.anulado && (
            <Button size="small" danger onClick={() => anular(g)}>
              Anular
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Gastos"
        subtitle="Gastos fijos y variables de la sucursal; los pagados de caja salen de su efectivo."
        actions={
          <Link to="/gastos/crear">
            <Button type="primary" icon={<PlusOutlined />}>
              Nuevo gasto
            </Button>
          </Link>
        }
      />
      <Card>
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder="Buscar por concepto, proveedor o documento" />
        </div>
        <DataTable<Gasto> list={list} columns={columns} rowKey="id" />
      </Card>
    </>
  );
}

import { useState } from 'react';
import { App, Button, Card, Space, Tabs } from 'antd';
import { DollarOutlined } from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import { ESTADOS_CUENTA_PAGAR, FILTRO_NO_FINALIZADAS } from '@pos/shared/domains/payables';
import type { OrdenCompra } from '@pos/shared/domains/purchasing';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { SearchInput } from '../../components/list/SearchInput';
import { useServerList } from '../../components/list/useServerList';
import { useFormat } from '../../lib/useFormat';
import { EstadoCuentaTag } from './EstadoCuentaTag';
import { PayAccountModal } from './PayAccountModal';
import { PaymentsDrawer } from './PaymentsDrawer';
import { PayManyModal } from './PayManyModal';
import { cuentaDe, pagable } from './payment';
import { WithdrawalsTab } from './WithdrawalsTab';
import { moneyColumn } from '../../components/list/moneyColumn';

const TAB_RETIROS = 'retiros';

interface Filtros {
  [key: string]: number;
  cuentas_pagar: number;
}

/**
 * `/cuentas_por_pagar` (SCOPE §1.3): the credit purchases still owed and the paid ones (oldest
 * first), paying one account or several at once, each order's payments, and the register
 * withdrawals that paid suppliers.
 */
export default function PayablesPage() {
  const format = useFormat();
  const { message } = App.useApp();
  const [tab, setTab] = useState(String(FILTRO_NO_FINALIZADAS));
  const [inicial] = useState<Filtros>({ cuentas_pagar: FILTRO_NO_FINALIZADAS });
  const list = useServerList<OrdenCompra, Filtros>({
    path: 'ordenes_compra',
    filters: inicial,
    defaultOrdering: 'fecha',
  });
  // Selected across pages; a paid account leaves the selection with the list's next answer.
  const [seleccion, setSeleccion] = useState<Map<number, OrdenCompra>>(new Map());
  const [abonando, setAbonando] = useState<OrdenCompra | null>(null);
  const [pagandoVarias, setPagandoVarias] = useState(false);
  const [viendo, setViendo] = useState<number | null>(null);
  const activas = list.state.filters.cuentas_pagar === FILTRO_NO_FINALIZADAS;

  const cambiarTab = (key: string) => {
    setTab(key);
    setSeleccion(new Map());
    if (key !== TAB_RETIROS) list.setFilters({ cuentas_pagar: Number(key) });
  };
  const pagarSeleccion = () => {
    if (seleccion.size === 0) void message.warning(MENSAJES.cuentasPagar.seleccioneCuenta);
    else setPagandoVarias(true);
  };

  const columns: ListColumn<OrdenCompra>[] = [
    { title: 'Fecha', dataIndex: 'fecha', sortField: 'fecha', render: (v: string) => format.date(v) },
    { title: 'Documento', dataIndex: 'numero_documento', sortField: 'numero_documento' },
    { title: 'Proveedor', render: (_, o) => o.proveedor.nombre },
    { title: 'Vence', sortField: 'fecha_limite', render: (_, o) => format.date(cuentaDe(o).fecha_vencimiento) },
    { title: 'Estado', render: (_, o) => <EstadoCuentaTag estado={cuentaDe(o).estado} /> },
    moneyColumn(format.money, { title: 'Total', dataIndex: 'total', sortField: 'total' }),
    {
      title: 'Saldo',
      align: 'right',
      pin: 'right',
      render: (_, o) => (
        <strong className="num" data-testid={`saldo-${o.numero_documento}`}>
          {format.money(cuentaDe(o).saldo)}
        </strong>
      ),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_, o) => (
        <Space size={4} wrap>
          {pagable(o) && (
            <Button size="small" type="primary" onClick={() => setAbonando(o)}>
              Abonar
            </Button>
          )}
          <Button size="small" onClick={() => setViendo(o.id)}>
            Pagos
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Cuentas por pagar"
        subtitle="Compras al crédito pendientes de pago a proveedores."
        actions={
          tab === String(FILTRO_NO_FINALIZADAS) && (
            <Button type="primary" icon={<DollarOutlined />} onClick={pagarSeleccion}>
              {seleccion.size > 0 ? `Finalizar pago (${seleccion.size})` : 'Finalizar pago'}
            </Button>
          )
        }
      />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={cambiarTab}
          items={[
            { key: String(FILTRO_NO_FINALIZADAS), label: 'Activas' },
            { key: String(ESTADOS_CUENTA_PAGAR.FINALIZADA), label: 'Finalizadas' },
            { key: TAB_RETIROS, label: 'Retiros de caja' },
          ]}
        />
        {tab === TAB_RETIROS ? (
          <WithdrawalsTab />
        ) : (
          <>
            <div className="list-toolbar">
              <SearchInput onSearch={list.setSearch} placeholder="Buscar por documento o proveedor" />
            </div>
            <DataTable<OrdenCompra>
              list={list}
              columns={columns}
              rowKey="id"
              rowSelection={
                activas
                  ? {
                      preserveSelectedRowKeys: true,
                      selectedRowKeys: [...seleccion.keys()],
                      getCheckboxProps: (o) => ({
                        disabled: !pagable(o),
                        'aria-label': `Seleccionar ${o.numero_documento}`,
                      }),
                      onChange: (_keys, rows) =>
                        setSeleccion((prev) => {
                          const next = new Map<number, OrdenCompra>();
                          // Rows of other pages come back undefined: keep what was chosen there.
                          _keys.forEach((k, i) => next.set(Number(k), rows[i] ?? prev.get(Number(k))!));
                          return next;
                        }),
                    }
                  : undefined
              }
            />
          </>
        )}
      </Card>
      {abonando && <PayAccountModal orden={abonando} onClose={() => setAbonando(null)} />}
      {pagandoVarias && (
        <PayManyModal
          ordenes={[...seleccion.values()]}
          onClose={() => setPagandoVarias(false)}
          onPaid={() => {
            setPagandoVarias(false);
            setSeleccion(new Map());
          }}
        />
      )}
      {viendo !== null && <PaymentsDrawer ordenId={viendo} onClose={() => setViendo(null)} />}
    </>
  );
}

import { useState } from 'react';
import { Button, Dropdown, Modal, Space, Tag } from 'antd';
import { DollarOutlined, MoreOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import { TABS_CUENTAS, type CuentaCobrar } from '@pos/shared/domains/receivables';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { SearchInput } from '../../components/list/SearchInput';
import { useServerList } from '../../components/list/useServerList';
import { useFeedback } from '../../lib/feedback';
import { invalidateResources } from '../../lib/queryKeys';
import { useFormat } from '../../lib/useFormat';
import { AbonoModal } from './AbonoModal';
import { PagoMultipleModal } from './PagoMultipleModal';
import { PaymentsDrawer } from './PaymentsDrawer';
import { CUENTAS_PATH, cuentasApi } from './receivables.api';

const M = MENSAJES.cuentasCobrar;
const COLOR_ESTADO: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'red' };

/** Tab 10 (active) or 20 (finished) of `/cuentas_por_cobrar`: the accounts with their row actions. */
export function CuentasTable({ tab }: { tab: typeof TABS_CUENTAS.ACTIVAS | typeof TABS_CUENTAS.FINALIZADAS }) {
  const format = useFormat();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const list = useServerList<CuentaCobrar, { tab: number }>({
    path: CUENTAS_PATH,
    filters: { tab },
    defaultOrdering: 'fecha_vencimiento',
  });
  const [seleccion, setSeleccion] = useState<CuentaCobrar[]>([]);
  const [abonar, setAbonar] = useState<CuentaCobrar[] | null>(null);
  const [varias, setVarias] = useState<CuentaCobrar[] | null>(null);
  const [pagosDe, setPagosDe] = useState<CuentaCobrar | null>(null);
  const activas = tab === TABS_CUENTAS.ACTIVAS;
  const mismoCliente = new Set(seleccion.map((c) => c.cliente.id ?? c.cliente.nit)).size <= 1;

  const marca = useMutation({
    mutationFn: ({ cuenta, revertir }: { cuenta: CuentaCobrar; revertir: boolean }) =>
      revertir ? cuentasApi.revertirPagada(cuenta.orden_compra.id) : cuentasApi.marcarPagada(cuenta.orden_compra.id),
    onSuccess: (r) => {
      feedback.success(r.detail);
      void invalidateResources(queryClient, [CUENTAS_PATH]);
    },
    onError: (cause) => feedback.error(cause, MENSAJES.general.errorIntenteMasTarde),
  });

  const columns: ListColumn<CuentaCobrar>[] = [
    { title: 'Orden', render: (_, c) => c.orden_compra.codigo, sortField: 'codigo' },
    { title: 'Fecha', render: (_, c) => format.date(c.orden_compra.creado) },
    { title: 'Cliente', render: (_, c) => `${c.cliente.nombre} (${c.cliente.nit})`, sortField: 'cliente' },
    { title: 'Vendedor', render: (_, c) => c.vendedor.nombre },
    {
      title: 'Vence',
      dataIndex: 'fecha_vencimiento',
      sortField: 'fecha_vencimiento',
      render: (v: string) => format.date(v),
    },
    {
      title: 'Estado',
      render: (_, c) => (
        <Tag color={COLOR_ESTADO[c.estado]}>
          {c.estado_nombre}
          {c.dias_vencido > 0 ? ` (${c.dias_vencido} d)` : ''}
        </Tag>
      ),
    },
    { title: 'Total', align: 'right', render: (_, c) => <span className="num">{format.money(c.saldo_inicial)}</span> },
    { title: 'Abonado', align: 'right', render: (_, c) => <span className="num">{format.money(c.abonado)}</span> },
    {
      title: 'Saldo',
      align: 'right',
      pin: 'right',
      sortField: 'saldo',
      render: (_, c) => <span className="num">{format.money(c.saldo)}</span>,
    },
    {
      title: 'Acciones',
      pin: 'right',
      render: (_, c) => (
        <Space>
          {activas && (
            <Button size="small" type="primary" icon={<DollarOutlined />} onClick={() => setAbonar([c])}>
              Abonar
            </Button>
          )}
          <Dropdown
            menu={{
              items: [
                { key: 'pagos', label: 'Pagos y recibos' },
                activas
                  ? { key: 'marcar', label: 'Marcar como pagada' }
                  : { key: 'revertir', label: 'Revertir estado de pago', disabled: !c.pago_finalizado_manual },
              ],
              onClick: ({ key }) => {
                if (key === 'pagos') setPagosDe(c);
                if (key === 'marcar') marca.mutate({ cuenta: c, revertir: false });
                if (key === 'revertir')
                  Modal.confirm({
                    title: M.confirmarRevertir,
                    onOk: () => marca.mutateAsync({ cuenta: c, revertir: true }),
                  });
              },
            }}
          >
            <Button size="small" icon={<MoreOutlined />} aria-label={`Más acciones ${c.orden_compra.codigo}`} />
          </Dropdown>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="list-toolbar">
        <SearchInput onSearch={list.setSearch} placeholder="Buscar por orden, cliente o NIT…" />
        {activas && (
          <Button
            disabled={seleccion.length === 0 || !mismoCliente}
            title={mismoCliente ? undefined : M.clienteDistinto}
            onClick={() => setVarias(seleccion)}
          >
            Pagar seleccionadas ({seleccion.length})
          </Button>
        )}
      </div>
      <DataTable<CuentaCobrar>
        list={list}
        columns={columns}
        rowKey="id"
        rowSelection={
          activas
            ? {
                selectedRowKeys: seleccion.map((c) => c.id),
                onChange: (_keys, rows) => setSeleccion(rows),
                preserveSelectedRowKeys: true,
              }
            : undefined
        }
      />
      <AbonoModal cuentas={abonar} onClose={() => setAbonar(null)} />
      <PagoMultipleModal
        cuentas={varias}
        onClose={() => {
          setVarias(null);
          setSeleccion([]);
        }}
      />
      <PaymentsDrawer cuenta={pagosDe} onClose={() => setPagosDe(null)} />
    </>
  );
}

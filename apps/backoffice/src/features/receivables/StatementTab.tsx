import { useState } from 'react';
import { Button, Descriptions, Empty, Table } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import type { EstadoCuenta } from '@pos/shared/domains/receivables';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import { PrintableList, type PrintColumn } from '../../components/print/PrintableList';
import { printListArea } from '../../components/print/printing';
import { queryKeys } from '../../lib/queryKeys';
import { useFormat } from '../../lib/useFormat';
import { CustomerFilter } from '../sales';
import { cuentasApi } from './receivables.api';
import { LoadError } from '../../components/LoadError';

type Linea = EstadoCuenta['movimientos'][number];

const TIPOS: Record<string, string> = {
  cargo: 'Cargo',
  abono: 'Abono',
  nota_credito: 'Nota de crédito',
  descuento: 'Descuento',
};

/** A customer's statement (issue 15): every charge, payment and credit note with the running balance, printable. */
export function StatementTab() {
  const format = useFormat();
  const [clienteId, setClienteId] = useState<number | undefined>(undefined);
  const [rango, setRango] = useState<{ inicio: string | null; fin: string | null }>({ inicio: null, fin: null });
  const params = {
    cliente_id: clienteId,
    fecha_inicial: rango.inicio ?? undefined,
    fecha_final: rango.fin ?? undefined,
  };
  const estado = useQuery({
    queryKey: queryKeys.view('cuenta_cobrar', 'estado_cuenta', params),
    queryFn: () => cuentasApi.estadoCuenta(params),
    enabled: clienteId !== undefined,
  });
  const e = estado.data;
  const columnas: (PrintColumn<Linea> & { key: string })[] = [
    { key: 'fecha', title: 'Fecha', render: (l) => format.dateTime(l.fecha) },
    { key: 'tipo', title: 'Tipo', render: (l) => TIPOS[l.tipo] ?? l.tipo },
    { key: 'descripcion', title: 'Descripción', render: (l) => l.descripcion },
    { key: 'cargo', title: 'Cargo', align: 'right', render: (l) => (l.cargo === '0.00' ? '' : format.money(l.cargo)) },
    { key: 'abono', title: 'Abono', align: 'right', render: (l) => (l.abono === '0.00' ? '' : format.money(l.abono)) },
    { key: 'saldo', title: 'Saldo', align: 'right', render: (l) => format.money(l.saldo) },
  ];
  return (
    <>
      <div className="list-toolbar">
        <CustomerFilter value={clienteId} onChange={setClienteId} />
        <DateRangeFilter value={rango} onChange={setRango} />
        <Button icon={<PrinterOutlined />} disabled={!e} onClick={printListArea}>
          Imprimir estado de cuenta
        </Button>
      </div>
      {clienteId === undefined ? (
        <Empty description="Seleccione un cliente para ver su estado de cuenta." />
      ) : estado.isError ? (
        <LoadError
          error={estado.error}
          fallback={MENSAJES.general.errorObtenerDatos}
          onRetry={() => void estado.refetch()}
        />
      ) : (
        <>
          {e && (
            <Descriptions size="small" bordered column={{ xs: 1, md: 4 }} style={{ marginBottom: 12 }}>
              <Descriptions.Item label="Cliente">{`${e.cliente.nombre} (${e.cliente.nit})`}</Descriptions.Item>
              <Descriptions.Item label="Saldo anterior">{format.money(e.saldo_anterior)}</Descriptions.Item>
              <Descriptions.Item label="Cargos / abonos">{`${format.money(e.total_cargos)} / ${format.money(e.total_abonos)}`}</Descriptions.Item>
              <Descriptions.Item label="Saldo final">
                <strong data-testid="saldo-final">{format.money(e.saldo_final)}</strong>
              </Descriptions.Item>
            </Descriptions>
          )}
          <Table<Linea>
            size="small"
            loading={estado.isLoading}
            rowKey={(l) => `${l.fecha}|${l.documento}|${l.tipo}|${l.descripcion}`}
            dataSource={e?.movimientos ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={columnas.map((c) => ({
              key: c.key,
              title: c.title,
              align: c.align,
              render: (_: unknown, l: Linea) => c.render(l),
            }))}
          />
          {e && (
            <PrintableList<Linea>
              title="Estado de cuenta"
              subtitle={`${e.empresa.nombre} · ${e.cliente.nombre} (NIT ${e.cliente.nit}) · al ${format.date(e.fecha_final)} · saldo anterior ${format.money(e.saldo_anterior)} · saldo final ${format.money(e.saldo_final)}`}
              columns={columnas}
              rows={e.movimientos}
              rowKey={(l) => `${l.fecha}|${l.documento}|${l.tipo}|${l.descripcion}`}
            />
          )}
        </>
      )}
    </>
  );
}

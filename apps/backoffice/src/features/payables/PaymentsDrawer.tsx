import { useState } from 'react';
import { Button, Descriptions, Drawer, Skeleton, Table, Tag } from 'antd';
import { MENSAJES } from '@pos/shared';
import { NOMBRES_TIPO_ABONO, type AbonoCuentaPagar, type TipoAbono } from '@pos/shared/domains/payables';
import { NOMBRES_FORMA_PAGO, type FormaPago } from '@pos/shared/domains/sales/sales';
import { useFormat } from '../../lib/useFormat';
import { AnnulPaymentModal } from './AnnulPaymentModal';
import { useDocumentoPagos } from './payables.api';
import { EstadoCuentaTag } from './EstadoCuentaTag';
import { LoadError } from '../../components/LoadError';

/** An order's payments (`GET ordenes_compra/{id}/documento_pagos`), each annullable with a reason. */
export function PaymentsDrawer({ ordenId, onClose }: { ordenId: number; onClose: () => void }) {
  const format = useFormat();
  const documento = useDocumentoPagos(ordenId);
  const [anulando, setAnulando] = useState<AbonoCuentaPagar | null>(null);
  const data = documento.data;
  const cuenta = data?.cuenta_cobrarpagar;
  return (
    <Drawer open onClose={onClose} title={data ? `Pagos de la orden ${data.numero_documento}` : 'Pagos'} size="large">
      {documento.isError && !data && (
        <LoadError
          error={documento.error}
          fallback={MENSAJES.general.errorObtenerDatos}
          onRetry={() => void documento.refetch()}
        />
      )}
      {!data && !documento.isError && <Skeleton active />}
      {data && cuenta && (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'p', label: 'Proveedor', children: data.proveedor.nombre },
              { key: 'f', label: 'Fecha', children: format.date(data.fecha) },
              { key: 't', label: 'Total', children: format.money(cuenta.saldo_inicial) },
              {
                key: 's',
                label: 'Saldo',
                children: <strong data-testid="saldo-documento">{format.money(cuenta.saldo)}</strong>,
              },
              { key: 'v', label: 'Vence', children: format.date(cuenta.fecha_vencimiento) },
              { key: 'e', label: 'Estado', children: <EstadoCuentaTag estado={cuenta.estado} /> },
            ]}
          />
          <Table<AbonoCuentaPagar>
            style={{ marginTop: 16 }}
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={cuenta.abonos}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'Sin pagos registrados' }}
            columns={[
              { title: 'Fecha', dataIndex: 'creado', render: (v: string) => format.dateTime(v) },
              {
                title: 'Monto',
                align: 'right',
                render: (_, a) => <span className="num">{format.money(a.monto)}</span>,
              },
              { title: 'Tipo', dataIndex: 'tipo_abono', render: (v: TipoAbono) => NOMBRES_TIPO_ABONO[v] ?? v },
              {
                title: 'Forma',
                dataIndex: 'forma_pago',
                render: (v: string) => NOMBRES_FORMA_PAGO[v as FormaPago] ?? v,
              },
              { title: 'Documento', render: (_, a) => [a.num_documento, a.banco].filter(Boolean).join(' · ') },
              {
                title: 'Descuento',
                align: 'right',
                render: (_, a) =>
                  a.aplicar_descuento ? <span title={a.nota_de_descuento}>{format.money(a.descuento)}</span> : '',
              },
              { title: 'Usuario', dataIndex: 'usuario' },
              {
                title: 'Estado',
                render: (_, a) =>
                  a.anulado ? (
                    <Tag color="red" title={a.motivo_anulacion}>
                      Anulado
                    </Tag>
                  ) : (
                    <Button size="small" danger onClick={() => setAnulando(a)}>
                      Anular
                    </Button>
                  ),
              },
            ]}
          />
        </>
      )}
      {anulando && <AnnulPaymentModal abono={anulando} onClose={() => setAnulando(null)} />}
    </Drawer>
  );
}

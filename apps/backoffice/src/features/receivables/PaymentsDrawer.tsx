import { useState } from 'react';
import { Button, Drawer, Empty, Input, List, Modal, Space, Tag, Typography } from 'antd';
import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import { lineasDePartida, type CuentaCobrar, type Partida } from '@pos/shared/domains/receivables';
import { useFeedback } from '../../lib/feedback';
import { invalidateResources, queryKeys } from '../../lib/queryKeys';
import { useFormat } from '../../lib/useFormat';
import { printReciboCobro } from './printReciboCobro';
import { CUENTAS_PATH, cuentasApi, RETIROS_PATH } from './receivables.api';

const M = MENSAJES.cuentasCobrar;

/** An order's payments (`documento_pagos`): each receipt with its forms, its reprint and its annulment with a reason. */
export function PaymentsDrawer({ cuenta, onClose }: { cuenta: CuentaCobrar | null; onClose: () => void }) {
  const format = useFormat();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [anular, setAnular] = useState<Partida | null>(null);
  const [motivo, setMotivo] = useState('');
  const ventaId = cuenta?.orden_compra.id;
  const pagos = useQuery({
    queryKey: queryKeys.view('ordenes_venta', 'documento_pagos', ventaId),
    queryFn: () => cuentasApi.pagos(ventaId!),
    enabled: ventaId !== undefined,
  });
  const anulacion = useMutation({
    mutationFn: () => cuentasApi.anularPartida(anular!.id, motivo.trim()),
    onSuccess: (r) => {
      feedback.success(r.detail);
      setAnular(null);
      setMotivo('');
      void invalidateResources(queryClient, [CUENTAS_PATH, RETIROS_PATH, 'ordenes_venta']);
    },
    onError: (cause) => feedback.error(cause, MENSAJES.general.errorIntenteMasTarde),
  });
  const imprimir = useMutation({
    mutationFn: (id: number) => printReciboCobro(id, format.money),
    onError: (cause) => feedback.error(cause, M.errorDatosPago),
  });

  return (
    <Drawer
      open={cuenta !== null}
      onClose={onClose}
      title={`Pagos de ${cuenta?.orden_compra.codigo ?? ''}`}
      size="large"
    >
      {pagos.data && pagos.data.length === 0 ? (
        <Empty description={MENSAJES.listas.sinRegistros} />
      ) : (
        <List<Partida>
          loading={pagos.isLoading}
          dataSource={pagos.data ?? []}
          renderItem={(p) => (
            <List.Item
              actions={[
                <Button key="imprimir" size="small" icon={<PrinterOutlined />} onClick={() => imprimir.mutate(p.id)}>
                  Recibo
                </Button>,
                <Button
                  key="anular"
                  size="small"
                  danger
                  icon={<StopOutlined />}
                  disabled={p.anulado}
                  onClick={() => setAnular(p)}
                >
                  Anular
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    <span>{p.numero_recibo}</span>
                    <span>{format.money(p.total)}</span>
                    {p.anulado && <Tag color="red">Anulado</Tag>}
                  </Space>
                }
                description={
                  <>
                    <div>
                      {format.dateTime(p.creado)} · {p.usuario.nombre}
                    </div>
                    <div>
                      {lineasDePartida(p)
                        .map((f) => `${f.nombre} ${format.money(f.monto)}`)
                        .join(' · ')}
                    </div>
                    {p.anulado && <Typography.Text type="danger">Motivo: {p.motivo_anulacion}</Typography.Text>}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      <Modal
        open={anular !== null}
        title={M.confirmarAnular}
        okText="Anular"
        okButtonProps={{ danger: true, disabled: motivo.trim() === '', loading: anulacion.isPending }}
        onOk={() => anulacion.mutate()}
        onCancel={() => setAnular(null)}
      >
        <p>
          Recibo {anular?.numero_recibo} por {format.money(anular?.total ?? '0')}. El efectivo sale de la caja y el
          monto se suma de nuevo al saldo de la cuenta.
        </p>
        <Input.TextArea
          rows={3}
          placeholder="Motivo"
          aria-label="Motivo"
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
          maxLength={500}
        />
      </Modal>
    </Drawer>
  );
}

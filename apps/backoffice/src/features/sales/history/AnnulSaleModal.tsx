import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Spin } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import type { FilaHistorialVenta } from '@pos/shared/domains/sales/history';
import { useFeedback } from '../../../lib/feedback';
import { useFelPolling } from '../../invoicing';
import { anularVenta } from './salesHistory.api';
import { RECARGA_TRAS_FEL_MS } from './useProcesoFel';

interface Props {
  venta: FilaHistorialVenta | null;
  onClose: () => void;
  /** The list reloads after an annulment, and after a refusal too (spec 000 §4, §8). */
  onDone: () => void;
}

const esAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Annulling a sale (spec 000 §4 Cancelling a sale): the reason is required, then '¿Anular?'.
 * A server refusal shows its detail (else the spec's fallback) and the list reloads.
 * A certified invoice is annulled through the certifier (P2-04i): the answer carries `id_factura`,
 * polled every second while the modal says "Anulando factura electrónica…"; 'anulada' → 'Venta
 * anulada correctamente.', 'error' → 'Hubo un error con FEL, {detail}, intenta más tarde' (the
 * sale stays active), and the list reloads 500 ms after either (000 §9).
 */
export function AnnulSaleModal({ venta, onClose, onDone }: Props) {
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const { esperar } = useFelPolling();
  const [form] = Form.useForm<{ motivo: string }>();
  /** Sales whose invoice annulment is being polled. */
  const [anulandoFel, setAnulandoFel] = useState<ReadonlySet<number>>(() => new Set());
  const mostrada = useRef<number | null>(null);
  const idMostrada = venta?.id ?? null;
  useEffect(() => {
    mostrada.current = idMostrada;
  }, [idMostrada]);
  const enProgreso = venta !== null && anulandoFel.has(venta.id);

  const marcar = (id: number, activo: boolean) =>
    setAnulandoFel((actual) => {
      const siguiente = new Set(actual);
      if (activo) siguiente.add(id);
      else siguiente.delete(id);
      return siguiente;
    });

  /** The certifier's answer: polled until it leaves 'proceso'. */
  const esperarAnulacion = async (idVenta: number, idFactura: number) => {
    marcar(idVenta, true);
    onDone(); // the row shows "Anulación en proceso" meanwhile
    try {
      const resultado = await esperar(idFactura);
      if (resultado.estado_factura === 'anulada') feedback.success(MENSAJES.ventas.anulada);
      else feedback.error(undefined, MENSAJES.fel.errorConDetalle(resultado.detail || MENSAJES.fel.rechazado));
    } catch (error) {
      if (esAbort(error)) return;
      feedback.error(undefined, MENSAJES.fel.errorConsultarEstado);
    } finally {
      marcar(idVenta, false);
    }
    if (mostrada.current === idVenta) onClose();
    setTimeout(onDone, RECARGA_TRAS_FEL_MS);
  };

  const anular = useMutation({
    mutationFn: anularVenta,
    onSuccess: (respuesta) => {
      if (respuesta.id_factura !== null) {
        void esperarAnulacion(respuesta.id, respuesta.id_factura);
        return;
      }
      feedback.success(MENSAJES.ventas.anulada);
      onClose();
      onDone();
    },
    onError: (error) => {
      feedback.error(error, MENSAJES.ventas.errorAnular);
      onClose();
      onDone();
    },
  });

  const confirmar = async () => {
    const { motivo } = await form.validateFields();
    modal.confirm({
      title: MENSAJES.general.confirmarAnular,
      content: `Venta ${venta!.codigo}`,
      okText: 'Anular',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () => anular.mutateAsync({ id: venta!.id, motivo: motivo.trim() }).catch(() => undefined),
    });
  };

  return (
    <Modal
      open={venta !== null}
      title={venta ? `Anular venta ${venta.codigo}` : ''}
      okText="Anular"
      okButtonProps={{ danger: true, loading: anular.isPending }}
      cancelText="Cancelar"
      onOk={() => void confirmar().catch(() => undefined)}
      onCancel={onClose}
      footer={
        enProgreso
          ? [
              <Button key="cerrar" onClick={onClose}>
                Cerrar
              </Button>,
            ]
          : undefined
      }
      destroyOnHidden
    >
      {enProgreso ? (
        <Alert
          type="info"
          showIcon
          icon={<Spin size="small" />}
          title={MENSAJES.historialVentas.anulandoFactura}
          description={MENSAJES.historialVentas.anulacionSigue}
          role="status"
        />
      ) : (
        // Each opening starts with an empty reason: the dialog drops its content when it closes,
        // and `preserve={false}` drops the reason typed with it.
        <Form form={form} layout="vertical" requiredMark preserve={false}>
          <Form.Item
            name="motivo"
            label="Motivo"
            rules={[
              { required: true, whitespace: true, message: MENSAJES.campos.required },
              { max: 500, message: MENSAJES.campos.maxLength(500) },
            ]}
          >
            <Input.TextArea
              rows={3}
              maxLength={500}
              placeholder={MENSAJES.historialVentas.motivoPlaceholder}
              autoFocus
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

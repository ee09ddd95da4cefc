import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Modal, Spin, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import type { FilaHistorialVenta } from '@pos/shared/domains/sales/history';
import { useFeedback } from '../../../lib/feedback';
import { useFormat } from '../../../lib/useFormat';
import { useFelPolling } from '../../invoicing';
import { annulEffects } from './annulEffects';
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
 * Annulling a sale (spec 000 §4 Cancelling a sale) in one dialog: the sale (code, customer, total),
 * what annulling it does, the required reason and one "Anular venta" button; a second click while
 * the first is being sent sends nothing. A server refusal shows its detail (else the spec's fallback) and the list reloads.
 * A certified invoice is annulled through the certifier (P2-04i): the answer carries `id_factura`,
 * polled every second while the modal says "Anulando factura electrónica…"; 'anulada' → 'Venta
 * anulada correctamente.', 'error' → 'Hubo un error con FEL, {detail}, intenta más tarde' (the
 * sale stays active), and the list reloads 500 ms after either (000 §9).
 */
export function AnnulSaleModal({ venta, onClose, onDone }: Props) {
  const feedback = useFeedback();
  const format = useFormat();
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

  /**
   * Set from the first click until its answer: the button shows its loading state only a render
   * after the request leaves, and a second click meanwhile must not send the annulment again.
   */
  const enviando = useRef(false);
  const confirmar = async () => {
    if (enviando.current) return;
    enviando.current = true;
    try {
      const { motivo } = await form.validateFields();
      await anular.mutateAsync({ id: venta!.id, motivo: motivo.trim() });
    } catch {
      // An empty reason shows under its field; a refusal was reported by onError.
    } finally {
      enviando.current = false;
    }
  };

  return (
    <Modal
      open={venta !== null}
      title={venta ? `Anular venta ${venta.codigo}` : ''}
      okText="Anular venta"
      okButtonProps={{ danger: true, loading: anular.isPending }}
      cancelText="Cancelar"
      onOk={() => void confirmar()}
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
        <>
          {venta && <SaleSummary venta={venta} total={format.money(venta.movimiento.total_cobrar_pagar)} />}
          <section aria-label={MENSAJES.historialVentas.anularSucede} className="annul-effects">
            <Typography.Text strong>{MENSAJES.historialVentas.anularSucede}</Typography.Text>
            <ul>{venta && annulEffects(venta, format.money).map((efecto) => <li key={efecto}>{efecto}</li>)}</ul>
          </section>
          {/* Each opening starts with an empty reason: the dialog drops its content when it closes,
              and `preserve={false}` drops the reason typed with it. */}
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
        </>
      )}
    </Modal>
  );
}

/** The sale being annulled, so the user sees which one before confirming. */
function SaleSummary({ venta, total }: { venta: FilaHistorialVenta; total: string }) {
  return (
    <Descriptions size="small" column={1} bordered className="annul-summary">
      <Descriptions.Item label="Venta">{venta.codigo}</Descriptions.Item>
      <Descriptions.Item label="Cliente">
        {venta.cliente.nombre}
        {venta.cliente.nit && <Typography.Text type="secondary"> · {venta.cliente.nit}</Typography.Text>}
      </Descriptions.Item>
      <Descriptions.Item label="Total">
        <Typography.Text strong className="num">
          {total}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

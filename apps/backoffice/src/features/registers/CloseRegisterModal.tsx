import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { MENSAJES, maxLength, required } from '@pos/shared';
import { totalConteo, type AperturaCierre, type Conteo } from '@pos/shared/domains/registers';
import { useFeedback } from '../../lib/feedback';
import { useFormat } from '../../lib/useFormat';
import { rules } from '../../lib/formRules';
import { CashCountForm } from './CashCountForm';
import { cajasApi } from './registers.api';

interface Props {
  open: boolean;
  onClose: () => void;
  onClosed: (cierre: AperturaCierre) => void;
}

/** Closing: count the cash in the drawer and say why the session ends (000 §4 Register). */
export function CloseRegisterModal({ open, onClose, onClosed }: Props) {
  const [form] = Form.useForm<{ concepto_cierre: string }>();
  const [conteo, setConteo] = useState<Conteo>({});
  const feedback = useFeedback();
  const format = useFormat();
  const cerrar = useMutation({
    mutationFn: (v: { concepto_cierre: string }) =>
      cajasApi.cerrar({ total_efectivo_cierre: totalConteo(conteo), concepto_cierre: v.concepto_cierre, conteo }),
    ...feedback.saveOutcome<AperturaCierre>(
      form,
      {
        guardado: (cierre) => MENSAJES.cajas.cajaCerrada(format.money(cierre.diferencia ?? '0')),
        errorGuardar: MENSAJES.cajas.errorGuardar,
      },
      onClosed,
    ),
  });
  return (
    <Modal
      title="Cerrar caja"
      width={760}
      open={open}
      onCancel={onClose}
      okText="Cerrar caja"
      cancelText="Cancelar"
      confirmLoading={cerrar.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <CashCountForm value={conteo} onChange={setConteo} />
      <Form form={form} layout="vertical" onFinish={(v) => cerrar.mutate(v)}>
        <Form.Item name="concepto_cierre" label="Concepto de cierre" rules={rules(required, maxLength(500))}>
          <Input.TextArea rows={2} placeholder="Ej. Cierre del turno de la mañana" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

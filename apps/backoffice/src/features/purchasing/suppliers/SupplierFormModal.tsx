import { Col, Form, Input, Modal, Row, Select } from 'antd';
import { MENSAJES, email, maxLength, phone, required } from '@pos/shared';
import { NOMBRES_TIPO_PROVEEDOR, VALORES_TIPO_PROVEEDOR, type Proveedor } from '@pos/shared/domains/purchasing';
import { NumericInput } from '../../../components/inputs/NumericInput';
import { useFeedback } from '../../../lib/feedback';
import { rules } from '../../../lib/formRules';
import { useFormat } from '../../../lib/useFormat';
import { useGuardarProveedor } from '../purchasing.api';

interface Valores {
  nombre: string;
  tipo_proveedor: number;
  limite_credito: string | null;
  nit: string;
  telefono: string;
  correo: string;
  direccion: string;
  contacto: string;
}

export const OPCIONES_TIPO_PROVEEDOR = VALORES_TIPO_PROVEEDOR.map((v) => ({
  value: v,
  label: NOMBRES_TIPO_PROVEEDOR[v],
}));

interface Props {
  /** The supplier being edited; null creates one. */
  proveedor: Proveedor | null;
  onClose: () => void;
  onSaved?: (proveedor: Proveedor) => void;
}

/** Create or edit a supplier: name, type (P3-42), credit limit (P3-76) and contact data. */
export function SupplierFormModal({ proveedor, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Valores>();
  const feedback = useFeedback();
  const format = useFormat();
  const guardar = useGuardarProveedor(proveedor?.id ?? null);
  const initialValues: Valores = proveedor
    ? { ...proveedor }
    : {
        nombre: '',
        tipo_proveedor: 2,
        limite_credito: '0.00',
        nit: '',
        telefono: '',
        correo: '',
        direccion: '',
        contacto: '',
      };

  const submit = (valores: Valores) =>
    guardar.mutate(
      { ...valores, limite_credito: valores.limite_credito ?? '0' },
      feedback.saveOutcome(
        form,
        {
          guardado: proveedor ? MENSAJES.proveedores.actualizado : MENSAJES.proveedores.almacenado,
          errorGuardar: MENSAJES.general.errorVerifiqueDatos,
        },
        (saved) => {
          onSaved?.(saved);
          onClose();
        },
      ),
    );

  return (
    <Modal
      open
      title={proveedor ? 'Editar proveedor' : 'Nuevo proveedor'}
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={guardar.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<Valores> form={form} layout="vertical" initialValues={initialValues} onFinish={submit}>
        <Row gutter={16}>
          <Col xs={24} sm={14}>
            <Form.Item name="nombre" label="Nombre" rules={rules(required, maxLength(200))}>
              <Input autoFocus maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item name="tipo_proveedor" label="Tipo de proveedor" rules={rules(required)}>
              <Select aria-label="Tipo de proveedor" options={OPCIONES_TIPO_PROVEEDOR} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="limite_credito"
              label="Límite de crédito"
              extra="Una compra al crédito por encima de este monto se rechaza."
            >
              <NumericInput aria-label="Límite de crédito" decimales={2} prefix={format.moneda} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="nit" label="NIT" rules={rules(maxLength(30))}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="telefono" label="Teléfono" rules={rules(phone())}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="correo" label="Correo electrónico" rules={rules(email)}>
              <Input maxLength={254} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="contacto" label="Contacto" rules={rules(maxLength(200))}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="direccion" label="Dirección" rules={rules(maxLength(300))}>
              <Input maxLength={300} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}

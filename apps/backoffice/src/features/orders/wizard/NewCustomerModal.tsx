import { Col, Form, Input, Modal, Row } from 'antd';
import { MENSAJES } from '@pos/shared';
import type { ClienteOv, ClienteOvInput } from '@pos/shared/domains/customers';
import { useFeedback } from '../../../lib/feedback';
import { useCrearClienteOv } from '../orders.api';

const requerido = [{ required: true, message: MENSAJES.campos.required }];

/** The wizard's new-customer modal: a formal customer with its first branch (`clientes/cliente_ov`, P3-31). */
export function NewCustomerModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (cliente: ClienteOv) => void;
}) {
  const [form] = Form.useForm<ClienteOvInput>();
  const crear = useCrearClienteOv();
  const feedback = useFeedback();
  const guardar = (values: ClienteOvInput) =>
    crear.mutate(
      values,
      feedback.saveOutcome(
        form,
        { guardado: MENSAJES.clientes.creado, errorGuardar: MENSAJES.clientes.errorCrear },
        (c: ClienteOv) => {
          form.resetFields();
          onCreated(c);
        },
      ),
    );
  return (
    <Modal
      open={open}
      title="Nuevo cliente"
      okText="Guardar"
      cancelText="Cancelar"
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: crear.isPending }}
      width={640}
    >
      <Form form={form} layout="vertical" onFinish={guardar} initialValues={{ nit: 'CF' }}>
        <Row gutter={12}>
          <Col xs={24} sm={16}>
            <Form.Item name="nombre" label="Nombre" rules={requerido}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="nit" label="NIT" rules={requerido}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="correo" label="Correo">
              <Input maxLength={254} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="telefono" label="Teléfono">
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="direccion" label="Dirección de facturación">
              <Input maxLength={300} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="limite_credito" label="Límite de crédito (vacío: sin límite)">
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="dias_credito" label="Días de crédito">
              <Input inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="nombre_sucursal" label="Sucursal del cliente" rules={requerido}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="direccion_sucursal" label="Dirección de la sucursal" rules={requerido}>
              <Input maxLength={300} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="departamento_sucursal" label="Departamento">
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="municipio_sucursal" label="Municipio">
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}

import { Col, Form, Input, Row, Select } from 'antd';
import { MENSAJES, email, maxLength, phone, required } from '@pos/shared';
import { slugSchema } from '@pos/shared/domains/companies/companies';
import { rules, schemaCheck } from '../../../../lib/formRules';
import { useTodasLasSucursales } from '../../branches/branches.api';

export const CAMPOS_EMPRESA = ['nombre', 'slug', 'telefono_tienda', 'correo_tienda', 'sucursal_tienda_online'];

export function CompanySection({ pais }: { pais: string }) {
  const sucursales = useTodasLasSucursales();
  const form = Form.useFormInstance();
  const storeBranchRequired = (value: unknown) =>
    form.getFieldValue('conf_tienda_online') && (value === null || value === undefined)
      ? MENSAJES.sucursales.seleccioneSucursal
      : undefined;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="nombre" label="Nombre de la empresa" rules={rules(required, maxLength(150))}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="slug"
          label="Identificador de la tienda en línea"
          extra="Forma parte de la dirección de su tienda: solo minúsculas, números y guiones."
          rules={rules(required, schemaCheck(slugSchema))}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="telefono_tienda" label="Teléfono de la tienda" rules={rules(phone(pais), maxLength(30))}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="correo_tienda" label="Correo electrónico de la tienda" rules={rules(email)}>
          <Input type="email" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="sucursal_tienda_online"
          label="Sucursal de la tienda en línea"
          extra="Donde los clientes recogen sus pedidos y de donde sale la existencia."
          dependencies={['conf_tienda_online']}
          rules={rules(storeBranchRequired)}
        >
          <Select
            allowClear
            loading={sucursales.isPending}
            placeholder="Seleccione una sucursal"
            options={(sucursales.data ?? []).map((s) => ({ value: s.id, label: s.nombre }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

import { Col, Form, InputNumber, Row, Select } from 'antd';
import { integer, maxValue, minValue, required } from '@pos/shared';
import { FORMATOS_FACTURA } from '@pos/shared/domains/companies/companies';
import { rules } from '../../../../lib/formRules';

export const CAMPOS_IMPRESION = ['formato_factura', 'items_por_factura'];

/** The print settings that are not switches (DECISIONS P3-38). */
export function PrintSettings() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="formato_factura" label="Formato de factura">
          <Select options={FORMATOS_FACTURA.map((f) => ({ value: f.codigo, label: f.nombre }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="items_por_factura"
          label="Productos por página de factura"
          rules={rules(required, integer, minValue(0), maxValue(101))}
        >
          <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}

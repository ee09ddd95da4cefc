import { Col, Form, Input, Row } from 'antd';
import { maxLength, required } from '@pos/shared';
import { NOMBRES_PRECIOS_POR_DEFECTO } from '@pos/shared/domains/companies/companies';
import { rules } from '../../../../lib/formRules';

export const CAMPOS_PRECIOS = ['nombres_precios'];

/** The names of the five price tiers (spec 001 §9). */
export function PriceNamesSection() {
  return (
    <Row gutter={16}>
      {NOMBRES_PRECIOS_POR_DEFECTO.map((porDefecto, index) => (
        <Col key={porDefecto} xs={24} md={12}>
          <Form.Item
            name={['nombres_precios', index]}
            label={`Precio ${index + 1}`}
            rules={rules(required, maxLength(30))}
          >
            <Input placeholder={porDefecto} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

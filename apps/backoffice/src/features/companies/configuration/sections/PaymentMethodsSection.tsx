import { Card, Col, Flex, Form, Input, Row, Switch, Tag, Typography } from 'antd';
import { maxLength } from '@pos/shared';
import { rules } from '../../../../lib/formRules';
import type { MetodoPagoValues } from '../configForm';

export const CAMPOS_PAGO = ['metodos_pago'];

/** Payment methods: on/off each; a deposit (DEP) also carries the account customers pay into. */
export function PaymentMethodsSection() {
  // `preserve` also returns the values no field shows (id, nombre, prefijo).
  const metodos = Form.useWatch<MetodoPagoValues[] | undefined>('metodos_pago', { preserve: true });
  return (
    <Form.List name="metodos_pago">
      {(fields) => (
        <Flex vertical gap={12}>
          {fields.map((field) => {
            const metodo = metodos?.[field.name];
            return (
              <Card key={field.key} size="small">
                <Flex justify="space-between" align="center" gap={16}>
                  <Flex align="center" gap={10}>
                    <Tag>{metodo?.prefijo}</Tag>
                    <Typography.Text strong>{metodo?.nombre}</Typography.Text>
                  </Flex>
                  <Form.Item name={[field.name, 'activo']} valuePropName="checked" noStyle>
                    <Switch
                      aria-label={`Activar ${metodo?.nombre ?? ''}`}
                      checkedChildren="Activo"
                      unCheckedChildren="Inactivo"
                    />
                  </Form.Item>
                </Flex>
                {metodo?.prefijo === 'DEP' && (
                  <Row gutter={16} style={{ marginTop: 16 }}>
                    <Col xs={24} md={8}>
                      <Form.Item name={[field.name, 'banco_cuenta']} label="Banco" rules={rules(maxLength(100))}>
                        <Input />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={8}>
                      <Form.Item name={[field.name, 'no_cuenta']} label="Número de cuenta" rules={rules(maxLength(50))}>
                        <Input />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={8}>
                      <Form.Item
                        name={[field.name, 'nombre_cuenta']}
                        label="Nombre de la cuenta"
                        rules={rules(maxLength(150))}
                      >
                        <Input />
                      </Form.Item>
                    </Col>
                  </Row>
                )}
              </Card>
            );
          })}
        </Flex>
      )}
    </Form.List>
  );
}

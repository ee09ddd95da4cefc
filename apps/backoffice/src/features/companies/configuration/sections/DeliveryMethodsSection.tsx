import { Button, Card, Col, Flex, Form, Input, Row, Switch, Tag, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { maxLength, money, required } from '@pos/shared';
import { rules } from '../../../../lib/formRules';
import type { MetodoEntregaValues } from '../configForm';

export const CAMPOS_ENTREGA = ['metodos_entrega'];

const NUEVO: MetodoEntregaValues = { codigo: null, nombre: '', descripcion: '', precio_empresa: '0.00', activo: true };

/** Delivery methods; the storefront's own two (with a `codigo`) can be turned off but not deleted. */
export function DeliveryMethodsSection({ moneda }: { moneda: string }) {
  const metodos = Form.useWatch<MetodoEntregaValues[] | undefined>('metodos_entrega', { preserve: true });
  return (
    <Form.List name="metodos_entrega">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12}>
          {fields.map((field) => {
            const propio = Boolean(metodos?.[field.name]?.codigo);
            return (
              <Card key={field.key} size="small" styles={{ body: { paddingBottom: 0 } }}>
                <Row gutter={16} align="top">
                  <Col xs={24} md={7}>
                    <Form.Item name={[field.name, 'nombre']} label="Nombre" rules={rules(required, maxLength(100))}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={9}>
                    <Form.Item name={[field.name, 'descripcion']} label="Descripción" rules={rules(maxLength(255))}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    {/* The server keeps delivery prices with 2 decimals. */}
                    <Form.Item name={[field.name, 'precio_empresa']} label="Precio" rules={rules(required, money(2))}>
                      <Input prefix={moneda} inputMode="decimal" />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item label="Activo">
                      <Flex align="center" gap={8}>
                        <Form.Item name={[field.name, 'activo']} valuePropName="checked" noStyle>
                          <Switch />
                        </Form.Item>
                        {propio ? (
                          <Tooltip title="Lo usa la tienda en línea: puede desactivarlo, pero no eliminarlo.">
                            <Tag>Tienda</Tag>
                          </Tooltip>
                        ) : (
                          <Button
                            type="text"
                            danger
                            aria-label="Eliminar método de entrega"
                            icon={<DeleteOutlined />}
                            onClick={() => remove(field.name)}
                          />
                        )}
                      </Flex>
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            );
          })}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ ...NUEVO })}>
            Agregar método de entrega
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

import { useState } from 'react';
import { App, Button, Card, Col, Empty, Flex, Form, Input, Row, Space, Switch, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  MENSAJES,
  isEmptyValue,
  maxLength,
  minValue,
  required,
  type DecimalesMoneda,
  type Validator,
} from '@pos/shared';
import { MINIMO_FRACCIONES, decimalesCantidad } from '@pos/shared/domains/catalog/catalog';
import { fraccionDuplicada, quitarFraccion } from '@pos/shared/domains/catalog/products';
import { NumericInput } from '../../../../components/inputs/NumericInput';
import { rules } from '../../../../lib/formRules';
import { PriceTiersFields } from './PriceTiersFields';
import { nuevaFraccion, type FraccionValues } from './productFormValues';

const M = MENSAJES.productos;

interface Props {
  nombres: readonly string[];
  porcentaje: boolean;
  decimales: DecimalesMoneda;
  moneda: string;
  /** The base unit's abbreviation, to read "12 u" in the content field. */
  unidad: string;
}

/** At least 2 fractions (spec 001 §5), checked on save like any other field. */
const minimoFracciones = async (_rule: unknown, fracciones: FraccionValues[] | undefined) => {
  if ((fracciones?.length ?? 0) < MINIMO_FRACCIONES) throw new Error(M.minimoFracciones);
};

/**
 * The presentations of a product sold from the same stock (type 100): each with its name, how
 * many base units it takes (`contenido`, P3-65), prices, barcode, minimum and flags.
 */
export function FractionsEditor({ nombres, porcentaje, decimales, moneda, unidad }: Props) {
  const form = Form.useFormInstance();
  const { modal } = App.useApp();
  const tipo: number = Form.useWatch('tipo_producto', form) ?? 100;
  const [nueva, setNueva] = useState('');
  const [errorNueva, setErrorNueva] = useState<string | null>(null);

  const fracciones = (): FraccionValues[] => form.getFieldValue('fracciones') ?? [];

  const agregar = () => {
    const nombre = nueva.trim();
    if (!nombre) return setErrorNueva(MENSAJES.campos.required);
    if (fraccionDuplicada(fracciones(), nombre)) return setErrorNueva(M.fraccionDuplicada);
    // The first presentation usually is the base unit itself.
    form.setFieldValue('fracciones', [...fracciones(), nuevaFraccion(nombre, fracciones().length === 0 ? '1' : null)]);
    void form.validateFields([['fracciones']]).catch(() => undefined);
    setNueva('');
    setErrorNueva(null);
  };

  const quitar = (index: number) => {
    const nombre = fracciones()[index]?.nombre ?? '';
    modal.confirm({
      title: MENSAJES.general.confirmarEliminar,
      content: (
        <>
          <strong>{nombre}</strong>
          <div>Se quitará esta fracción del producto al guardar.</div>
        </>
      ),
      okText: 'Eliminar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      // Afterwards a single remaining fraction becomes the base unit (contenido 1, P3-65).
      onOk: () =>
        form.setFieldValue(
          'fracciones',
          quitarFraccion(
            fracciones().map((f) => ({ ...f, contenido: f.contenido ?? '' })),
            index,
          ),
        ),
    });
  };

  /** Unique names, trimmed and case-insensitive (spec 001 §5). */
  const nombreUnico =
    (index: number): Validator =>
    (value) =>
      !isEmptyValue(value) && fraccionDuplicada(fracciones(), String(value), index) ? M.fraccionDuplicada : undefined;

  return (
    <Card
      title="Fracciones"
      extra={<Typography.Text type="secondary">Presentaciones que salen de la misma existencia.</Typography.Text>}
    >
      <Form.List name="fracciones" rules={[{ validator: minimoFracciones }]}>
        {(fields, _operations, { errors }) => (
          <Flex vertical gap={12}>
            {fields.length === 0 && (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="Agregue al menos 2 fracciones, por ejemplo «Caja de 12» y «Unidad»."
              />
            )}
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                type="inner"
                title={
                  <Space>
                    <Tag>{index + 1}</Tag>
                    <Form.Item noStyle shouldUpdate>
                      {() => form.getFieldValue(['fracciones', field.name, 'nombre']) || 'Fracción'}
                    </Form.Item>
                  </Space>
                }
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Eliminar fracción ${index + 1}`}
                    onClick={() => quitar(index)}
                  >
                    Eliminar
                  </Button>
                }
              >
                <Row gutter={12}>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name={[field.name, 'nombre']}
                      label="Nombre"
                      rules={rules(required, maxLength(100), nombreUnico(index))}
                    >
                      <Input autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item
                      name={[field.name, 'contenido']}
                      label="Contenido"
                      tooltip="Unidades base que descuenta cada una."
                      rules={rules(required, minValue(0))}
                    >
                      <NumericInput
                        decimales={decimalesCantidad(tipo)}
                        suffix={unidad}
                        aria-label={`Contenido de la fracción ${index + 1}`}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item name={[field.name, 'minimo_existencias']} label="Mínimo">
                      <NumericInput
                        decimales={decimalesCantidad(tipo)}
                        aria-label={`Mínimo de la fracción ${index + 1}`}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item
                      name={[field.name, 'codigo_barras']}
                      label="Código de barras"
                      rules={rules(maxLength(60))}
                    >
                      <Input autoComplete="off" />
                    </Form.Item>
                  </Col>
                </Row>
                <PriceTiersFields
                  prefix={[field.name]}
                  nombres={nombres}
                  porcentaje={porcentaje}
                  decimales={decimales}
                  moneda={moneda}
                  contexto={`fracción ${index + 1}`}
                />
                <Space size={24} style={{ marginTop: 8 }}>
                  <Form.Item name={[field.name, 'vendible']} valuePropName="checked" noStyle>
                    <Switch size="small" aria-label={`Se vende la fracción ${index + 1}`} />
                  </Form.Item>
                  <Typography.Text>Se vende</Typography.Text>
                  <Form.Item name={[field.name, 'alertar']} valuePropName="checked" noStyle>
                    <Switch size="small" aria-label={`Alertar existencia mínima de la fracción ${index + 1}`} />
                  </Form.Item>
                  <Typography.Text>Alertar existencia mínima</Typography.Text>
                </Space>
              </Card>
            ))}
            <Form.Item style={{ margin: 0 }}>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          </Flex>
        )}
      </Form.List>
      <Flex gap={8} align="flex-start" style={{ marginTop: 16 }}>
        <Form.Item
          validateStatus={errorNueva ? 'error' : undefined}
          help={errorNueva}
          style={{ marginBottom: 0, flex: 1, maxWidth: 360 }}
        >
          <Input
            aria-label="Nombre de la nueva fracción"
            placeholder="Nombre de la nueva fracción, ej. Caja de 12"
            value={nueva}
            onChange={(e) => {
              setNueva(e.target.value);
              setErrorNueva(null);
            }}
            onPressEnter={(e) => {
              // Enter adds the fraction instead of submitting the whole product.
              e.preventDefault();
              agregar();
            }}
          />
        </Form.Item>
        <Button icon={<PlusOutlined />} onClick={agregar}>
          Agregar fracción
        </Button>
      </Flex>
    </Card>
  );
}

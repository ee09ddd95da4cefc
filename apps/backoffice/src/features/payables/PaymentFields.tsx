import { Col, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { maxLength, required } from '@pos/shared';
import { NOMBRES_TIPO_ABONO, TIPOS_ABONO } from '@pos/shared/domains/payables';
import { FORMAS_PAGO, NOMBRES_FORMA_PAGO } from '@pos/shared/domains/sales/sales';
import { NumericInput } from '../../components/inputs/NumericInput';
import { rules } from '../../lib/formRules';
import { useFormat } from '../../lib/useFormat';

/** Supplier payments are made by these forms; retention is a sale's concept (P3-04). */
const FORMAS = [
  FORMAS_PAGO.EFECTIVO,
  FORMAS_PAGO.CHEQUE,
  FORMAS_PAGO.DEPOSITO,
  FORMAS_PAGO.TRANSFERENCIA,
  FORMAS_PAGO.TRANSFERENCIA_ELECTRONICA,
  FORMAS_PAGO.TARJETA,
].map((value) => ({ value, label: NOMBRES_FORMA_PAGO[value] }));

/**
 * How a supplier is paid (P3-10): from the register's cash (a withdrawal, always in cash) or
 * directly with the instrument's reference and bank; then an optional discount with its note and
 * document number (P3-29). Lives inside the payment modals' forms.
 */
export function PaymentFields() {
  const format = useFormat();
  const form = Form.useFormInstance();
  const tipo = Form.useWatch('tipo_abono', form);
  const conDescuento = Form.useWatch('aplicar_descuento', form) === true;
  const directo = tipo === TIPOS_ABONO.DIRECTO;
  return (
    <>
      <Form.Item name="tipo_abono" label="Tipo de pago">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={Object.values(TIPOS_ABONO).map((value) => ({ value, label: NOMBRES_TIPO_ABONO[value] }))}
        />
      </Form.Item>
      {directo && (
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="forma_pago" label="Forma de pago">
              <Select options={FORMAS} aria-label="Forma de pago" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="num_documento" label="No. de documento" rules={rules(maxLength(60))}>
              <Input placeholder="Cheque, boleta o transferencia" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="banco" label="Banco" rules={rules(maxLength(100))}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Form.Item name="observacion" label="Observación" rules={rules(maxLength(500))}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="aplicar_descuento" label="Aplicar descuento" valuePropName="checked">
        <Switch aria-label="Aplicar descuento" />
      </Form.Item>
      {conDescuento && (
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="descuento" label="Descuento" rules={rules(required)}>
              <NumericInput decimales={format.decimales} prefix={format.moneda} aria-label="Descuento" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="numero_documento" label="No. de nota de descuento" rules={rules(maxLength(60))}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="nota_de_descuento" label="Nota de descuento" rules={rules(required, maxLength(500))}>
              <Input.TextArea rows={2} aria-label="Nota de descuento" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </>
  );
}

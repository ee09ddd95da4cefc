import { useEffect, useState } from 'react';
import { Alert, Card, Col, DatePicker, Form, Input, Radio, Row, Select, Switch, Typography } from 'antd';
import { Link } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { MENSAJES, maxLength, required, todayInGuatemala } from '@pos/shared';
import { FORMAS_PAGO, NOMBRES_FORMA_PAGO, type FormaPago } from '@pos/shared/domains/sales/sales';
import { FormActions } from '../../components/FormActions';
import { NumericInput } from '../../components/inputs/NumericInput';
import { ApiError } from '../../lib/api';
import { useCurrentUserQuery } from '../../lib/currentUser';
import { useFeedback } from '../../lib/feedback';
import { markFields, rules } from '../../lib/formRules';
import { randomKey } from '../../lib/randomKey';
import { useFormat } from '../../lib/useFormat';
import { useCrearGasto, useEfectivoEnCaja } from './expenses.api';
import {
  cuerpoDeGasto,
  erroresDelFormulario,
  excesoDeCaja,
  valoresIniciales,
  type GastoFormValues,
} from './expenseForm';

const FORMATO = 'YYYY-MM-DD';
const FORMAS = (Object.values(FORMAS_PAGO) as FormaPago[]).map((f) => ({ value: f, label: NOMBRES_FORMA_PAGO[f] }));

/**
 * The expense's fields (P3-66) and how it is paid: from the cash of the user's open register (a
 * withdrawal, never more than the cash in it) or by another means. `sucursal` keys the idempotency.
 */
export function ExpenseForm({
  sucursal,
  onSaved,
  onCancel,
}: {
  sucursal: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const feedback = useFeedback();
  const format = useFormat();
  const [form] = Form.useForm<GastoFormValues>();
  const [clave] = useState(randomKey);
  const crear = useCrearGasto();
  // The register may have been opened or closed since the profile was read.
  const usuario = useCurrentUserQuery();
  const { refetch } = usuario;
  useEffect(() => {
    void refetch();
  }, [refetch]);
  const sesion = usuario.data?.caja ?? null;
  const efectivo = useEfectivoEnCaja(sesion?.id ?? null).data;
  const deCaja = Form.useWatch('caja', form) ?? false;
  const monto = Form.useWatch('monto', form) ?? null;
  // Under a blind count the cash is not known here (null): the server still refuses an excess.
  const exceso = excesoDeCaja({ caja: deCaja, monto }, efectivo ?? undefined);

  const guardar = (valores: GastoFormValues) => {
    if (exceso) {
      markFields(form, { monto: [exceso] });
      return;
    }
    crear.mutate(
      { body: cuerpoDeGasto(valores), idempotencyKey: `${clave}-${sucursal}` },
      {
        onSuccess: () => {
          feedback.success(MENSAJES.general.datosAlmacenados);
          onSaved();
        },
        onError: (cause) => {
          if (cause instanceof ApiError) markFields(form, erroresDelFormulario(cause.fields));
          feedback.error(cause, MENSAJES.general.errorVerifiqueDatos);
        },
      },
    );
  };

  return (
    <Form<GastoFormValues>
      form={form}
      layout="vertical"
      initialValues={valoresIniciales(todayInGuatemala())}
      onFinish={guardar}
    >
      <Card>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="concepto" label="Concepto" rules={rules(required, maxLength(200))}>
              <Input placeholder="Ej. Pago de energía eléctrica" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="fecha"
              label="Fecha"
              rules={rules(required)}
              getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })}
              normalize={(d: Dayjs | null) => d?.format(FORMATO) ?? ''}
            >
              <DatePicker
                format={FORMATO}
                allowClear={false}
                style={{ width: '100%' }}
                disabledDate={(d) => d.format(FORMATO) > todayInGuatemala()}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="monto" label="Monto" rules={rules(required)}>
              <NumericInput decimales={format.decimales} prefix={format.moneda} aria-label="Monto" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="descripcion" label="Descripción" rules={rules(maxLength(1000))}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="gasto_fijo" label="Tipo de gasto">
              <Radio.Group
                optionType="button"
                options={[
                  { value: true, label: 'Fijo' },
                  { value: false, label: 'Variable' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="proveedor" label="Proveedor" rules={rules(maxLength(200))}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="num_documento" label="No. de documento" rules={rules(maxLength(60))}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="Pago" style={{ marginTop: 16 }}>
        <Row gutter={16} align="middle">
          <Col xs={24} md={12}>
            <Form.Item
              name="caja"
              label="Pagar con efectivo de la caja"
              valuePropName="checked"
              extra={
                sesion ? (
                  efectivo === null ? (
                    sesion.caja.nombre
                  ) : (
                    `${sesion.caja.nombre}: ${efectivo === undefined ? '…' : format.money(efectivo)} en efectivo`
                  )
                ) : (
                  <>
                    {MENSAJES.cajas.sinCajaAbierta} <Link to="/abrir_caja">Abrir caja</Link>
                  </>
                )
              }
            >
              <Switch disabled={!sesion} aria-label="Pagar con efectivo de la caja" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {deCaja ? (
              <Typography.Text type="secondary">
                El efectivo sale de la caja como un retiro; al anular el gasto regresa a ella.
              </Typography.Text>
            ) : (
              <Form.Item name="forma_pago" label="Forma de pago">
                <Select aria-label="Forma de pago" options={FORMAS} />
              </Form.Item>
            )}
          </Col>
        </Row>
        {exceso && <Alert type="error" showIcon title={exceso} />}
        <FormActions onCancel={onCancel} saving={crear.isPending} />
      </Card>
    </Form>
  );
}

import { useState } from 'react';
import { App, Button, Card, Col, DatePicker, Descriptions, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Navigate, useNavigate } from 'react-router';
import { MENSAJES } from '@pos/shared';
import { PLAZO_INMEDIATO, PLAZO_PERSONALIZADO, TIPOS_COMPRA } from '@pos/shared/domains/purchasing';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage as apiErrorMessage } from '../../../lib/api';
import { randomKey } from '../../../lib/randomKey';
import { useFeedback } from '../../../lib/feedback';
import { useFormat } from '../../../lib/useFormat';
import { useCrearOrdenCompra } from '../purchasing.api';
import { ChooseBranchAlert, DestinationTag, useSucursalDestino } from './DestinationTag';
import { cuerpoOrden, errorLimiteCredito, esImportacion, montoTotal, planDePago } from './orderDraft';
import { useOrderDraft } from './useOrderDraft';

const PLAZOS = [
  { value: PLAZO_INMEDIATO, label: 'Inmediato' },
  ...[15, 30, 45, 60, 90].map((d) => ({ value: String(d), label: `${d} días` })),
  { value: PLAZO_PERSONALIZADO, label: 'Personalizado' },
];

/** `/ordenes_de_compra/nueva/tipo_de_pago` (001 §2, P3-49): the payment plan, then the order is saved. */
export default function PaymentStepPage() {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const format = useFormat();
  const destino = useSucursalDestino();
  const { borrador, actualizar, adjuntos, limpiar } = useOrderDraft();
  const crear = useCrearOrdenCompra();
  const [clave] = useState(randomKey);
  const [sinFecha, setSinFecha] = useState(false);
  const [guardada, setGuardada] = useState(false);

  // Saved: the cleared order must not send the user back to the first step.
  if (guardada) return <Navigate to="/ordenes_de_compra" replace />;
  // Reachable only with at least one product (001 §2).
  if (borrador.lineas.length === 0) return <Navigate to="/ordenes_de_compra/nueva" replace />;
  const credito = borrador.tipo_compra === TIPOS_COMPRA.CREDITO;
  const plan = planDePago(borrador);

  const guardar = () => {
    if (destino.id === null) return;
    const limite = errorLimiteCredito(borrador);
    if (limite) return modal.error({ title: MENSAJES.general.tituloError, content: limite });
    if (credito && borrador.plazo_pago === PLAZO_PERSONALIZADO && borrador.fecha_limite === null) {
      setSinFecha(true);
      return;
    }
    crear.mutate(
      { data: cuerpoOrden(borrador, destino.id), documentos: adjuntos, idempotencyKey: clave },
      {
        onSuccess: (orden) => {
          feedback.success(`${MENSAJES.general.datosAlmacenados}: orden de compra No. ${orden.id}`);
          setGuardada(true);
          limpiar();
        },
        onError: (cause) =>
          modal.error({
            title: MENSAJES.general.tituloError,
            content: apiErrorMessage(cause, MENSAJES.general.errorVerifiqueDatos),
          }),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Tipo de pago"
        subtitle="Cómo y cuándo se paga la orden de compra."
        backTo="/ordenes_de_compra/nueva"
        actions={destino.id !== null && <DestinationTag nombre={destino.nombre} />}
      />
      {destino.id === null ? (
        <ChooseBranchAlert />
      ) : (
        <Flex vertical gap={16}>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card title="Resumen de la orden" size="small">
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    { key: 'proveedor', label: 'Proveedor', children: borrador.proveedor?.nombre },
                    { key: 'documento', label: 'No. de documento', children: borrador.numero_documento },
                    { key: 'tipo', label: 'Tipo de compra', children: credito ? 'Crédito' : 'Contado' },
                    {
                      key: 'origen',
                      label: 'Origen',
                      children: esImportacion(borrador)
                        ? `Importación · tipo de cambio Q ${borrador.tipo_cambio} · costo de importación ${borrador.costo_importacion} %`
                        : 'Local',
                    },
                    { key: 'productos', label: 'Productos', children: borrador.lineas.length },
                    { key: 'adjuntos', label: 'Documentos', children: adjuntos.length },
                    {
                      key: 'total',
                      label: 'Monto total',
                      children: (
                        <Typography.Text strong className="num">
                          {format.money(montoTotal(borrador))}
                        </Typography.Text>
                      ),
                    },
                    ...(credito && borrador.proveedor
                      ? [
                          {
                            key: 'limite',
                            label: 'Límite de crédito',
                            children: format.money(borrador.proveedor.limite_credito),
                          },
                        ]
                      : []),
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title="Pago" size="small">
                <Form layout="vertical" component="div">
                  {credito ? (
                    <>
                      <Form.Item label="Plazo de pago">
                        <Select
                          aria-label="Plazo de pago"
                          options={PLAZOS}
                          value={borrador.plazo_pago}
                          onChange={(plazo_pago) => {
                            setSinFecha(false);
                            actualizar({ plazo_pago, fecha_limite: null });
                          }}
                        />
                      </Form.Item>
                      {borrador.plazo_pago === PLAZO_PERSONALIZADO && (
                        <Form.Item
                          label="Fecha límite de pago"
                          required
                          validateStatus={sinFecha ? 'error' : undefined}
                          help={sinFecha ? MENSAJES.campos.campoRequerido : undefined}
                        >
                          <DatePicker
                            aria-label="Fecha límite de pago"
                            format="YYYY-MM-DD"
                            style={{ width: '100%' }}
                            value={borrador.fecha_limite ? dayjs(borrador.fecha_limite) : null}
                            disabledDate={(d) => d.format('YYYY-MM-DD') < borrador.fecha}
                            onChange={(d) => {
                              setSinFecha(false);
                              actualizar({ fecha_limite: d ? d.format('YYYY-MM-DD') : null });
                            }}
                          />
                        </Form.Item>
                      )}
                      <Descriptions
                        column={1}
                        size="small"
                        items={[
                          { key: 'vence', label: 'Fecha límite', children: plan.fecha_limite ?? 'Sin registro' },
                          ...(plan.periodo_pago !== null
                            ? [{ key: 'periodo', label: 'Periodo de pago', children: `${plan.periodo_pago} días` }]
                            : []),
                        ]}
                      />
                    </>
                  ) : (
                    <>
                      <Form.Item
                        label="Banco o documento de pago"
                        extra="Compra al contado: sin plazo ni límite de crédito."
                      >
                        <Input
                          aria-label="Banco o documento de pago"
                          maxLength={200}
                          value={borrador.banco}
                          onChange={(e) => actualizar({ banco: e.target.value })}
                        />
                      </Form.Item>
                    </>
                  )}
                </Form>
              </Card>
            </Col>
          </Row>
          <div className="form-actions">
            <Button onClick={() => navigate('/ordenes_de_compra/nueva')}>Regresar</Button>
            <Button type="primary" icon={<SaveOutlined />} loading={crear.isPending} onClick={guardar}>
              Guardar orden
            </Button>
          </div>
        </Flex>
      )}
    </>
  );
}

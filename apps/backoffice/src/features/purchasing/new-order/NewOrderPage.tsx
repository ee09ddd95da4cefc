import { useState } from 'react';
import { App, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { MENSAJES } from '@pos/shared';
import type { ProductoCompra } from '@pos/shared/domains/purchasing';
import { PageHeader } from '../../../components/PageHeader';
import { useFormat } from '../../../lib/useFormat';
import { AddLineForm, lineaVacia, type LineaEnCaptura } from './AddLineForm';
import { ChooseBranchAlert, DestinationTag, useSucursalDestino } from './DestinationTag';
import { OrderHeaderFields } from './OrderHeaderFields';
import { OrderLinesTable } from './OrderLinesTable';
import { ProductPanel } from './ProductPanel';
import {
  agregarLinea,
  costoAnterior,
  erroresEncabezado,
  errorSiguiente,
  esImportacion,
  montoTotal,
  yaIngresado,
} from './orderDraft';
import { useOrderDraft } from './useOrderDraft';

/** `/ordenes_de_compra/nueva` (001 §2): the order's data, its products, and `Siguiente` to the payment step. */
export default function NewOrderPage() {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const format = useFormat();
  const destino = useSucursalDestino();
  const { borrador, actualizar, adjuntos, cambiarAdjuntos, limpiar } = useOrderDraft();
  const [captura, setCaptura] = useState<LineaEnCaptura>(lineaVacia);
  const [intentado, setIntentado] = useState(false);
  const moneda = esImportacion(borrador) ? '$' : 'Q';
  const errores = intentado ? erroresEncabezado(borrador) : {};

  const mostrarError = (texto: string, titulo: string = MENSAJES.general.tituloError) =>
    modal.error({ title: titulo, content: texto });

  const agregar = (linea: LineaEnCaptura) => {
    const producto = linea.producto!;
    const resultado = agregarLinea(borrador.lineas, {
      producto: { id: producto.id, codigo: producto.codigo, nombre: producto.nombre, a_granel: producto.a_granel },
      cantidad: linea.cantidad!,
      costo: linea.costo!,
      costo_anterior: costoAnterior(borrador.origen, producto.ultimo_costo, producto.costo_dolares),
    });
    if (!resultado.ok) return mostrarError(resultado.error, MENSAJES.general.tituloErrorSimple);
    actualizar({ lineas: resultado.lineas });
    setCaptura(lineaVacia);
  };

  const elegirDelPanel = (p: ProductoCompra) => {
    if (yaIngresado(borrador.lineas, p.id)) return;
    const costo = costoAnterior(borrador.origen, p.ultimo_costo, p.costo_dolares);
    setCaptura({ producto: p, costo: costo === '0.00' ? null : costo, cantidad: '1' });
  };

  const siguiente = () => {
    setIntentado(true);
    const error = errorSiguiente(borrador);
    if (error) return mostrarError(error);
    navigate('/ordenes_de_compra/nueva/tipo_de_pago');
  };

  const cancelar = () => {
    limpiar();
    navigate('/ordenes_de_compra');
  };

  return (
    <>
      <PageHeader
        title="Nueva orden de compra"
        subtitle="Datos de la compra y sus productos; el pago se define en el siguiente paso."
        backTo="/ordenes_de_compra"
        actions={destino.id !== null && <DestinationTag nombre={destino.nombre} />}
      />
      {destino.id === null ? (
        <ChooseBranchAlert />
      ) : (
        <Flex vertical gap={16}>
          <Card title="Datos de la orden" size="small">
            <OrderHeaderFields
              borrador={borrador}
              errores={errores}
              onChange={actualizar}
              adjuntos={adjuntos}
              onAdjuntos={cambiarAdjuntos}
            />
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} xxl={10}>
              <ProductPanel elegidos={new Set(borrador.lineas.map((l) => l.producto.id))} onAdd={elegirDelPanel} />
            </Col>
            <Col xs={24} xxl={14}>
              <Card title="Productos de la orden" size="small">
                <Flex vertical gap={12}>
                  <AddLineForm
                    linea={captura}
                    onChange={setCaptura}
                    origen={borrador.origen}
                    moneda={moneda}
                    onAdd={agregar}
                  />
                  <OrderLinesTable borrador={borrador} moneda={moneda} onChange={(lineas) => actualizar({ lineas })} />
                  <Flex justify="flex-end" align="baseline" gap={12}>
                    <Typography.Text type="secondary">Monto total</Typography.Text>
                    <Typography.Title level={4} style={{ margin: 0 }} className="num" data-testid="monto-total">
                      {format.money(montoTotal(borrador))}
                    </Typography.Title>
                  </Flex>
                </Flex>
              </Card>
            </Col>
          </Row>
          <div className="form-actions">
            <Button onClick={cancelar}>Cancelar</Button>
            <Button type="primary" icon={<ArrowRightOutlined />} iconPlacement="end" onClick={siguiente}>
              Siguiente
            </Button>
          </div>
        </Flex>
      )}
    </>
  );
}

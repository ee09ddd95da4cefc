import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Card, Space, Steps } from 'antd';
import { MENSAJES, todayInGuatemala } from '@pos/shared';
import type { Cliente } from '@pos/shared/domains/customers';
import { TIPOS_ENTREGA } from '@pos/shared/domains/orders';
import { totalesCarrito } from '@pos/shared/domains/sales/rules/index';
import { PRECIO_POR_TIPO_CLIENTE, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import { isValidEmail } from '@pos/shared/validation/email';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { useConfiguracion } from '../../../lib/configuracion';
import { useFeedback } from '../../../lib/feedback';
import { randomKey } from '../../../lib/randomKey';
import { useSucursalVigente } from '../../../lib/sucursalActual';
import { useFormat } from '../../../lib/useFormat';
import { useCreditoCliente, useCrearOrden } from '../orders.api';
import { CustomerStep } from './CustomerStep';
import { PaymentStep } from './PaymentStep';
import { ProductsStep } from './ProductsStep';
import { cambiarCliente, cuerpoOrden, draftVacio, limpiarPago, opcionesOrden, type OrderDraft } from './orderDraft';

const M = MENSAJES.ordenesVenta;

/** The first broken rule of a step (000 §5 "Sales order"), or null. */
function errorDePaso(paso: number, draft: OrderDraft): string | null {
  if (paso === 0) {
    if (!draft.cliente) return M.seleccioneCliente;
    if (draft.entrega.tipoEntrega === TIPOS_ENTREGA.DOMICILIO && !draft.entrega.direccionEntrega.trim())
      return M.seleccioneDireccion;
    if (draft.entrega.correo && !isValidEmail(draft.entrega.correo)) return M.correoInvalido;
  }
  if (paso === 1 && !draft.lineas.some((l) => Number(l.cantidad) > 0)) return M.sinProductos;
  return null;
}

/**
 * `/ordenes_de_venta/nueva` (P3-24): the sales-order wizard, steps customer → products → payment.
 * A quotation (40000, the default type) is saved through `POST cotizaciones`, any other type
 * through `POST ordenes_venta` (P3-87).
 */
export default function OrderWizardPage() {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const format = useFormat();
  const configuracion = useConfiguracion().data;
  const sucursal = useSucursalVigente();
  const sucursalId = sucursal && /^\d+$/.test(sucursal.value) ? Number(sucursal.value) : null;
  const hoy = todayInGuatemala();
  const [paso, setPaso] = useState(0);
  const [draft, setDraft] = useState<OrderDraft>(draftVacio);
  // One key per wizard: a double click or a retry after a timeout records one order.
  const [idempotencyKey] = useState(randomKey);
  const crear = useCrearOrden();
  const [guardandoCotizacion, setGuardandoCotizacion] = useState(false);

  const opciones = useMemo(
    () =>
      opcionesOrden({
        decimales: format.decimales,
        permitirDescuento: configuracion?.venta_permitir_descuento ?? false,
        precioEditable: configuracion?.conf_venta_precio_editable ?? false,
      }),
    [format.decimales, configuracion],
  );
  const total = totalesCarrito(draft.lineas, format.decimales).total;
  const credito = useCreditoCliente(paso === 2 ? draft.cliente?.id : undefined, sucursalId, total);

  const elegirCliente = (cliente: Cliente) => {
    if (draft.cliente?.id === cliente.id) return;
    if (draft.cliente && draft.lineas.length > 0) {
      modal.confirm({
        title: MENSAJES.clientes.confirmarCambio,
        okText: 'Cambiar',
        cancelText: 'Cancelar',
        onOk: () => setDraft((d) => cambiarCliente(d, cliente)),
      });
      return;
    }
    setDraft((d) => cambiarCliente(d, cliente));
  };

  const siguiente = () => {
    const error = errorDePaso(paso, draft);
    if (error) feedback.error(null, error);
    else setPaso(paso + 1);
  };
  const anterior = () => {
    // Going back from the products step clears what was chosen for payment (SCOPE 1.2).
    if (paso === 1) setDraft(limpiarPago);
    setPaso(paso - 1);
  };

  const guardarCotizacion = async () => {
    setGuardandoCotizacion(true);
    try {
      const body = cuerpoOrden(draft, hoy);
      await api.post('cotizaciones', {
        productos: body.productos,
        cliente: {
          id: draft.cliente!.id,
          nit: draft.cliente!.nit,
          nombre: draft.cliente!.nombre,
          direccion: body.direccion_facturacion,
        },
        tipo_documento: draft.cliente!.tipo_documento,
        descripcion: draft.descripcion,
      });
      feedback.success(MENSAJES.cotizaciones.generada);
      navigate('/cotizaciones');
    } catch (cause) {
      feedback.error(cause, M.errorRegistrar);
    } finally {
      setGuardandoCotizacion(false);
    }
  };

  const guardar = () => {
    if (draft.tipoVenta === TIPOS_VENTA.COTIZACION) return void guardarCotizacion();
    crear.mutate(
      { body: cuerpoOrden(draft, hoy), idempotencyKey },
      {
        onSuccess: (orden) => {
          feedback.success(M.registrada);
          navigate(`/ordenes_de_venta/${orden.id}`);
        },
        onError: (cause) => feedback.error(cause, M.errorRegistrar),
      },
    );
  };

  const tierPorDefecto = draft.cliente ? PRECIO_POR_TIPO_CLIENTE[draft.cliente.tipo_cliente] : 1;

  return (
    <>
      <PageHeader title="Nueva orden de venta" subtitle="Cliente, productos y forma de pago." />
      <Card>
        <Steps
          current={paso}
          size="small"
          style={{ marginBottom: 16 }}
          items={[{ title: 'Cliente y entrega' }, { title: 'Productos' }, { title: 'Pago' }]}
        />
        {paso === 0 && (
          <CustomerStep
            cliente={draft.cliente}
            entrega={draft.entrega}
            sucursalId={sucursalId}
            hoy={hoy}
            onCliente={elegirCliente}
            onEntrega={(cambio) => setDraft((d) => ({ ...d, entrega: { ...d.entrega, ...cambio } }))}
          />
        )}
        {paso === 1 && (
          <ProductsStep
            lineas={draft.lineas}
            opciones={opciones}
            tierPorDefecto={tierPorDefecto}
            onLineas={(lineas) => setDraft((d) => ({ ...d, lineas }))}
          />
        )}
        {paso === 2 && (
          <PaymentStep
            tipoVenta={draft.tipoVenta}
            plazo={draft.plazo}
            descripcion={draft.descripcion}
            total={total}
            cliente={draft.cliente?.nombre ?? ''}
            hoy={hoy}
            credito={credito.data}
            onChange={(cambio) => setDraft((d) => ({ ...d, ...cambio }))}
          />
        )}
        <Space style={{ marginTop: 16, width: '100%', justifyContent: 'space-between' }} wrap>
          <Button onClick={() => (paso === 0 ? navigate('/ordenes_de_venta') : anterior())}>
            {paso === 0 ? 'Cancelar' : 'Anterior'}
          </Button>
          {paso < 2 ? (
            <Button type="primary" onClick={siguiente}>
              Siguiente
            </Button>
          ) : (
            <Button type="primary" loading={crear.isPending || guardandoCotizacion} onClick={guardar}>
              {draft.tipoVenta === TIPOS_VENTA.COTIZACION ? 'Guardar cotización' : 'Registrar orden'}
            </Button>
          )}
        </Space>
      </Card>
    </>
  );
}

import { useMemo, useRef } from 'react';
import { Alert, Button, Card, Flex } from 'antd';
import { MENSAJES } from '@pos/shared';
import { totalesCarrito, type OpcionesCarrito } from '@pos/shared/domains/sales/rules/cart';
import { TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import { textosCotizacion } from '@pos/shared/domains/sales/pedidos';
import type { Configuracion } from '@pos/shared/domains/companies/companies';
import { useCurrentUser } from '../../../lib/currentUser';
import { useFeedback } from '../../../lib/feedback';
import { useSucursalVigente } from '../../../lib/sucursalActual';
import { useFormat } from '../../../lib/useFormat';
import type { ModoPos } from '../posNavigation';
import { CartTable } from './CartTable';
import { CollectionPanel } from './CollectionPanel';
import { PosHeader } from './PosHeader';
import { PosSideColumn } from './PosSideColumn';
import { ProductSearch, type ProductSearchHandle } from './ProductSearch';
import { ShortcutBar } from './ShortcutBar';
import { WeightDialog } from './WeightDialog';
import { useCargarCotizacion } from './cargarCotizacion';
import type { LineaPos } from './cartLines';
import { useAccionesVenta } from './useAccionesVenta';
import { useCart } from './useCart';
import { useKeyCapture } from './useKeyCapture';
import { useSaleFlow } from './useSaleFlow';
import { useSearchFocus } from './useSearchFocus';
import { useUltimaVenta } from './useUltimaVenta';
import { useWeightDialog } from './useWeightDialog';
import { useVentaEnCurso, type TipoVentaPos } from './ventaEnCurso';
import './pos.css';

interface Props {
  modo: ModoPos;
  configuracion: Configuracion;
}

/**
 * The screen a cashier lives in: search box focused (a scanner types + Enter), the cart, the
 * customer, the sale type and the totals, all by keyboard (F2 search, F4 customer, F8 quote,
 * F9 charge or send). The sale in progress survives reloads (sessionStorage), a failed charge
 * keeps it, and a retried charge is recorded once (Idempotency-Key).
 */
export function PosScreen({ modo, configuracion }: Props) {
  const user = useCurrentUser();
  const sucursal = useSucursalVigente();
  const format = useFormat();
  const feedback = useFeedback();
  const buscador = useRef<ProductSearchHandle>(null);
  const { confirm, returnFocus, confirmHolder } = useSearchFocus(buscador);
  /** An action ended (a field committed, a receipt printed): the next scan goes to the search box. */
  const alBuscador = () => buscador.current?.focus();
  const mostrarError = (mensaje: string) => feedback.error(null, mensaje, MENSAJES.general.tituloErrorSimple);

  const cobra = modo !== 'mostrador';
  const tipoInicial: TipoVentaPos = configuracion.utiliza_fel ? TIPOS_VENTA.FACTURA : TIPOS_VENTA.ENVIO;
  const { venta, actualizar, limpiar } = useVentaEnCurso(
    `pos:${modo}:${user.id}:${sucursal?.value ?? ''}`,
    tipoInicial,
  );
  const opciones: OpcionesCarrito = useMemo(
    () => ({
      decimales: format.decimales,
      permitirDescuento: configuracion.venta_permitir_descuento,
      precioEditable: configuracion.conf_venta_precio_editable,
    }),
    [format.decimales, configuracion],
  );
  const totales = totalesCarrito(venta.lineas, format.decimales);
  const setLineas = (lineas: LineaPos[]) => actualizar({ lineas });

  const ultimaVenta = useUltimaVenta({ imprimir: configuracion.conf_venta_imprimir_recibo, alBuscador });
  const carrito = useCart({
    lineas: venta.lineas,
    opciones,
    onChange: setLineas,
    onError: mostrarError,
    onAgregado: ultimaVenta.olvidar,
  });
  const peso = useWeightDialog({ buscador, agregar: carrito.agregar, returnFocus });
  // A scan typed while the focus was anywhere else on the screen is the search's (issue 30).
  const tecleo = useKeyCapture(peso.escanear);
  const cotizaciones = useCargarCotizacion({
    carritoVacio: venta.lineas.length === 0,
    opciones,
    confirm,
    onCargada: (cargada) => {
      actualizar(cargada);
      ultimaVenta.olvidar();
      alBuscador();
    },
  });
  const flujo = useSaleFlow({
    venta,
    actualizar,
    limpiar,
    configuracion,
    decimales: format.decimales,
    confirm,
    mostrarError,
    retenerTeclas: tecleo.retener,
    onRegistrada: ultimaVenta.mostrar,
    alBuscador,
  });
  const ocupado = flujo.registrando || flujo.guardando;
  const { acciones, atajos } = useAccionesVenta({
    cobra,
    // A loaded quotation is charged, not quoted again.
    puedeCotizar: configuracion.conf_cotizacion && !venta.cotizacion,
    lineas: venta.lineas.length,
    conCotizacion: venta.cotizacion !== null,
    registrando: flujo.registrando,
    guardando: flujo.guardando,
    buscar: alBuscador,
    principal: () => (cobra ? flujo.abrirCobro() : flujo.guardarCotizacion(true)),
    cotizar: () => flujo.guardarCotizacion(false),
    vaciar: flujo.vaciar,
  });

  return (
    <div className="pos-screen">
      {confirmHolder}
      <PosHeader modo={modo} />
      {/* On a laptop the summary stays in view beside the cart; on a tablet or phone it is a bar at
          the bottom of the window (pos.css): the total and Cobrar never need scrolling to. */}
      <div className="pos-layout">
        <div className="pos-layout-main">
          <Card className="pos-main" styles={{ body: { padding: 16 } }}>
            <Flex vertical gap={12}>
              <ProductSearch
                ref={buscador}
                onPick={peso.elegir}
                buscarNombre={configuracion.buscar_nombre}
                disabled={ocupado}
              />
              {venta.cotizacion && (
                <Alert
                  type="info"
                  showIcon
                  title={textosCotizacion(venta.cotizacion.enviado_caja).cobrando(venta.cotizacion.codigo)}
                  action={
                    <Button size="small" onClick={flujo.vaciar}>
                      Descartar
                    </Button>
                  }
                />
              )}
              {ultimaVenta.aviso}
              <CartTable
                lineas={venta.lineas}
                opciones={opciones}
                onChange={setLineas}
                onError={mostrarError}
                destacada={carrito.destacada}
                disabled={ocupado}
                onListo={alBuscador}
              />
            </Flex>
          </Card>
          <ShortcutBar atajos={atajos} />
        </div>
        <PosSideColumn
          modo={modo}
          venta={venta}
          actualizar={actualizar}
          configuracion={configuracion}
          totales={totales}
          acciones={acciones}
          ocupado={ocupado}
          onListo={alBuscador}
          cotizaciones={cotizaciones}
          confirm={confirm}
        />
      </div>
      <WeightDialog {...peso.dialogo} />
      {cobra && (
        <CollectionPanel
          key={flujo.cobro.numero}
          open={flujo.cobro.abierto}
          total={totales.total}
          tipoVenta={venta.tipo_venta}
          redondeoTotal={configuracion.conf_venta_redondeo_total}
          ventasAlCredito={configuracion.conf_ventas_al_credito}
          cobrando={flujo.registrando}
          onCancel={flujo.cobro.cerrar}
          afterClose={() => returnFocus(CollectionPanel.rootClassName)}
          tomarTeclas={tecleo.entregar}
          onConfirm={flujo.cobrar}
        />
      )}
    </div>
  );
}

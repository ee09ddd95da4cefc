import { useState } from 'react';
import { MENSAJES, type DecimalesMoneda } from '@pos/shared';
import { puedeCobrar } from '@pos/shared/domains/sales/rules/cart';
import type { VentaRegistrada } from '@pos/shared/domains/sales/sales.api';
import type { Configuracion } from '@pos/shared/domains/companies/companies';
import { useFeedback } from '../../../lib/feedback';
import { useCrearCotizacion } from '../quotations/quotations.api';
import type { Cobro } from './CollectionPanel';
import { faltaDeExistencia } from './cartLines';
import { useRegistrarVenta } from './pos.api';
import type { Confirmar } from './useSearchFocus';
import { claveDeIntento, type CotizacionCargada, type VentaEnCurso } from './ventaEnCurso';
import { clienteInput, lineasInput, revisarCliente, ventaInput } from './ventaInput';

interface Opciones {
  venta: VentaEnCurso;
  actualizar: (cambio: Partial<VentaEnCurso>) => void;
  limpiar: () => void;
  configuracion: Configuracion;
  decimales: DecimalesMoneda;
  confirm: Confirmar;
  mostrarError: (mensaje: string) => void;
  /** Keeps the keys typed from here on for the payment dialog, however long it takes to be drawn. */
  retenerTeclas: () => void;
  /** A sale recorded: its notice and what prints at the end of it. */
  onRegistrada: (venta: VentaRegistrada, cotizacion: CotizacionCargada | null) => void;
  alBuscador: () => void;
}

/**
 * What ends a sale in progress: charging it (the payment dialog, then `POST ventas`), saving it as
 * a quotation or sending it to the register as an order, or emptying it. Each checks the customer
 * and the stock the same way before anything is sent, and a retry is recorded once
 * (Idempotency-Key); a failed charge keeps the sale.
 */
export function useSaleFlow({
  venta,
  actualizar,
  limpiar,
  configuracion,
  decimales,
  confirm,
  mostrarError,
  retenerTeclas,
  onRegistrada,
  alBuscador,
}: Opciones) {
  const feedback = useFeedback();
  const registrar = useRegistrarVenta();
  const crearCotizacion = useCrearCotizacion();
  const [cobroAbierto, setCobroAbierto] = useState(false);
  // Each charge opens a fresh payment dialog: nothing typed for the previous sale is left in it.
  const [cobroNumero, setCobroNumero] = useState(0);

  /** The customer rules, asking to confirm C.F. when nothing was typed; then `siguiente`. */
  const conCliente = (siguiente: (venta: VentaEnCurso) => void) => {
    const revisado = revisarCliente(venta.cliente);
    if (revisado.estado === 'error') return mostrarError(revisado.error);
    const continuar = () => {
      const conCf = { ...venta, cliente: revisado.cliente };
      actualizar({ cliente: revisado.cliente });
      siguiente(conCf);
    };
    if (revisado.estado === 'listo' || !configuracion.conf_venta_pedir_cliente) return continuar();
    confirm({
      title: MENSAJES.ventas.confirmarConsumidorFinal,
      okText: 'Sí, continuar',
      cancelText: 'No',
      onOk: continuar,
      autoFocusButton: 'ok',
    });
  };

  /**
   * Without negative stock (the company's setting) a sale or an order for the register asking for
   * more than the branch has stops here, before the cashier, not only when the server checks it.
   */
  const sinExistencia = (): boolean => {
    const falta = configuracion.conf_inventario_negativo ? null : faltaDeExistencia(venta.lineas);
    if (falta) mostrarError(falta);
    return falta !== null;
  };

  const abrirCobro = () => {
    if (!puedeCobrar(venta.lineas, decimales)) return mostrarError(MENSAJES.ventas.sinProductos);
    if (sinExistencia()) return;
    conCliente(() => {
      retenerTeclas();
      setCobroNumero((n) => n + 1);
      setCobroAbierto(true);
    });
  };

  const cobrar = (cobro: Cobro) => {
    const body = ventaInput(venta, venta.cliente, cobro, configuracion.conf_mostrar_referencia);
    const intento = claveDeIntento(venta, JSON.stringify(body));
    actualizar({ intento });
    registrar.mutate(
      { venta: body, cotizacion: venta.cotizacion?.id ?? null, idempotencyKey: intento.clave },
      {
        // The after-sale notice ("Venta V-… registrada · Total · Cambio") and, with FEL, the
        // invoice's toast say what happened; a generic "Datos almacenados" toast would only repeat
        // them in vaguer words (issue 30).
        onSuccess: (registrada) => {
          setCobroAbierto(false);
          limpiar();
          onRegistrada(registrada, venta.cotizacion);
          alBuscador();
        },
        onError: (error) => feedback.error(error, MENSAJES.ventas.errorVenta),
      },
    );
  };

  /** Cotizar (enviado_caja false) or, at the counter, Enviar a caja (true). */
  const guardarCotizacion = (enviadoCaja: boolean) => {
    if (venta.lineas.length === 0) return mostrarError(MENSAJES.ventas.sinProductos);
    if (enviadoCaja && sinExistencia()) return;
    conCliente((actual) => {
      const cotizacion = {
        productos: lineasInput(actual.lineas),
        cliente: clienteInput(actual.cliente),
        tipo_documento: actual.cliente.tipo_documento,
        referencia: configuracion.conf_mostrar_referencia ? actual.referencia.trim() : '',
        enviado_caja: enviadoCaja,
      };
      const intento = claveDeIntento(actual, JSON.stringify(cotizacion));
      actualizar({ intento });
      crearCotizacion.mutate(
        { cotizacion, idempotencyKey: intento.clave },
        {
          onSuccess: (guardada) => {
            feedback.success(
              enviadoCaja ? MENSAJES.pedidos.enviadoACaja(guardada.codigo) : MENSAJES.cotizaciones.generada,
            );
            limpiar();
            alBuscador();
          },
          onError: (error) => feedback.error(error, MENSAJES.general.errorVerifiqueDatos),
        },
      );
    });
  };

  const vaciar = () => {
    if (venta.lineas.length === 0 && !venta.cotizacion) return;
    confirm({
      title: MENSAJES.ventas.confirmarVaciar,
      okText: 'Vaciar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: limpiar,
    });
  };

  return {
    abrirCobro,
    cobrar,
    guardarCotizacion,
    vaciar,
    cobro: { abierto: cobroAbierto, numero: cobroNumero, cerrar: () => setCobroAbierto(false) },
    registrando: registrar.isPending,
    guardando: crearCotizacion.isPending,
  };
}

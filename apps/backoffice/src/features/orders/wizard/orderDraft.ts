import { MAX_LINEAS_ORDEN, TIPOS_ENTREGA, type OrdenVentaInput } from '@pos/shared/domains/orders';
import type { ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import type { Cliente } from '@pos/shared/domains/customers';
import {
  agregarLinea,
  cambiarCantidad,
  cambiarDescuento,
  cambiarModeloPrecio,
  claveLinea,
  quitarLinea,
  vencimientoPorDias,
  type LineaCarrito,
  type OpcionesCarrito,
  type ResultadoCarrito,
} from '@pos/shared/domains/sales/rules/index';
import { PLAZOS_PAGO, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';

/** An order line with what the wizard shows: code, name and the five named tier prices. */
export interface LineaOrden extends LineaCarrito {
  codigo: string;
  nombre: string;
  listado_precios: { id: number; nombre: string; precio: string }[];
}

/** Payment term (SCOPE 1.2): inmediato, N days, or a chosen date. */
export type Plazo =
  { tipo: 'inmediato' } | { tipo: 'dias'; dias: number } | { tipo: 'personalizado'; fecha: string | null };

export interface Entrega {
  clienteSucursalId: number | null;
  direccionFacturacion: string;
  direccionEntrega: string;
  encargado: string;
  correo: string;
  enviarCorreo: boolean;
  fechaEntrega: string | null;
  tipoEntrega: number;
}

export interface OrderDraft {
  cliente: Cliente | null;
  entrega: Entrega;
  lineas: LineaOrden[];
  /** The sale type (P3-87): 40000 saves a quotation; default quotation. */
  tipoVenta: number;
  plazo: Plazo;
  descripcion: string;
}

const entregaVacia = (): Entrega => ({
  clienteSucursalId: null,
  direccionFacturacion: '',
  direccionEntrega: '',
  encargado: '',
  correo: '',
  enviarCorreo: false,
  fechaEntrega: null,
  tipoEntrega: TIPOS_ENTREGA.RETIRO,
});

export const PAGO_INICIAL = { tipoVenta: TIPOS_VENTA.COTIZACION as number, plazo: { tipo: 'inmediato' } as Plazo };

export const draftVacio = (): OrderDraft => ({
  cliente: null,
  entrega: entregaVacia(),
  lineas: [],
  descripcion: '',
  ...PAGO_INICIAL,
});

/** A new customer clears the branch and billing data, filled again from the customer (SCOPE 1.2). */
export function cambiarCliente(draft: OrderDraft, cliente: Cliente): OrderDraft {
  return {
    ...draft,
    cliente,
    lineas: draft.cliente && draft.cliente.id !== cliente.id ? [] : draft.lineas,
    entrega: {
      ...entregaVacia(),
      direccionFacturacion: cliente.direccion,
      encargado: cliente.nombre_encargado,
      correo: cliente.correo,
    },
    plazo: cliente.dias_credito > 0 ? { tipo: 'dias', dias: cliente.dias_credito } : { tipo: 'inmediato' },
  };
}

/** Going back from the products step clears what was chosen for payment (SCOPE 1.2). */
export const limpiarPago = (draft: OrderDraft): OrderDraft => ({ ...draft, ...PAGO_INICIAL });

export const opcionesOrden = (base: Omit<OpcionesCarrito, 'maxLineas'>): OpcionesCarrito => ({
  ...base,
  maxLineas: MAX_LINEAS_ORDEN,
});

/** The product's base unit as a line at the customer's default tier (P3-32), one unit. */
export function agregarProducto(
  lineas: readonly LineaOrden[],
  producto: ProductoVenta,
  tier: number,
  opts: OpcionesCarrito,
): ResultadoCarrito<LineaOrden> {
  const precio = producto.listado_precios.find((p) => p.id === tier) ?? producto.listado_precios[0];
  return agregarLinea<LineaOrden>(
    lineas,
    {
      id: producto.id,
      fraccion_id: null,
      tipo_producto: producto.tipo_producto,
      modelo_precio: precio?.id ?? 1,
      precio_original: precio?.precio ?? '0',
      codigo: producto.codigo,
      nombre: producto.nombre,
      listado_precios: producto.listado_precios,
    },
    opts,
  );
}

export const cambiarTier = (lineas: readonly LineaOrden[], linea: LineaOrden, tier: number, opts: OpcionesCarrito) => {
  const precio = linea.listado_precios.find((p) => p.id === tier);
  return precio ? cambiarModeloPrecio(lineas, claveLinea(linea), tier, precio.precio, opts) : [...lineas];
};

export { cambiarCantidad, cambiarDescuento, claveLinea, quitarLinea };

/** Due date of the term, or null when a chosen date is missing. */
export function fechaLimite(plazo: Plazo, hoy: string): string | null {
  if (plazo.tipo === 'inmediato') return hoy;
  if (plazo.tipo === 'dias') return vencimientoPorDias(hoy, plazo.dias);
  return plazo.fecha;
}

/** The `POST ordenes_venta` body; lines at 0 are left out. */
export function cuerpoOrden(draft: OrderDraft, hoy: string): OrdenVentaInput {
  const credito = draft.plazo.tipo !== 'inmediato';
  return {
    cliente_id: draft.cliente?.id ?? null,
    cliente_sucursal_id: draft.entrega.clienteSucursalId,
    fecha_entrega: draft.entrega.fechaEntrega,
    tipo_entrega: draft.entrega.tipoEntrega,
    encargado: draft.entrega.encargado,
    correo: draft.entrega.correo,
    enviar_correo: draft.entrega.enviarCorreo,
    direccion_entrega: draft.entrega.direccionEntrega,
    direccion_facturacion: draft.entrega.direccionFacturacion,
    nit: draft.cliente?.nit ?? '',
    nombre: draft.cliente?.nombre ?? '',
    descripcion: draft.descripcion,
    tipo_venta: draft.tipoVenta,
    tipo_pago: credito ? PLAZOS_PAGO.CREDITO : PLAZOS_PAGO.INMEDIATO,
    fecha_limite: credito ? fechaLimite(draft.plazo, hoy) : null,
    productos: draft.lineas
      .filter((l) => Number(l.cantidad) > 0)
      .map((l) => ({
        id: l.id,
        fraccion_id: l.fraccion_id,
        cantidad: l.cantidad,
        modelo_precio: l.modelo_precio,
        precio: l.precio,
        desc_porcentaje: l.desc_porcentaje,
      })),
  };
}

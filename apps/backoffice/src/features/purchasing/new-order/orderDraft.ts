import { MENSAJES } from '@pos/shared';
import { add, compare, dec, sub, sum, toDecimalString, type DecimalInput } from '@pos/shared/money';
import {
  lineSubtotal,
  ORIGENES_COMPRA,
  PLAZO_INMEDIATO,
  PLAZO_PERSONALIZADO,
  TIPOS_COMPRA,
} from '@pos/shared/domains/purchasing';

/**
 * The new purchase order while it is being typed (001 §2 `/ordenes_de_compra/nueva` and its
 * payment step): pure rules the two screens share, so they are tested without a browser.
 * Money and quantities stay decimal strings; every sum goes through the shared money module.
 */

export interface ProductoLinea {
  id: number;
  codigo: string;
  nombre: string;
  a_granel: boolean;
}

export interface LineaBorrador {
  producto: ProductoLinea;
  /** Integer ≥ 1, or > 0 with 3 decimals for bulk products (P3-75). */
  cantidad: string;
  /** Unit cost in the order's currency (dollars for origin 1). */
  costo: string;
  /** The product's last cost in the same currency, for comparison. */
  costo_anterior: string;
}

export interface ProveedorBorrador {
  id: number;
  nombre: string;
  limite_credito: string;
}

export interface BorradorOrden {
  tipo_compra: number | null;
  fecha: string;
  numero_documento: string;
  proveedor: ProveedorBorrador | null;
  descripcion: string;
  origen: number | null;
  tipo_cambio: string | null;
  costo_importacion: string | null;
  lineas: LineaBorrador[];
  /** Payment step (P3-49). */
  plazo_pago: string;
  fecha_limite: string | null;
  banco: string;
}

export const borradorVacio = (fecha: string): BorradorOrden => ({
  tipo_compra: null,
  fecha,
  numero_documento: '',
  proveedor: null,
  descripcion: '',
  origen: null,
  tipo_cambio: null,
  costo_importacion: null,
  lineas: [],
  plazo_pago: PLAZO_INMEDIATO,
  fecha_limite: null,
  banco: '',
});

export const esImportacion = (b: Pick<BorradorOrden, 'origen'>) => b.origen === ORIGENES_COMPRA.IMPORTACION;

/** The exchange rate and import cost that apply: none (1 and 0) unless the order is an import. */
function costos(b: BorradorOrden) {
  return esImportacion(b)
    ? { tipoCambio: b.tipo_cambio ?? '0', importacion: b.costo_importacion ?? '0' }
    : { tipoCambio: '1', importacion: '0' };
}

/** Quantity × cost, in quetzales with the import cost (P3-72): the same formula as the server. */
export function subtotalLinea(b: BorradorOrden, linea: LineaBorrador): string {
  const { tipoCambio, importacion } = costos(b);
  return lineSubtotal(linea.cantidad || '0', linea.costo || '0', b.origen ?? 0, tipoCambio, importacion).toFixed(2);
}

/** `Monto total`: the sum of the lines' subtotals. */
export function montoTotal(b: BorradorOrden): string {
  return sum(b.lineas.map((l) => subtotalLinea(b, l))).toFixed(2);
}

export type ErroresCampos = Partial<Record<string, string>>;

/** The order's own fields (001 §5): what blocks `Siguiente` besides the lines. */
export function erroresEncabezado(b: BorradorOrden): ErroresCampos {
  const requerido = MENSAJES.campos.campoRequerido;
  const errores: ErroresCampos = {};
  if (b.tipo_compra === null) errores.tipo_compra = MENSAJES.ordenesCompra.seleccioneTipoCompra;
  if (!b.fecha) errores.fecha = requerido;
  if (b.numero_documento.trim() === '') errores.numero_documento = requerido;
  if (b.proveedor === null) errores.proveedor = requerido;
  if (b.origen === null) errores.origen = MENSAJES.ordenesCompra.seleccioneOrigen;
  if (esImportacion(b)) {
    if (b.tipo_cambio === null || b.tipo_cambio === '') errores.tipo_cambio = requerido;
    if (b.costo_importacion === null || b.costo_importacion === '') errores.costo_importacion = requerido;
  }
  return errores;
}

export interface NuevaLinea {
  producto: ProductoLinea | null;
  costo: string | null;
  cantidad: string | null;
}

/** The add form's checks (001 §5, P3-75): code required; cost ≥ 0.01; quantity ≥ 1 (bulk: > 0). */
export function erroresNuevaLinea(linea: NuevaLinea): ErroresCampos {
  const requerido = MENSAJES.campos.campoRequerido;
  const errores: ErroresCampos = {};
  if (linea.producto === null) errores.producto = requerido;
  if (linea.costo === null || linea.costo === '') errores.costo = requerido;
  else if (compare(linea.costo, '0.01') < 0) errores.costo = MENSAJES.campos.minValue('0.01');
  if (linea.cantidad === null || linea.cantidad === '') errores.cantidad = requerido;
  else if (linea.producto?.a_granel ? compare(linea.cantidad, 0) <= 0 : compare(linea.cantidad, 1) < 0)
    errores.cantidad = MENSAJES.campos.minValue(linea.producto?.a_granel ? 0 : 1);
  else if (!linea.producto?.a_granel && !dec(linea.cantidad).isInteger())
    errores.cantidad = MENSAJES.ordenesCompra.cantidadEntera;
  return errores;
}

export const yaIngresado = (lineas: readonly LineaBorrador[], productoId: number) =>
  lineas.some((l) => l.producto.id === productoId);

/** Adds a line; a product already in the order is refused (`Este producto ya está ingresado`). */
export function agregarLinea(
  lineas: readonly LineaBorrador[],
  nueva: LineaBorrador,
): { ok: true; lineas: LineaBorrador[] } | { ok: false; error: string } {
  if (yaIngresado(lineas, nueva.producto.id)) return { ok: false, error: MENSAJES.ordenesCompra.productoRepetido };
  return { ok: true, lineas: [...lineas, nueva] };
}

const minimo = (linea: LineaBorrador) => (linea.producto.a_granel ? '0.001' : '1');

/** The − / + buttons: one unit at a time, never below the line's minimum. */
export function pasoCantidad(linea: LineaBorrador, paso: 1 | -1): LineaBorrador {
  const decimales = linea.producto.a_granel ? 3 : 0;
  const siguiente = paso === 1 ? add(linea.cantidad || '0', 1) : sub(linea.cantidad || '0', 1);
  const limitado = compare(siguiente, minimo(linea)) < 0 ? dec(minimo(linea)) : siguiente;
  return { ...linea, cantidad: toDecimalString(limitado, decimales) };
}

/** P3-76: a credit purchase above the supplier's limit is refused, with the limit in the message. */
export function errorLimiteCredito(b: BorradorOrden): string | null {
  if (b.tipo_compra !== TIPOS_COMPRA.CREDITO || b.proveedor === null) return null;
  if (compare(montoTotal(b), b.proveedor.limite_credito) <= 0) return null;
  return MENSAJES.ordenesCompra.superaLimiteCredito(dec(b.proveedor.limite_credito).toFixed(2));
}

/** What stops `Siguiente`: the first problem's message, or null when the payment step may open. */
export function errorSiguiente(b: BorradorOrden): string | null {
  if (Object.keys(erroresEncabezado(b)).length > 0) return MENSAJES.ordenesCompra.incompleta;
  if (b.lineas.length === 0) return MENSAJES.ordenesCompra.sinProductos;
  const lineaInvalida = b.lineas.some((l) => Object.keys(erroresNuevaLinea({ ...l })).length > 0);
  if (lineaInvalida) return MENSAJES.ordenesCompra.incompleta;
  return errorLimiteCredito(b);
}

function diasEntre(desde: string, hasta: string): number {
  const ms = Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

export function sumarDias(fecha: string, dias: number): string {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/**
 * The payment plan of a credit purchase (001 §5, P3-49): `inmediato` is due on the order's date,
 * N days on date + N, `personalizado` on the chosen date with `periodo_pago` = days between + 1.
 */
export function planDePago(b: Pick<BorradorOrden, 'fecha' | 'plazo_pago' | 'fecha_limite'>): {
  fecha_limite: string | null;
  periodo_pago: number | null;
} {
  if (b.plazo_pago === PLAZO_INMEDIATO) return { fecha_limite: b.fecha, periodo_pago: null };
  if (b.plazo_pago === PLAZO_PERSONALIZADO)
    return b.fecha_limite === null
      ? { fecha_limite: null, periodo_pago: null }
      : { fecha_limite: b.fecha_limite, periodo_pago: diasEntre(b.fecha, b.fecha_limite) + 1 };
  return { fecha_limite: sumarDias(b.fecha, Number(b.plazo_pago)), periodo_pago: null };
}

/** The body of `POST ordenes_compra` (the server recomputes the total; it travels for the record). */
export function cuerpoOrden(b: BorradorOrden, sucursalDestino: number): Record<string, unknown> {
  const credito = b.tipo_compra === TIPOS_COMPRA.CREDITO;
  const plan = planDePago(b);
  return {
    tipo_compra: b.tipo_compra,
    fecha: b.fecha,
    numero_documento: b.numero_documento.trim(),
    proveedor: b.proveedor?.id,
    sucursal_destino: sucursalDestino,
    descripcion: b.descripcion.trim(),
    origen: b.origen,
    ...(esImportacion(b) ? { tipo_cambio: b.tipo_cambio, costo_importacion: b.costo_importacion } : {}),
    ...(credito
      ? {
          plazo_pago: b.plazo_pago,
          ...(b.plazo_pago === PLAZO_PERSONALIZADO ? plan : {}),
        }
      : { banco: b.banco.trim() }),
    total: montoTotal(b),
    detalles: b.lineas.map((l) => ({ producto: l.producto.id, cantidad: l.cantidad, costo: l.costo })),
  };
}

/** A cost shown in the order's currency: dollars for an import, quetzales otherwise. */
export const costoAnterior = (origen: number | null, costoQ: DecimalInput, costoDolares: DecimalInput) =>
  dec(origen === ORIGENES_COMPRA.IMPORTACION ? costoDolares : costoQ).toFixed(2);

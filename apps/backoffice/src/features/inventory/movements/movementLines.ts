import { add, compare, dec, mul, sum, toDecimalString, toMoneyString, type DecimalesMoneda } from '@pos/shared';
import { decimalesCantidad, tieneFracciones } from '@pos/shared/domains/catalog/catalog';
import type {
  ClaseDocumentoBodega,
  LineaProductoBodega,
  TipoReajuste,
  UnidadReferencia,
} from '@pos/shared/domains/inventory';

export type ProductoLinea = LineaProductoBodega['producto'];

/** A line of a stock movement as the screen edits it. */
export interface LineaMovimiento {
  key: string;
  producto: ProductoLinea;
  unidad: UnidadReferencia | null;
  /** Last cost of one base unit. */
  ultimoCosto: string;
  /** The presentation counted (type 100); null counts base units. */
  fraccion: number | null;
  /** In the fraction's units; whole unless the product is sold in bulk. */
  cantidad: string | null;
  /** Cost of one unit of the line: typed for incoming goods, the stock valuation otherwise. */
  costo: string | null;
  nota: string;
}

const contenidoDe = (producto: ProductoLinea, fraccion: number | null) =>
  producto.fracciones.find((f) => f.id === fraccion)?.contenido ?? '1';

/** A product with presentations starts on the one that is the base unit, else the first. */
export function fraccionInicial(producto: ProductoLinea): number | null {
  if (!tieneFracciones(producto.tipo_producto) || producto.fracciones.length === 0) return null;
  return (producto.fracciones.find((f) => compare(f.contenido, 1) === 0) ?? producto.fracciones[0]!).id;
}

/**
 * The cost one line unit carries: incoming goods start at the last cost (spec 001 §3 "stock line");
 * the other documents value stock at the average cost when the product uses it, as the ledger does.
 */
export function costoDeLinea(
  clase: ClaseDocumentoBodega,
  producto: ProductoLinea,
  ultimoCosto: string,
  fraccion: number | null,
  decimales: DecimalesMoneda,
): string {
  const porUnidad =
    clase !== 'ingreso' && producto.usa_costo_promedio ? producto.costo_promedio_ponderado : ultimoCosto;
  return toMoneyString(mul(porUnidad, contenidoDe(producto, fraccion)), decimales);
}

/**
 * The presentation a scanned code names, when the picker tells which one matched: a `fraccion` on
 * the row, or a fraction carrying that barcode. Today's API gives neither (see the closing note),
 * so a scan of a box's barcode starts on the default presentation.
 */
export function fraccionEscaneada(fila: LineaProductoBodega, codigo: string | undefined): number | null {
  const indicada = (fila as { fraccion: unknown }).fraccion;
  if (typeof indicada === 'number') return indicada;
  if (!codigo) return null;
  const porCodigo = fila.producto.fracciones.find((f) => (f as { codigo_barras?: string }).codigo_barras === codigo);
  return porCodigo?.id ?? null;
}

export function lineaDesdeProducto(
  fila: LineaProductoBodega,
  clase: ClaseDocumentoBodega,
  decimales: DecimalesMoneda,
  key: string,
  codigo?: string,
): LineaMovimiento {
  const fraccion = fraccionEscaneada(fila, codigo) ?? fraccionInicial(fila.producto);
  return {
    key,
    producto: fila.producto,
    unidad: fila.unidad_de_medida,
    ultimoCosto: fila.ultimo_costo,
    fraccion,
    cantidad: fila.cantidad,
    costo: costoDeLinea(clase, fila.producto, fila.ultimo_costo, fraccion, decimales),
    nota: '',
  };
}

/**
 * Adds a picked product. Picking (or scanning) one already on the document with the same
 * presentation adds 1 to that line instead of a second line, which the server refuses.
 */
export function agregarLinea(
  lineas: readonly LineaMovimiento[],
  nueva: LineaMovimiento,
): { lineas: LineaMovimiento[]; key: string } {
  const existente = lineas.find((l) => l.producto.id === nueva.producto.id && l.fraccion === nueva.fraccion);
  if (!existente) return { lineas: [...lineas, nueva], key: nueva.key };
  const cantidad = toDecimalString(
    add(existente.cantidad ?? 0, 1),
    decimalesCantidad(existente.producto.tipo_producto),
  );
  return { lineas: lineas.map((l) => (l === existente ? { ...l, cantidad } : l)), key: existente.key };
}

/** Lines that repeat the product and presentation of an earlier line. */
export function lineasRepetidas(lineas: readonly LineaMovimiento[]): Set<number> {
  const vistas = new Set<string>();
  const repetidas = new Set<number>();
  lineas.forEach((l, index) => {
    const clave = `${l.producto.id}:${l.fraccion ?? ''}`;
    if (vistas.has(clave)) repetidas.add(index);
    vistas.add(clave);
  });
  return repetidas;
}

export function subtotalDe(linea: Pick<LineaMovimiento, 'cantidad' | 'costo'>): string {
  try {
    return mul(linea.cantidad ?? 0, linea.costo ?? 0).toString();
  } catch {
    return '0';
  }
}

export function totalDe(
  lineas: readonly Pick<LineaMovimiento, 'cantidad' | 'costo'>[],
  decimales: DecimalesMoneda,
): string {
  return toMoneyString(sum(lineas.map(subtotalDe)), decimales);
}

/** Base units a line moves: cantidad × contenido. */
export function cantidadBase(linea: Pick<LineaMovimiento, 'producto' | 'fraccion' | 'cantidad'>): string {
  try {
    return mul(linea.cantidad ?? 0, contenidoDe(linea.producto, linea.fraccion)).toString();
  } catch {
    return '0';
  }
}

/** Whether taking this line out would leave the branch below zero (a warning; the server decides). */
export function excedeExistencia(linea: Pick<LineaMovimiento, 'producto' | 'fraccion' | 'cantidad'>): boolean {
  return compare(cantidadBase(linea), dec(linea.producto.inventario)) > 0;
}

export interface DatosDocumento {
  nota: string;
  destino?: number | null;
  tipo_reajuste?: TipoReajuste | null;
}

/** The body of `POST bodegas/{clase}` (shared documentoBodegaSchema). */
export function cuerpoDocumento(
  clase: ClaseDocumentoBodega,
  lineas: readonly LineaMovimiento[],
  datos: DatosDocumento,
) {
  return {
    productos: lineas.map((l) => ({
      producto: l.producto.id,
      fraccion: l.fraccion,
      cantidad: l.cantidad ?? '0',
      ...(clase === 'ingreso' ? { costo: l.costo ?? '0' } : {}),
      nota: l.nota ?? '',
    })),
    nota: datos.nota ?? '',
    ...(clase === 'salida' ? { destino: datos.destino ?? null } : {}),
    ...(clase === 'reajuste' ? { tipo_reajuste: datos.tipo_reajuste ?? null } : {}),
  };
}

/**
 * The row a scan or an Enter means: the product whose barcode or code is exactly the text, else
 * the only result; null when the text matches several products or none.
 */
export function coincidenciaExacta(filas: readonly LineaProductoBodega[], texto: string): LineaProductoBodega | null {
  const t = texto.trim().toLowerCase();
  const exacta = filas.find(
    (f) => f.producto.codigo_barras.toLowerCase() === t || f.producto.codigo.toLowerCase() === t,
  );
  if (exacta) return exacta;
  return filas.length === 1 ? filas[0]! : null;
}

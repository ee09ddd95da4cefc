import { esAGranel } from '@pos/shared/domains/catalog/catalog';
import {
  DOCUMENTOS_BODEGA,
  DOCUMENTOS_STOCK,
  NOMBRES_MOVIMIENTO_INVENTARIO,
  TIPOS_REAJUSTE,
  type ClaseDocumentoBodega,
  type DocumentoBodega,
  type DocumentoBodegaDatos,
} from '@pos/shared/domains/inventory';
import { MENSAJES } from '@pos/shared/messages';
import { dec, div, mul, roundMoney, sum, toDecimalString, type DecimalesMoneda } from '@pos/shared/money';
import type { Executor, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { fieldError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { toDocumentoBodega } from './documentos.dto';
import {
  findActiveDestino,
  findDocumento,
  insertDocumento,
  lineFractions,
  lineProducts,
  nextNumero,
  reserveDocumentId,
  type NewDetalle,
} from './documentos.repo';
import { moveStock, valuationCost } from './stock.service';

/** A line ready to store and to move: quantities and costs in the line's unit and in base units. */
interface ResolvedLine {
  productoId: number;
  fraccionId: number | null;
  cantidad: string;
  cantidadBase: string;
  costoUnitario: string;
  costoBase: string;
  subtotal: string;
  nota: string;
}

const PLACES = 4;

/**
 * Checks every line against the company's catalogue and prices it: incoming goods at the cost
 * entered (or the last cost), every other document at the stock valuation cost, so a write-off
 * shows what it wrote off.
 */
async function resolveLines(
  tx: Executor,
  empresaId: number,
  clase: ClaseDocumentoBodega,
  input: DocumentoBodegaDatos,
  decimales: DecimalesMoneda,
): Promise<ResolvedLine[]> {
  const products = await lineProducts(tx, empresaId, [...new Set(input.productos.map((l) => l.producto))]);
  const fractions = await lineFractions(tx, empresaId, [
    ...new Set(input.productos.flatMap((l) => (l.fraccion === null ? [] : [l.fraccion]))),
  ]);
  const seen = new Set<string>();
  return input.productos.map((line, i) => {
    const product = products.get(line.producto);
    if (!product) throw notFound(MENSAJES.bodega.productoNoEncontrado);
    const fraction = line.fraccion === null ? null : fractions.get(line.fraccion);
    if (fraction === undefined || (fraction && fraction.producto_id !== product.id))
      throw notFound(MENSAJES.bodega.fraccionNoEncontrada);
    if (!product.inventariable)
      throw fieldError(`productos.${i}.producto`, MENSAJES.bodega.productoNoInventariable(product.nombre));
    if (!esAGranel(product.tipo_producto) && !dec(line.cantidad).isInteger())
      throw fieldError(`productos.${i}.cantidad`, MENSAJES.campos.integer);
    const key = `${product.id}:${fraction?.id ?? 0}`;
    if (seen.has(key)) throw fieldError(`productos.${i}.producto`, MENSAJES.bodega.productoYaIngresado);
    seen.add(key);

    const contenido = fraction?.contenido ?? '1';
    const entered = line.costo;
    const costoBase =
      clase === 'ingreso' ? (entered === null ? product.costo : div(entered, contenido)) : valuationCost(product);
    const costoUnitario = entered ?? mul(costoBase, contenido);
    return {
      productoId: product.id,
      fraccionId: fraction?.id ?? null,
      cantidad: toDecimalString(line.cantidad, PLACES),
      cantidadBase: toDecimalString(mul(line.cantidad, contenido), PLACES),
      costoUnitario: toDecimalString(costoUnitario, PLACES),
      costoBase: dec(costoBase).toFixed(),
      subtotal: toDecimalString(roundMoney(mul(line.cantidad, costoUnitario), decimales), PLACES),
      nota: line.nota,
    };
  });
}

function takesStock(clase: ClaseDocumentoBodega, input: DocumentoBodegaDatos): boolean {
  if (clase === 'reajuste') return input.tipo_reajuste === TIPOS_REAJUSTE.NEGATIVO;
  return clase !== 'ingreso';
}

/**
 * `POST bodegas/{ingreso|baja|salida|reajuste}` (P2-03b): the document, its lines, its stock ledger
 * rows and its audit entry, in the caller's transaction. Incoming goods also set the products'
 * last and average cost.
 */
export async function createDocumentoBodega(
  tx: Tx,
  actor: Actor,
  sucursalId: number,
  clase: ClaseDocumentoBodega,
  input: DocumentoBodegaDatos,
  decimales: DecimalesMoneda,
): Promise<DocumentoBodega> {
  const { tipo } = DOCUMENTOS_BODEGA[clase];
  const lines = await resolveLines(tx, actor.empresaId, clase, input, decimales);
  const destino = input.destino === null ? null : await findActiveDestino(tx, actor.empresaId, input.destino);
  if (destino === undefined) throw notFound(MENSAJES.bodega.destinoNoEncontrado);

  const id = await reserveDocumentId(tx);
  const sign = takesStock(clase, input) ? -1 : 1;
  await moveStock(
    tx,
    {
      empresaId: actor.empresaId,
      sucursalId,
      usuarioId: actor.usuarioId,
      tipo,
      documento: { tipo: DOCUMENTOS_STOCK.INVENTARIO, id },
      actualizarCosto: clase === 'ingreso',
    },
    lines.map((l) => ({
      productoId: l.productoId,
      cantidad: mul(l.cantidadBase, sign),
      fraccionId: l.fraccionId,
      costoUnitario: l.costoBase,
    })),
  );
  const numero = await nextNumero(tx, actor.empresaId, tipo);
  const detalles: NewDetalle[] = lines.map((l) => ({
    productoId: l.productoId,
    fraccionId: l.fraccionId,
    cantidad: l.cantidad,
    cantidadBase: l.cantidadBase,
    costoUnitario: l.costoUnitario,
    subtotal: l.subtotal,
    nota: l.nota,
  }));
  await insertDocumento(
    tx,
    {
      id,
      empresaId: actor.empresaId,
      sucursalId,
      tipo,
      tipoReajuste: input.tipo_reajuste,
      numero,
      destinoSalidaId: destino?.id ?? null,
      nota: input.nota,
      total: toDecimalString(sum(lines.map((l) => l.subtotal)), PLACES),
      usuarioId: actor.usuarioId,
    },
    detalles,
  );
  const found = await findDocumento(tx, actor, id);
  const documento = toDocumentoBodega(found!.header, found!.lines, decimales);
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'DOCUMENTO_INVENTARIO',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.documentoInventario(NOMBRES_MOVIMIENTO_INVENTARIO[tipo]!, numero),
    despues: documento,
  });
  return documento;
}

/** `bodegas/resumen`: a document of the company the user may see, else 404. */
export async function getDocumentoBodega(
  db: Executor,
  actor: Actor,
  id: number,
  decimales: DecimalesMoneda,
): Promise<DocumentoBodega> {
  const found = await findDocumento(db, actor, id);
  if (!found) throw notFound(MENSAJES.bodega.documentoNoEncontrado);
  return toDocumentoBodega(found.header, found.lines, decimales);
}

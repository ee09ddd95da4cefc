import { MENSAJES } from '@pos/shared/messages';
import { badRequest, fieldError, type HttpError } from './http-errors';

/**
 * Each "already exists" rule is checked by its service and backed by a unique index. Two identical
 * requests at once both pass the check; the index then refuses the later one. This table turns
 * that refusal into the very answer the service's check gives, keyed by the index's name, so a
 * race reads like the sequential case. `value` is the refused row's text value.
 */
const RULES: Record<string, (value: string) => HttpError> = {
  usuarios_email_uq: () => fieldError('email', MENSAJES.usuarios.correoDuplicado),
  clientes_nit_uq: (nit) => fieldError('nit', MENSAJES.clientes.nitDuplicado(nit)),
  sucursales_nombre_uq: () => fieldError('nombre', MENSAJES.sucursales.nombreDuplicado),
  cajas_nombre_uq: () => fieldError('nombre', MENSAJES.cajas.nombreDuplicado),
  productos_codigo_uq: () => fieldError('codigo', MENSAJES.productos.codigoDuplicado),
  destinos_salida_nombre_uq: () => fieldError('nombre', MENSAJES.bodega.destinoDuplicado),
  adiciones_nota_fel_nombre_uq: () => fieldError('nombre', MENSAJES.devoluciones.nombreAdicionDuplicado),
  // Two FEL settings saved at once that give two branches one establishment code.
  sucursales_codigo_establecimiento_uq: () => fieldError('establecimientos', MENSAJES.felConfiguracion.codigoRepetido),
  // A category's url_slug is its name's slug under its family's: "bebidas" or "bebidas/jugos".
  categorias_url_slug_uq: (urlSlug) =>
    fieldError(
      'nombre',
      urlSlug.includes('/')
        ? MENSAJES.categorias.nombreDuplicadoSubfamilia
        : MENSAJES.categorias.nombreDuplicadoFamilia,
    ),
  empresas_slug_uq: () => fieldError('slug', MENSAJES.configuracion.slugDuplicado),
  // Openings queue on the user's and the register's rows; the indexes are the last word.
  aperturas_usuario_abierta_uq: () => badRequest(MENSAJES.cajas.usuarioConCajaAbierta),
  aperturas_caja_abierta_uq: () => badRequest(MENSAJES.cajas.cajaYaAbierta, { caja: [MENSAJES.cajas.cajaYaAbierta] }),
};

/** The unique indexes a request can run into, each answered as its service's check answers. */
export const MAPPED_UNIQUE_INDEXES: readonly string[] = Object.keys(RULES);

/**
 * Unique indexes no request can race into, and why: a request that hits one is a bug, and a 500
 * is the right answer. Single-column primary keys (`*_pkey`) are serials and are left out.
 */
export const UNREACHABLE_UNIQUE_INDEXES: Readonly<Record<string, string>> = {
  configuraciones_empresa_uq: 'written once, with the company',
  configuraciones_fel_empresa_uq: 'saved with an upsert on the company',
  ventas_numero_uq: 'numbered from the locked company counter',
  cotizaciones_numero_uq: 'numbered from the locked company counter',
  documentos_inventario_numero_uq: 'numbered from the locked company counter',
  cuentas_cobrar_venta_uq: 'written once, with its sale',
  cuentas_pagar_orden_uq: 'written once, with its purchase order',
  documentos_fel_venta_uq: 'written once, with its sale, under the sale lock',
  documentos_fel_identificador_uq: 'a random identifier per attempt',
  documentos_fel_devolucion_uq: "one credit note per return, asked for in the return's own transaction",
  despachos_numero_uq: "numbered under the company's dispatch lock",
  existencias_sucursal_producto_uq: 'upserted by the stock ledger',
  precios_sucursal_uq: 'written with the product under the catalogue lock',
  productos_slug_uq: 'a free slug picked under the catalogue lock',
  metodos_pago_prefijo_uq: 'seeded with the company',
  restablecimientos_hash_uq: 'the hash of a random token',
  tokens_sesion_hash_uq: 'the hash of a random token',
  tickets_eventos_hash_uq: 'the hash of a random token',
  aperturas_caja_totales_apertura_id_forma_pago_pk: 'upserted under the session lock',
  claves_idempotencia_usuario_id_clave_pk: 'inserted with on conflict do nothing',
  correlativos_empresa_id_clave_pk: 'upserted by the numbering',
  productos_categorias_producto_id_categoria_id_pk: 'the ids are deduplicated before the insert',
  usuarios_sucursales_usuario_id_sucursal_id_pk: 'repeated branches are refused before the insert',
  devoluciones_codigo_uq: 'a random voucher code checked free under the sale lock',
};

interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
}

/** The driver's error, also when Drizzle wraps it in `cause`. */
function databaseError(error: unknown): DatabaseError {
  const cause = (error as { cause?: DatabaseError }).cause;
  return cause && typeof cause === 'object' && 'code' in cause ? cause : (error as DatabaseError);
}

/**
 * The refused row's free-text value: `Key (empresa_id, upper(nit::text))=(7, 576937K) already
 * exists.` → `576937K`. Our unique keys are ids followed by at most one text value, last.
 */
function refusedValue(detail: unknown): string {
  const match = typeof detail === 'string' ? /\)=\((.*)\) already exists/.exec(detail) : null;
  return match ? match[1]!.replace(/^(\d+, )+/, '') : '';
}

/** The 400 a unique-index refusal stands for, or undefined when the error is something else. */
export function uniqueViolationAnswer(error: unknown): HttpError | undefined {
  const { code, constraint, detail } = databaseError(error);
  if (code !== '23505' || typeof constraint !== 'string') return undefined;
  return RULES[constraint]?.(refusedValue(detail));
}

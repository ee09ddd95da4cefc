import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { CuentaCobrarDetalle, ReciboCobro } from '@pos/shared/domains/receivables';
import { nombreFormaAbono } from '@pos/shared/domains/receivables';
import { MENSAJES } from '@pos/shared/messages';
import { sum, toMoneyString } from '@pos/shared/money';
import { queryRows, type Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/http-errors';
import { pageOf, type ListParams, type Page } from '../../lib/list';
import { companyDecimals } from '../../lib/settings';
import { findCuentas, ORDEN_CUENTAS, toCuentaCobrar, type CuentaRow } from './cuentas.query';
import { findPartida, toPartida } from './partidas.query';

const M = MENSAJES.cuentasCobrar;

/** `ordering` over the whitelist of `ORDEN_CUENTAS` (several fields, `-field` descending). */
export function orderBy(ordering: string | undefined, fallback: string): SQL {
  const terms = (ordering || fallback)
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((term) => {
      const descending = term.startsWith('-');
      const field = descending ? term.slice(1) : term;
      const column = Object.hasOwn(ORDEN_CUENTAS, field) ? ORDEN_CUENTAS[field] : undefined;
      if (!column)
        throw badRequest(MENSAJES.listas.ordenNoPermitido(field), {
          ordering: [MENSAJES.listas.campoOrdenInvalido(field)],
        });
      return sql.raw(`${column} ${descending ? 'desc' : 'asc'}`);
    });
  return sql.join(terms, sql`, `);
}

/** The page envelope (count and links) of a list read by raw SQL. */
export function pageOfRows(
  request: FastifyRequest,
  page: Pick<ListParams, 'page' | 'pageSize'>,
  count: number,
): Omit<Page<never>, 'results'> {
  const { results: _, ...envelope } = pageOf(request, page, count, []);
  return envelope;
}

/** The account of a sales order of the actor's company (404 otherwise: it is not revealed). */
export async function cuentaDeOrden(db: Executor, actor: Actor, ventaId: number): Promise<CuentaRow> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from cuentas_cobrar where empresa_id = ${actor.empresaId} and venta_id = ${ventaId} and activo`,
  );
  if (!row) throw notFound(M.noEncontrada);
  return (await findCuentas(db, { empresaId: actor.empresaId, ids: [row.id] }))[0]!;
}

/** `GET cuenta_cobrar/{id}` and `ordenes_venta/{id}/cuenta`: the account with every payment row. */
export async function cuentaDetalle(db: Executor, actor: Actor, id: number): Promise<CuentaCobrarDetalle> {
  const [cuenta] = await findCuentas(db, { empresaId: actor.empresaId, ids: [id] });
  if (!cuenta) throw notFound(M.noEncontrada);
  const decimales = await companyDecimals(db, actor.empresaId);
  const abonos = await queryRows<{
    id: number;
    partida: number | null;
    numero_recibo: string | null;
    forma_pago: string | null;
    monto: string;
    activo: boolean;
    creado: Date;
    usuario_id: number;
    usuario_nombre: string;
  }>(
    db,
    sql`select a.id, a.partida_id as partida, p.numero_recibo, a.forma_pago, a.monto::text as monto, a.activo, a.creado,
               u.id as usuario_id, trim(u.first_name || ' ' || u.last_name) as usuario_nombre
          from abonos_cuenta_cobrar a join usuarios u on u.id = a.usuario_id left join partidas_abono p on p.id = a.partida_id
         where a.cuenta_cobrar_id = ${id} order by a.creado, a.id`,
  );
  return {
    ...toCuentaCobrar(cuenta, decimales),
    abonos: abonos.map((a) => ({
      id: a.id,
      partida: a.partida,
      numero_recibo: a.numero_recibo ?? '',
      forma_pago: a.forma_pago ?? '',
      forma_pago_nombre: nombreFormaAbono(a.forma_pago),
      monto: toMoneyString(a.monto, decimales),
      anulado: !a.activo,
      creado: new Date(a.creado).toISOString(),
      usuario: { id: a.usuario_id, nombre: a.usuario_nombre },
    })),
  };
}

/** `GET ordenes_venta/get_movimiento_pago` {id_partida}: the payment as its 80 mm `recibo_caja` prints it. */
export async function reciboDePartida(db: Executor, actor: Actor, id: number): Promise<ReciboCobro> {
  const row = await findPartida(db, actor.empresaId, id);
  if (!row) throw notFound(M.partidaNoEncontrada);
  const decimales = await companyDecimals(db, actor.empresaId);
  const partida = toPartida(row, decimales);
  const [empresa] = await queryRows<{ nombre: string; nit: string; direccion: string }>(
    db,
    sql`select coalesce(nullif(s.nombre_comercial, ''), e.nombre) as nombre, s.nit, s.direccion
          from empresas e join sucursales s on s.id = ${row.sucursal_id} where e.id = ${actor.empresaId}`,
  );
  const cuentas = await findCuentas(db, { empresaId: actor.empresaId, ids: partida.cuentas.map((c) => c.cuenta_id) });
  return {
    ...partida,
    empresa: empresa!,
    saldo_pendiente: toMoneyString(sum(cuentas.map((c) => c.saldo)), decimales),
  };
}

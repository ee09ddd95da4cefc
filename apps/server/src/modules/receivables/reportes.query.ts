import { sql } from 'drizzle-orm';
import { todayInGuatemala } from '@pos/shared/format';
import {
  nombreFormaAbono,
  TIPOS_LINEA_ESTADO,
  type Antiguedad,
  type EstadoCuenta,
} from '@pos/shared/domains/receivables';
import { MENSAJES } from '@pos/shared/messages';
import { add, dec, sub, toMoneyString, type DecimalesMoneda } from '@pos/shared/money';
import { queryRows, type Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { diasVencido } from './cuentas.query';

const M = MENSAJES.cuentasCobrar;

const TRAMOS = ['corriente', 'dias_1_30', 'dias_31_60', 'dias_61_90', 'mas_90'] as const;
type Tramo = (typeof TRAMOS)[number];

/** The aging bucket of a balance by its days past due. */
export function tramoDe(dias: number): Tramo {
  if (dias <= 0) return 'corriente';
  if (dias <= 30) return 'dias_1_30';
  if (dias <= 60) return 'dias_31_60';
  if (dias <= 90) return 'dias_61_90';
  return 'mas_90';
}

/**
 * The aging of the open balances at today (issue 15): each unfinished account's balance in the
 * bucket of its days past due, summed by customer (C.F. and customers without a record by NIT and
 * name) and in total.
 */
export async function agingReport(
  db: Executor,
  filter: { empresaId: number; sucursalId: number | null; clienteId?: number },
  decimales: DecimalesMoneda,
  hoy = todayInGuatemala(),
): Promise<Antiguedad> {
  const rows = await queryRows<{
    cliente_id: number | null;
    nombre: string;
    nit: string;
    saldo: string;
    fecha_vencimiento: string;
  }>(
    db,
    sql`select c.cliente_id, coalesce(cl.nombre, v.nombre_cliente) as nombre, coalesce(cl.nit, v.nit_cliente) as nit,
               c.saldo::text as saldo, c.fecha_vencimiento::text as fecha_vencimiento
          from cuentas_cobrar c join ventas v on v.id = c.venta_id left join clientes cl on cl.id = c.cliente_id
         where c.empresa_id = ${filter.empresaId} and c.activo and c.estado = 1 and c.saldo > 0
           ${filter.sucursalId ? sql`and c.sucursal_id = ${filter.sucursalId}` : sql``}
           ${filter.clienteId ? sql`and c.cliente_id = ${filter.clienteId}` : sql``}`,
  );
  const empty = () =>
    Object.fromEntries([...TRAMOS, 'total'].map((k) => [k, dec(0)])) as Record<Tramo | 'total', ReturnType<typeof dec>>;
  const porCliente = new Map<
    string,
    { cliente: { id: number | null; nombre: string; nit: string }; t: ReturnType<typeof empty> }
  >();
  const total = empty();
  for (const r of rows) {
    const key = r.cliente_id !== null ? `#${r.cliente_id}` : `${r.nit}|${r.nombre}`;
    const entry = porCliente.get(key) ?? { cliente: { id: r.cliente_id, nombre: r.nombre, nit: r.nit }, t: empty() };
    porCliente.set(key, entry);
    const tramo = tramoDe(diasVencido(r.fecha_vencimiento, hoy));
    for (const t of [entry.t, total]) {
      t[tramo] = t[tramo].plus(r.saldo);
      t.total = t.total.plus(r.saldo);
    }
  }
  const money = (t: ReturnType<typeof empty>) =>
    Object.fromEntries(Object.entries(t).map(([k, v]) => [k, toMoneyString(v, decimales)])) as Record<
      Tramo | 'total',
      string
    >;
  return {
    fecha_corte: hoy,
    clientes: [...porCliente.values()]
      .sort((a, b) => b.t.total.comparedTo(a.t.total) || a.cliente.nombre.localeCompare(b.cliente.nombre))
      .map((e) => ({ cliente: e.cliente, ...money(e.t) })),
    total: money(total),
  };
}

interface LineaRow {
  fecha: Date;
  tipo: string;
  documento: string;
  forma_pago: string | null;
  cargo: string;
  abono: string;
}

/**
 * A customer's statement (issue 15): every credit charge (the account's initial balance) and every
 * payment in force, by receipt and form (vouchers and discounts as their own kinds), oldest first
 * with the running balance; lines before `fechaInicial` make the opening balance.
 */
export async function customerStatement(
  db: Executor,
  input: { empresaId: number; clienteId: number; fechaInicial?: string; fechaFinal?: string },
  decimales: DecimalesMoneda,
): Promise<EstadoCuenta> {
  const [cliente] = await queryRows<{ id: number; nombre: string; nit: string; direccion: string }>(
    db,
    sql`select id, nombre, nit, direccion from clientes where id = ${input.clienteId} and empresa_id = ${input.empresaId}`,
  );
  if (!cliente) throw notFound(MENSAJES.red.noEncontrado);
  const [empresa] = await queryRows<{ nombre: string; nit: string; direccion: string }>(
    db,
    sql`select e.nombre, coalesce(s.nit, '') as nit, coalesce(s.direccion, '') as direccion
          from empresas e left join lateral (select nit, direccion from sucursales where empresa_id = e.id order by id limit 1) s on true
         where e.id = ${input.empresaId}`,
  );
  const fechaFinal = input.fechaFinal ?? todayInGuatemala();
  const lineas = await queryRows<LineaRow>(
    db,
    sql`select * from (
          select c.creado as fecha, ${TIPOS_LINEA_ESTADO.CARGO} as tipo, coalesce(v.codigo, '') as documento, null as forma_pago,
                 c.monto::text as cargo, '0' as abono
            from cuentas_cobrar c join ventas v on v.id = c.venta_id
           where c.empresa_id = ${input.empresaId} and c.cliente_id = ${input.clienteId} and c.activo
          union all
          select a.creado, case when a.forma_pago is null then ${TIPOS_LINEA_ESTADO.EXENCION_IVA}
                                when a.forma_pago = 'NC' then ${TIPOS_LINEA_ESTADO.NOTA_CREDITO}
                                when a.forma_pago = 'DES' then ${TIPOS_LINEA_ESTADO.DESCUENTO} else ${TIPOS_LINEA_ESTADO.ABONO} end,
                 coalesce(p.numero_recibo, v.codigo, ''), a.forma_pago, '0', sum(a.monto)::text
            from abonos_cuenta_cobrar a join cuentas_cobrar c on c.id = a.cuenta_cobrar_id join ventas v on v.id = c.venta_id
            left join partidas_abono p on p.id = a.partida_id
           where c.empresa_id = ${input.empresaId} and c.cliente_id = ${input.clienteId} and c.activo and a.activo
           group by a.creado, a.forma_pago, p.numero_recibo, v.codigo, coalesce(a.partida_id, -a.id)
        ) l
        where (l.fecha at time zone 'America/Guatemala')::date <= ${fechaFinal}::date
        order by l.fecha, case l.tipo when ${TIPOS_LINEA_ESTADO.CARGO} then 0 else 1 end, l.documento`,
  );
  const antes = (l: LineaRow) =>
    input.fechaInicial !== undefined &&
    new Date(l.fecha).toLocaleDateString('en-CA', { timeZone: 'America/Guatemala' }) < input.fechaInicial;
  let saldo = dec(0);
  for (const l of lineas.filter(antes)) saldo = saldo.plus(l.cargo).minus(l.abono);
  const saldoAnterior = saldo;
  let cargos = dec(0);
  let abonos = dec(0);
  const money = (x: ReturnType<typeof dec> | string) => toMoneyString(x, decimales);
  const movimientos = lineas
    .filter((l) => !antes(l))
    .map((l) => {
      saldo = add(saldo, l.cargo).minus(l.abono);
      cargos = cargos.plus(l.cargo);
      abonos = abonos.plus(l.abono);
      const forma =
        l.tipo === TIPOS_LINEA_ESTADO.EXENCION_IVA
          ? nombreFormaAbono(null)
          : l.forma_pago
            ? nombreFormaAbono(l.forma_pago)
            : '';
      return {
        fecha: new Date(l.fecha).toISOString(),
        tipo: l.tipo,
        documento: l.documento,
        descripcion:
          l.tipo === TIPOS_LINEA_ESTADO.CARGO ? M.estado.cargo(l.documento) : M.estado.abono(l.documento, forma),
        cargo: money(l.cargo),
        abono: money(l.abono),
        saldo: money(saldo),
      };
    });
  return {
    cliente,
    empresa: empresa!,
    fecha_inicial: input.fechaInicial ?? null,
    fecha_final: fechaFinal,
    saldo_anterior: money(saldoAnterior),
    movimientos,
    total_cargos: money(cargos),
    total_abonos: money(abonos),
    saldo_final: money(sub(saldo, 0)),
  };
}

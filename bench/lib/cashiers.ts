import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../apps/server/src/db/client';
import { hashSecret, newSecret } from '../../apps/server/src/lib/tokens';
import { BENCH_EMAIL } from './bench-server';

export interface Cajero {
  usuarioId: number;
  token: string;
}

/**
 * The cashiers: users copied from the owner (same password hash), each with a register of the
 * branch, an open session and a session token, all written in a few set-based statements.
 */
export async function seedCajeros(db: Db, empresaId: number, sucursalId: number, count: number): Promise<Cajero[]> {
  const users = await queryRows<{ id: number }>(
    db,
    sql`insert into usuarios (empresa_id, email, password_hash, first_name, rol, es_cajero, permisos)
        select ${empresaId}, 'cajero' || i || '@bench.gt', u.password_hash, 'Cajero ' || i, 25, true, array['punto_venta', 'perfil']
          from generate_series(1, ${count}) i, usuarios u where u.email = ${BENCH_EMAIL}
        returning id`,
  );
  const ids = users.map((u) => u.id);
  await db.execute(
    sql`insert into usuarios_sucursales (usuario_id, sucursal_id) select u, ${sucursalId} from unnest(${sql.param(ids)}::int[]) u`,
  );
  await db.execute(
    sql`insert into cajas (empresa_id, sucursal_id, nombre) select ${empresaId}, ${sucursalId}, 'Caja ' || u from unnest(${sql.param(ids)}::int[]) u`,
  );
  await db.execute(sql`
    insert into aperturas_cierres_caja (empresa_id, sucursal_id, caja_id, usuario_id, total_apertura, total_efectivo)
    select ${empresaId}, ${sucursalId}, c.id, u, 500, 500 from unnest(${sql.param(ids)}::int[]) u join cajas c on c.empresa_id = ${empresaId} and c.nombre = 'Caja ' || u`);
  const tokens = ids.map(() => newSecret());
  await db.execute(
    sql`insert into tokens_sesion (usuario_id, token_hash, ip) select * from unnest(${sql.param(ids)}::int[], ${sql.param(tokens.map(hashSecret))}::text[], ${sql.param(ids.map(() => '127.0.0.1'))}::text[])`,
  );
  return ids.map((usuarioId, i) => ({ usuarioId, token: tokens[i]! }));
}

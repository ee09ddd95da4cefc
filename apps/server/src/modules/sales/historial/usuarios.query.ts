import { sql } from 'drizzle-orm';
import type { UsuarioHistorial } from '@pos/shared/domains/sales/history';
import { queryRows, type Executor } from '../../../db/client';
import { likePattern } from '../../../lib/list';

/** How many names the seller filter offers at once; typing narrows them. */
const LIMITE = 20;

/**
 * `GET historial_ventas/usuarios?search=`: the company's users who can appear on a sale (they sell
 * at the till or at the counter, or have recorded a sale), by name or e-mail.
 */
export function sellers(db: Executor, empresaId: number, search: string | undefined): Promise<UsuarioHistorial[]> {
  const pattern = search ? likePattern(search) : null;
  return queryRows<UsuarioHistorial>(
    db,
    sql`select u.id, trim(u.first_name || ' ' || u.last_name) as nombre, u.email
          from usuarios u
         where u.empresa_id = ${empresaId}
           and (u.permisos && array['punto_venta', 'punto_venta_caja', 'punto_venta_mostrador']::text[]
                or exists (select 1 from ventas v where v.usuario_id = u.id))
           and (${pattern}::text is null or u.first_name || ' ' || u.last_name ilike ${pattern} or u.email ilike ${pattern})
         order by u.first_name, u.last_name, u.id
         limit ${LIMITE}`,
  );
}

import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** The counter of collection receipts is per branch (P3-29: `codigo_cobro` {sucursal_id}). */
const clave = (sucursalId: number) => `cobro_${sucursalId}`;
const formato = (numero: number) => `RC-${String(numero).padStart(6, '0')}`;

/** Takes the branch's next receipt number (the counter row stays locked until the transaction ends). */
export async function siguienteRecibo(tx: Executor, empresaId: number, sucursalId: number): Promise<string> {
  const [row] = await queryRows<{ ultimo: number }>(
    tx,
    sql`insert into correlativos (empresa_id, clave, ultimo) values (${empresaId}, ${clave(sucursalId)}, 1)
        on conflict (empresa_id, clave) do update set ultimo = correlativos.ultimo + 1
        returning ultimo`,
  );
  return formato(row!.ultimo);
}

/** `GET cuenta_cobrar/codigo_cobro`: the number the branch's next receipt will take (a preview). */
export async function proximoRecibo(db: Executor, empresaId: number, sucursalId: number): Promise<string> {
  const [row] = await queryRows<{ ultimo: number }>(
    db,
    sql`select ultimo from correlativos where empresa_id = ${empresaId} and clave = ${clave(sucursalId)}`,
  );
  return formato((row?.ultimo ?? 0) + 1);
}

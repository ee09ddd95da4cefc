import type { ResumenCobro } from '@pos/shared/domains/sales/rules/index';
import { TIPOS_ABONO } from '@pos/shared/domains/sales/sales';
import type { Tx } from '../../db/client';
import { abonosCuentaCobrar, cuentasCobrar } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { d4 } from '../../lib/values';

export interface CuentaDeVenta {
  sucursalId: number;
  ventaId: number;
  clienteId: number | null;
  fechaVencimiento: string;
  cobro: Pick<ResumenCobro, 'total' | 'saldo' | 'por_forma'>;
}

/**
 * The receivable of a sale that leaves something owing (P3-86): a POS credit sale and every sales
 * order. What was paid at once is recorded as direct payments, tipo_abono 2000 (P3-10).
 */
export async function insertCuentaCobrar(
  tx: Tx,
  actor: Pick<Actor, 'empresaId' | 'usuarioId'>,
  cuenta: CuentaDeVenta,
): Promise<void> {
  const { cobro } = cuenta;
  const [row] = await tx
    .insert(cuentasCobrar)
    .values({
      empresaId: actor.empresaId,
      sucursalId: cuenta.sucursalId,
      ventaId: cuenta.ventaId,
      clienteId: cuenta.clienteId,
      monto: d4(cobro.total),
      saldo: d4(cobro.saldo),
      fechaVencimiento: cuenta.fechaVencimiento,
    })
    .returning({ id: cuentasCobrar.id });
  if (cobro.por_forma.length > 0) {
    await tx.insert(abonosCuentaCobrar).values(
      cobro.por_forma.map((p) => ({
        cuentaCobrarId: row!.id,
        monto: d4(p.monto),
        tipoAbono: TIPOS_ABONO.DIRECTO,
        formaPago: p.forma_pago,
        usuarioId: actor.usuarioId,
      })),
    );
  }
}

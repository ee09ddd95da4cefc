/**
 * Serie and número of a certified document follow from its UUID (FEL.md §3.9, SAT rules RCP366
 * and RCP367): serie = first 8 hex characters, número = decimal value of hex characters 9–16.
 */
export const PATRON_UUID = /^[0-9A-F]{8}-([0-9A-F]{4}-){3}[0-9A-F]{12}$/;

export function serieYNumeroDeUuid(uuid: string): { serie: string; numero: string } {
  const limpio = uuid.toUpperCase();
  if (!PATRON_UUID.test(limpio)) throw new Error(`UUID inválido: ${uuid}`);
  const hex = limpio.replace(/-/g, '');
  return { serie: hex.slice(0, 8), numero: BigInt(`0x${hex.slice(8, 16)}`).toString() };
}

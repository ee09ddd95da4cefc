/**
 * A random 128-bit key in hex. `crypto.randomUUID` exists only in secure contexts, and a shop may
 * open the back office over plain http on its network; `getRandomValues` works everywhere.
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

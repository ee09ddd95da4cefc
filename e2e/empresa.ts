import path from 'node:path';
import { test } from '@playwright/test';

/** The six logins every demo company has (apps/server/src/db/seed/demo.ts). */
export type UsuarioDemo = 'propietario' | 'admin' | 'bodega' | 'encargado' | 'cajero' | 'vendedor';

/**
 * The slug of the practice company of the spec file that is running: `scripts/e2e-server.mjs`
 * seeds one per file, named after it, so no spec shares settings, registers or stock with another.
 */
export function empresaDeLaPrueba(): string {
  return path.basename(test.info().file, '.spec.ts');
}

/** Its name, as the seed gives it. */
export function nombreEmpresaDeLaPrueba(): string {
  return `Demo ${empresaDeLaPrueba()}`;
}

/** The e-mail of `usuario` in the running spec's own company (`<usuario>@<slug>.demo.gt`). */
export function correo(usuario: UsuarioDemo): string {
  return `${usuario}@${empresaDeLaPrueba()}.demo.gt`;
}

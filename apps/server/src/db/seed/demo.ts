import { count, eq } from 'drizzle-orm';
import { PERMISOS, permisosPorRol, type Rol } from '@pos/shared/domains/users/permissions';
import { sucursalInputSchema } from '@pos/shared/domains/companies/companies';
import { usuarioCreateSchema } from '@pos/shared/domains/users/users';
import type { Db, Tx } from '../client';
import { configuraciones, empresas } from '../schema/index';
import type { Actor } from '../../lib/actor';
import { createCompany, createSucursal } from '../../modules/companies';
import { createUsuario } from '../../modules/users';
import { createCaja } from '../../modules/registers';
import { updateConfiguracionFel } from '../../modules/invoicing';
import { configuracionFelInputSchema } from '@pos/shared/domains/invoicing/settings';
import { nitCheckDigit, normalizeNit } from '@pos/shared/validation/nit';
import type { SecretBox } from '../../lib/secret-box';
import { seedDemoCatalog } from './demo-catalog';

export const DEMO_PASSWORD = 'demo1234';

/** One user per role (the README lists them). The owner is created with the company. */
const DEMO_USUARIOS: {
  /** The e-mail's local part; the domain is the demo company's. */
  usuario: string;
  first_name: string;
  last_name: string;
  rol: Rol;
  sucursales: ('central' | 'norte')[];
}[] = [
  {
    usuario: 'admin',
    first_name: 'Ana',
    last_name: 'Administradora',
    rol: 'es_admin',
    sucursales: ['central', 'norte'],
  },
  {
    usuario: 'bodega',
    first_name: 'Bruno',
    last_name: 'Bodeguero',
    rol: 'es_bodeguero',
    sucursales: ['central'],
  },
  {
    usuario: 'encargado',
    first_name: 'Elena',
    last_name: 'Encargada',
    rol: 'es_encargado_tienda',
    sucursales: ['norte'],
  },
  { usuario: 'cajero', first_name: 'Carlos', last_name: 'Cajero', rol: 'es_cajero', sucursales: ['central'] },
  {
    usuario: 'vendedor',
    first_name: 'Valeria',
    last_name: 'Vendedora',
    rol: 'es_vendedor_mostrador',
    sucursales: ['central'],
  },
];

/** A demo company: its name, its slug, the domain of its six logins and its NIT (the FEL issuer's). */
export interface EmpresaDemo {
  nombre: string;
  slug: string;
  dominio: string;
  nit: string;
}

/** The demo a fresh install starts with (the README lists its logins). */
export const DEMO: EmpresaDemo = { nombre: 'Demo', slug: 'demo', dominio: 'demo.gt', nit: '1234567-9' };

/**
 * A practice company like the demo whose slug is `slug` and whose logins end in
 * `@<slug>.demo.gt`: a trainee, or a browser test, works in it without touching anyone else's.
 * It issues under a NIT of its own, as every real company does: the FEL sandbox tells issuers
 * apart by NIT, so a fault ordered for one company's documents never reaches another's.
 */
export function empresaDemo(slug: string): EmpresaDemo {
  if (slug === DEMO.slug) return DEMO;
  return { nombre: `Demo ${slug}`, slug, dominio: `${slug}.demo.gt`, nit: nitDePractica(slug) };
}

/** A NIT with a valid check digit drawn from the slug (FNV-1a), above the demo's 1234567-9. */
function nitDePractica(slug: string): string {
  let hash = 0x811c9dc5;
  for (const letra of slug) hash = Math.imul(hash ^ letra.charCodeAt(0), 0x01000193) >>> 0;
  const cuerpo = String(2_000_000 + (hash % 7_000_000));
  return `${cuerpo}-${nitCheckDigit(cuerpo)}`;
}

/** The demo runs the counter + cashier split (PVMCE) so the six logins differ. */
async function seedDemo(tx: Tx, box: SecretBox, empresa: EmpresaDemo): Promise<void> {
  const correo = (usuario: string) => `${usuario}@${empresa.dominio}`;
  const {
    empresaId,
    sucursalId: central,
    propietarioId,
  } = await createCompany(tx, {
    nombre: empresa.nombre,
    slug: empresa.slug,
    pais: 'GT',
    tipoPuntoVenta: 'PVMCE',
    sucursal: {
      nombre: 'Central',
      direccion: '6a. Avenida 10-25, Zona 1',
      telefono: '2230 4455',
      departamento: '01',
      municipio: '0101',
      nit: empresa.nit,
    },
    propietario: { email: correo('propietario'), password: DEMO_PASSWORD, firstName: 'Pedro', lastName: 'Propietario' },
  });
  // The demo invoices electronically on the sandbox (settings below): test documents from the first sale.
  await tx
    .update(configuraciones)
    .set({ telefonoTienda: '2230 4455', correoTienda: correo('tienda'), utilizaFel: true })
    .where(eq(configuraciones.empresaId, empresaId));
  // The owner sets the rest up through the same services the screens use, so the audit log shows it.
  const owner: Actor = {
    usuarioId: propietarioId,
    empresaId,
    email: correo('propietario'),
    rol: 100,
    esAdmin: true,
    esGlobal: true,
    permisos: new Set(PERMISOS),
    sucursalIds: [central],
    tokenId: 0,
  };
  const norte = await createSucursal(
    tx,
    owner,
    sucursalInputSchema.parse({
      nombre: 'Norte',
      direccion: 'Calzada Roosevelt 22-43, Zona 11',
      telefono: '2440 1122',
      departamento: '01',
      municipio: '0108',
      datos_empresa: { nombre: empresa.nombre, nombre_comercial: empresa.nombre, nit: empresa.nit },
    }),
  );
  const branch = { central, norte: norte.id };
  for (const demo of DEMO_USUARIOS) {
    const flags = Object.fromEntries(permisosPorRol(demo.rol, 'PVMCE').map((p) => [p, true]));
    const input = usuarioCreateSchema.parse({
      email: correo(demo.usuario),
      first_name: demo.first_name,
      last_name: demo.last_name,
      password: DEMO_PASSWORD,
      sucursales: demo.sucursales.map((s) => branch[s]),
      [demo.rol]: true,
      ...flags,
    });
    await createUsuario(tx, owner, input, null);
  }
  // One register per branch, so the cashier can open one straight away.
  for (const sucursalId of [central, norte.id]) {
    await createCaja(tx, { ...owner, sucursalIds: [central, norte.id] }, { nombre: 'Caja 1' }, sucursalId);
  }
  // The issuer's FEL settings, each branch an establishment.
  await updateConfiguracionFel(
    tx,
    box,
    owner,
    configuracionFelInputSchema.parse({
      nit_emisor: normalizeNit(empresa.nit),
      nombre_emisor: 'DEMO, SOCIEDAD ANONIMA',
      nombre_comercial: empresa.nombre,
      afiliacion_iva: 'GEN',
      frases: [{ tipo_frase: 1, codigo_escenario: 1 }],
      certificador: 'sandbox',
      establecimientos: [
        { sucursal: central, codigo_establecimiento: 1 },
        { sucursal: norte.id, codigo_establecimiento: 2 },
      ],
    }),
  );
  // About 150 products of a Guatemalan shop, with stock received in both branches (demo-catalog.ts).
  await seedDemoCatalog(tx, { ...owner, sucursalIds: [central, norte.id] }, branch);
}

/** Seeds the demo company when the database has no company at all (a fresh install). */
export async function seedDemoIfEmpty(db: Db, box: SecretBox): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(empresas);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction((tx) => seedDemo(tx, box, DEMO));
  return true;
}

/** Seeds each practice company `empresaDemo(slug)` that does not exist yet; answers the ones it created. */
export async function seedDemoCompanies(db: Db, box: SecretBox, slugs: readonly string[]): Promise<EmpresaDemo[]> {
  const creadas: EmpresaDemo[] = [];
  for (const empresa of slugs.map(empresaDemo)) {
    const [existe] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.slug, empresa.slug));
    if (existe) continue;
    await db.transaction((tx) => seedDemo(tx, box, empresa));
    creadas.push(empresa);
  }
  return creadas;
}

import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { permisosPorRol, type Permiso, type Rol } from '@pos/shared/domains/users/permissions';
import type { Database } from '../../src/db/client';
import { createCompany } from '../../src/modules/companies/company.service';
import { client, type Client } from './app';

export const PASSWORD = 'secreta123';

export function unique(prefix: string): string {
  return `${prefix}-${crypto.randomBytes(4).toString('hex')}`;
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const response = await client(app).post('/api/usuarios/token/', { email, password });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  return response.data.token;
}

export interface TestCompany {
  empresaId: number;
  sucursalId: number;
  propietarioId: number;
  ownerEmail: string;
  owner: Client;
  ownerToken: string;
}

/** A fresh company with its owner logged in; each test gets its own tenant. */
export async function createTestCompany(
  app: FastifyInstance,
  database: Database,
  options: { tipoPuntoVenta?: 'PVN' | 'PVMCE' } = {},
): Promise<TestCompany> {
  const slug = unique('emp');
  const ownerEmail = `${slug}@prueba.gt`;
  const created = await database.db.transaction((tx) =>
    createCompany(tx, {
      nombre: `Empresa ${slug}`,
      slug,
      tipoPuntoVenta: options.tipoPuntoVenta ?? 'PVN',
      sucursal: { nombre: 'Central', departamento: '01', municipio: '0101' },
      propietario: { email: ownerEmail, password: PASSWORD, firstName: 'Dueño', lastName: 'Prueba' },
    }),
  );
  const ownerToken = await login(app, ownerEmail);
  return { ...created, ownerEmail, ownerToken, owner: client(app, ownerToken) };
}

/** The body the user form sends for a role, with the role's preset permissions. */
export function userBody(rol: Rol, sucursales: number[], overrides: Record<string, unknown> = {}) {
  const permisos = Object.fromEntries(permisosPorRol(rol, 'PVN').map((p: Permiso) => [p, true]));
  return {
    email: `${unique('usr')}@prueba.gt`,
    first_name: 'Usuario',
    last_name: 'Prueba',
    password: PASSWORD,
    sucursales,
    [rol]: true,
    ...permisos,
    ...overrides,
  };
}

/** Creates a user through the API as the company owner and logs them in. */
export async function createUserAs(
  app: FastifyInstance,
  company: TestCompany,
  rol: Rol,
  overrides: Record<string, unknown> = {},
) {
  const body = userBody(rol, [company.sucursalId], overrides);
  const response = await company.owner.post('/api/usuarios/', body);
  if (response.statusCode !== 201) throw new Error(`crear usuario: ${response.statusCode} ${response.body}`);
  const token = await login(app, body.email as string);
  return { id: response.data.id as number, email: body.email as string, token, api: client(app, token) };
}

import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../src/db/client';
import { documentosFel } from '../../../src/db/schema/index';
import { client, createTestApp, type TestApp } from '../../helpers/app';
import type { TestCompany } from '../../helpers/factories';
import { empresaConPendientes, esperarFel } from '../../helpers/fel';
import { openTestDatabase } from '../../helpers/database';

/**
 * Issue 12: the document row is the certification's job. A restart, or two processes on one
 * database, never send a document twice; the work is shared fairly between companies. Several
 * documents go out at once here, so the sandbox skips SAT's schemas (CPU the tests lack).
 */

const identificadores = async (database: Database, empresaId: number) =>
  (
    await database.db
      .select({ identificador: documentosFel.identificador })
      .from(documentosFel)
      .where(eq(documentosFel.empresaId, empresaId))
  ).map((d) => d.identificador);

async function todasCertificadas(app: TestApp, company: TestCompany, facturas: number[]) {
  const owner = client(app.app, company.ownerToken);
  for (const id of facturas) expect((await esperarFel(owner, id, 60_000)).estado_factura).toBe('facturado');
}

describe('one send per document', () => {
  it('two processes started on the same pending documents (a restart beside a survivor) send each one once', async () => {
    const database = await openTestDatabase();
    const primero = await createTestApp({ database, runJobs: false });
    let pendientes: Awaited<ReturnType<typeof empresaConPendientes>>;
    try {
      pendientes = await empresaConPendientes(primero, database, 8);
    } finally {
      await primero.close();
    }
    // A patient client: on a loaded machine a 2 s timeout makes the client resend within one
    // attempt (same identificador, safe), which is not the second process this test is about.
    const concurrentes = { config: { felConcurrency: 4, felSandboxXsd: false, felTimeoutSeconds: 10 } };
    const [a, b] = [
      await createTestApp({ database, ...concurrentes }),
      await createTestApp({ database, ...concurrentes }),
    ];
    try {
      await todasCertificadas(a, pendientes.company, pendientes.facturas);
      const enviados = [...a.sandbox.solicitudes(), ...b.sandbox.solicitudes()];
      for (const identificador of await identificadores(database, pendientes.company.empresaId))
        expect(
          enviados.filter((s) => s.identificador === identificador),
          identificador,
        ).toHaveLength(1);
      // No job rows to duplicate: the documents are the queue.
      const [jobs] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pgboss.job where name like 'fel-%'`,
      );
      expect(jobs!.n).toBe(0);
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  }, 180_000);
});

describe('concurrency and fairness', () => {
  it('a company with a backlog does not hold back another company’s invoice', async () => {
    const database = await openTestDatabase();
    const sinTrabajos = await createTestApp({ database, runJobs: false });
    let grande: Awaited<ReturnType<typeof empresaConPendientes>>;
    let chica: Awaited<ReturnType<typeof empresaConPendientes>>;
    try {
      grande = await empresaConPendientes(sinTrabajos, database, 10);
      chica = await empresaConPendientes(sinTrabajos, database, 1);
    } finally {
      await sinTrabajos.close();
    }
    const app = await createTestApp({ database, config: { felConcurrency: 2, felSandboxXsd: false } });
    try {
      await todasCertificadas(app, chica.company, chica.facturas);
      await todasCertificadas(app, grande.company, grande.facturas);
      const orden = app.sandbox.solicitudes().map((s) => s.identificador);
      const [deLaChica] = await identificadores(database, chica.company.empresaId);
      // Taken in the first round, beside the oldest of the backlog, though it was sold last.
      expect(orden.indexOf(deLaChica!)).toBeLessThan(2);
      expect(orden).toHaveLength(11);
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);
});

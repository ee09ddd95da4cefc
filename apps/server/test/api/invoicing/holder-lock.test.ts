import { describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../src/db/client';
import { documentosFel } from '../../../src/db/schema/index';
import type { Certifier } from '../../../src/modules/invoicing/certifier/certifier';
import { startSandboxCertifier } from '../../../src/modules/invoicing/certifier/sandbox-server';
import { certificarDocumento } from '../../../src/modules/invoicing/documentos/certificacion';
import { tomarPendientes } from '../../../src/modules/invoicing/documentos/toma';
import type { FelRuntime } from '../../../src/modules/invoicing/fel-runtime';
import { client, createTestApp } from '../../helpers/app';
import { empresaConPendientes, esperarFel } from '../../helpers/fel';
import { openTestDatabase } from '../../helpers/database';

/**
 * Issue 28: a document's hold lapses when its live holder's renewals run late (a machine at load
 * 20 made them seconds late and a second instance sent 16 documents twice), so a holder also
 * keeps a lock on the document, which only its attempt's end or its death lets go: on PostgreSQL
 * a session lock on a connection of its own, on PGlite (one process) memory beside the database.
 * Each app here is one process. A hold of 1 s keeps the tests short; a lapsed one is written, not
 * waited for.
 */

const HOLD = 1;
const config = { felLeaseSeconds: HOLD, felSandboxXsd: false, felConcurrency: 3 };

const documentosDe = (database: Database, empresaId: number) =>
  database.db.select().from(documentosFel).where(eq(documentosFel.empresaId, empresaId)).orderBy(documentosFel.id);

/** Every hold of the company lapsed, as after renewals that never came in time. */
const holdsLapsed = (database: Database, empresaId: number) =>
  database.db
    .update(documentosFel)
    .set({ ocupadoHasta: new Date(Date.now() - 1_000) })
    .where(eq(documentosFel.empresaId, empresaId));

/**
 * `fel` with renewals 200 s apart, all of them late here, and a certifier that waits before it
 * sends until `release`; `sending` resolves when a send is under way (its outcome unknown).
 */
function stalledHolder(fel: FelRuntime) {
  let release!: () => void;
  let started!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const sending = new Promise<void>((resolve) => (started = resolve));
  const runtime: FelRuntime = {
    ...fel,
    segundosOcupado: 600,
    certificador: (emisor) => {
      const real = fel.certificador(emisor);
      return {
        ...real,
        certificar: async (solicitud) => {
          started();
          await released;
          return real.certificar(solicitud);
        },
      } satisfies Certifier;
    },
  };
  return { runtime, sending, release };
}

describe('the lock of a document’s holder', () => {
  it('keeps a second live process from taking or sending a document whose hold lapsed while its holder sends', async () => {
    const database = await openTestDatabase();
    const sandbox = await startSandboxCertifier({ validarXsd: false });
    const a = await createTestApp({ database, sandbox, runJobs: false, config });
    let b: Awaited<ReturnType<typeof createTestApp>> | undefined;
    try {
      const { company, facturas } = await empresaConPendientes(a, database, 1);
      const [documento] = await documentosDe(database, company.empresaId);
      const holder = stalledHolder(a.fel);
      const attempt = certificarDocumento(database.db, holder.runtime, documento!.id);
      await holder.sending;
      await holdsLapsed(database, company.empresaId);
      const [taken] = await documentosDe(database, company.empresaId);

      // A second process, its dispatcher running, and its takes played here too.
      b = await createTestApp({ database, sandbox, config });
      expect(await tomarPendientes(database.db, b.fel, 10)).toEqual([]);
      await certificarDocumento(database.db, b.fel, documento!.id);
      expect(sandbox.solicitudes()).toHaveLength(0);
      const [during] = await documentosDe(database, company.empresaId);
      expect(during!.envios).toBe(taken!.envios);

      holder.release();
      await attempt;
      expect((await esperarFel(client(a.app, company.ownerToken), facturas[0]!)).estado_factura).toBe('facturado');
      expect(sandbox.solicitudes().filter((s) => s.identificador === documento!.identificador)).toHaveLength(1);
      expect(sandbox.certificados()).toHaveLength(1);
    } finally {
      await b?.close();
      await a.close();
      await sandbox.close();
      await database.close();
    }
  }, 60_000);

  // PostgreSQL only: a PGlite database lives in one process, so no holder's connection can die alone.
  it.skipIf(!inject('postgres'))(
    'lets another process take a holder’s documents within seconds once the holder’s connection died',
    async () => {
      const database = await openTestDatabase();
      const sandbox = await startSandboxCertifier({ validarXsd: false });
      const a = await createTestApp({ database, sandbox, runJobs: false, config });
      let b: Awaited<ReturnType<typeof createTestApp>> | undefined;
      try {
        const { company, facturas } = await empresaConPendientes(a, database, 3);
        // The holder took them all and froze: no send, no renewal, its holds lapsed.
        const tomados = await tomarPendientes(database.db, a.fel, 3);
        expect(tomados).toHaveLength(3);
        await holdsLapsed(database, company.empresaId);
        b = await createTestApp({ database, sandbox, config });
        expect(await tomarPendientes(database.db, b.fel, 10)).toEqual([]);

        // Its connection dies, as a killed process's does: the server drops its locks at once.
        const holders = await queryRows<{ pid: number }>(
          database.db,
          sql`select distinct pid from pg_locks
               where locktype = 'advisory' and objsubid = 2 and database = (select oid from pg_database where datname = current_database())
                 and objid::int = any(${sql.param(tomados.map((d) => d.id))}::int[])`,
        );
        expect(holders).toHaveLength(1);
        await database.db.execute(sql`select pg_terminate_backend(${holders[0]!.pid})`);
        const inicio = Date.now();
        for (const id of facturas)
          expect((await esperarFel(client(b.app, company.ownerToken), id, 30_000)).estado_factura).toBe('facturado');
        // A sweep (a quarter of the hold) and the sends, with room for a loaded machine.
        expect((Date.now() - inicio) / 1000).toBeLessThan(10);
        for (const d of await documentosDe(database, company.empresaId))
          expect(sandbox.solicitudes().filter((s) => s.identificador === d.identificador)).toHaveLength(1);
        expect(sandbox.certificados()).toHaveLength(3);
      } finally {
        await b?.close();
        await a.close();
        await sandbox.close();
        await database.close();
      }
    },
    60_000,
  );
});

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { QueueWorker } from '../../../jobs/queue';
import { recordSinceMark, recordSpan, timed } from '../../../lib/spans';
import { anularDocumento, type AlAnularDocumento } from '../documentos/anulacion-fel';
import { certificarDocumento } from '../documentos/certificacion';
import type { DocumentoFel } from '../documentos/documentos.repo';
import { tomarPendientes } from '../documentos/toma';
import type { FelRuntime } from '../fel-runtime';

export interface FelDispatcherDeps {
  db: Db;
  fel: FelRuntime;
  /** The sale's reversals once the certifier accepted an annulment (sales history). */
  alAnular: AlAnularDocumento;
  log: FastifyBaseLogger;
}

/**
 * How often it looks for work nobody announced (a dead process's hold that ran out, another
 * process's miss): a quarter of the hold, so a dead holder's documents go out again within about
 * FEL_LEASE_SECONDS and a bit, never minutes.
 */
const sweepMs = (segundosOcupado: number) => Math.min(5_000, Math.max(250, (segundosOcupado * 1000) / 4));
/** How long stop() waits for the documents being sent; one cut short is resent under its identificador. */
const STOP_WAIT_MS = 10_000;
/**
 * While a backlog lasts, free slots are filled this many at a time (a quarter of the concurrency):
 * each take ranks every pending document, so one take per finished document would cost the
 * backlog's size for every document of it.
 */
const loteEnAtraso = (concurrencia: number) => Math.max(1, Math.floor(concurrencia / 4));

/**
 * Certifies and annuls the documents with pending work, up to `fel.concurrencia` at once, taking
 * them from the documents table itself (ARCHITECTURE §5: the document is the job): woken by the
 * commit of the sale or request that left one pending, and every few seconds, which also covers
 * a restart. Taking is fair between companies (tomarPendientes). Each document is held and locked
 * while it is sent, so two processes never send it at once.
 */
export class FelDispatcher implements QueueWorker {
  /** The documents this process is sending now (never taken again by it while it does). */
  private readonly sending = new Set<number>();
  private get inFlight(): number {
    return this.sending.size;
  }
  /** The last take found as many documents as it asked for: more are probably waiting. */
  private atraso = false;
  private filling: Promise<void> | null = null;
  private wokenWhileFilling = false;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private readonly idle = new Set<() => void>();

  constructor(private readonly deps: FelDispatcherDeps) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), sweepMs(this.deps.fel.segundosOcupado));
    this.timer.unref();
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.filling) {
      // A document committed after this fill looked: look once more when it ends.
      this.wokenWhileFilling = true;
      return;
    }
    this.filling = this.fill()
      .catch((error: unknown) =>
        this.deps.log.warn({ err: error }, 'facturación electrónica: no se pudo tomar trabajo'),
      )
      .finally(() => {
        this.filling = null;
        if (this.wokenWhileFilling) {
          this.wokenWhileFilling = false;
          this.wake();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.filling;
    if (this.inFlight === 0) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timeout);
        resolve();
      };
      const timeout = setTimeout(() => {
        this.idle.delete(done);
        resolve();
      }, STOP_WAIT_MS);
      this.idle.add(done);
    });
  }

  private async fill(): Promise<void> {
    const { db, fel } = this.deps;
    while (!this.stopped && this.inFlight < fel.concurrencia) {
      const wanted = fel.concurrencia - this.inFlight;
      if (this.atraso && this.inFlight > 0 && wanted < loteEnAtraso(fel.concurrencia)) return;
      const taken = await timed('despacho.tomar', () => tomarPendientes(db, fel, wanted, [...this.sending]));
      this.atraso = taken.length === wanted;
      for (const documento of taken) this.run(documento);
      if (taken.length < wanted) return;
    }
  }

  private run(documento: DocumentoFel): void {
    const { db, fel, alAnular, log } = this.deps;
    this.sending.add(documento.id);
    // The sale's transaction began (the document's `creado`) → taken here: the sale itself, the
    // wake-up and the wait for a free slot.
    if (documento.estado === 10) {
      recordSpan('despacho.espera', Date.now() - documento.creado.getTime());
      if (documento.ventaId !== null) recordSinceMark('despacho.tras_commit', `venta:${documento.ventaId}`);
    }
    const attempt =
      documento.estado === 10
        ? timed('intento.certificar', () => certificarDocumento(db, fel, documento))
        : anularDocumento(db, fel, alAnular, documento);
    attempt
      .catch((error: unknown) =>
        log.error({ err: error, documento: documento.id }, 'facturación electrónica: intento fallido'),
      )
      .finally(() => {
        this.sending.delete(documento.id);
        if (this.inFlight === 0) for (const done of this.idle) done();
        this.wake();
      });
  }
}

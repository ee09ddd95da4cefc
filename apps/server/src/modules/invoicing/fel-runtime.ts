import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SessionLocks } from '../../db/session-locks';
import type { SecretBox } from '../../lib/secret-box';
import { secretBoxFor } from '../../lib/secret-key';
import type { Certifier } from './certifier/certifier';
import { InfileCertifier, urlsEnBase } from './certifier/infile';
import { startSandboxCertifier, type SandboxCertificador } from './certifier/sandbox-server';
import type { EmisorFel } from './settings/emisor';

/** Where the sandbox keeps what it certified, so the demo's invoices can be annulled after a restart. */
export const SANDBOX_ARCHIVO = 'sandbox-fel.json';

/** The documents' lock keys (their ids) are apart from any other: 0x46454c is "FEL". */
const CLAVES_DOCUMENTOS_FEL = 0x46454c;

/** What the certifier client needs to know about the company it certifies for. */
export type EmisorCertificador = Pick<EmisorFel, 'nitEmisor' | 'certificador' | 'credenciales'>;

/**
 * Everything invoicing needs from the outside world, built once per process (ARCHITECTURE §6):
 * the key that opens the companies' credentials, the local sandbox certifier, and the choice of
 * certifier per company.
 */
export interface FelRuntime {
  box: SecretBox;
  /** The local sandbox every test document goes to. */
  sandbox: SandboxCertificador;
  /** True when the installation sends every company to the sandbox (FEL_CERTIFIER=sandbox). */
  soloPruebas: boolean;
  /** FEL_TIMEOUT_SECONDS: what one request to the certifier may take. */
  timeoutSegundos: number;
  /** FEL_LEASE_SECONDS: how long a hold on a document lasts unless its holder renews it. */
  segundosOcupado: number;
  /** FEL_CONCURRENCY: documents this process sends at once. */
  concurrencia: number;
  /**
   * The documents this process works on, locked until the attempt ends or the process dies
   * (documentos/toma.ts): on PostgreSQL no other process takes them meanwhile.
   */
  documentLocks: SessionLocks;
  /** The certifier client for a company's documents and lookups. */
  certificador(emisor: EmisorCertificador): Certifier;
  close(): Promise<void>;
}

export interface OpcionesFelRuntime {
  /** A sandbox already running (tests inject faults into it); otherwise one is started. */
  sandbox?: SandboxCertificador;
  /** Further attempts of the client after a transient failure, and the first wait (ms). */
  reintentos?: number;
  esperaInicialMs?: number;
}

/**
 * The sandbox accepts any user and keys; the issuer's NIT as user keeps each company's
 * identificadores apart, as Infile keeps them apart per issuer.
 */
const credencialesSandbox = (nitEmisor: string) => ({ usuario: nitEmisor, llaveFirma: 'sandbox', llaveApi: 'sandbox' });

/** The runtime of one process, whose document locks live on `database` (one connection of their own). */
export async function startFelRuntime(
  config: Config,
  database: Pick<Database, 'sessionLocks'>,
  opciones: OpcionesFelRuntime = {},
): Promise<FelRuntime> {
  const box = secretBoxFor(config);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sandbox =
    opciones.sandbox ??
    (await startSandboxCertifier({
      port: config.felSandboxPort,
      archivo: path.join(config.dataDir, SANDBOX_ARCHIVO),
      latenciaMs: config.felSandboxLatencyMs,
      ...(config.felSandboxXsd ? {} : { validarXsd: false }),
    }));
  const soloPruebas = config.felCertifier === 'sandbox';
  const documentLocks = database.sessionLocks(CLAVES_DOCUMENTOS_FEL);
  const comunes = {
    timeoutMs: config.felTimeoutSeconds * 1000,
    reintentos: opciones.reintentos ?? 2,
    esperaInicialMs: opciones.esperaInicialMs ?? 1000,
  };
  return {
    box,
    sandbox,
    soloPruebas,
    timeoutSegundos: config.felTimeoutSeconds,
    segundosOcupado: config.felLeaseSeconds,
    concurrencia: config.felConcurrency,
    documentLocks,
    certificador(emisor) {
      if (soloPruebas || emisor.certificador === 'sandbox') {
        return new InfileCertifier({
          ...comunes,
          credenciales: credencialesSandbox(emisor.nitEmisor),
          urls: sandbox.urls,
          esPrueba: true,
        });
      }
      // Stored credentials that no longer open (key lost) are sent empty: Infile refuses them and
      // the document records why, which tells the owner to enter them again.
      const c = emisor.credenciales;
      return new InfileCertifier({
        ...comunes,
        credenciales: {
          usuario: c?.usuarioFirma ?? '',
          usuarioApi: c?.usuarioApi ?? '',
          llaveFirma: c?.llaveFirma ?? '',
          llaveApi: c?.llaveApi ?? '',
        },
        ...(config.felInfileUrl ? { urls: urlsEnBase(config.felInfileUrl) } : {}),
        esPrueba: false,
      });
    },
    close: async () => {
      await documentLocks.close();
      if (!opciones.sandbox) await sandbox.close();
    },
  };
}

import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADOS_ARCHIVO } from '@pos/shared/domains/inventory';
import { exportacionSchema } from '@pos/shared/domains/exports';
import type { AppDeps } from '../../../src/app-deps';
import type { ServerModule } from '../../../src/app-module';
import { startExport } from '../../../src/modules/exports';
import { actorOf } from '../../../src/plugins/auth';
import { OPENAPI_PATH } from '../../../src/plugins/api-docs';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany } from '../../helpers/factories';

/**
 * Issue 25: a module declares everything it brings in its face, and `serverModules` is the one
 * list the app, the job registry, the export registry and the API docs read. This fixture module is
 * added to the list alone, and gets its routes, its job, its export and its API-doc tag.
 */
const JOB = 'modulo-de-prueba';
const TIPO = 'modulo_de_prueba.lista';
const jobsDone: { n: number }[] = [];

function fixtureRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/modulo_de_prueba/descargar_excel/',
    { schema: { response: { 200: exportacionSchema } } },
    async (request) =>
      startExport(deps.database.db, deps.queue, actorOf(request), { tipo: TIPO, sucursalId: null, parametros: {} }),
  );
}

const fixtureModule: ServerModule = {
  name: 'modulo_de_prueba',
  description: 'A fixture module',
  paths: ['/api/modulo_de_prueba/'],
  routes: fixtureRoutes,
  jobs: (queue) =>
    queue.handle<{ n: number }>(JOB, async (data) => {
      jobsDone.push(data);
    }),
  exports: {
    [TIPO]: {
      hoja: 'Prueba del módulo',
      nombreArchivo: () => 'modulo.xlsx',
      columnas: [{ header: 'N', key: 'n', format: 'integer' }],
      async *filas() {
        yield [{ n: 1 }, { n: 2 }];
      },
    },
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraModules: [fixtureModule] });
});
afterAll(() => t.close());

async function until<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

describe('a module added to the list alone', () => {
  it('gets its routes and its export, run by the export job', async () => {
    const company = await createTestCompany(t.app, t.database);
    const started = await company.owner.get('/api/modulo_de_prueba/descargar_excel/');
    expect(started.statusCode, started.body).toBe(200);
    const done = await until(async () => {
      const state = await company.owner.get('/api/archivos/estado_descarga/', { id: String(started.data.id) });
      return state.data.estado === ESTADOS_ARCHIVO.EN_PROCESO ? undefined : state;
    });
    expect(done.data.estado, done.data.observaciones).toBe(ESTADOS_ARCHIVO.LISTO);
    const file = await company.owner.raw({ method: 'GET', url: done.data.archivo });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Prueba del módulo')!.rowCount).toBe(3);
  });

  it('gets its job', async () => {
    await t.queue.enqueue(t.database.db, JOB, { n: 7 });
    expect(await until(async () => jobsDone.find((job) => job.n === 7))).toEqual({ n: 7 });
  });

  it('gets its API-doc tag, on its paths', async () => {
    const doc: OpenAPIV3_1.Document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    expect(doc.tags).toContainEqual({ name: 'modulo_de_prueba', description: 'A fixture module' });
    expect(doc.paths?.['/api/modulo_de_prueba/descargar_excel/']?.get?.tags).toEqual(['modulo_de_prueba']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { DOCS_PATH, OPENAPI_PATH, domainOf as domainAmong, registeredRoutes } from '../../../src/plugins/api-docs';
import { createTestApp, type TestApp } from '../../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The domain of an API path among the app's modules. */
const domainOf = (url: string) => domainAmong(url, t.modules);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every API route a client can call: one per method and path, without the docs themselves. */
function apiRoutes() {
  return registeredRoutes(t.app)
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith(DOCS_PATH))
    .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method, route: r })))
    .filter(({ method }) => method !== 'HEAD');
}

/** `/api/cajas/:id/` as OpenAPI writes it: `/api/cajas/{id}/`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

async function openapiDocument(): Promise<OpenAPIV3_1.Document> {
  const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('response schemas', () => {
  it('every API route declares the schema of its success answer and belongs to a domain', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(90);
    const missing = routes
      .filter(({ route }) => !Object.keys(route.schema?.response ?? {}).some((status) => status.startsWith('2')))
      .map(({ method, route }) => `${method} ${route.url}`);
    expect(missing).toEqual([]);
    const withoutDomain = routes.filter(({ route }) => !domainOf(route.url)).map(({ route }) => route.url);
    expect(withoutDomain).toEqual([]);
  });
});

describe('GET /api/docs/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document with every route, public', async () => {
    const doc = await openapiDocument();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });

    for (const { method, route } of apiRoutes()) {
      const operation = doc.paths?.[openapiPath(route.url)]?.[method.toLowerCase() as (typeof METHODS)[number]];
      expect(operation, `${method} ${route.url}`).toBeDefined();
      expect(operation!.tags, `${method} ${route.url}`).toEqual([domainOf(route.url)]);
    }

    const tagNames = new Set(doc.tags!.map((tag) => tag.name));
    for (const [path, item] of Object.entries(doc.paths!)) {
      expect(path).toMatch(/^\/api\//);
      const pathParameters = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const method of METHODS) {
        const operation = item![method];
        if (!operation) continue;
        const where = `${method} ${path}`;
        // Every `{param}` of the path is a required path parameter (OpenAPI's own rule).
        const declared = (operation.parameters as OpenAPIV3_1.ParameterObject[] | undefined) ?? [];
        for (const name of pathParameters) {
          expect(declared.find((p) => p.in === 'path' && p.name === name)?.required, `${where} {${name}}`).toBe(true);
        }
        const statuses = Object.keys(operation.responses ?? {});
        expect(
          statuses.some((status) => /^2/.test(status)),
          where,
        ).toBe(true);
        expect(
          statuses.every((status) => /^([1-5](\d\d|XX)|default)$/.test(status)),
          where,
        ).toBe(true);
        for (const tag of operation.tags ?? []) expect(tagNames.has(tag), `${where}: ${tag}`).toBe(true);
      }
    }

    // Every reference points at a schema the document defines.
    const schemas = doc.components?.schemas ?? {};
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(schemas, ref).toHaveProperty([ref.slice('#/components/schemas/'.length)]);
    }
  });

  it('gives every operation its own summary and every write its request body', async () => {
    const doc = await openapiDocument();
    const withoutSummary: string[] = [];
    const withoutBody: string[] = [];
    const bySummary = new Map<string, string[]>();
    for (const [path, item] of Object.entries(doc.paths!)) {
      for (const method of METHODS) {
        const operation = item![method];
        if (!operation) continue;
        const where = `${method.toUpperCase()} ${path}`;
        const summary = operation.summary?.trim();
        if (!summary) withoutSummary.push(where);
        else bySummary.set(summary, [...(bySummary.get(summary) ?? []), where]);
        if (method === 'get' || method === 'delete') continue;
        const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
        const schemas = Object.values(body?.content ?? {}).map((media) => media.schema as OpenAPIV3_1.SchemaObject);
        if (schemas.length === 0 || schemas.some((schema) => !schema)) withoutBody.push(where);
        // A body names its fields (a partial update's too, not "any object"); a write that reads
        // none says so explicitly (NO_BODY): an empty object that admits nothing, described.
        const composed = (s: OpenAPIV3_1.SchemaObject) => '$ref' in s || Boolean(s.allOf ?? s.anyOf ?? s.oneOf);
        const fieldless = schemas.filter((s) => s && !composed(s) && !Object.keys(s.properties ?? {}).length);
        for (const schema of fieldless) {
          expect(schema, where).toMatchObject({
            type: 'object',
            additionalProperties: false,
            description: expect.any(String),
          });
        }
      }
    }
    expect(withoutSummary).toEqual([]);
    expect(withoutBody).toEqual([]);
    expect([...bySummary].filter(([, operations]) => operations.length > 1)).toEqual([]);
  });

  it('describes money as decimal text and errors with their detail and code', async () => {
    const doc = await openapiDocument();
    const error = doc.components!.schemas!.Error as OpenAPIV3_1.SchemaObject;
    expect(error.required).toEqual(['detail', 'code']);
    expect(Object.keys(error.properties!)).toEqual(['detail', 'code']);
    const health = doc.paths!['/api/salud/']!.get!;
    expect(health.security).toEqual([]);
    expect(Object.keys(health.responses!)).toEqual(['200', '4XX', '5XX']);
  });
});

describe('GET /api/docs/', () => {
  it('is an HTML page with every domain and a link to the document, public', async () => {
    const response = await t.app.inject({ method: 'GET', url: DOCS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`href="${OPENAPI_PATH}"`);
    expect(response.body).toContain('GET /api/salud/');
    const doc = await openapiDocument();
    for (const tag of doc.tags!) expect(response.body).toContain(`id="tag-${tag.name}"`);
  });
});

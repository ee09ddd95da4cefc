import type { OpenAPIV3_1 } from 'openapi-types';

/*
 * The API's documentation page, rendered on the server from the OpenAPI document: one section per
 * domain, one entry per operation with its parameters, body and answers, and the shared schemas
 * at the end. Plain HTML with no script, so it needs nothing from outside the server.
 */

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function schemaBlock(title: string, schema: unknown): string {
  return `<details><summary>${escape(title)}</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function operationHtml(method: string, path: string, op: OpenAPIV3_1.OperationObject): string {
  const parts = [`<h3 id="${escape(`${method}-${path}`)}"><code>${method.toUpperCase()} ${escape(path)}</code></h3>`];
  if (op.summary) parts.push(`<p>${escape(op.summary)}</p>`);
  if (op.description) parts.push(`<p>${escape(op.description)}</p>`);
  const parameters = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  if (parameters.length > 0) {
    const rows = parameters.map(
      (p) => `<li><code>${escape(p.name)}</code> (${escape(p.in)})${p.required ? ' *' : ''}</li>`,
    );
    parts.push(`<p>Parámetros:</p><ul>${rows.join('')}</ul>`);
  }
  const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  for (const [mediaType, content] of Object.entries(body?.content ?? {})) {
    parts.push(schemaBlock(`Cuerpo (${mediaType})`, content.schema));
  }
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    const { content, description } = response as OpenAPIV3_1.ResponseObject;
    const mediaTypes = Object.entries(content ?? {});
    if (mediaTypes.length === 0) parts.push(`<p>${escape(status)}: ${escape(description ?? '')}</p>`);
    for (const [mediaType, media] of mediaTypes) parts.push(schemaBlock(`${status} (${mediaType})`, media.schema));
  }
  return `<section>${parts.join('\n')}</section>`;
}

export function renderDocsPage(document: OpenAPIV3_1.Document | object, openapiPath: string): string {
  const doc = document as OpenAPIV3_1.Document;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'otros';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const tags = (doc.tags ?? []).filter((t) => byTag.has(t.name));
  const index = tags.map(
    (t) => `<li><a href="#tag-${escape(t.name)}">${escape(t.name)}</a>: ${escape(t.description ?? '')}</li>`,
  );
  const sections = tags.map(
    (t) => `<h2 id="tag-${escape(t.name)}">${escape(t.name)}</h2>${byTag.get(t.name)!.join('\n')}`,
  );
  const shared = Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => schemaBlock(name, schema));
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escape(doc.info.title)}: API</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
h3{font-size:1rem;margin-bottom:.25rem}pre{background:#f5f5f5;padding:.5rem;overflow:auto}section{border-top:1px solid #ddd}</style>
</head><body>
<h1>${escape(doc.info.title)} ${escape(doc.info.version)}</h1>
<p>${escape(doc.info.description ?? '')}</p>
<p>Documento OpenAPI: <a href="${escape(openapiPath)}">${escape(openapiPath)}</a></p>
<ul>${index.join('')}</ul>
${sections.join('\n')}
<h2>Esquemas compartidos</h2>
${shared.join('\n')}
</body></html>`;
}

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zDecimal } from '@pos/shared/api';
import { checkDeclaredStatuses, responseSerializerCompiler } from './responses';

const totalSchema = z.object({ id: z.number(), total: zDecimal });

/** A tiny app whose one route answers `payload` under `status`, declaring `totalSchema` for 200. */
async function answer(payload: unknown, { checked = true, status = 200 } = {}) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler(checked));
  if (checked) checkDeclaredStatuses(app);
  // The status may be one the route does not declare: one test is about exactly that.
  app.get('/x', { schema: { response: { 200: totalSchema } } }, async (_request, reply) =>
    reply.code(status as 200).send(payload),
  );
  const response = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return response;
}

describe('response schemas in checked mode', () => {
  it('let an answer that is exactly its schema through, byte for byte', async () => {
    const response = await answer({ total: '10.50', id: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"total":"10.50","id":1}');
  });

  it('refuse a field the schema does not describe, a missing one and a wrong type', async () => {
    expect((await answer({ id: 1, total: '1.00', extra: true })).statusCode).toBe(500);
    expect((await answer({ id: 1 })).statusCode).toBe(500);
    expect((await answer({ id: 1, total: 10.5 })).statusCode).toBe(500);
  });

  it('refuse a success status the route does not declare', async () => {
    expect((await answer({ id: 1, total: '1.00' }, { status: 201 })).statusCode).toBe(500);
  });
});

describe('response schemas in production', () => {
  it('never reshape an answer: extra fields and key order stay as the handler built them', async () => {
    const response = await answer({ total: '1.00', id: 1, extra: true }, { checked: false });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"total":"1.00","id":1,"extra":true}');
  });
});

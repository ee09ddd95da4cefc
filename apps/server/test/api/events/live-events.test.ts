import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CotizacionInput } from '@pos/shared/domains/sales/sales.api';
import { createTestApp, type TestApp } from '../../helpers/app';
import { setStock } from '../../helpers/catalog';
import { createProduct } from '../../helpers/catalog-factory';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  // EventSource streams need a real socket: app.inject waits for the answer to end.
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const MOSTRADOR = { punto_venta: false, punto_venta_mostrador: true };
const CAJERO = { punto_venta: false, punto_venta_caja: true };

async function company() {
  const c = await createTestCompany(t.app, t.database, { tipoPuntoVenta: 'PVMCE' });
  const mostrador = await createUserAs(t.app, c, 'es_vendedor_mostrador', MOSTRADOR);
  const cajero = await createUserAs(t.app, c, 'es_cajero', CAJERO);
  const product = await createProduct(t.database.db, c.empresaId, { codigo: 'AGU-01', nombre: 'Agua', precio: '5' });
  await setStock(t.database.db, c.empresaId, c.sucursalId, product.id, '50');
  return { c, mostrador, cajero, product };
}

const pedido = (productId: number): CotizacionInput => ({
  productos: [
    { id: productId, fraccion_id: null, cantidad: '1', modelo_precio: 1, precio: '5.00', desc_porcentaje: '0' },
  ],
  cliente: { nit: 'CF', nombre: 'Consumidor Final' },
  tipo_documento: 1,
  enviado_caja: true,
});

interface Frame {
  event: string;
  data: unknown;
}

/** An open event stream: the frames it received, read as they arrive. */
async function openStream(token: string, company: TestCompany) {
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/api/eventos/ticket/',
    headers: { authorization: `Token ${token}` },
  });
  expect(ticket.statusCode, ticket.body).toBe(201);
  const controller = new AbortController();
  const response = await fetch(
    `${base}/api/eventos/?sucursal=${company.sucursalId}&ticket=${encodeURIComponent(ticket.json().ticket)}`,
    { signal: controller.signal },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const frames: Frame[] = [];
  const waiters: (() => void)[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) frames.push({ event, data: JSON.parse(data) });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  // Frames are read in order from a cursor: one that arrived before next() was called (the
  // socket can beat the HTTP answer that caused it) is still the next one read.
  let read = 0;
  return {
    frames,
    /** The next unread frame, within `ms`, or null. */
    async next(ms = 2000): Promise<Frame | null> {
      const deadline = Date.now() + ms;
      while (frames.length === read && Date.now() < deadline) {
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, deadline - Date.now());
        });
      }
      const frame = frames[read];
      if (frame) read++;
      return frame ?? null;
    },
    ticket: ticket.json().ticket as string,
    close: () => controller.abort(),
  };
}

describe('live events (GET /api/eventos/)', () => {
  it('the cashier hears at once that the counter sent an order; another company hears nothing', async () => {
    const a = await company();
    const b = await company();
    const cajeroA = await openStream(a.cajero.token, a.c);
    const cajeroB = await openStream(b.cajero.token, b.c);
    try {
      const created = await a.mostrador.api.post('/api/cotizaciones/', pedido(a.product.id));
      expect(created.statusCode, created.body).toBe(201);
      const frame = await cajeroA.next();
      expect(frame).toEqual({ event: 'cotizacion', data: { id: created.data.id, sucursal_id: a.c.sucursalId } });

      // B's first event is its own order, never A's.
      const own = await b.mostrador.api.post('/api/cotizaciones/', pedido(b.product.id));
      expect(await cajeroB.next()).toEqual({
        event: 'cotizacion',
        data: { id: own.data.id, sucursal_id: b.c.sucursalId },
      });
      expect(cajeroB.frames).toHaveLength(1);

      // Annulling the order (the cashier dismisses it) is announced too.
      expect((await a.cajero.api.delete(`/api/cotizaciones/${created.data.id}/`)).statusCode).toBe(204);
      expect(await cajeroA.next()).toMatchObject({ event: 'cotizacion', data: { id: created.data.id } });
    } finally {
      cajeroA.close();
      cajeroB.close();
    }
  });

  it('a refused order announces nothing', async () => {
    const a = await company();
    const stream = await openStream(a.cajero.token, a.c);
    try {
      const refused = await a.mostrador.api.post('/api/cotizaciones/', { ...pedido(a.product.id), productos: [] });
      expect(refused.statusCode).toBe(400);
      expect(await stream.next(500)).toBeNull();
    } finally {
      stream.close();
    }
  });

  it('a ticket opens one stream only, and the stream needs one', async () => {
    const a = await company();
    const stream = await openStream(a.cajero.token, a.c);
    stream.close();
    const reused = await fetch(`${base}/api/eventos/?ticket=${encodeURIComponent(stream.ticket)}`);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ code: 'UNAUTHENTICATED', detail: 'Token inválido o expirado.' });
    const without = await fetch(`${base}/api/eventos/`);
    expect(without.status).toBe(401);
    // A session token is not a ticket.
    const token = await fetch(`${base}/api/eventos/?ticket=${a.cajero.token}`);
    expect(token.status).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/eventos/ticket/' })).statusCode).toBe(401);
  });
});

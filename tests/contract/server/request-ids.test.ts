import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { catalogRoutes } from '../../../server/routes/catalog';
import { LogCapture, probeRoutes, TEST_AUTH_KEY, unusedDatabase } from '../support/test-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids (README "Operations")', () => {
  const logs = new LogCapture();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer({
      database: unusedDatabase(),
      authKey: TEST_AUTH_KEY,
      logger: { level: 'info', stream: logs.stream },
      routes: [probeRoutes, catalogRoutes],
    });
    await app.ready();
  });
  beforeEach(() => {
    logs.lines.length = 0;
  });
  afterAll(async () => {
    await app.close();
  });

  it('the caller’s X-Request-Id names the request: in the answer’s header, its error body and every log line', async () => {
    const requestId = 'lb-7f3a9c21.support:01';
    const response = await app.inject({ method: 'GET', url: '/api/test/boom', headers: { 'x-request-id': requestId } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['x-request-id']).toBe(requestId);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: expect.any(String), requestId });
    const lines = logs.lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request failed', 'request completed']);
    expect(lines.every((line) => line.reqId === requestId)).toBe(true);
  });

  it('a documented error answer keeps its requestId through the response schema (errorBodySchema)', async () => {
    const requestId = '0f8e1d2c3b4a59687766554433221100';
    const response = await app.inject({
      method: 'GET',
      url: '/api/delivery/menu/detail/not-a-number',
      headers: { 'x-request-id': requestId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'params.id', requestId });
  });

  it('without a sane X-Request-Id the server names the request with a fresh UUID', async () => {
    const unsafe = ['', 'short', 'with space 0123', 'line\u2028break-0123', 'x'.repeat(129)];
    const ids: string[] = [];
    for (const given of unsafe) {
      const headers = given === '' ? {} : { 'x-request-id': given };
      const response = await app.inject({ method: 'GET', url: '/api/no-such-call', headers });
      expect(response.statusCode).toBe(404);
      const id = String(response.headers['x-request-id']);
      expect(id).toMatch(UUID);
      expect(response.json()).toEqual({ code: 'ELEMENT_NOT_FOUND', message: expect.any(String), requestId: id });
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(unsafe.length);
  });

  it('successful answers carry the id too', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/lines', payload: { menuId: 1, quantity: 2 } });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['x-request-id'])).toMatch(UUID);
    expect(response.json()).toEqual({ quantity: 2 });
  });
});

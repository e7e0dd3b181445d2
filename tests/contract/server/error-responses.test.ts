import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePglite } from '../support/databases';
import { INTERNAL_DETAIL, LogCapture, probeServer } from '../support/test-server';

const KOREAN = /[가-힣]/;
const NOT_FOUND = '요청하신 정보를 찾을 수 없습니다.';

describePglite('error responses', (database) => {
  const logs = new LogCapture();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await probeServer(database.current, { logs });
  });
  afterAll(async () => {
    await app.close();
  });

  it('a body field failing its schema answers 400 naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/lines', payload: { menuId: 1, quantity: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(KOREAN),
      field: 'quantity',
      requestId: expect.any(String),
    });
  });

  it('a query parameter failing its schema answers 400 naming query.<name>', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/pages?page=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'query.page' });
  });

  it('a valid request passes the schema', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/lines', payload: { menuId: 1, quantity: 99 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ quantity: 99 });
  });

  it('malformed JSON answers 400 BAD_REQUEST', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/lines',
      headers: { 'content-type': 'application/json' },
      payload: '{"menuId": 1, "quantity":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(KOREAN),
      requestId: expect.any(String),
    });
  });

  it('an unknown API path answers 404 ELEMENT_NOT_FOUND', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'ELEMENT_NOT_FOUND', message: NOT_FOUND, requestId: expect.any(String) });
  });

  it('a route throwing elementNotFound answers the same 404 body', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'ELEMENT_NOT_FOUND', message: NOT_FOUND, requestId: expect.any(String) });
  });

  it('an unexpected failure answers 500 without its message or stack, which go to the log only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: expect.stringMatching(KOREAN),
      requestId: expect.any(String),
    });
    expect(response.body).not.toContain(INTERNAL_DETAIL);
    expect(response.body).not.toContain('.ts:');
    expect(logs.text).toContain(INTERNAL_DETAIL);
    expect(logs.text).toContain('"stack"');
  });

  it('health answers 200 up while the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('once the embedded database is closed, health and queries answer 503 within 2 s', async () => {
    await database.current.close();
    const started = performance.now();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    const query = await app.inject({ method: 'GET', url: '/api/test/owners' });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'degraded', database: 'down' });
    expect(query.statusCode).toBe(503);
    expect(query.json()).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: expect.stringMatching(KOREAN),
      requestId: expect.any(String),
    });
  });
});

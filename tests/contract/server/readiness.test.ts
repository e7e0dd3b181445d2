import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { type OpenDatabase, openDatabase } from '../../../server/db/database';
import { ServerDrain } from '../../../server/http/drain';
import {
  describeIfPostgres,
  describePglite,
  dropSchema,
  freshSchemaName,
  TEST_DATABASE_URL,
} from '../support/databases';
import { TcpProxy } from '../support/tcp-proxy';
import { TEST_AUTH_KEY } from '../support/test-server';

const KOREAN = /[가-힣]/;

function server(database: OpenDatabase, drain = new ServerDrain()): Promise<FastifyInstance> {
  return buildServer({ database, authKey: TEST_AUTH_KEY, logger: false, drain });
}

async function ready(app: FastifyInstance): Promise<{ response: LightMyRequestResponse; ms: number }> {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
  return { response, ms: performance.now() - started };
}

function expectRefused(response: LightMyRequestResponse, code: string): void {
  expect(response.statusCode).toBe(503);
  expect(response.headers['cache-control']).toContain('no-store');
  expect(response.json()).toEqual({
    code,
    message: expect.stringMatching(KOREAN),
    requestId: response.headers['x-request-id'],
  });
}

describePglite('readiness (GET /api/health/ready)', (database) => {
  it('is 200 while the database answers and the server is not draining', async () => {
    const app = await server(database.current);
    try {
      const { response } = await ready(app);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready' });
    } finally {
      await app.close();
    }
  });

  it('fails with SERVICE_UNAVAILABLE from the first moment of a drain, while liveness still answers 200', async () => {
    const drain = new ServerDrain();
    const app = await server(database.current, drain);
    const drained = drain.drain(app, 200);
    const { response } = await ready(app);
    expectRefused(response, 'SERVICE_UNAVAILABLE');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await drained;
  });

  it('fails with DATABASE_UNAVAILABLE within 2 s once the database is gone (last: it closes the suite’s)', async () => {
    const app = await server(database.current);
    try {
      expect((await ready(app)).response.statusCode).toBe(200);
      await database.current.close();
      const { response, ms } = await ready(app);
      expect(ms).toBeLessThan(2000);
      expectRefused(response, 'DATABASE_UNAVAILABLE');
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await app.close();
    }
  });
});

describeIfPostgres('readiness through a PostgreSQL outage', () => {
  const target = new URL(TEST_DATABASE_URL);
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  const schema = freshSchemaName();
  let database: OpenDatabase;
  beforeAll(async () => {
    await proxy.start();
    const url = new URL(TEST_DATABASE_URL);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: url.toString(), schema });
  });
  afterAll(async () => {
    await database?.close();
    await proxy.stop();
    await dropSchema(schema);
  });

  it('fails within 2 s while PostgreSQL is unreachable and recovers without a restart', async () => {
    const app = await server(database);
    try {
      expect((await ready(app)).response.statusCode).toBe(200);
      await proxy.stop();
      const down = await ready(app);
      expect(down.ms).toBeLessThan(2000);
      expectRefused(down.response, 'DATABASE_UNAVAILABLE');
      await proxy.start();
      expect((await ready(app)).response.json()).toEqual({ status: 'ready' });
    } finally {
      await app.close();
    }
  });
});

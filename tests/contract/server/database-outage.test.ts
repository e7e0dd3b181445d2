import { afterAll, beforeAll, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../../server/db/database';
import { describeIfPostgres, dropSchema, freshSchemaName, TEST_DATABASE_URL } from '../support/databases';
import { TcpProxy } from '../support/tcp-proxy';
import { probeServer } from '../support/test-server';

/** TEST_DATABASE_URL with its host and port replaced (a closed port, or the proxy). */
function urlVia(host: string, port: number): string {
  const url = new URL(TEST_DATABASE_URL);
  url.hostname = host;
  url.port = String(port);
  return url.toString();
}

async function timed<T>(action: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await action();
  return { result, ms: performance.now() - started };
}

describeIfPostgres('database outage', () => {
  it('with PostgreSQL unreachable, health and API calls answer 503 within 2 s', async () => {
    // Port 1 is closed: the pool's connect fails at once, as when the server is down.
    const database = await openDatabase({ databaseUrl: urlVia('127.0.0.1', 1), migrate: false });
    const app = await probeServer(database);
    try {
      const health = await timed(() => app.inject({ method: 'GET', url: '/api/health' }));
      expect(health.ms).toBeLessThan(2000);
      expect(health.result.statusCode).toBe(503);
      expect(health.result.json()).toEqual({ status: 'degraded', database: 'down' });
      const call = await timed(() => app.inject({ method: 'GET', url: '/api/test/owners' }));
      expect(call.ms).toBeLessThan(2000);
      expect(call.result.statusCode).toBe(503);
      expect(call.result.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    } finally {
      await app.close();
      await database.close();
    }
  });

  const target = new URL(TEST_DATABASE_URL);
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  const schema = freshSchemaName();
  let database: OpenDatabase;
  beforeAll(async () => {
    await proxy.start();
    database = await openDatabase({ databaseUrl: urlVia('127.0.0.1', proxy.port), schema });
  });
  afterAll(async () => {
    await database?.close();
    await proxy.stop();
    await dropSchema(schema);
  });

  it('after an outage the same server answers again without a restart', async () => {
    const app = await probeServer(database);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/test/owners' })).statusCode).toBe(200);

      await proxy.stop();
      const down = await timed(() => app.inject({ method: 'GET', url: '/api/test/owners' }));
      expect(down.ms).toBeLessThan(2000);
      expect(down.result.statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

      await proxy.start();
      const back = await app.inject({ method: 'GET', url: '/api/test/owners' });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toEqual({ count: 0 });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
        status: 'ok',
        database: 'up',
      });
    } finally {
      await app.close();
    }
  });
});

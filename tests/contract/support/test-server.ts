import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildServer, type RouteModule } from '../../../server/app';
import { accessTokenKey } from '../../../server/auth/access-token';
import { principalOf } from '../../../server/auth/require-session';
import type { Database, OpenDatabase } from '../../../server/db/database';
import { owners } from '../../../server/db/schema';
import { elementNotFound } from '../../../server/http/domain-http-error';

/** The key the contract suites sign and verify with: random per test file, like a generated AUTH_SECRET. */
export const TEST_AUTH_KEY = accessTokenKey(randomBytes(48).toString('base64url'));

/** A secret build's stack trace must never reach a response body. */
export const INTERNAL_DETAIL = 'internal detail /srv/server/secret-module.ts';

/** Routes that exercise the runtime through the routes hook: validation, errors, the database, sessions. */
export const probeRoutes: RouteModule = async (app, deps) => {
  app.post(
    '/api/test/lines',
    { schema: { body: z.object({ menuId: z.number().int(), quantity: z.number().int().min(1).max(99) }) } },
    async (request) => ({ quantity: request.body.quantity }),
  );
  app.get(
    '/api/test/pages',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
    async (request) => ({ page: request.query.page }),
  );
  app.get('/api/test/missing', async () => {
    throw elementNotFound();
  });
  app.get('/api/test/boom', async () => {
    throw new Error(INTERNAL_DETAIL);
  });
  app.get('/api/test/owners', async () => {
    const rows = await deps.db.select({ id: owners.id }).from(owners);
    return { count: rows.length };
  });
  app.get('/api/test/me', { preHandler: deps.requireSession }, async (request) => principalOf(request));
};

/** Collects the server's log lines (pino JSON) so a test can assert what was logged. */
export class LogCapture {
  readonly lines: string[] = [];
  readonly stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      this.lines.push(chunk.toString('utf8'));
      done();
    },
  });

  get text(): string {
    return this.lines.join('');
  }
}

/** A server over `database` with the probe routes, logging at `error` into `logs`. */
export async function probeServer(
  database: OpenDatabase,
  options: { logs?: LogCapture; webRoot?: string } = {},
): Promise<FastifyInstance> {
  return buildServer({
    database,
    authKey: TEST_AUTH_KEY,
    logger: options.logs ? { level: 'error', stream: options.logs.stream } : false,
    webRoot: options.webRoot,
    routes: [probeRoutes],
  });
}

/** A database for suites that never query it (static files, docs): any query fails loudly. */
export function unusedDatabase(): OpenDatabase {
  const db = new Proxy({} as Database, {
    get() {
      throw new Error('this suite does not use the database');
    },
  });
  return { db, kind: 'pglite', ping: async () => true, close: async () => {} };
}

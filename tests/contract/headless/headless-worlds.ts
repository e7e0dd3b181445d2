import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildServer, type ZodApp } from '../../../server/app';
import { seedData } from '../../../server/db/seed/data/index';
import { DEMO_MEMBER } from '../../../server/db/seed/demo-member';
import { seedDatabase } from '../../../server/db/seed/seed';
import { routeModules } from '../../../server/routes/index';
import { refreshThrough } from '../../../src/adapters/http/token-refresh';
import {
  createContainer,
  createHttpBackendModule,
  createMemoryLocalModule,
  HTTP_BACKEND,
  memoryModules,
  type Resolve,
  resolverOf,
  TOKENS,
} from '../../../src/composition-root';
import { guardWire, WireLog } from '../adapters/support/wire-guard';
import { describePglite, describePostgres, type TestDatabaseKind } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';
import { nodeSessionModule } from './node-session';

/** A backend a franchise could pick, as its code sees it: a resolver over the container, and who orders. */
export interface HeadlessWorld {
  readonly resolve: Resolve;
  /** The member the journey signs in as. */
  readonly member: { readonly username: string; readonly password: string };
}

/** The memory fixtures' member (src/adapters/memory/fixtures.ts). */
const FIXTURE_MEMBER = { username: 'chicken', password: 'golden!olive1' } as const;

/** Every port in memory: one fresh in-memory "server" per container. */
export function memoryWorld(): HeadlessWorld {
  return { resolve: resolverOf(createContainer(memoryModules)), member: FIXTURE_MEMBER };
}

/**
 * The server clock starts at 19:00 Seoul and runs on in real time (as in adapters/support/http-world.ts): every demo
 * branch is open then, whatever hour the suite runs at.
 */
const SERVER_CLOCK_START_MS = Date.parse('2026-11-21T10:00:00Z');

const DESCRIBE_ON = { pglite: describePglite, postgres: describePostgres } as const;

/**
 * Declares `body` against the real server over `kind` (seeded, listening on 127.0.0.1), reached by the Axios adapters
 * of createHttpBackendModule. The device side is in memory, its clock at the server's start instant so coupon expiry
 * is judged at the same "now" on both sides. API calls carry the access token of the Auth.js session (read from the
 * sign-in helper, as the browser's session store does), and a 401 refreshes through the RefreshSession use case.
 * Every answer is checked against src/contract: a violation fails the test.
 */
export function describeOnServer(
  kind: TestDatabaseKind,
  title: string,
  body: (world: () => HeadlessWorld) => void,
): void {
  DESCRIBE_ON[kind](title, (database) => {
    let app: ZodApp | undefined;
    let baseURL = '';
    const log = new WireLog();
    const startedMs = Date.now();
    const now = () => new Date(SERVER_CLOCK_START_MS + (Date.now() - startedMs));

    beforeAll(async () => {
      await seedDatabase(database.current.db, seedData, { now });
      app = await buildServer({ database: database.current, authKey: TEST_AUTH_KEY, routes: routeModules, now });
      await app.listen({ port: 0, host: '127.0.0.1' });
      baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await app?.close();
    });
    afterEach(() => {
      expect(log.take(), 'answers that break src/contract').toEqual([]);
    });

    body(() => {
      let resolve: Resolve = () => {
        throw new Error('the container is still being built');
      };
      const http = createHttpBackendModule({
        baseURL,
        getAccessToken: async () => (await resolve(TOKENS.SessionGateway).session())?.accessToken ?? null,
        refresh: () => refreshThrough(resolve(TOKENS.RefreshSession))(),
        onSignedOut: () => undefined,
      });
      const device = createMemoryLocalModule(SERVER_CLOCK_START_MS);
      resolve = resolverOf(createContainer([http, device, nodeSessionModule(baseURL)]));
      guardWire(resolve(HTTP_BACKEND).client, log);
      return { resolve, member: { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password } };
    });
  });
}

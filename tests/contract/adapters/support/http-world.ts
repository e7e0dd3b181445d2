import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildServer, type ZodApp } from '../../../../server/app';
import { signAccessToken } from '../../../../server/auth/access-token';
import { seedData } from '../../../../server/db/seed/data/index';
import { seedDatabase } from '../../../../server/db/seed/seed';
import { routeModules } from '../../../../server/routes/index';
import {
  createContainer,
  createHttpBackendModule,
  HTTP_BACKEND,
  memoryLocalModule,
  resolverOf,
  TOKENS,
} from '../../../../src/composition-root';
import { describePglite, describePostgres, type TestDatabase, type TestDatabaseKind } from '../../support/databases';
import { TEST_AUTH_KEY } from '../../support/test-server';
import type { AdapterSession, AdapterWorld } from './adapter-world';
import { httpAccountWorld } from './http-account-world';
import { guardWire, WireLog } from './wire-guard';

/** Test tokens outlive any run (seconds). */
const TOKEN_TTL_SECONDS = 3600;

/**
 * The server's clock starts at 19:00 Seoul, when every demo branch is open (the seed's branches open by 16:00 and
 * close at or after midnight), and runs on in real time: an order placed by a suite is never refused BRANCH_CLOSED
 * for the hour the suite happens to run at, and timestamps still increase.
 */
export const SERVER_CLOCK_START_MS = Date.parse('2026-11-21T10:00:00Z');

/** One file per database, so the two servers run in parallel workers. */
const DESCRIBE_ON: Readonly<Record<TestDatabaseKind, (title: string, body: (database: TestDatabase) => void) => void>> =
  { pglite: describePglite, postgres: describePostgres };

/**
 * Declares `body` on the real server over `kind` (PGlite in a temporary folder, or PostgreSQL in a fresh schema;
 * the PostgreSQL one fails under CI when TEST_DATABASE_URL is unreachable): seeded, LISTENING on 127.0.0.1 at an
 * ephemeral port, reached over real HTTP by the Axios adapters that createHttpBackendModule binds. Every answer is
 * checked against src/contract (wire-guard); a test that saw a violation fails in afterEach.
 */
export function describeOnServer(kind: TestDatabaseKind, title: string, body: (world: AdapterWorld) => void): void {
  DESCRIBE_ON[kind](title, (database) => {
    let app: ZodApp | undefined;
    let baseURL = '';
    const log = new WireLog();

    const startedMs = Date.now();
    let advancedMs = 0;
    const now = () => new Date(SERVER_CLOCK_START_MS + advancedMs + (Date.now() - startedMs));
    const advanceClock = (ms: number) => {
      advancedMs += ms;
    };

    beforeAll(async () => {
      await seedDatabase(database.current.db, seedData, { now });
      app = await buildServer({
        database: database.current,
        authKey: TEST_AUTH_KEY,
        routes: routeModules,
        now,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address() as AddressInfo;
      baseURL = `http://127.0.0.1:${address.port}`;
    });
    afterAll(async () => {
      await app?.close();
    });
    afterEach(() => {
      expect(log.take(), 'answers that break src/contract').toEqual([]);
    });

    /** The ports over a new client whose token is `token` (null: none), guarded by the wire guard. */
    function adapters(token: string | null): AdapterSession {
      const module = createHttpBackendModule({
        baseURL,
        getAccessToken: () => token,
        refresh: async () => ({ kind: 'signed-out' }),
        onSignedOut: () => undefined,
      });
      const get = resolverOf(createContainer([module, memoryLocalModule]));
      guardWire(get(HTTP_BACKEND).client, log);
      return {
        catalog: get(TOKENS.MenuCatalog),
        stores: get(TOKENS.StoreLocator),
        cart: get(TOKENS.CartGateway),
        addresses: get(TOKENS.AddressBook),
        content: get(TOKENS.ContentFeed),
        inquiries: get(TOKENS.InquiryDesk),
        orders: get(TOKENS.OrderGateway),
        quickOrders: get(TOKENS.QuickOrderBook),
        wallet: get(TOKENS.CouponWallet),
        bulkPurchases: get(TOKENS.BulkPurchaseDesk),
      };
    }

    body({
      async session(): Promise<AdapterSession> {
        const subject = { sub: `contract-${randomUUID()}`, type: 'member' } as const;
        return adapters(await signAccessToken(subject, TEST_AUTH_KEY, TOKEN_TTL_SECONDS));
      },
      async signedOut(): Promise<AdapterSession> {
        return adapters(null);
      },
      accounts: httpAccountWorld({ baseURL: () => baseURL, db: () => database.current.db, now, advanceClock, log }),
    });
  });
}

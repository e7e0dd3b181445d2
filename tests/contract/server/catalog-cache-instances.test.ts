import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { type OpenDatabase, openDatabase } from '../../../server/db/database';
import { seedData } from '../../../server/db/seed/data/index';
import { seedDatabase } from '../../../server/db/seed/seed';
import { catalogRoutes } from '../../../server/routes/catalog';
import { CatalogChanges } from '../../../server/services/catalog/catalog-changes';
import { type BranchMenuCardWire, branchMenuListResponseSchema } from '../../../src/contract/catalog';
import { describeIfPostgres, dropSchema, freshSchemaName, TEST_DATABASE_URL } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';

const INSTANCES = 3;
/** How long a change notification may take to reach every instance in this test, ms (it is milliseconds). */
const NOTIFICATION_BOUND_MS = 2000;

/** A branch that sells every menu in the seed, and a category with several menus. */
const branch = seedData.branches.find((row) => row.soldOutMenuIds.length === 0 && row.hiddenMenuIds.length === 0)!;
const categoryId = seedData.categories.find(
  (category) => seedData.menus.filter((menu) => menu.categoryId === category.id).length >= 3,
)!.id;
const [firstMenu, secondMenu] = seedData.menus.filter((menu) => menu.categoryId === categoryId);
const MENU_URL = `/api/delivery/menu/${categoryId}?branchId=${branch.branchId}`;

/**
 * Issue 10 "Catalog cache that keeps its promise": three server instances on one PostgreSQL database, each with
 * its own connections, response cache and change listener. A branch tool writes branch_menu_status directly (SQL
 * below); every instance must serve the change within the bound: at once through the NOTIFY the table's trigger
 * sends, and within the TTL when that notification is lost.
 */
describeIfPostgres('the catalog cache on three instances', () => {
  const schema = freshSchemaName();
  const handles: OpenDatabase[] = [];
  /** The branch tool: a plain connection that knows nothing of the servers. */
  let tool: pg.Client;

  beforeAll(async () => {
    for (let n = 0; n < INSTANCES; n++) handles.push(await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema }));
    await seedDatabase(handles[0]!.db, seedData);
    tool = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` });
    await tool.connect();
  });
  afterAll(async () => {
    await tool?.end();
    for (const handle of handles) await handle.close();
    await dropSchema(schema);
  });

  /** The branch tool's statements: mark a menu sold out, hide it, put it back on sale. */
  const markSoldOut = (menuId: number) =>
    tool.query(
      `INSERT INTO branch_menu_status (branch_id, menu_id, status) VALUES ($1, $2, 'SOLD_OUT')
       ON CONFLICT (branch_id, menu_id) DO UPDATE SET status = 'SOLD_OUT'`,
      [branch.branchId, menuId],
    );
  const hide = (menuId: number) =>
    tool.query(`UPDATE branch_menu_status SET status = 'HIDDEN' WHERE branch_id = $1 AND menu_id = $2`, [
      branch.branchId,
      menuId,
    ]);
  const putOnSale = (menuId: number) =>
    tool.query('DELETE FROM branch_menu_status WHERE branch_id = $1 AND menu_id = $2', [branch.branchId, menuId]);
  /** A write whose notification is lost: triggers do not fire for a session in replica mode (superuser only). */
  async function withoutNotification(write: () => Promise<unknown>): Promise<void> {
    await tool.query('SET session_replication_role = replica');
    try {
      await write();
    } finally {
      await tool.query('SET session_replication_role = DEFAULT');
    }
  }

  /** Three instances with a response-cache TTL of `ttlMs`; closed by the returned function. */
  async function startInstances(ttlMs: number): Promise<{ apps: FastifyInstance[]; stop: () => Promise<void> }> {
    const started = await Promise.all(
      handles.map(async (database) => {
        const catalogChanges = new CatalogChanges(database, { ttlMs });
        const app = await buildServer({ database, authKey: TEST_AUTH_KEY, routes: [catalogRoutes], catalogChanges });
        return { app, catalogChanges };
      }),
    );
    const stop = async () => {
      for (const { app, catalogChanges } of started) {
        await app.close();
        await catalogChanges.close();
      }
    };
    return { apps: started.map(({ app }) => app), stop };
  }

  async function cardOf(app: FastifyInstance, menuId: number): Promise<BranchMenuCardWire | undefined> {
    const response = await app.inject({ method: 'GET', url: MENU_URL });
    expect(response.statusCode).toBe(200);
    return branchMenuListResponseSchema.parse(response.json()).find((card) => card.id === menuId);
  }

  /** Polls every instance until `served` holds for its answer; resolves with the ms the slowest one took. */
  async function allServe(
    apps: readonly FastifyInstance[],
    menuId: number,
    served: (card: BranchMenuCardWire | undefined) => boolean,
    boundMs: number,
  ): Promise<number> {
    const startedAt = Date.now();
    for (const [n, app] of apps.entries()) {
      for (;;) {
        if (served(await cardOf(app, menuId))) break;
        if (Date.now() - startedAt > boundMs) throw new Error(`instance ${n + 1} still serves the old menu`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    return Date.now() - startedAt;
  }

  it('a menu a branch tool marks sold out, then hidden, is served so by every instance within 2 s', async () => {
    // A TTL far beyond the bound: only the change notification can make the instances see the write in time.
    const { apps, stop } = await startInstances(60_000);
    try {
      for (const app of apps) expect((await cardOf(app, firstMenu!.id))?.soldOut).toBe(false);
      // The caches are warm: a write nobody is told about is not seen.
      await withoutNotification(() => markSoldOut(firstMenu!.id));
      for (const app of apps) expect((await cardOf(app, firstMenu!.id))?.soldOut).toBe(false);

      await markSoldOut(firstMenu!.id);
      const soldOutAfter = await allServe(apps, firstMenu!.id, (card) => card?.soldOut === true, NOTIFICATION_BOUND_MS);
      expect(soldOutAfter).toBeLessThanOrEqual(NOTIFICATION_BOUND_MS);

      await hide(firstMenu!.id);
      await allServe(apps, firstMenu!.id, (card) => card === undefined, NOTIFICATION_BOUND_MS);

      await putOnSale(firstMenu!.id);
      await allServe(apps, firstMenu!.id, (card) => card?.soldOut === false, NOTIFICATION_BOUND_MS);
    } finally {
      await putOnSale(firstMenu!.id);
      await stop();
    }
  });

  it('when the notification is lost, every instance serves the change once its TTL has passed', async () => {
    const ttlMs = 1500;
    const { apps, stop } = await startInstances(ttlMs);
    try {
      for (const app of apps) expect((await cardOf(app, secondMenu!.id))?.soldOut).toBe(false);
      await withoutNotification(() => markSoldOut(secondMenu!.id));
      // Every answer was built before the write, so each expires at most ttlMs after it (plus a request's time).
      await allServe(apps, secondMenu!.id, (card) => card?.soldOut === true, ttlMs + 500);
    } finally {
      await putOnSale(secondMenu!.id);
      await stop();
    }
  });
});

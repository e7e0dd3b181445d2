import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import * as schema from '../../../server/db/schema';
import { seedData } from '../../../server/db/seed/data/index';
import { seedDatabase } from '../../../server/db/seed/seed';
import { describeOnDatabases, sqlStateOf } from '../support/databases';
import { queryRows } from '../support/query-rows';

/** Every table but seed_state (it records when the seed last ran, which a forced run changes on purpose). */
const TABLES = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => name !== 'seed_state')
  .sort();

/** Row count and a digest of every row's text, per table: equal snapshots mean identical rows. */
async function snapshot(db: Database): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = await queryRows<{ count: string | number; digest: string | null }>(
      db,
      sql.raw(`SELECT count(*) AS count, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${table}" t`),
    );
    result[table] = `${rows[0]?.count}:${rows[0]?.digest}`;
  }
  return result;
}

async function countOf(db: Database, table: string): Promise<number> {
  const rows = await queryRows<{ count: string | number }>(db, sql.raw(`SELECT count(*) AS count FROM "${table}"`));
  return Number(rows[0]?.count);
}

describeOnDatabases('migrations and seed', (database) => {
  it('seeding an empty database writes the franchise; seeding it again writes nothing', async () => {
    const { db } = database.current;
    expect(await seedDatabase(db, seedData)).toEqual({ applied: true });
    expect(await countOf(db, 'categories')).toBe(seedData.categories.length);
    expect(await countOf(db, 'menus')).toBe(seedData.menus.length);
    expect(await countOf(db, 'branches')).toBe(seedData.branches.length);
    expect(await seedDatabase(db, seedData)).toEqual({ applied: false });
  });

  it('migrating and seeding again (forced) leaves identical rows', async () => {
    const before = await snapshot(database.current.db);
    const { db } = await database.reopen();
    expect(await seedDatabase(db, seedData, { force: true })).toEqual({ applied: true });
    expect(await snapshot(db)).toEqual(before);
  });

  it('rows written before a close are there after reopening the same database', async () => {
    await database.current.db.insert(schema.owners).values({ id: 'durable-owner', kind: 'guest' });
    const { db } = await database.reopen();
    const rows = await db.select().from(schema.owners).where(sql`${schema.owners.id} = 'durable-owner'`);
    expect(rows).toEqual([{ id: 'durable-owner', kind: 'guest', createdAt: expect.any(Date) }]);
  });

  it('a row inserted without an id gets the next id after the seeded ones', async () => {
    const { db } = database.current;
    const largest = Math.max(...seedData.categories.map((category) => category.id));
    const [inserted] = await db
      .insert(schema.categories)
      .values({ categoryName: '신메뉴', categoryImageUrl: '/images/x.png', priority: 99 })
      .returning({ id: schema.categories.id });
    expect(inserted?.id).toBe(largest + 1);
    await db.delete(schema.categories).where(sql`${schema.categories.id} = ${largest + 1}`);
  });

  it('an owner can hold only one default address', async () => {
    const { db } = database.current;
    await db.insert(schema.owners).values({ id: 'address-owner', kind: 'member' });
    const address = {
      ownerId: 'address-owner',
      deliveryName: '집',
      fullAddress: '서울 송파구 법원로 1',
      detailAddress: '101호',
      latitude: 37.4851,
      longitude: 127.1201,
    };
    await db.insert(schema.addresses).values({ ...address, isDefault: true });
    await db.insert(schema.addresses).values({ ...address, deliveryName: '회사', isDefault: false });
    const secondDefault = db.insert(schema.addresses).values({ ...address, deliveryName: '본가', isDefault: true });
    await expect(secondDefault).rejects.toSatisfy((error) => sqlStateOf(error) === '23505');
    const rows = await db.select().from(schema.addresses).where(sql`${schema.addresses.ownerId} = 'address-owner'`);
    expect(rows).toHaveLength(2);
  });

  it('a cart line quantity must be 1 to 99', async () => {
    const { db } = database.current;
    await db.insert(schema.owners).values({ id: 'cart-owner', kind: 'guest' });
    const menuId = seedData.menus[0]!.id;
    const configuration = `${menuId}:`;
    for (const quantity of [0, 100]) {
      const insert = db.insert(schema.cartLines).values({ ownerId: 'cart-owner', menuId, quantity, configuration });
      await expect(insert).rejects.toSatisfy((error) => sqlStateOf(error) === '23514');
    }
    await db.insert(schema.cartLines).values({ ownerId: 'cart-owner', menuId, quantity: 99, configuration });
    expect(await countOf(db, 'cart_lines')).toBe(1);
  });

  it('an owner holds one cart line per configuration; another owner has their own', async () => {
    const { db } = database.current;
    await db.insert(schema.owners).values([
      { id: 'config-owner', kind: 'guest' },
      { id: 'config-other', kind: 'guest' },
    ]);
    const menuId = seedData.menus[0]!.id;
    const line = { ownerId: 'config-owner', menuId, quantity: 1, configuration: `${menuId}:` };
    await db.insert(schema.cartLines).values(line);
    await expect(db.insert(schema.cartLines).values(line)).rejects.toSatisfy((error) => sqlStateOf(error) === '23505');
    await db.insert(schema.cartLines).values({ ...line, configuration: `${menuId}:1` });
    await db.insert(schema.cartLines).values({ ...line, ownerId: 'config-other' });
    const own = await db.select().from(schema.cartLines).where(sql`${schema.cartLines.ownerId} = 'config-owner'`);
    expect(own).toHaveLength(2);
  });
});

import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../../server/db/database';
import { MIGRATIONS_FOLDER } from '../../../server/db/migrate';
import { cartLineOptions, cartLines } from '../../../server/db/schema';
import { seedData } from '../../../server/db/seed/data/index';
import { seedDatabase } from '../../../server/db/seed/seed';

/** The migrations up to and including `lastTag` (the journal cut there), in a folder of their own. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-upto-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

// Migration 0012 gives every cart line its configuration key and makes it unique per owner. Carts written before it
// keep every menu: lines that already shared a configuration (possible only through a bug or a manual write) are
// merged into the oldest, quantities summed up to 99.
describe('migration 0012: cart line configurations [pglite]', () => {
  let dataDir: string;
  let folder: string;
  let database: OpenDatabase;
  const menu = seedData.menus.find((m) => m.optionGroups.flatMap((g) => g.items).length >= 2) ?? seedData.menus[0]!;
  const [first, second] = menu.optionGroups.flatMap((group) => group.items.map((item) => item.id));
  const plain = seedData.menus.find((m) => m.optionGroups.length === 0) ?? seedData.menus[1]!;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cart-config-'));
    folder = await migrationsUpTo('0011_order_claim_lease');
    const before = await openDatabase({ dataDir, migrate: false });
    await migrate(before.db as Parameters<typeof migrate>[0], { migrationsFolder: folder });
    await seedDatabase(before.db, seedData);
    await before.db.execute(sql.raw(`INSERT INTO owners (id, kind) VALUES ('old-a', 'guest'), ('old-b', 'guest')`));
    const line = async (owner: string, menuId: number, quantity: number, options: readonly number[]) => {
      const { rows } = (await before.db.execute(
        sql`INSERT INTO cart_lines (owner_id, menu_id, quantity) VALUES (${owner}, ${menuId}, ${quantity}) RETURNING id`,
      )) as unknown as { rows: { id: number }[] };
      const id = rows[0]!.id;
      for (const option of options) {
        await before.db.execute(sql`INSERT INTO cart_line_options VALUES (${id}, ${option})`);
      }
      return id;
    };
    await line('old-a', menu.id, 3, [first!, second!]);
    await line('old-a', menu.id, 98, [second!, first!]);
    await line('old-a', menu.id, 1, [first!]);
    await line('old-a', plain.id, 2, []);
    await line('old-b', plain.id, 1, []);
    await before.close();
    database = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(folder, { recursive: true, force: true });
  });

  it('keys every line by menu and ascending option ids and merges lines of one configuration into the oldest', async () => {
    const lines = await database.db.select().from(cartLines).orderBy(asc(cartLines.id));
    const ascending = [first!, second!].sort((a, b) => a - b);
    expect(lines.map(({ ownerId, quantity, configuration }) => ({ ownerId, quantity, configuration }))).toEqual([
      { ownerId: 'old-a', quantity: 99, configuration: `${menu.id}:${ascending.join(',')}` },
      { ownerId: 'old-a', quantity: 1, configuration: `${menu.id}:${first}` },
      { ownerId: 'old-a', quantity: 2, configuration: `${plain.id}:` },
      { ownerId: 'old-b', quantity: 1, configuration: `${plain.id}:` },
    ]);
    const options = await database.db.select().from(cartLineOptions);
    const merged = lines[0]!.id;
    expect(
      options
        .filter((option) => option.cartLineId === merged)
        .map((option) => option.optionItemId)
        .sort((a, b) => a - b),
    ).toEqual(ascending);
    // The merged-away line's options went with it (cascade): every option row belongs to a remaining line.
    expect(options.every((option) => lines.some((line) => line.id === option.cartLineId))).toBe(true);
  });
});

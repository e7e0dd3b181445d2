import { createHash } from 'node:crypto';
import { getTableColumns, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import {
  banners,
  branches,
  branchMenuStatus,
  categories,
  contentPages,
  events,
  faqs,
  geoAddresses,
  grades,
  membershipCouponTemplates,
  menus,
  notices,
  optionGroups,
  optionItems,
  seedState,
  storyVideos,
} from '../schema';
import { seedDemoCoupons, seedWalletCouponStock } from './demo-coupons';
import { seedDemoMember } from './demo-member';
import { seedRows } from './seed-rows';
import type { SeedData } from './types';

export interface SeedOutcome {
  /** False when the same data set was already written (the cheap path taken on every ordinary start). */
  readonly applied: boolean;
}

export interface SeedOptions {
  /** The instant demo coupons are issued at (default: now). */
  readonly now?: () => Date;
  /** Write the rows even when the stored hash says this data set is already there. */
  readonly force?: boolean;
  /**
   * Issue the demo member's coupons (default true). The build's seed snapshot leaves them out: their validity starts
   * when they are issued, so the first start issues them (server/db/seed-snapshot.ts).
   */
  readonly demoCoupons?: boolean;
}

const SEED_NAME = 'franchise';

/** Serialises concurrent seeders (several instances starting together): an arbitrary fixed advisory-lock key. */
const SEED_LOCK_KEY = 727_400_312;

/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters for our widest table. */
const CHUNK_ROWS = 500;

/** Tables whose ids come from the data: their identity sequences must continue after the largest one. */
const TABLES_WITH_EXPLICIT_IDS: readonly PgTable[] = [
  categories,
  menus,
  optionGroups,
  optionItems,
  branches,
  notices,
  faqs,
  events,
  grades,
  membershipCouponTemplates,
  storyVideos,
];

/**
 * Writes the demo franchise in one transaction, idempotently: rows are upserted by their fixed ids, so a second
 * run leaves identical rows; when the stored content hash matches, nothing is written at all. Rows that vanished
 * from the data are kept (customers' carts may reference them).
 */
export async function seedDatabase(db: Database, data: SeedData, options: SeedOptions = {}): Promise<SeedOutcome> {
  const rows = seedRows(data);
  const contentHash = seedContentHash(data);
  const outcome = await db.transaction(async (tx): Promise<SeedOutcome> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [stored] = await tx
      .select({ contentHash: seedState.contentHash })
      .from(seedState)
      .where(sql`${seedState.name} = ${SEED_NAME}`);
    if (stored?.contentHash === contentHash && !options.force) return { applied: false };

    await upsert(tx, categories, [categories.id], rows.categories);
    await upsert(tx, menus, [menus.id], rows.menus);
    await upsert(tx, optionGroups, [optionGroups.id], rows.optionGroups);
    await upsert(tx, optionItems, [optionItems.id], rows.optionItems);
    await upsert(tx, branches, [branches.id], rows.branches);
    // A seeded branch's sold-out/hidden menus are exactly the data's: replace them wholesale.
    const branchIds = data.branches.map((branch) => branch.branchId);
    if (branchIds.length > 0) await tx.delete(branchMenuStatus).where(inArray(branchMenuStatus.branchId, branchIds));
    await upsert(tx, branchMenuStatus, [branchMenuStatus.branchId, branchMenuStatus.menuId], rows.branchMenuStatus);
    await upsert(tx, geoAddresses, [geoAddresses.roadAddress, geoAddresses.jibunAddress], rows.geoAddresses);
    await upsert(tx, notices, [notices.id], rows.notices);
    await upsert(tx, faqs, [faqs.id], rows.faqs);
    await upsert(tx, events, [events.id], rows.events);
    await upsert(tx, banners, [banners.kind, banners.id], rows.banners);
    await upsert(tx, grades, [grades.id], rows.grades);
    await upsert(tx, membershipCouponTemplates, [membershipCouponTemplates.id], rows.membershipCouponTemplates);
    await upsert(tx, storyVideos, [storyVideos.id], rows.storyVideos);
    await upsert(tx, contentPages, [contentPages.slug], rows.contentPages);
    for (const table of TABLES_WITH_EXPLICIT_IDS) await continueIdentityAfterMax(tx, table);

    await tx
      .insert(seedState)
      .values({ name: SEED_NAME, contentHash })
      .onConflictDoUpdate({ target: seedState.name, set: { contentHash, appliedAt: sql`now()` } });
    return { applied: true };
  });
  // Outside the content hash: the demo account is checked on every start (cheap when present), created when missing.
  await seedDemoMember(db);
  await seedWalletCouponStock(db, data.walletCoupons ?? []);
  if (options.demoCoupons !== false) await seedDemoCoupons(db, options.now?.() ?? new Date());
  return outcome;
}

/** The digest of a data set that seed_state records: equal digests, equal rows. */
export function seedContentHash(data: SeedData): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

type Executor = Pick<Database, 'insert' | 'execute'>;

async function upsert<T extends PgTable>(
  tx: Executor,
  table: T,
  key: readonly T['_']['columns'][string][],
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const keyNames = new Set(key.map((column) => column.name));
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    // A surrogate identity (geo_addresses.id) keeps its first value: the natural key identifies the row.
    if (keyNames.has(column.name) || column.generatedIdentity !== undefined) continue;
    set[property] = sql.raw(`excluded."${column.name}"`);
  }
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    const insert = tx.insert(table).values(chunk as T['$inferInsert'][]);
    await (Object.keys(set).length === 0
      ? insert.onConflictDoNothing({ target: [...key] })
      : insert.onConflictDoUpdate({ target: [...key], set: set as PgUpdateSetSource<T> }));
  }
}

async function continueIdentityAfterMax(tx: Executor, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await tx.execute(
    sql.raw(`SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce(max(id), 0) + 1, false) FROM "${name}"`),
  );
}

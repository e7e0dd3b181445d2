// Issue 14 "a fast first start": a new PGlite data folder restores the build's seed snapshot instead of creating,
// migrating and seeding a cluster. It must hold exactly what migrate + seed writes, work like it (the demo member signs
// in), stay idempotent on restart, and never be used when it does not match the migrations or is damaged.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSeedSnapshot } from '../../../scripts/make-seed-snapshot';
import { type Database, type OpenDatabase, openDatabase } from '../../../server/db/database';
import { membershipCoupons } from '../../../server/db/schema';
import { seedData } from '../../../server/db/seed/data/index';
import { DEMO_MEMBER, DEMO_MEMBER_OWNER_ID } from '../../../server/db/seed/demo-member';
import { seedDatabase } from '../../../server/db/seed/seed';
import {
  type SeedSnapshotManifest,
  seedSnapshotFiles,
  seedSnapshotFingerprint,
  seedSnapshotLoader,
} from '../../../server/db/seed-snapshot';
import { AuthClient, authServer } from '../auth/support/auth-harness';
import { queryRows } from '../support/query-rows';
import { LogCapture } from '../support/test-server';

/** Making the snapshot and each migrate + seed take seconds, tens of them on a busy 2-core machine. */
const SLOW_MS = 180_000;

/** Columns that hold the moment a row was written or a random value: equal data differs only there. */
const VOLATILE_COLUMNS = ['password_hash', 'coupon_no'];

/** Per table of the public schema: row count and a digest of every row without its volatile columns. */
async function contents(db: Database): Promise<Record<string, string>> {
  const columns = await queryRows<{ table_name: string; column_name: string; data_type: string }>(
    db,
    sql`SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  const volatile = new Map<string, string[]>();
  for (const column of columns) {
    const skip = column.data_type.startsWith('timestamp') || VOLATILE_COLUMNS.includes(column.column_name);
    volatile.set(column.table_name, [
      ...(volatile.get(column.table_name) ?? []),
      ...(skip ? [column.column_name] : []),
    ]);
  }
  const result: Record<string, string> = {};
  for (const [table, skipped] of [...volatile].sort(([a], [b]) => a.localeCompare(b))) {
    const row = skipped.map((name) => ` - '${name}'`).join('');
    const [answer] = await queryRows<{ count: string | number; digest: string | null }>(
      db,
      sql.raw(
        `SELECT count(*) AS count, md5(string_agg((to_jsonb(t)${row})::text, '|' ORDER BY (to_jsonb(t)${row})::text)) AS digest FROM "${table}" t`,
      ),
    );
    result[table] = `${answer?.count}:${answer?.digest}`;
  }
  return result;
}

/** Opens `dataDir` the way server/composition.ts does: the snapshot in `snapshotFolder` for a new folder, then seed. */
async function openLikeStart(dataDir: string, snapshotFolder: string, logs: LogCapture) {
  const log = pino({ level: 'info' }, logs.stream);
  const database = await openDatabase({ dataDir, initialDataDir: seedSnapshotLoader(seedData, log, snapshotFolder) });
  const seeded = await seedDatabase(database.db, seedData);
  return { database, seeded };
}

/** The one warning of a snapshot not used. */
function warningOf(logs: LogCapture): unknown {
  const lines = logs.lines.map((line) => JSON.parse(line) as { level: number; msg: string });
  return lines.find((line) => line.level === 40 && line.msg.includes('seed snapshot not used'));
}

describe('the seed snapshot of a first start [pglite]', { timeout: SLOW_MS }, () => {
  let folder: string;
  let snapshot: string;
  let reference: OpenDatabase;
  let referenceContents: Record<string, string>;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'seed-snapshot-'));
    snapshot = join(folder, 'snapshot');
    await makeSeedSnapshot(snapshot);
    reference = await openDatabase({ dataDir: join(folder, 'migrated') });
    await seedDatabase(reference.db, seedData);
    referenceContents = await contents(reference.db);
  }, SLOW_MS);

  afterAll(async () => {
    await reference?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('a new data folder restored from the snapshot holds what migrate + seed writes, the demo coupons issued now', async () => {
    const logs = new LogCapture();
    const startedAt = new Date();
    const { database, seeded } = await openLikeStart(join(folder, 'restored'), snapshot, logs);
    try {
      expect(logs.text).toContain('restoring the seed snapshot');
      expect(seeded).toEqual({ applied: false });
      expect(await contents(database.db)).toEqual(referenceContents);
      const coupons = await database.db
        .select({ issuedAt: membershipCoupons.issuedAt })
        .from(membershipCoupons)
        .where(eq(membershipCoupons.ownerId, DEMO_MEMBER_OWNER_ID));
      expect(coupons.length).toBeGreaterThan(0);
      for (const coupon of coupons) expect(coupon.issuedAt.getTime()).toBeGreaterThanOrEqual(startedAt.getTime());
    } finally {
      await database.close();
    }
  });

  it('the demo member signs in on a restored database', async () => {
    const { database } = await openLikeStart(join(folder, 'sign-in'), snapshot, new LogCapture());
    const app = await authServer(database);
    try {
      const client = new AuthClient(app);
      const answer = await client.signIn('member', { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password });
      expect(answer.error).toBeNull();
      expect(await client.session()).toMatchObject({ type: 'member', user: { name: DEMO_MEMBER.name } });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('a restart on a restored folder neither restores nor seeds again and keeps what customers wrote', async () => {
    const dataDir = join(folder, 'restarted');
    const first = await openLikeStart(dataDir, snapshot, new LogCapture());
    await first.database.db.execute(sql`INSERT INTO owners (id, kind) VALUES ('restart-owner', 'guest')`);
    await first.database.close();

    const logs = new LogCapture();
    const again = await openLikeStart(dataDir, snapshot, logs);
    try {
      expect(logs.text).not.toContain('seed snapshot');
      expect(again.seeded).toEqual({ applied: false });
      const owners = await queryRows<{ id: string }>(
        again.database.db,
        sql`SELECT id FROM owners WHERE kind = 'guest'`,
      );
      expect(owners).toEqual([{ id: 'restart-owner' }]);
    } finally {
      await again.database.close();
    }
  });

  it('a snapshot made for other migrations or seed data is not used: the new folder is migrated and seeded', async () => {
    const stale = join(folder, 'stale');
    await cp(snapshot, stale, { recursive: true });
    const { manifest } = seedSnapshotFiles(stale);
    const made = JSON.parse(await readFile(manifest, 'utf8')) as SeedSnapshotManifest;
    expect(await seedSnapshotFingerprint(seedData)).toBe(made.fingerprint);
    expect(await seedSnapshotFingerprint({ ...seedData, notices: seedData.notices.slice(1) })).not.toBe(
      made.fingerprint,
    );
    await writeFile(manifest, JSON.stringify({ ...made, fingerprint: `${'0'.repeat(63)}1` }));

    const logs = new LogCapture();
    const { database, seeded } = await openLikeStart(join(folder, 'fallback'), stale, logs);
    try {
      expect(warningOf(logs)).toMatchObject({ reason: expect.stringMatching(/^stale/) });
      expect(seeded).toEqual({ applied: true });
      expect(await contents(database.db)).toEqual(referenceContents);
    } finally {
      await database.close();
    }
  });

  it('a damaged snapshot is not restored, and the log says why', async () => {
    const damaged = join(folder, 'damaged');
    await cp(snapshot, damaged, { recursive: true });
    const { tarball } = seedSnapshotFiles(damaged);
    const bytes = await readFile(tarball);
    await writeFile(tarball, bytes.subarray(0, bytes.length - 1));

    const logs = new LogCapture();
    expect(await seedSnapshotLoader(seedData, pino({ level: 'info' }, logs.stream), damaged)()).toBeUndefined();
    expect(warningOf(logs)).toMatchObject({ reason: expect.stringMatching(/missing or damaged/) });
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type DatabaseConfig, type OpenDatabase, openDatabase } from '../../../server/db/database';
import { dropSchemaAt } from './drop-schema';

/** The PostgreSQL the contract suites use; a fresh schema per run keeps runs apart and is dropped afterwards. */
export const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestDatabaseKind = 'pglite' | 'postgres';

type Availability = { readonly available: true } | { readonly available: false; readonly reason: string };

/** Whether TEST_DATABASE_URL answers within 2 s (probed once per test file). */
export const postgresAvailability: Availability = await probePostgres();

async function probePostgres(): Promise<Availability> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { available: true };
  } catch (error) {
    return { available: false, reason: `${TEST_DATABASE_URL}: ${(error as Error).message}` };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A schema name unique to this run (and this file: several files run at once). */
export function freshSchemaName(): string {
  return `test_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Drops a test schema with everything in it, after its handles are closed. */
export async function dropSchema(schema: string): Promise<void> {
  await dropSchemaAt(TEST_DATABASE_URL, schema);
}

/**
 * One database of a suite, opened in beforeAll and closed in afterAll: PGlite in a temporary DATA_DIR (one start
 * per file: it takes seconds), or PostgreSQL in a fresh schema.
 */
export interface TestDatabase {
  readonly kind: TestDatabaseKind;
  /** The open handle (throws before beforeAll ran). */
  readonly current: OpenDatabase;
  /** Closes the handle and opens the same data again (migrations run again); `current` becomes the new one. */
  reopen(): Promise<OpenDatabase>;
}

/**
 * Declares `body` once per database: `[pglite]` always; `[postgres]` when TEST_DATABASE_URL answers. When it does
 * not, the PostgreSQL suite fails under CI (process.env.CI) and is skipped with a printed reason elsewhere.
 */
export function describeOnDatabases(title: string, body: (database: TestDatabase) => void): void {
  describe(`${title} [pglite]`, () => body(suiteDatabase('pglite')));
  describePostgres(title, body);
}

/** Declares `body` on PostgreSQL in a fresh schema (same skip/fail rule as describeOnDatabases). */
export function describePostgres(title: string, body: (database: TestDatabase) => void): void {
  describeIfPostgres(title, () => body(suiteDatabase('postgres')));
}

/**
 * Declares `body` (which opens its own connections to TEST_DATABASE_URL) when PostgreSQL answers; otherwise fails
 * under CI and is skipped with a printed reason elsewhere.
 */
export function describeIfPostgres(title: string, body: () => void): void {
  const name = `${title} [postgres]`;
  if (postgresAvailability.available) {
    describe(name, () => body());
  } else if (process.env['CI']) {
    const { reason } = postgresAvailability;
    describe(name, () => {
      it('needs a reachable PostgreSQL (TEST_DATABASE_URL)', () => {
        throw new Error(`PostgreSQL unreachable under CI: ${reason}`);
      });
    });
  } else {
    console.warn(`[contract] skipping "${name}": ${postgresAvailability.reason}`);
    describe.skip(name, () => body());
  }
}

/** Declares `body` on an embedded PGlite only. */
export function describePglite(title: string, body: (database: TestDatabase) => void): void {
  describe(`${title} [pglite]`, () => body(suiteDatabase('pglite')));
}

function suiteDatabase(kind: TestDatabaseKind): TestDatabase {
  let config: DatabaseConfig | undefined;
  let opened: OpenDatabase | undefined;
  let cleanup: () => Promise<void> = async () => {};
  beforeAll(async () => {
    if (kind === 'postgres') {
      const schema = freshSchemaName();
      config = { databaseUrl: TEST_DATABASE_URL, schema };
      cleanup = () => dropSchema(schema);
    } else {
      const dataDir = await mkdtemp(join(tmpdir(), 'pglite-'));
      config = { dataDir };
      cleanup = () => rm(dataDir, { recursive: true, force: true });
    }
    opened = await openDatabase(config);
  });
  afterAll(async () => {
    await opened?.close();
    await cleanup();
  });
  return {
    kind,
    get current(): OpenDatabase {
      if (opened === undefined) throw new Error('the test database is opened in beforeAll');
      return opened;
    },
    async reopen() {
      if (opened === undefined || config === undefined) throw new Error('the test database is opened in beforeAll');
      await opened.close();
      opened = await openDatabase(config);
      return opened;
    },
  };
}

/** The SQLSTATE of a failed query, looking through Drizzle's DrizzleQueryError wrapper. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

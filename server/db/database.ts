import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { restoreDataDir } from './data-dir-tarball';
import { assertSchemaName, migrationsFolderFor } from './migrate';
import { trackTransactions } from './pglite-named-statements';
import * as schema from './schema';

export type Schema = typeof schema;

/** The Drizzle handle every repository uses: the same type over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseConfig {
  /** postgres://… selects a node-postgres pool; absent selects embedded PGlite. */
  readonly databaseUrl?: string;
  /** PGlite data folder (default `.data/pglite`); `memory://` keeps it in memory (tests). */
  readonly dataDir?: string;
  /** A Postgres schema to live in (tables and the migrations journal); default public (+ `drizzle` journal). */
  readonly schema?: string;
  /** Pool connect timeout, ms (default 2000): an unreachable server fails a request this fast. */
  readonly connectionTimeoutMillis?: number;
  /** Pool size (default 10). */
  readonly maxConnections?: number;
  /** Apply pending migrations while opening (default true; false for a deployment that migrates separately). */
  readonly migrate?: boolean;
  /** Told about errors of idle pooled connections (a restarted or unreachable server); they are not fatal. */
  readonly onConnectionError?: (error: Error) => void;
  /**
   * A PGlite data folder (gzip dumpDataDir tarball) a new database starts from instead of an empty cluster: asked for
   * only when `dataDir` is a folder that holds no database yet and no schema is set; undefined: an empty cluster.
   * Migrations run after it as always (server/db/seed-snapshot.ts).
   */
  readonly initialDataDir?: () => Promise<Buffer | undefined>;
}

export interface OpenDatabase {
  readonly db: Database;
  readonly kind: DatabaseKind;
  /** True when a trivial query answers within PING_TIMEOUT_MS; never throws. */
  ping(): Promise<boolean>;
  /** Releases the PGlite handle or the pool (idempotent). */
  close(): Promise<void>;
}

export const DEFAULT_DATA_DIR = '.data/pglite';

/** A health probe answers within 2 s (brief: health and API answer 503 within 2 s when the database is away). */
const PING_TIMEOUT_MS = 1500;

/** Server-side statement limit, ms: a runaway query fails instead of holding a connection. */
const STATEMENT_TIMEOUT_MS = 10_000;

/** Client-side limit, ms: covers a server that stops answering mid-query (no TCP reset). */
const QUERY_TIMEOUT_MS = 12_000;

/**
 * PGlite's buffer cache (PostgreSQL's default is 128MB). PGlite touches all of it at start, so it is resident memory
 * of the server process: 32MB holds the seeded franchise (~11MB) several times over and saves ~90 MiB of RSS
 * (issue 14: RSS after start ≤ 350 MiB); pages beyond it come from the operating system's file cache.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * How much of a WebAssembly function's code V8 runs in its baseline tier (Liftoff) before compiling it again with its
 * optimizing compiler (TurboFan), a rough count of bytes executed, while PGlite starts and checks the migrations.
 * PostgreSQL's start ran enough of its code to send hundreds of functions to TurboFan, on the two cores the server and
 * PGlite share: a restart on existing data took 1.04-1.22 s and 1.57-1.79 s of CPU with V8's budget, 0.80-0.90 s and
 * 0.94-1.05 s of CPU with this one (issue 14: ≤ 1 s), and no faster with TurboFan off altogether.
 */
export const PGLITE_START_WASM_TIERING_BUDGET = 600_000_000;

/**
 * The budget once PGlite has started: V8's own (1,800,000 in Node 20), or the one node was started with. Under load
 * the hot functions then reach TurboFan as soon as they would have: left at the start's budget, POST /cart on PGlite
 * (50 customers) ran 6-10 % slower in its first 5 seconds, p99 125 -> 182 ms (medians of 3 runs).
 */
function runningWasmTieringBudget(): number {
  const given = process.execArgv.map((arg) => /^--wasm[-_]tiering[-_]budget=(\d+)$/.exec(arg)?.[1]);
  return Number(given.find((value) => value !== undefined) ?? 1_800_000);
}

/** PGlite starts under way in this process (tests open several at once): the last one to finish restores the budget. */
let pgliteStarts = 0;

/**
 * Runs `start` (PGlite's start and the migration check) with V8's WebAssembly tier-up deferred, then restores it. V8
 * reads the budget when an instance is made and each time a function's budget runs out, so it is set before PGlite
 * instantiates PostgreSQL. The flag is the process's: the only other WebAssembly, Node's own HTTP parser of fetch
 * (undici), tiers up a little later if it runs meanwhile.
 */
async function withWasmTierUpDeferred<T>(start: () => Promise<T>): Promise<T> {
  if (pgliteStarts === 0) setFlagsFromString(`--wasm-tiering-budget=${PGLITE_START_WASM_TIERING_BUDGET}`);
  pgliteStarts += 1;
  try {
    return await start();
  } finally {
    pgliteStarts -= 1;
    if (pgliteStarts === 0) setFlagsFromString(`--wasm-tiering-budget=${runningWasmTieringBudget()}`);
  }
}

/** Serialises migrations of several server instances starting at once (an arbitrary fixed advisory-lock key). */
const MIGRATION_LOCK_KEY = 727_400_311;

/** Opens the configured database and applies pending migrations (see DatabaseConfig for the choice of driver). */
export async function openDatabase(config: DatabaseConfig = {}): Promise<OpenDatabase> {
  if (config.schema !== undefined) assertSchemaName(config.schema);
  return config.databaseUrl ? openPostgres(config.databaseUrl, config) : openPglite(config);
}

async function openPglite(config: DatabaseConfig): Promise<OpenDatabase> {
  const dataDir = config.dataDir ?? DEFAULT_DATA_DIR;
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  if (config.initialDataDir !== undefined && config.schema === undefined && isNewPgliteFolder(dataDir)) {
    const tarball = await config.initialDataDir();
    if (tarball !== undefined) await restoreDataDir(tarball, dataDir);
  }
  return withWasmTierUpDeferred(async () => {
    // Durable on purpose: relaxedDurability would acknowledge commits before they reach the disk.
    const client = await PGlite.create(dataDir, {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    // Statements built once run as named prepared statements, in transactions too (server/db/reused-statement.ts).
    trackTransactions(client);
    try {
      if (config.schema) {
        await client.exec(`CREATE SCHEMA IF NOT EXISTS "${config.schema}"; SET search_path TO "${config.schema}";`);
      }
      await client.exec(`SET TIME ZONE 'UTC';`);
      const db = drizzlePglite({ client, schema });
      if (config.migrate !== false) {
        const { folder, dispose } = await migrationsFolderFor(config.schema);
        try {
          await migratePglite(db, { migrationsFolder: folder, migrationsSchema: config.schema });
        } finally {
          await dispose();
        }
      }
      return {
        db,
        kind: 'pglite',
        ping: () => (client.closed ? Promise.resolve(false) : answersWithin(db, PING_TIMEOUT_MS)),
        close: async () => {
          if (!client.closed) await client.close();
        },
      };
    } catch (error) {
      await client.close();
      throw error;
    }
  });
}

/** True when `dataDir` is a folder without a cluster yet (PostgreSQL's PG_VERSION marks one). */
function isNewPgliteFolder(dataDir: string): boolean {
  return !dataDir.includes('://') && !existsSync(join(dataDir, 'PG_VERSION'));
}

/** node-postgres and its Drizzle driver, loaded only for a PostgreSQL database (~40 ms of a PGlite start, issue 14). */
async function nodePostgres() {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { Pool: pg.Pool, drizzle, migrate };
}

type NodePostgres = Awaited<ReturnType<typeof nodePostgres>>;

async function openPostgres(url: string, config: DatabaseConfig): Promise<OpenDatabase> {
  const driver = await nodePostgres();
  const startupOptions = ['-c TimeZone=UTC', ...(config.schema ? [`-c search_path=${config.schema}`] : [])];
  const pool = new driver.Pool({
    connectionString: url,
    connectionTimeoutMillis: config.connectionTimeoutMillis ?? 2000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    max: config.maxConnections ?? 10,
    options: startupOptions.join(' '),
  });
  // An idle client whose server went away emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', (error) => config.onConnectionError?.(error));
  let closed = false;
  try {
    const db = driver.drizzle({ client: pool, schema });
    if (config.migrate !== false) await migratePostgres(driver.migrate, pool, db, config.schema);
    return {
      db,
      kind: 'postgres',
      ping: () => (closed ? Promise.resolve(false) : answersWithin(db, PING_TIMEOUT_MS)),
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

async function migratePostgres(
  migrateNodePg: NodePostgres['migrate'],
  pool: pg.Pool,
  db: Parameters<NodePostgres['migrate']>[0],
  dbSchema?: string,
) {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    if (dbSchema) await lock.query(`CREATE SCHEMA IF NOT EXISTS "${dbSchema}"`);
    const { folder, dispose } = await migrationsFolderFor(dbSchema);
    try {
      await migrateNodePg(db, { migrationsFolder: folder, migrationsSchema: dbSchema });
    } finally {
      await dispose();
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}

async function answersWithin(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = db.execute(sql`SELECT 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

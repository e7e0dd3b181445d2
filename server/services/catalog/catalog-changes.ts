import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { OpenDatabase } from '../../db/database';
import type { CacheFreshness } from '../../http/cache';

/**
 * The channel the database announces catalog changes on: migration 0004 has a statement trigger on categories,
 * menus, option_groups, option_items, branches, branch_menu_status, banners and faqs that runs
 * pg_notify('catalog_changed', '<schema>.<table>') at commit, whoever writes (the seed, a branch tool, psql).
 */
const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

/** After the listening connection is lost, the next attempt waits this long, ms (doubling up to the max). */
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 5000;

/** The longest a cached request waits for the first LISTEN, ms. */
const FIRST_LISTEN_WAIT_MS = 500;

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

export interface CatalogChangesOptions {
  /** How long a cached answer may be served at most, ms (ServerConfig.catalogCacheTtlMs). */
  readonly ttlMs: number;
  readonly log?: Log;
}

/**
 * The freshness of one server's cached public answers (see ResponseCache): the version moves on every change
 * notification, so every instance drops its answers within milliseconds of a commit; ttlMs bounds the rest (a
 * notification lost while the listening connection was down). On PostgreSQL it LISTENs on a connection of its
 * own (not one of the pool's), reconnecting with backoff and moving the version after each reconnection; on
 * PGlite, which is one process, it listens on the database handle itself. Listening starts on the first cached
 * request (ready()), so a server without cached routes holds no extra connection.
 */
export class CatalogChanges implements CacheFreshness {
  readonly ttlMs: number;
  private current = 0;
  private started: Promise<void> | undefined;
  private stop: (() => Promise<void>) | undefined;
  private closed = false;
  /** The first attempt to listen is over (success or not; retries run in the background). */
  private firstAttemptOver = false;
  private readonly log: Log | undefined;

  constructor(
    private readonly database: OpenDatabase,
    options: CatalogChangesOptions,
  ) {
    this.ttlMs = options.ttlMs;
    this.log = options.log;
  }

  get version(): number {
    return this.current;
  }

  /** Drops every answer cached under this freshness (the notification does this for database writes). */
  invalidate(): void {
    this.current += 1;
  }

  ready(): Promise<void> {
    if (this.firstAttemptOver) return Promise.resolve();
    // Not listening costs freshness, not availability: the TTL still bounds every answer, so a request waits for
    // the first LISTEN at most FIRST_LISTEN_WAIT_MS (a database outage must still answer 503 within 2 s).
    this.started ??= this.listen()
      .catch((error: unknown) => {
        this.log?.warn({ err: error }, 'catalog change listener failed; cached answers live until their TTL');
      })
      .finally(() => {
        this.firstAttemptOver = true;
      });
    return Promise.race([this.started, new Promise<void>((resolve) => setTimeout(resolve, FIRST_LISTEN_WAIT_MS))]);
  }

  /** Stops listening (idempotent); call before the database is closed. */
  async close(): Promise<void> {
    this.closed = true;
    await this.started;
    await this.stop?.();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = (this.database.db as unknown as { $client: unknown }).$client;
    const onChange = () => this.invalidate();
    if (this.database.kind === 'pglite') {
      const pglite = client as PGlite;
      const schema = await currentSchema((sql) => pglite.query<{ schema: string }>(sql));
      const unlisten = await pglite.listen(CATALOG_CHANGED_CHANNEL, (payload) => {
        if (concerns(payload, schema)) onChange();
      });
      this.stop = async () => {
        if (!pglite.closed) await unlisten();
      };
      return;
    }
    const listener = new PostgresListener((client as pg.Pool).options, onChange, this.log);
    this.stop = () => listener.close();
    await listener.start();
  }
}

/** The schema our tables live in (the connection's search_path): changes of other schemas are not ours. */
async function currentSchema(query: (sql: string) => Promise<{ rows: { schema: string }[] }>): Promise<string> {
  const { rows } = await query('SELECT current_schema() AS schema');
  return rows[0]?.schema ?? 'public';
}

/** Whether a notification's '<schema>.<table>' payload is about `schema` (an unexpected payload counts as ours). */
function concerns(payload: string | undefined, schema: string): boolean {
  const dot = payload?.indexOf('.') ?? -1;
  return payload === undefined || dot < 0 || payload.slice(0, dot) === schema;
}

/** LISTEN on a dedicated node-postgres connection that comes back after a restart or a network cut. */
class PostgresListener {
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private delayMs = RECONNECT_MIN_MS;
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly onChange: () => void,
    private readonly log: Log | undefined,
  ) {}

  /** The first attempt; when it fails, the next ones run in the background. */
  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.config);
    const lost = (error?: Error) => this.lost(client, error);
    client.on('error', lost);
    client.on('end', () => lost());
    let schema: string | undefined;
    client.on('notification', (message) => {
      if (message.channel !== CATALOG_CHANGED_CHANNEL) return;
      if (schema === undefined || concerns(message.payload, schema)) this.onChange();
    });
    try {
      await client.connect();
      schema = await currentSchema((sql) => client.query<{ schema: string }>(sql));
      await client.query(`LISTEN ${CATALOG_CHANGED_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      this.log?.warn({ err: error }, 'catalog change listener could not connect; retrying');
      this.retry();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.delayMs = RECONNECT_MIN_MS;
    // Changes committed while nobody listened were not heard: count them as one.
    this.onChange();
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.onChange();
    if (this.closed) return;
    this.log?.warn({ err: error }, 'catalog change listener lost its connection; reconnecting');
    this.retry();
  }

  private retry(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => void this.connect(), this.delayMs);
    this.timer.unref();
    this.delayMs = Math.min(this.delayMs * 2, RECONNECT_MAX_MS);
  }
}

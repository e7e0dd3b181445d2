import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { OpenDatabase } from './database';

/** After the listening connection is lost, the next attempt waits this long, ms (doubling up to the max). */
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 5000;

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** What a listener is told: each notification of our schema, and each time notifications may have been missed. */
export interface NotificationHandlers {
  /**
   * A notification whose '<schema>.<subject>' payload names our schema (the connection's search_path), with its
   * subject (a table name, an order id); an unexpected payload without a schema counts as ours, subject and all.
   */
  readonly onNotification: (subject: string) => void;
  /**
   * The listening connection came up again (or was lost): whatever was committed meanwhile was not heard. Never
   * called on PGlite, which is one process and loses nothing.
   */
  readonly onGap: () => void;
}

export interface ListenOptions {
  /** What the log lines name (`catalog change listener`). */
  readonly name: string;
  readonly log?: Log;
}

/**
 * LISTENs on `channel` of `database` until the returned stop function is called. On PostgreSQL it listens on a
 * connection of its own (not one of the pool's: a pooled connection would be handed to queries), reconnecting with
 * backoff (RECONNECT_MIN_MS doubling to RECONNECT_MAX_MS) and calling onGap after each reconnection; the first
 * attempt is awaited, later ones run in the background. On PGlite it listens on the database handle itself. The
 * triggers of migrations 0004 and 0010 send '<schema>.<subject>' payloads, so test schemas sharing one PostgreSQL
 * database never hear each other.
 */
export async function listenForNotifications(
  database: OpenDatabase,
  channel: string,
  handlers: NotificationHandlers,
  options: ListenOptions,
): Promise<() => Promise<void>> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const pglite = client as PGlite;
    const schema = await currentSchema((sql) => pglite.query<{ schema: string }>(sql));
    const unlisten = await pglite.listen(channel, (payload) => {
      const subject = subjectIn(payload, schema);
      if (subject !== null) handlers.onNotification(subject);
    });
    return async () => {
      if (!pglite.closed) await unlisten();
    };
  }
  const listener = new PostgresListener((client as pg.Pool).options, channel, handlers, options);
  await listener.start();
  return () => listener.close();
}

/** The schema our tables live in (the connection's search_path): notifications of other schemas are not ours. */
async function currentSchema(query: (sql: string) => Promise<{ rows: { schema: string }[] }>): Promise<string> {
  const { rows } = await query('SELECT current_schema() AS schema');
  return rows[0]?.schema ?? 'public';
}

/** The subject of a '<schema>.<subject>' payload when it is about `schema`, else null (another schema's). */
function subjectIn(payload: string | undefined, schema: string): string | null {
  const dot = payload?.indexOf('.') ?? -1;
  if (payload === undefined || dot < 0) return payload ?? '';
  return payload.slice(0, dot) === schema ? payload.slice(dot + 1) : null;
}

/** LISTEN on a dedicated node-postgres connection that comes back after a restart or a network cut. */
class PostgresListener {
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private delayMs = RECONNECT_MIN_MS;
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    private readonly handlers: NotificationHandlers,
    private readonly options: ListenOptions,
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
    // node-postgres is loaded by the PostgreSQL database this listens on (server/db/database.ts), never on PGlite.
    const { default: pg } = await import('pg');
    const client = new pg.Client(this.config);
    const lost = (error?: Error) => this.lost(client, error);
    client.on('error', lost);
    client.on('end', () => lost());
    let schema: string | undefined;
    client.on('notification', (message) => {
      if (message.channel !== this.channel) return;
      const subject = schema === undefined ? (message.payload ?? '') : subjectIn(message.payload, schema);
      if (subject !== null) this.handlers.onNotification(subject);
    });
    try {
      await client.connect();
      schema = await currentSchema((sql) => client.query<{ schema: string }>(sql));
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      this.options.log?.warn({ err: error }, `${this.options.name} could not connect; retrying`);
      this.retry();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.delayMs = RECONNECT_MIN_MS;
    // Changes committed while nobody listened were not heard.
    this.handlers.onGap();
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.handlers.onGap();
    if (this.closed) return;
    this.options.log?.warn({ err: error }, `${this.options.name} lost its connection; reconnecting`);
    this.retry();
  }

  private retry(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => void this.connect(), this.delayMs);
    this.timer.unref();
    this.delayMs = Math.min(this.delayMs * 2, RECONNECT_MAX_MS);
  }
}

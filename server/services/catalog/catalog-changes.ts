import type { FastifyBaseLogger } from 'fastify';
import type { OpenDatabase } from '../../db/database';
import { listenForNotifications } from '../../db/notifications';
import type { CacheFreshness } from '../../http/cache';

/**
 * The channel the database announces catalog changes on: migration 0004 has a statement trigger on categories,
 * menus, option_groups, option_items, branches, branch_menu_status, banners and faqs that runs
 * pg_notify('catalog_changed', '<schema>.<table>') at commit, whoever writes (the seed, a branch tool, psql).
 */
const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

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
 * notification lost while the listening connection was down). It LISTENs through server/db/notifications.ts (on
 * PostgreSQL a connection of its own that reconnects with backoff; the version moves after each reconnection).
 * Listening starts on the first cached request (ready()), so a server without cached routes holds no extra
 * connection.
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

  get watching(): boolean {
    return this.firstAttemptOver;
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
    const onChange = () => this.invalidate();
    this.stop = await listenForNotifications(
      this.database,
      CATALOG_CHANGED_CHANNEL,
      { onNotification: onChange, onGap: onChange },
      { name: 'catalog change listener', ...(this.log === undefined ? {} : { log: this.log }) },
    );
  }
}

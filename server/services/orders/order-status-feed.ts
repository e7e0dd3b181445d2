import type { FastifyBaseLogger } from 'fastify';
import type { OpenDatabase } from '../../db/database';
import { listenForNotifications } from '../../db/notifications';

/**
 * The channel the database announces status changes on: migration 0010's trigger on order_status_history runs
 * pg_notify('order_status_changed', '<schema>.<order id>') at the commit of every status an order enters.
 */
const ORDER_STATUS_CHANGED_CHANNEL = 'order_status_changed';

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/**
 * One server's ear for order status changes (issue 14): ONE LISTEN per server (server/db/notifications.ts; on
 * PostgreSQL a connection of its own), fanned out to the watchers of each order id, so a change committed through
 * any instance wakes the streams open on every instance. Listening starts with the first watcher.
 */
export class OrderStatusFeed {
  private readonly watchers = new Map<number, Set<() => void>>();
  private started: Promise<void> | undefined;
  private stop: (() => Promise<void>) | undefined;
  private closed = false;

  constructor(
    private readonly database: OpenDatabase,
    private readonly log?: Log,
  ) {}

  /**
   * Calls `onChange` after each commit that gives order `orderId` a status, and whenever such a commit may have
   * gone unheard (the listening connection came back). Resolves once listening, so a read made afterwards misses
   * nothing, with the function that stops the watching; rejects when listening cannot start.
   */
  async watch(orderId: number, onChange: () => void): Promise<() => void> {
    let own = this.watchers.get(orderId);
    if (own === undefined) {
      own = new Set();
      this.watchers.set(orderId, own);
    }
    const watcher = () => onChange();
    own.add(watcher);
    const unwatch = () => {
      own.delete(watcher);
      if (own.size === 0 && this.watchers.get(orderId) === own) this.watchers.delete(orderId);
    };
    try {
      await this.listening();
    } catch (error) {
      unwatch();
      throw error;
    }
    return unwatch;
  }

  /** Stops listening (idempotent); call before the database is closed. */
  async close(): Promise<void> {
    this.closed = true;
    await this.started?.catch(() => undefined);
    await this.stop?.();
  }

  private listening(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the order status feed is closed'));
    this.started ??= this.listen().catch((error: unknown) => {
      // The next watcher tries again.
      this.started = undefined;
      throw error;
    });
    return this.started;
  }

  private async listen(): Promise<void> {
    this.stop = await listenForNotifications(
      this.database,
      ORDER_STATUS_CHANGED_CHANNEL,
      { onNotification: (subject) => this.changed(Number(subject)), onGap: () => this.wakeAll() },
      { name: 'order status listener', ...(this.log === undefined ? {} : { log: this.log }) },
    );
  }

  private changed(orderId: number): void {
    for (const watcher of this.watchers.get(orderId) ?? []) watcher();
  }

  private wakeAll(): void {
    for (const own of this.watchers.values()) for (const watcher of own) watcher();
  }
}

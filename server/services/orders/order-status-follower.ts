import { eq } from 'drizzle-orm';
import { isOrderEnded, ORDER_STATUSES, type OrderStatus } from '../../../src/domain/order/status';
import type { Database } from '../../db/database';
import { orderStatusHistory } from '../../db/schema';
import type { OrderStatusFeed } from './order-status-feed';

/** A status an order entered, numbered: 1 for PAID, then 2, 3… in the order the statuses were entered. */
export interface SequencedStatus {
  readonly sequence: number;
  readonly status: OrderStatus;
  readonly at: Date;
}

/** Where a follower's statuses go (the HTTP event stream); `end` is called once, when the order has ended. */
export interface StatusSink {
  send(status: SequencedStatus): void;
  end(): void;
}

/**
 * The statuses order `orderId` went through, numbered. An order only moves forward through ORDER_STATUSES
 * (domain nextOrderStatus; CANCELLED last) and its history rows are never rewritten, so sorting by that list gives
 * the order they were entered in, even when two rows share an instant, and a number once given never changes.
 */
export async function sequenceOf(db: Database, orderId: number): Promise<SequencedStatus[]> {
  const rows = await db
    .select({ status: orderStatusHistory.status, at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId));
  return rows
    .sort((a, b) => ORDER_STATUSES.indexOf(a.status) - ORDER_STATUSES.indexOf(b.status))
    .map((row, index) => ({ sequence: index + 1, status: row.status, at: row.at }));
}

/**
 * Issue 14: follows one order's status for a stream. The first statuses are sent at once (after `afterSequence`
 * when a reconnect names the last one it saw, else the current one alone), then each status as it is committed
 * (the OrderStatusFeed wakes the follower; it reads the history again and sends what is new, so a burst of changes
 * or a missed wake-up still sends every status once, in order). Once the order has ended (domain isOrderEnded) and
 * its last status was sent, the sink is ended.
 */
export class OrderStatusFollower {
  constructor(
    private readonly db: Database,
    private readonly feed: OrderStatusFeed,
    private readonly log: (error: unknown) => void,
  ) {}

  /**
   * Starts following order `orderId` (its visibility to the caller is checked before). Resolves after the first
   * statuses were sent, with the function that stops the following; rejects when the first read fails (the caller
   * answers 503, nothing was sent). A later failed read ends the sink: the client reconnects.
   */
  async follow(orderId: number, afterSequence: number | null, sink: StatusSink): Promise<() => void> {
    let sent = afterSequence;
    let stopped = false;
    // One read at a time: a wake-up during a read asks for one more read after it. The first read runs before any
    // wake-up is served.
    let busy = true;
    let again = false;
    let unwatch: () => void = () => undefined;
    const stop = () => {
      stopped = true;
      unwatch();
    };
    const finish = () => {
      if (stopped) return;
      stop();
      sink.end();
    };
    const sendNew = async () => {
      const statuses = await sequenceOf(this.db, orderId);
      if (stopped) return;
      const after = sent;
      const fresh = after === null ? statuses.slice(-1) : statuses.filter((status) => status.sequence > after);
      for (const status of fresh) {
        sink.send(status);
        sent = status.sequence;
      }
      const last = statuses.at(-1);
      if (last !== undefined && isOrderEnded(last.status) && (sent ?? 0) >= last.sequence) finish();
    };
    const drain = async () => {
      try {
        do {
          again = false;
          await sendNew();
        } while (again && !stopped);
      } catch (error) {
        this.log(error);
        finish();
      } finally {
        busy = false;
      }
    };
    const wake = () => {
      if (stopped) return;
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      void drain();
    };
    // Watch first, read second: a status committed between the two wakes the follower, never slips past it.
    unwatch = await this.feed.watch(orderId, wake);
    try {
      await sendNew();
    } catch (error) {
      stop();
      throw error;
    }
    busy = false;
    if (again) wake();
    return stop;
  }
}

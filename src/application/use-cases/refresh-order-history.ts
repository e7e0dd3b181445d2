import { isOrderEnded } from '../../domain/order/status';
import type { OrderGateway, PlacedOrder } from '../ports/order-gateway';
import type { OrderStatusStream } from '../ports/order-status-stream';
import type { Scheduler } from '../ports/scheduler';
import { SessionRequiredError } from '../ports/session-required-error';
import { MIN_FOLLOW_INTERVAL_MS } from './follow-order-status';
import { ListOrderHistory, type ListOrderHistoryResult } from './list-order-history';
import { PageOrderStreams } from './page-order-streams';
import { isStopped, type StopSignal, waitOrStop } from './stoppable-wait';

/** The history page a screen shows: its number and its orders as shown. */
export interface ShownHistoryPage {
  readonly page: number;
  readonly orders: readonly PlacedOrder[];
}

export interface RefreshOrderHistoryInput<S extends ShownHistoryPage> {
  /** Milliseconds between two refreshes while a stream cannot be had (at least MIN_FOLLOW_INTERVAL_MS). */
  readonly intervalMs: number;
  /** Asked each time a refresh is due: the page on screen, or null while it must not be replaced (a read or a dialog). */
  readonly shown: () => S | null;
  /** A fresh read of the page `asked` was (the screen drops it when it has moved on since). */
  readonly onRead: (result: ListOrderHistoryResult, asked: S) => void;
  /** An order of the page as its stream pushed it after a status change (the screen shows it where it shows the order). */
  readonly onOrderChanged: (order: PlacedOrder) => void;
  /**
   * Subscribes `listener` to changes of the page on screen (a page read, another page): the orders it shows are then
   * followed at once instead of at the next interval. Returns the unsubscribe.
   */
  readonly watchShown?: (listener: () => void) => () => void;
  /** A read that failed (an outage): what is shown stays, the next refresh is tried after the interval. */
  readonly onReadFailed?: (error: unknown) => void;
  /** Aborting stops the refreshing (the screen closed); no read starts after it. */
  readonly signal: StopSignal;
}

export type RefreshOrderHistoryResult = { readonly kind: 'stopped' };

/**
 * Issue 6/10/14 order history kept current: each order of the page on screen that has not ended (domain
 * isOrderEnded) is followed through the OrderStatusStream port (PageOrderStreams: the server pushes each change,
 * reported with onOrderChanged), so a customer sees the branch move them on without reads. Polling is the fallback:
 * every `intervalMs` (through the Scheduler port, never a timer of its own) the page is read again when one of its
 * orders in progress has no stream (it could not connect), and the streams are tried again after that read; a page
 * of ended orders, or one fully streamed, costs no read. Runs until the caller aborts. Unlike FollowOrderStatus it
 * follows a page, whose orders change as the customer pages. No session: SessionRequiredError ends it as a rejection.
 */
export class RefreshOrderHistory {
  private readonly listHistory: ListOrderHistory;

  constructor(
    orders: Pick<OrderGateway, 'history'>,
    private readonly stream: OrderStatusStream,
    private readonly scheduler: Scheduler,
  ) {
    this.listHistory = new ListOrderHistory(orders);
  }

  async execute<S extends ShownHistoryPage>(input: RefreshOrderHistoryInput<S>): Promise<RefreshOrderHistoryResult> {
    const intervalMs = Math.max(MIN_FOLLOW_INTERVAL_MS, input.intervalMs);
    const streams = new PageOrderStreams(this.stream, this.scheduler, (order) => {
      if (!isStopped(input.signal)) input.onOrderChanged(order);
    });
    const follow = (retry: boolean) => {
      const shown = input.shown();
      if (shown !== null && !isStopped(input.signal)) streams.show(shown.orders, retry);
    };
    follow(true);
    const unwatch = input.watchShown?.(() => follow(false));
    try {
      while (await waitOrStop(this.scheduler, intervalMs, input.signal)) {
        const asked = input.shown();
        if (asked === null || asked.orders.every((order) => isOrderEnded(order.status))) continue;
        streams.show(asked.orders, false);
        if (streams.covers(asked.orders)) continue;
        try {
          const result = await this.listHistory.execute({ page: asked.page });
          // The caller may have stopped while the read was on its way: its answer is not reported.
          if (isStopped(input.signal)) break;
          input.onRead(result, asked);
          follow(true);
        } catch (error) {
          if (error instanceof SessionRequiredError) throw error;
          input.onReadFailed?.(error);
        }
      }
    } finally {
      unwatch?.();
      streams.stop();
    }
    return { kind: 'stopped' };
  }
}

import { isOrderEnded } from '../../domain/order/status';
import type { OrderGateway, PlacedOrder } from '../ports/order-gateway';
import type { Scheduler } from '../ports/scheduler';
import { SessionRequiredError } from '../ports/session-required-error';
import { MIN_FOLLOW_INTERVAL_MS } from './follow-order-status';
import { ListOrderHistory, type ListOrderHistoryResult } from './list-order-history';
import { isStopped, type StopSignal, waitOrStop } from './stoppable-wait';

/** The history page a screen shows: its number and its orders as shown. */
export interface ShownHistoryPage {
  readonly page: number;
  readonly orders: readonly Pick<PlacedOrder, 'status'>[];
}

export interface RefreshOrderHistoryInput<S extends ShownHistoryPage> {
  /** Milliseconds between two refreshes (at least MIN_FOLLOW_INTERVAL_MS). */
  readonly intervalMs: number;
  /** Asked each time a refresh is due: the page on screen, or null while it must not be replaced (a read or a dialog). */
  readonly shown: () => S | null;
  /** A fresh read of the page `asked` was (the screen drops it when it has moved on since). */
  readonly onRead: (result: ListOrderHistoryResult, asked: S) => void;
  /** A read that failed (an outage): what is shown stays, the next refresh is tried after the interval. */
  readonly onReadFailed?: (error: unknown) => void;
  /** Aborting stops the refreshing (the screen closed); no read starts after it. */
  readonly signal: StopSignal;
}

export type RefreshOrderHistoryResult = { readonly kind: 'stopped' };

/**
 * Issue 6/10 order history kept current: every `intervalMs` (through the Scheduler port, never a timer of its own) the
 * page on screen is read again when one of its orders has not ended (domain isOrderEnded), so a customer sees the
 * branch move its orders on; a page of ended orders costs no read. Runs until the caller aborts. Unlike
 * FollowOrderStatus it follows a page, whose orders change as the customer pages, not one order. No session:
 * SessionRequiredError ends it as a rejection.
 */
export class RefreshOrderHistory {
  private readonly listHistory: ListOrderHistory;

  constructor(
    orders: Pick<OrderGateway, 'history'>,
    private readonly scheduler: Scheduler,
  ) {
    this.listHistory = new ListOrderHistory(orders);
  }

  async execute<S extends ShownHistoryPage>(input: RefreshOrderHistoryInput<S>): Promise<RefreshOrderHistoryResult> {
    const intervalMs = Math.max(MIN_FOLLOW_INTERVAL_MS, input.intervalMs);
    while (await waitOrStop(this.scheduler, intervalMs, input.signal)) {
      const asked = input.shown();
      if (asked === null || asked.orders.every((order) => isOrderEnded(order.status))) continue;
      try {
        const result = await this.listHistory.execute({ page: asked.page });
        // The caller may have stopped while the read was on its way: its answer is not reported.
        if (isStopped(input.signal)) break;
        input.onRead(result, asked);
      } catch (error) {
        if (error instanceof SessionRequiredError) throw error;
        input.onReadFailed?.(error);
      }
    }
    return { kind: 'stopped' };
  }
}

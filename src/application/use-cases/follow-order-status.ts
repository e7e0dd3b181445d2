import { orderStatusAllows } from '../../domain/order/status';
import type { OrderGateway, PlacedOrder } from '../ports/order-gateway';
import type { OrderStatusStream } from '../ports/order-status-stream';
import type { Scheduler } from '../ports/scheduler';
import { SessionRequiredError } from '../ports/session-required-error';
import { ReadOrder, type ReadOrderInput, type ReadOrderResult } from './read-order';
import { isStopped, type StopSignal, waitOrStop } from './stoppable-wait';
import { followOrderStream } from './stream-order-status';

/** The smallest interval between two reads (ours: a page open for hours must not hammer the branch's server). */
export const MIN_FOLLOW_INTERVAL_MS = 1_000;

export type FoundOrder = Extract<ReadOrderResult, { kind: 'found' }>;

export interface FollowOrderStatusInput {
  readonly order: ReadOrderInput;
  /** Milliseconds between two reads while the stream cannot be had (at least MIN_FOLLOW_INTERVAL_MS). */
  readonly intervalMs: number;
  /** The order as it is now: the first read (at once), then after every change, pushed or read. */
  readonly onRead: (found: FoundOrder) => void;
  /** A read that failed (an outage): what is shown stays, the next read is tried after the interval. */
  readonly onReadFailed?: (error: unknown) => void;
  /** Aborting stops the following (the screen closed); no read starts after it. */
  readonly signal?: StopSignal;
}

export type FollowOrderStatusResult =
  /** The order reached a status it never leaves (domain isOrderEnded): nothing more to follow. */
  | { readonly kind: 'ended'; readonly order: PlacedOrder }
  /** The order is unknown or no longer this customer's. */
  | { readonly kind: 'not-found' }
  /** The caller stopped following before the order ended. */
  | { readonly kind: 'stopped' };

/**
 * Issue 6/10/14 follow an order: reads it at once, then follows its status through the OrderStatusStream port (the
 * server pushes each change; no reads) until the order has ended, cannot be found, or the caller aborts. Polling is
 * the fallback: while the stream cannot connect, the order is read again every `intervalMs` (through the Scheduler
 * port, never a timer of its own) and the stream is tried again after each read. What a status allows (cancel,
 * ended) comes from the domain (orderStatusAllows). No session: SessionRequiredError ends it as a rejection.
 */
export class FollowOrderStatus {
  private readonly readOrder: ReadOrder;

  constructor(
    orders: Pick<OrderGateway, 'complete' | 'historyDetail'>,
    private readonly stream: OrderStatusStream,
    private readonly scheduler: Scheduler,
  ) {
    this.readOrder = new ReadOrder(orders);
  }

  async execute(input: FollowOrderStatusInput): Promise<FollowOrderStatusResult> {
    const intervalMs = Math.max(MIN_FOLLOW_INTERVAL_MS, input.intervalMs);
    for (;;) {
      if (isStopped(input.signal)) return { kind: 'stopped' };
      const read = await this.readOnce(input);
      // The caller may have stopped while the read was on its way: its answer is not reported.
      if (isStopped(input.signal)) return { kind: 'stopped' };
      if (read !== null) {
        if (read.kind === 'not-found') return read;
        input.onRead(read);
        if (read.ended) return { kind: 'ended', order: read.order };
        const pushed = await followOrderStream(this.stream, this.scheduler, {
          order: read.order,
          onChange: (order) => input.onRead({ kind: 'found', order, ...orderStatusAllows(order.status) }),
          ...(input.signal === undefined ? {} : { signal: input.signal }),
        });
        if (pushed.kind !== 'unavailable') return pushed;
      }
      if (!(await waitOrStop(this.scheduler, intervalMs, input.signal))) return { kind: 'stopped' };
    }
  }

  /** One read; an outage is reported and counts as no news (null). */
  private async readOnce(input: FollowOrderStatusInput): Promise<ReadOrderResult | null> {
    try {
      return await this.readOrder.execute(input.order);
    } catch (error) {
      if (error instanceof SessionRequiredError) throw error;
      input.onReadFailed?.(error);
      return null;
    }
  }
}

import { orderStatusAllows } from '../../domain/order/status';
import type { OrderGateway, PlacedOrder } from '../ports/order-gateway';
import type { OrderStatusStream } from '../ports/order-status-stream';
import type { Scheduler } from '../ports/scheduler';
import { SessionRequiredError } from '../ports/session-required-error';
import { ReadOrder, type ReadOrderInput, type ReadOrderResult } from './read-order';
import { type FollowingInput, followStreamOrPoll } from './stream-or-poll';
import { followOrderStream, type StreamOutcome } from './stream-order-status';

export { MIN_FOLLOW_INTERVAL_MS } from './stream-or-poll';

export type FoundOrder = Extract<ReadOrderResult, { kind: 'found' }>;

export interface FollowOrderStatusInput extends FollowingInput<FoundOrder> {
  readonly order: ReadOrderInput;
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
 * the fallback (followStreamOrPoll): while the stream cannot connect, the order is read again every `intervalMs`
 * and the stream is tried again after each read. What a status allows (cancel, ended) comes from the domain
 * (orderStatusAllows). No session: SessionRequiredError ends it as a rejection.
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

  execute(input: FollowOrderStatusInput): Promise<FollowOrderStatusResult> {
    const { signal } = input;
    return followStreamOrPoll<PlacedOrder, ReadOrderResult, StreamOutcome>(this.scheduler, {
      intervalMs: input.intervalMs,
      signal,
      read: () => this.readOrder.execute(input.order),
      isFatal: (error) => error instanceof SessionRequiredError,
      onReadFailed: input.onReadFailed,
      onRead: input.onRead,
      stream: (order) =>
        followOrderStream(this.stream, this.scheduler, {
          order,
          onChange: (changed) => input.onRead({ kind: 'found', order: changed, ...orderStatusAllows(changed.status) }),
          signal,
        }),
    });
  }
}

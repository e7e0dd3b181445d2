import { isCancellable } from '../../domain/order/status';
import type { PlacedOrder } from '../ports/order-gateway';
import type { OrderStatusEvent, OrderStatusStream } from '../ports/order-status-stream';
import type { Scheduler } from '../ports/scheduler';
import { SessionRequiredError } from '../ports/session-required-error';
import { followStatusStream } from './status-stream';
import type { StopSignal } from './stoppable-wait';

/**
 * `order` with the status `event` reports, or null when the order already shows it (a sequence it has): the status,
 * what it allows (domain isCancellable) and its history grow; nothing else of an order changes with its status.
 */
export function withStatusEvent(order: PlacedOrder, event: OrderStatusEvent): PlacedOrder | null {
  if (event.sequence <= order.statusHistory.length) return null;
  return {
    ...order,
    status: event.status,
    cancellable: isCancellable(event.status),
    statusHistory: [...order.statusHistory, { status: event.status, at: event.at }],
  };
}

export type StreamOutcome =
  /** The order reached a status it never leaves (domain isOrderEnded), shown last through onChange. */
  | { readonly kind: 'ended'; readonly order: PlacedOrder }
  | { readonly kind: 'stopped' }
  /** The stream cannot be had now (no connection, or not found by it): the order as last known, for polling. */
  | { readonly kind: 'unavailable'; readonly order: PlacedOrder };

export interface FollowOrderStreamInput {
  /** The order as shown: its statuses are known up to its history's length. */
  readonly order: PlacedOrder;
  /** The order after each change pushed. */
  readonly onChange: (order: PlacedOrder) => void;
  /** Each time a stream opens (the first, and after every reconnect). */
  readonly onOpen?: () => void;
  readonly signal?: StopSignal;
}

/**
 * Issue 14: follows `input.order` through the OrderStatusStream port from the status it shows (followStatusStream:
 * reconnects after a close, `unavailable` when it cannot connect); an order the stream does not find is
 * `unavailable` too (the caller's read says what happened). SessionRequiredError is thrown.
 */
export async function followOrderStream(
  stream: OrderStatusStream,
  scheduler: Scheduler,
  input: FollowOrderStreamInput,
): Promise<StreamOutcome> {
  const { order, signal, onOpen } = input;
  const outcome = await followStatusStream<PlacedOrder, { readonly kind: 'not-found' }>(scheduler, {
    order,
    onChange: input.onChange,
    withEvent: withStatusEvent,
    isFatal: (error) => error instanceof SessionRequiredError,
    connect: (afterSequence, onChange) => stream.follow({ id: order.id, afterSequence, onChange, signal, onOpen }),
    signal,
  });
  return outcome.kind === 'refused' ? { kind: 'unavailable', order: outcome.order } : outcome;
}

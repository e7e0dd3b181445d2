import { isCancellable, isOrderEnded } from '../../domain/order/status';
import type { PlacedOrder } from '../ports/order-gateway';
import type { FollowStreamResult, OrderStatusEvent, OrderStatusStream } from '../ports/order-status-stream';
import type { Scheduler } from '../ports/scheduler';
import { SessionRequiredError } from '../ports/session-required-error';
import { isStopped, type StopSignal, waitOrStop } from './stoppable-wait';

/** After a stream closed before its order ended, the next connect waits this long, ms (ours: no reconnect storm). */
const RECONNECT_MS = 1_000;

/**
 * Closes in a row that brought no change after which the stream counts as unavailable (a server that keeps closing
 * at once): the caller reads by polling for an interval, then tries the stream again.
 */
const EMPTY_CLOSES_MAX = 3;

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

/**
 * Issue 14: follows `input.order` through the OrderStatusStream port from the status it shows (its history's length is the
 * sequence it knows, so nothing is reported twice), reporting the order after each change. A stream that closes
 * before the order ended is opened again after RECONNECT_MS (through the Scheduler); one that cannot connect ends the
 * following as `unavailable`. SessionRequiredError is thrown.
 */
export interface FollowOrderStreamInput {
  /** The order as shown: its statuses are known up to its history's length. */
  readonly order: PlacedOrder;
  /** The order after each change pushed. */
  readonly onChange: (order: PlacedOrder) => void;
  /** Each time a stream opens (the first, and after every reconnect). */
  readonly onOpen?: () => void;
  readonly signal?: StopSignal;
}

export async function followOrderStream(
  stream: OrderStatusStream,
  scheduler: Scheduler,
  input: FollowOrderStreamInput,
): Promise<StreamOutcome> {
  const { signal, onChange, onOpen } = input;
  let current = input.order;
  let emptyCloses = 0;
  for (;;) {
    let changed = false;
    let result: FollowStreamResult;
    try {
      result = await stream.follow({
        id: current.id,
        afterSequence: current.statusHistory.length,
        ...(signal === undefined ? {} : { signal }),
        ...(onOpen === undefined ? {} : { onOpen }),
        onChange: (event) => {
          const next = withStatusEvent(current, event);
          if (next === null || isStopped(signal)) return;
          current = next;
          changed = true;
          onChange(current);
        },
      });
    } catch (error) {
      if (error instanceof SessionRequiredError) throw error;
      return isStopped(signal) ? { kind: 'stopped' } : { kind: 'unavailable', order: current };
    }
    if (result.kind === 'stopped' || isStopped(signal)) return { kind: 'stopped' };
    if (isOrderEnded(current.status)) return { kind: 'ended', order: current };
    if (result.kind === 'not-found') return { kind: 'unavailable', order: current };
    emptyCloses = changed ? 0 : emptyCloses + 1;
    if (emptyCloses >= EMPTY_CLOSES_MAX) return { kind: 'unavailable', order: current };
    if (!(await waitOrStop(scheduler, RECONNECT_MS, signal))) return { kind: 'stopped' };
  }
}

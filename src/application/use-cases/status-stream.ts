import { isOrderEnded, type OrderStatus } from '../../domain/order/status';
import type { OrderStatusChange } from '../ports/order-gateway';
import type { OrderStatusEvent } from '../ports/order-status-stream';
import type { Scheduler } from '../ports/scheduler';
import { isStopped, type StopSignal, waitOrStop } from './stoppable-wait';

/** After a stream closed before its order ended, the next connect waits this long, ms (ours: no reconnect storm). */
const RECONNECT_MS = 1_000;

/**
 * Closes in a row that brought no change after which the stream counts as unavailable (a server that keeps closing
 * at once): the caller reads by polling for an interval, then tries the stream again.
 */
const EMPTY_CLOSES_MAX = 3;

/** What following needs of an order: its status, and its history, whose length is the sequence it knows. */
export interface FollowedOrder {
  readonly status: OrderStatus;
  readonly statusHistory: readonly OrderStatusChange[];
}

/** How one stream that opened ended (the status stream ports' common answers). */
type StreamEnd = { readonly kind: 'ended' } | { readonly kind: 'closed' } | { readonly kind: 'stopped' };

export interface StatusStreamInput<O extends FollowedOrder, R extends { readonly kind: string }> {
  /** The order as shown: its statuses are known up to its history's length. */
  readonly order: O;
  /**
   * Opens the port's stream once for the statuses after `afterSequence` and resolves when it is over; R: the port's
   * own answer that it will not stream this order (not found, a link that stopped working).
   */
  readonly connect: (afterSequence: number, onEvent: (event: OrderStatusEvent) => void) => Promise<StreamEnd | R>;
  /** `order` with the status `event` reports, or null when the order already shows it. */
  readonly withEvent: (order: O, event: OrderStatusEvent) => O | null;
  /** The order after each change pushed. */
  readonly onChange: (order: O) => void;
  /** A failure to connect that ends the following (thrown: a lost session) rather than making the stream unavailable. */
  readonly isFatal?: (error: unknown) => boolean;
  readonly signal?: StopSignal;
}

export type StatusStreamOutcome<O, R> =
  /** The order reached a status it never leaves (domain isOrderEnded), shown last through onChange. */
  | { readonly kind: 'ended'; readonly order: O }
  | { readonly kind: 'stopped' }
  /** The port refused the stream (R), with the order as last known. */
  | { readonly kind: 'refused'; readonly refusal: R; readonly order: O }
  /** The stream cannot be had now: the order as last known, for polling. */
  | { readonly kind: 'unavailable'; readonly order: O };

function isRefusal<R extends { readonly kind: string }>(result: StreamEnd | R): result is R {
  return result.kind !== 'ended' && result.kind !== 'closed' && result.kind !== 'stopped';
}

/**
 * Issue 14: follows `input.order` through a status stream port from the status it shows (its history's length is the
 * sequence it knows, so nothing is reported twice), reporting the order after each change. A stream that closes
 * before the order ended is opened again after RECONNECT_MS (through the Scheduler); one that cannot connect, or
 * keeps closing with no news (EMPTY_CLOSES_MAX), ends the following as `unavailable`.
 */
export async function followStatusStream<O extends FollowedOrder, R extends { readonly kind: string }>(
  scheduler: Scheduler,
  input: StatusStreamInput<O, R>,
): Promise<StatusStreamOutcome<O, R>> {
  const { signal } = input;
  let current = input.order;
  let emptyCloses = 0;
  for (;;) {
    let changed = false;
    let result: StreamEnd | R;
    try {
      result = await input.connect(current.statusHistory.length, (event) => {
        const next = input.withEvent(current, event);
        if (next === null || isStopped(signal)) return;
        current = next;
        changed = true;
        input.onChange(current);
      });
    } catch (error) {
      if (input.isFatal?.(error) === true) throw error;
      return isStopped(signal) ? { kind: 'stopped' } : { kind: 'unavailable', order: current };
    }
    if (result.kind === 'stopped' || isStopped(signal)) return { kind: 'stopped' };
    if (isOrderEnded(current.status)) return { kind: 'ended', order: current };
    if (isRefusal(result)) return { kind: 'refused', refusal: result, order: current };
    emptyCloses = changed ? 0 : emptyCloses + 1;
    if (emptyCloses >= EMPTY_CLOSES_MAX) return { kind: 'unavailable', order: current };
    if (!(await waitOrStop(scheduler, RECONNECT_MS, signal))) return { kind: 'stopped' };
  }
}

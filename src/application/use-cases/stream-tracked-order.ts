import { isOrderEnded } from '../../domain/order/status';
import { trackingLinkExpiresAt } from '../../domain/order/tracking';
import type { OrderStatusEvent } from '../ports/order-status-stream';
import type { FollowTrackedResult, OrderTracker, TrackedOrder, TrackingRefusal } from '../ports/order-tracker';
import type { Scheduler } from '../ports/scheduler';
import { isStopped, type StopSignal, waitOrStop } from './stoppable-wait';

/** After a stream closed before its order ended, the next connect waits this long, ms (as stream-order-status.ts). */
const RECONNECT_MS = 1_000;

/** Closes in a row that brought no change after which the stream counts as unavailable (the caller polls). */
const EMPTY_CLOSES_MAX = 3;

/**
 * `order` with the status `event` reports, or null when the order already shows it: the status and its history grow,
 * and an ended order learns when its link stops working (domain trackingLinkExpiresAt, from the event's instant).
 */
export function withTrackedStatus(order: TrackedOrder, event: OrderStatusEvent): TrackedOrder | null {
  if (event.sequence <= order.statusHistory.length) return null;
  const expiresAt = trackingLinkExpiresAt(event.status, Date.parse(event.at));
  return {
    ...order,
    status: event.status,
    statusHistory: [...order.statusHistory, { status: event.status, at: event.at }],
    linkExpiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
  };
}

export type TrackedStreamOutcome =
  /** The order reached a status it never leaves, shown last through onChange. */
  | { readonly kind: 'ended'; readonly order: TrackedOrder }
  | { readonly kind: 'stopped' }
  /** The link stopped working meanwhile (its order ended 24 h ago). */
  | TrackingRefusal
  /** The stream cannot be had now: the order as last known, for polling. */
  | { readonly kind: 'unavailable'; readonly order: TrackedOrder };

export interface FollowTrackedStreamInput {
  readonly token: string;
  /** The order as shown: its statuses are known up to its history's length. */
  readonly order: TrackedOrder;
  readonly onChange: (order: TrackedOrder) => void;
  readonly signal?: StopSignal;
}

/**
 * Issue 14: follows a tracked order through the OrderTracker's stream from the status it shows, reporting the order
 * after each change. A stream that closes before the order ended is opened again after RECONNECT_MS (through the
 * Scheduler); one that cannot connect, or keeps closing with no news, ends as `unavailable`.
 */
export async function followTrackedStream(
  tracker: OrderTracker,
  scheduler: Scheduler,
  input: FollowTrackedStreamInput,
): Promise<TrackedStreamOutcome> {
  const { signal } = input;
  let current = input.order;
  let emptyCloses = 0;
  for (;;) {
    let changed = false;
    let result: FollowTrackedResult;
    try {
      result = await tracker.follow({
        token: input.token,
        afterSequence: current.statusHistory.length,
        ...(signal === undefined ? {} : { signal }),
        onChange: (event) => {
          const next = withTrackedStatus(current, event);
          if (next === null || isStopped(signal)) return;
          current = next;
          changed = true;
          input.onChange(current);
        },
      });
    } catch {
      return isStopped(signal) ? { kind: 'stopped' } : { kind: 'unavailable', order: current };
    }
    if (result.kind === 'stopped' || isStopped(signal)) return { kind: 'stopped' };
    if (isOrderEnded(current.status)) return { kind: 'ended', order: current };
    if (result.kind === 'invalid' || result.kind === 'expired') return result;
    emptyCloses = changed ? 0 : emptyCloses + 1;
    if (emptyCloses >= EMPTY_CLOSES_MAX) return { kind: 'unavailable', order: current };
    if (!(await waitOrStop(scheduler, RECONNECT_MS, signal))) return { kind: 'stopped' };
  }
}

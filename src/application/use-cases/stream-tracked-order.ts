import { trackingLinkExpiresAt } from '../../domain/order/tracking';
import type { OrderStatusEvent } from '../ports/order-status-stream';
import type { OrderTracker, TrackedOrder, TrackingRefusal } from '../ports/order-tracker';
import type { Scheduler } from '../ports/scheduler';
import { followStatusStream } from './status-stream';
import type { StopSignal } from './stoppable-wait';

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
 * Issue 14: follows a tracked order through the OrderTracker's stream from the status it shows (followStatusStream:
 * reconnects after a close, `unavailable` when it cannot connect or keeps closing with no news), reporting the order
 * after each change; a link the stream refuses ends the following with the refusal.
 */
export async function followTrackedStream(
  tracker: OrderTracker,
  scheduler: Scheduler,
  input: FollowTrackedStreamInput,
): Promise<TrackedStreamOutcome> {
  const { token, signal } = input;
  const outcome = await followStatusStream<TrackedOrder, TrackingRefusal>(scheduler, {
    order: input.order,
    onChange: input.onChange,
    withEvent: withTrackedStatus,
    connect: (afterSequence, onChange) => tracker.follow({ token, afterSequence, onChange, signal }),
    signal,
  });
  return outcome.kind === 'refused' ? outcome.refusal : outcome;
}

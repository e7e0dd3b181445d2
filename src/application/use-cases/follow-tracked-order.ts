import type { OrderTracker, TrackedOrder, TrackedOrderRead, TrackingRefusal } from '../ports/order-tracker';
import type { Scheduler } from '../ports/scheduler';
import { type FollowingInput, followStreamOrPoll } from './stream-or-poll';
import { followTrackedStream, type TrackedStreamOutcome } from './stream-tracked-order';

export interface FollowTrackedOrderInput extends FollowingInput<TrackedOrder> {
  /** The token of the link (`/track/{token}`). */
  readonly token: string;
}

export type FollowTrackedOrderResult =
  /** The order reached a status it never leaves (domain isOrderEnded): nothing more to follow. */
  | { readonly kind: 'ended'; readonly order: TrackedOrder }
  /** The link shows nothing: forged or unknown (`invalid`), or 24 hours past its order's end (`expired`). */
  | TrackingRefusal
  /** The caller stopped following before the order ended. */
  | { readonly kind: 'stopped' };

/**
 * Issue 14 tracking link, without a session: reads the order the link names at once, then follows its status through
 * the OrderTracker's stream until the order has ended, the link stops working, or the caller aborts. Polling is the
 * fallback (followStreamOrPoll): while the stream cannot connect, the order is read again every `intervalMs` and the
 * stream is tried again after each read. A blank token is `invalid` without a call.
 */
export class FollowTrackedOrder {
  constructor(
    private readonly tracker: OrderTracker,
    private readonly scheduler: Scheduler,
  ) {}

  async execute(input: FollowTrackedOrderInput): Promise<FollowTrackedOrderResult> {
    const token = input.token.trim();
    if (token === '') return { kind: 'invalid' };
    const { signal, onRead } = input;
    return followStreamOrPoll<TrackedOrder, TrackedOrderRead, TrackedStreamOutcome>(this.scheduler, {
      intervalMs: input.intervalMs,
      signal,
      read: () => this.tracker.read(token),
      onReadFailed: input.onReadFailed,
      onRead: (read) => onRead(read.order),
      stream: (order) => followTrackedStream(this.tracker, this.scheduler, { token, order, onChange: onRead, signal }),
    });
  }
}

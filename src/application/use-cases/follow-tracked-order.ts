import { isOrderEnded } from '../../domain/order/status';
import type { OrderTracker, TrackedOrder, TrackedOrderRead, TrackingRefusal } from '../ports/order-tracker';
import type { Scheduler } from '../ports/scheduler';
import { MIN_FOLLOW_INTERVAL_MS } from './follow-order-status';
import { isStopped, type StopSignal, waitOrStop } from './stoppable-wait';
import { followTrackedStream } from './stream-tracked-order';

export interface FollowTrackedOrderInput {
  /** The token of the link (`/track/{token}`). */
  readonly token: string;
  /** Milliseconds between two reads while the stream cannot be had (at least MIN_FOLLOW_INTERVAL_MS). */
  readonly intervalMs: number;
  /** The order as it is now: the first read (at once), then after every change, pushed or read. */
  readonly onRead: (order: TrackedOrder) => void;
  /** A read that failed (an outage): what is shown stays, the next read is tried after the interval. */
  readonly onReadFailed?: (error: unknown) => void;
  /** Aborting stops the following (the screen closed); no read starts after it. */
  readonly signal?: StopSignal;
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
 * fallback: while the stream cannot connect, the order is read again every `intervalMs` (through the Scheduler port)
 * and the stream is tried again after each read. A blank token is `invalid` without a call.
 */
export class FollowTrackedOrder {
  constructor(
    private readonly tracker: OrderTracker,
    private readonly scheduler: Scheduler,
  ) {}

  async execute(input: FollowTrackedOrderInput): Promise<FollowTrackedOrderResult> {
    const token = input.token.trim();
    if (token === '') return { kind: 'invalid' };
    const intervalMs = Math.max(MIN_FOLLOW_INTERVAL_MS, input.intervalMs);
    for (;;) {
      if (isStopped(input.signal)) return { kind: 'stopped' };
      const read = await this.readOnce(token, input);
      // The caller may have stopped while the read was on its way: its answer is not reported.
      if (isStopped(input.signal)) return { kind: 'stopped' };
      if (read !== null) {
        if (read.kind !== 'found') return read;
        input.onRead(read.order);
        if (isOrderEnded(read.order.status)) return { kind: 'ended', order: read.order };
        const pushed = await followTrackedStream(this.tracker, this.scheduler, {
          token,
          order: read.order,
          onChange: input.onRead,
          ...(input.signal === undefined ? {} : { signal: input.signal }),
        });
        if (pushed.kind !== 'unavailable') return pushed;
      }
      if (!(await waitOrStop(this.scheduler, intervalMs, input.signal))) return { kind: 'stopped' };
    }
  }

  /** One read; an outage is reported and counts as no news (null). */
  private async readOnce(token: string, input: FollowTrackedOrderInput): Promise<TrackedOrderRead | null> {
    try {
      return await this.tracker.read(token);
    } catch (error) {
      input.onReadFailed?.(error);
      return null;
    }
  }
}

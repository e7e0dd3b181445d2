import { isOrderEnded } from '../../domain/order/status';
import type { Scheduler } from '../ports/scheduler';
import type { FollowedOrder } from './status-stream';
import { isStopped, type StopSignal, waitOrStop } from './stoppable-wait';

/** The smallest interval between two reads (ours: a page open for hours must not hammer the branch's server). */
export const MIN_FOLLOW_INTERVAL_MS = 1_000;

type Found<O> = { readonly kind: 'found'; readonly order: O };
type Unavailable = { readonly kind: 'unavailable' };
/** A read's answers other than `found`. */
type Unfound<A> = Exclude<A, { readonly kind: 'found' }>;

/** What a caller gives a use case that follows an order stream first; `T` is what each read or push shows. */
export interface FollowingInput<T> {
  /** Milliseconds between two reads while the stream cannot be had (at least MIN_FOLLOW_INTERVAL_MS). */
  readonly intervalMs: number;
  /** The order as it is now: the first read (at once), then after every change, pushed or read. */
  readonly onRead: (shown: T) => void;
  /** A read that failed (an outage): what is shown stays, the next read is tried after the interval. */
  readonly onReadFailed?: (error: unknown) => void;
  /** Aborting stops the following (the screen closed); no read starts after it. */
  readonly signal?: StopSignal;
}

export interface StreamOrPollInput<
  O extends FollowedOrder,
  A extends { readonly kind: string },
  S extends { readonly kind: string },
> extends FollowingInput<Extract<A, Found<O>>> {
  /** Reads the order once: `found`, or why there is nothing to follow (not found, a refused link). */
  readonly read: () => Promise<A>;
  /** A read failure that ends the following (thrown: a lost session) rather than being reported and read again. */
  readonly isFatal?: (error: unknown) => boolean;
  /** Follows the order's stream from the status read (reporting each change itself); `unavailable`: poll. */
  readonly stream: (order: O) => Promise<S>;
}

export type StreamOrPollResult<O, A, S> =
  /** The order reached a status it never leaves (domain isOrderEnded): nothing more to follow. */
  | { readonly kind: 'ended'; readonly order: O }
  /** A read's answer other than `found` (not found, a refused link). */
  | Unfound<A>
  /** How the stream ended when it did not become unavailable. */
  | Exclude<S, Unavailable>
  /** The caller stopped following before the order ended. */
  | { readonly kind: 'stopped' };

function isFound<O, A extends { readonly kind: string }>(read: A): read is Extract<A, Found<O>> {
  return read.kind === 'found';
}

/**
 * Issue 14 following an order, stream first: reads the order at once, then follows its status through `stream` until
 * the order has ended, the read finds nothing to follow, or the caller aborts. Polling is the fallback: while the
 * stream cannot be had, the order is read again every `intervalMs` (through the Scheduler port, never a timer of its
 * own) and the stream is tried again after each read.
 */
export async function followStreamOrPoll<
  O extends FollowedOrder,
  A extends { readonly kind: string },
  S extends { readonly kind: string },
>(scheduler: Scheduler, input: StreamOrPollInput<O, A, S>): Promise<StreamOrPollResult<O, A, S>> {
  const { signal } = input;
  const intervalMs = Math.max(MIN_FOLLOW_INTERVAL_MS, input.intervalMs);
  for (;;) {
    if (isStopped(signal)) return { kind: 'stopped' };
    const read = await readOnce(input);
    // The caller may have stopped while the read was on its way: its answer is not reported.
    if (isStopped(signal)) return { kind: 'stopped' };
    if (read !== null) {
      // Generic unions do not narrow on `kind`: the two casts say what the guards established.
      if (!isFound<O, A>(read)) return read as Unfound<A>;
      input.onRead(read);
      if (isOrderEnded(read.order.status)) return { kind: 'ended', order: read.order };
      const pushed = await input.stream(read.order);
      if (pushed.kind !== 'unavailable') return pushed as Exclude<S, Unavailable>;
    }
    if (!(await waitOrStop(scheduler, intervalMs, signal))) return { kind: 'stopped' };
  }
}

/** One read; an outage is reported and counts as no news (null). */
async function readOnce<A extends { readonly kind: string }>(
  input: Pick<StreamOrPollInput<FollowedOrder, A, Unavailable>, 'read' | 'isFatal' | 'onReadFailed'>,
): Promise<A | null> {
  try {
    return await input.read();
  } catch (error) {
    if (input.isFatal?.(error) === true) throw error;
    input.onReadFailed?.(error);
    return null;
  }
}

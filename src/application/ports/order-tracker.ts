import type { OrderStatus } from '../../domain/order/status';
import type { MealType } from '../../domain/shared/meal-type';
import type { StopSignal } from '../use-cases/stoppable-wait';
import type { OrderStatusChange } from './order-gateway';
import type { OrderStatusEvent } from './order-status-stream';

/** One ordered line as a tracking link shows it: no prices per line, no ids. */
export interface TrackedOrderLine {
  readonly menuName: string;
  readonly optionNames: readonly string[];
  readonly quantity: number;
}

/** What a tracking link shows of an order: no address, no phone number, no owner. */
export interface TrackedOrder {
  readonly branchName: string;
  readonly mealType: MealType;
  readonly status: OrderStatus;
  /** Oldest first; its length is the sequence of the last status known. */
  readonly statusHistory: readonly OrderStatusChange[];
  /** ISO-8601 instant. */
  readonly orderedAt: string;
  /** What was paid, integer won. */
  readonly totalPrice: number;
  readonly lines: readonly TrackedOrderLine[];
  /** ISO-8601 instant the link stops working (24 h after the order ended); null while the order is live. */
  readonly linkExpiresAt: string | null;
}

/** Why a link shows nothing: forged, altered or unknown (`invalid`), or 24 h past its order's end (`expired`). */
export type TrackingRefusal = { readonly kind: 'invalid' } | { readonly kind: 'expired' };

export type TrackedOrderRead = { readonly kind: 'found'; readonly order: TrackedOrder } | TrackingRefusal;

export interface FollowTrackedInput {
  /** The token of the link (`/track/{token}`). */
  readonly token: string;
  /** The sequence of the last status already known: only later ones are sent. Null: the current one first. */
  readonly afterSequence: number | null;
  readonly onChange: (event: OrderStatusEvent) => void;
  /** The stream is open: from now on changes are pushed. */
  readonly onOpen?: () => void;
  /** Aborting closes the stream. */
  readonly signal?: StopSignal;
}

export type FollowTrackedResult =
  /** The order reached a status it never leaves and the stream closed after sending it. */
  | { readonly kind: 'ended' }
  /** The stream closed before the order ended (the server restarted, its lifetime ran out): connect again. */
  | { readonly kind: 'closed' }
  | { readonly kind: 'stopped' }
  | TrackingRefusal;

/**
 * Issue 14 tracking link: the order a signed link names, read and followed without a session. `read` answers the
 * order or why the link shows nothing; `follow` pushes the order's status changes (server-sent events) until the
 * stream is over, and throws when it cannot be opened (an outage: the caller reads by polling instead).
 */
export interface OrderTracker {
  read(token: string): Promise<TrackedOrderRead>;
  follow(input: FollowTrackedInput): Promise<FollowTrackedResult>;
}

import type { StopSignal } from '../use-cases/stoppable-wait';
import type { OrderStatusChange } from './order-gateway';

/** A status change as the stream numbers it: `sequence` 1 is PAID, then 2, 3… in the order they happened. */
export interface OrderStatusEvent extends OrderStatusChange {
  readonly sequence: number;
}

export interface FollowStreamInput {
  /** The order's history id (PlacedOrder.id). */
  readonly id: number;
  /**
   * The sequence of the last status already known (PlacedOrder.statusHistory.length): only later ones are sent.
   * Null: the current status is sent first, whatever it is.
   */
  readonly afterSequence: number | null;
  /** Each status change, in order, as it arrives. */
  readonly onChange: (event: OrderStatusEvent) => void;
  /** The stream is open (the server accepted it): from now on changes are pushed. */
  readonly onOpen?: () => void;
  /** Aborting closes the stream. */
  readonly signal?: StopSignal;
}

export type FollowStreamResult =
  /** The order reached a status it never leaves and the stream closed after sending it. */
  | { readonly kind: 'ended' }
  /** The stream closed before the order ended (the server restarted or drained, the connection dropped). */
  | { readonly kind: 'closed' }
  /** The order is unknown or not this customer's. */
  | { readonly kind: 'not-found' }
  | { readonly kind: 'stopped' };

/**
 * Issue 14: an order's status changes pushed by the server as they happen (server-sent events). `follow` resolves
 * when the stream is over; it throws when the stream cannot be opened (an outage, a server without streams: the
 * caller reads by polling instead) and SessionRequiredError without a session.
 */
export interface OrderStatusStream {
  follow(input: FollowStreamInput): Promise<FollowStreamResult>;
}

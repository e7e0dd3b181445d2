import { isOrderEnded, type OrderStatus } from './status';

/**
 * Issue 14 tracking link (ours: the spec has no such link): the receiver's read-only link to an order works while the
 * order is live and for 24 hours after it ended (COMPLETED or CANCELLED), in ms.
 */
export const TRACKING_LINK_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * When the tracking link of an order in `status` since `statusChangedAtMs` (epoch ms) stops working, epoch ms: 24 h
 * after the order ended; null while the order is live (its end, and so the link's, is not known yet).
 */
export function trackingLinkExpiresAt(status: OrderStatus, statusChangedAtMs: number): number | null {
  return isOrderEnded(status) ? statusChangedAtMs + TRACKING_LINK_GRACE_MS : null;
}

/** Whether the tracking link of that order no longer works at `nowMs` (epoch ms): from the 24th hour on. */
export function isTrackingLinkExpired(status: OrderStatus, statusChangedAtMs: number, nowMs: number): boolean {
  const expiresAt = trackingLinkExpiresAt(status, statusChangedAtMs);
  return expiresAt !== null && nowMs >= expiresAt;
}

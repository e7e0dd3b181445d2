import { eq } from 'drizzle-orm';
import { TRACKING_PAGE_PATH, type TrackedOrderWire } from '../../../src/contract/order-tracking';
import { isTrackingLinkExpired, trackingLinkExpiresAt } from '../../../src/domain/order/tracking';
import type { TrackingTokens } from '../../auth/tracking-token';
import type { Database } from '../../db/database';
import { branches, orders } from '../../db/schema';
import { chosenOptionsByGroup } from './checkout-lines';
import { sequenceOf } from './order-status-follower';

export interface OrderTrackingDeps {
  readonly db: Database;
  readonly tokens: TrackingTokens;
  readonly now: () => Date;
}

/** What a tracking token opens: its order, or why not (forged or unknown: invalid; 24 h past the order's end: expired). */
export type TrackingAccess =
  | { readonly kind: 'open'; readonly orderId: number }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'expired' };

export type TrackedOrderOutcome =
  | { readonly kind: 'found'; readonly order: TrackedOrderWire }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'expired' };

/**
 * Issue 14 tracking links (src/contract/order-tracking.ts): makes the link of an order and answers what a link may
 * see. The token is checked first (TrackingTokens: nothing is read for a forged one), then the order's row decides
 * whether the link still works (domain isTrackingLinkExpired against the server's clock). The summary is built from
 * named columns only: the address, the phones, the owner and the request text are never even read.
 */
export class OrderTracking {
  constructor(private readonly deps: OrderTrackingDeps) {}

  /** The root-relative link of order `orderId`: `/track/<token>`. */
  pathFor(orderId: number): string {
    return `${TRACKING_PAGE_PATH}/${this.deps.tokens.sign(orderId)}`;
  }

  /** Whether `token` opens an order now (the event stream asks before it follows the order). */
  async access(token: string): Promise<TrackingAccess> {
    const orderId = this.deps.tokens.verify(token);
    if (orderId === null) return { kind: 'invalid' };
    const [row] = await this.deps.db
      .select({ status: orders.status, statusChangedAt: orders.statusChangedAt })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (row === undefined) return { kind: 'invalid' };
    if (isTrackingLinkExpired(row.status, row.statusChangedAt.getTime(), this.deps.now().getTime())) {
      return { kind: 'expired' };
    }
    return { kind: 'open', orderId };
  }

  /** The summary `token` may see, or why it may not. */
  async read(token: string): Promise<TrackedOrderOutcome> {
    const access = await this.access(token);
    if (access.kind !== 'open') return access;
    const { db } = this.deps;
    const [row] = await db
      .select({
        status: orders.status,
        statusChangedAt: orders.statusChangedAt,
        mealType: orders.mealType,
        orderedAt: orders.orderedAt,
        totalPrice: orders.totalPrice,
        lines: orders.lines,
        branchName: branches.familyName,
      })
      .from(orders)
      .innerJoin(branches, eq(branches.id, orders.branchId))
      .where(eq(orders.id, access.orderId));
    if (row === undefined) return { kind: 'invalid' };
    // In the order of the status stream's sequence numbers, so the page's history and the stream's agree.
    const history = await sequenceOf(db, access.orderId);
    const expiresAt = trackingLinkExpiresAt(row.status, row.statusChangedAt.getTime());
    return {
      kind: 'found',
      order: {
        branchName: row.branchName,
        mealType: row.mealType,
        status: row.status,
        statusHistory: history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
        orderedAt: row.orderedAt.toISOString(),
        totalPrice: row.totalPrice,
        orderMenuList: row.lines.map((line) => ({
          menuName: line.menuName,
          optionNames: chosenOptionsByGroup(line.options).flatMap((group) => group.map((option) => option.name)),
          quantity: line.quantity,
        })),
        linkExpiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
      },
    };
  }
}

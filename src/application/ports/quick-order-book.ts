import type { ReorderFlag } from '../../domain/order/reorder';
import type { OrderRejection } from './order-gateway';

/** One saved line of a quick order: the menu and options ordered, at the list price of the day it was saved. */
export interface QuickOrderItem {
  /** The detail id (spec §7 DELETE /order/quick-order/detail/{id}). */
  readonly id: number;
  readonly menuId: number;
  readonly menuName: string;
  readonly menuImageUrl: string;
  readonly quantity: number;
  readonly subOptionIds: readonly number[];
  readonly subOptionNames: readonly string[];
  /** (menu price + option add prices) × quantity when saved, integer won. */
  readonly savedPrice: number;
}

/** Spec §3 Quick order: id, quickOrderTitle; with its items (a quick order left without items is deleted). */
export interface QuickOrder {
  readonly id: number;
  readonly quickOrderTitle: string;
  /** ISO-8601 instant. */
  readonly createdAt: string;
  readonly items: readonly QuickOrderItem[];
}

export type { ReorderFlag } from '../../domain/order/reorder';

export type QuickOrderCreateResult = { readonly kind: 'created'; readonly quickOrder: QuickOrder } | OrderRejection;
export type QuickOrderChangeResult = { readonly kind: 'ok' } | { readonly kind: 'not-found' } | OrderRejection;
export type ReorderResult =
  | { readonly kind: 'reordered'; readonly addedCount: number; readonly flags: readonly ReorderFlag[] }
  | { readonly kind: 'not-found' }
  | OrderRejection;

/**
 * Quick orders (spec §7 Delivery › Quick order; members only, spec §6): saved from an order in the history with a
 * title, listed, renamed, deleted whole or line by line, and put back into the cart. A guest session is refused
 * (`rejected`, MEMBERS_ONLY); another member's quick order is `not-found`. No session: SessionRequiredError.
 */
export interface QuickOrderBook {
  create(orderHistoryId: number, quickOrderTitle: string): Promise<QuickOrderCreateResult>;
  list(): Promise<readonly QuickOrder[]>;
  /** Spec §7 POST /order/quick-order/list/{id}: the items of one quick order, null when not the member's. */
  items(id: number): Promise<readonly QuickOrderItem[] | null>;
  rename(id: number, quickOrderTitle: string): Promise<QuickOrderChangeResult>;
  remove(id: number): Promise<QuickOrderChangeResult>;
  removeDetail(detailId: number): Promise<QuickOrderChangeResult>;
  /** Adds every line still sold to the cart; lines sold out (at `branchId` when given) or repriced are flagged. */
  reorder(id: number, branchId: number | null): Promise<ReorderResult>;
}

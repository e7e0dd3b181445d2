import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../../src/domain/order/status';
import type { Agent } from '../../../src/domain/shared/constants';
import type { MealType } from '../../../src/domain/shared/meal-type';
import { branches } from './branches';
import { menus } from './catalog';
import { instant } from './columns';
import { owners } from './owners';

/** A priced line as the checkout snapshot and the order keep it (names and prices of that moment). */
export interface SnapshotLine {
  readonly menuId: number;
  readonly menuName: string;
  readonly menuImageUrl: string;
  readonly menuPrice: number;
  readonly quantity: number;
  readonly onlyWithEcoupon: boolean;
  readonly adultOnly: boolean;
  readonly options: readonly {
    readonly id: number;
    readonly name: string;
    readonly groupName: string;
    readonly addPrice: number;
  }[];
  readonly lineTotal: number;
}

/**
 * A checkout (spec §7 POST /order/init): the lines priced at one branch for one meal type, kept for an hour. The
 * coupons and points are read again at every calc and at process (they may change meanwhile); used_at is set by
 * the one order placed from it.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    mealType: text('meal_type').$type<MealType>().notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    deliveryFee: integer('delivery_fee').notNull(),
    deliveryFullAddress: text('delivery_full_address'),
    deliveryDetailAddress: text('delivery_detail_address'),
    receiverPhoneNumber: text('receiver_phone_number').notNull(),
    lines: jsonb('lines').$type<SnapshotLine[]>().notNull(),
    fromCart: boolean('from_cart').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('checkouts_owner_id_idx').on(table.ownerId)],
);

export interface OrderRequestText {
  readonly orderMessage: string;
  readonly orderMessageExcludeRadish: boolean;
  readonly orderMessageExcludeBeverage: boolean;
  readonly orderMessageExcludeDisposableProducts: boolean;
  readonly deliveryMessage: string;
}

/**
 * A placed order. Amounts integer won; the row, its benefits, the point entry and the payment are written in one
 * transaction. status moves PAID → ACCEPTED → COOKING → DELIVERING/READY_FOR_PICKUP → COMPLETED, or to CANCELLED.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderNo: text('order_no').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    /** The member's owner id when a member ordered (points earned go to the member). */
    memberOwner: boolean('member_owner').notNull(),
    /** A guest's confirmed phone: guests see their history by it. */
    guestPhone: text('guest_phone'),
    checkoutId: uuid('checkout_id').notNull(),
    mealType: text('meal_type').$type<MealType>().notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    status: text('status').$type<OrderStatus>().notNull(),
    statusChangedAt: instant('status_changed_at').notNull(),
    orderedAt: instant('ordered_at').notNull(),
    agent: text('agent').$type<Agent>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    discountTotal: integer('discount_total').notNull(),
    pointsUsed: integer('points_used').notNull(),
    happyPointsUsed: integer('happy_points_used').notNull(),
    totalPrice: integer('total_price').notNull(),
    deliveryFullAddress: text('delivery_full_address'),
    deliveryDetailAddress: text('delivery_detail_address'),
    receiverPhoneNumber: text('receiver_phone_number').notNull(),
    request: jsonb('request').$type<OrderRequestText>().notNull(),
    lines: jsonb('lines').$type<SnapshotLine[]>().notNull(),
  },
  (table) => [
    uniqueIndex('orders_order_no_key').on(table.orderNo),
    // One order per checkout, whatever the idempotency keys: the database is the last arbiter.
    uniqueIndex('orders_checkout_id_key').on(table.checkoutId),
    index('orders_owner_id_ordered_at_idx').on(table.ownerId, table.orderedAt),
    index('orders_guest_phone_idx').on(table.guestPhone),
    index('orders_status_changed_at_idx').on(table.status, table.statusChangedAt),
    check(
      'orders_amounts_non_negative',
      sql`${table.subtotal} >= 0 AND ${table.deliveryFee} >= 0 AND ${table.discountTotal} >= 0 AND ${table.pointsUsed} >= 0 AND ${table.happyPointsUsed} >= 0 AND ${table.totalPrice} >= 0`,
    ),
    check(
      'orders_status_known',
      sql`${table.status} IN ('PAID', 'ACCEPTED', 'COOKING', 'DELIVERING', 'READY_FOR_PICKUP', 'COMPLETED', 'CANCELLED')`,
    ),
  ],
);

/** Every status an order went through, with when (UTC). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    at: instant('at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.status] })],
);

export type BenefitKind = 'MEMBERSHIP_COUPON' | 'VOUCHER' | 'PRICE_COUPON' | 'POINTS' | 'HAPPY_POINT';

/** What an order redeemed, so a cancel gives back exactly that (ref: the coupon row id; null for points). */
export const orderBenefits = pgTable(
  'order_benefits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BenefitKind>().notNull(),
    refId: integer('ref_id'),
    amount: integer('amount').notNull(),
    releasedAt: instant('released_at'),
  },
  (table) => [
    index('order_benefits_order_id_idx').on(table.orderId),
    check('order_benefits_amount', sql`${table.amount} >= 0`),
  ],
);

export type PaymentStatus = 'CAPTURED' | 'DUE_ON_DELIVERY' | 'REFUNDED' | 'VOIDED';

/** The payment of an order: a card capture by the gateway, or a sum due to the rider or the counter. */
export const payments = pgTable(
  'payments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    authorizationId: text('authorization_id'),
    cardLast4: text('card_last4'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [check('payments_amount_non_negative', sql`${table.amount} >= 0`)],
);

export type OrderRequestState = 'IN_FLIGHT' | 'DONE' | 'FAILED';

/**
 * The idempotency record of POST /order/process, one per (owner, key): claimed IN_FLIGHT before any work; DONE
 * keeps the order id, FAILED the refusal answered, so the same key always gets the first result. body_hash is the
 * SHA-256 of the canonical body: the same key with another body is refused (422).
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    bodyHash: text('body_hash').notNull(),
    state: text('state').$type<OrderRequestState>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    failureStatus: integer('failure_status'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    claimedAt: instant('claimed_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    /** The attempt holding an IN_FLIGHT claim (random per attempt): its renewals and its commit name it. */
    leaseToken: text('lease_token'),
    /** Until when (database clock) the holder's claim stands; it renews while it works, a retry takes over after. */
    leaseUntil: instant('lease_until'),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.idempotencyKey] }),
    check('order_requests_state_known', sql`${table.state} IN ('IN_FLIGHT', 'DONE', 'FAILED')`),
  ],
);

/** Proved adult (spec §4 adult verification) for this owner, by identity verification. */
export const adultVerifications = pgTable('adult_verifications', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => owners.id, { onDelete: 'cascade' }),
  verifiedAt: instant('verified_at').notNull(),
});

/**
 * The local sandbox card gateway's own book (it stands in for the real gateway's state): one authorization per
 * payment key, so a retried charge after a crash finds the first one instead of charging twice.
 */
export const sandboxCardAuthorizations = pgTable('sandbox_card_authorizations', {
  paymentKey: text('payment_key').primaryKey(),
  authorizationId: text('authorization_id').notNull(),
  amount: integer('amount').notNull(),
  cardLast4: text('card_last4').notNull(),
  status: text('status').$type<'AUTHORIZED' | 'CAPTURED' | 'VOIDED' | 'REFUNDED'>().notNull(),
  createdAt: instant('created_at').notNull(),
});

/** A member's quick order (spec §3): a title and the lines of one order at the list price of that day. */
export const quickOrders = pgTable(
  'quick_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sourceOrderId: integer('source_order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('quick_orders_owner_id_idx').on(table.ownerId),
    check('quick_orders_title_length', sql`char_length(${table.title}) BETWEEN 1 AND 30`),
  ],
);

export const quickOrderItems = pgTable(
  'quick_order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    quickOrderId: integer('quick_order_id')
      .notNull()
      .references(() => quickOrders.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    menuName: text('menu_name').notNull(),
    menuImageUrl: text('menu_image_url').notNull(),
    quantity: integer('quantity').notNull(),
    optionIds: integer('option_ids').array().notNull(),
    optionNames: text('option_names').array().notNull(),
    savedPrice: integer('saved_price').notNull(),
  },
  (table) => [
    index('quick_order_items_quick_order_id_idx').on(table.quickOrderId),
    check('quick_order_items_quantity_range', sql`${table.quantity} BETWEEN 1 AND 99`),
  ],
);

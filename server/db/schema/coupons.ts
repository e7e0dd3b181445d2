import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BenefitType } from '../../../src/domain/coupon/types';
import { menus } from './catalog';
import { instant } from './columns';
import { membershipCouponTemplates } from './content';
import { owners } from './owners';

/**
 * A membership coupon issued to a member (spec §3), its benefit copied from the template at issue. used_order_id is
 * set by the one order that redeems it: the redeeming UPDATE requires it to be NULL, so a coupon is spent once.
 */
export const membershipCoupons = pgTable(
  'membership_coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    couponNo: text('coupon_no').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => membershipCouponTemplates.id),
    couponName: text('coupon_name').notNull(),
    benefitType: text('benefit_type').$type<BenefitType>().notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    discountRate: integer('discount_rate').notNull().default(0),
    maxDiscountAmount: integer('max_discount_amount').notNull().default(0),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    benefitMenuId: integer('benefit_menu_id').references(() => menus.id),
    issuedAt: instant('issued_at').notNull(),
    useEndsAt: instant('use_ends_at').notNull(),
    usedOrderId: integer('used_order_id'),
    usedAt: instant('used_at'),
  },
  (table) => [
    uniqueIndex('membership_coupons_coupon_no_key').on(table.couponNo),
    index('membership_coupons_owner_id_idx').on(table.ownerId),
    // One coupon per template per member (POST /coupon/issue answers 409 for a second one).
    uniqueIndex('membership_coupons_owner_template_key').on(table.ownerId, table.templateId),
    check(
      'membership_coupons_benefit_type_known',
      sql`${table.benefitType} IN ('FLAT_DISCOUNT', 'RATE_DISCOUNT', 'PRODUCT', 'DELIVERY_FEE')`,
    ),
    check('membership_coupons_rate_range', sql`${table.discountRate} BETWEEN 0 AND 100`),
  ],
);

export type WalletKind = 'ecoupon' | 'price-coupon' | 'voucher';

/**
 * The coupons registered by number (spec §7 ecoupon, price-coupon, voucher). Every printed number is a row from the
 * start (owner_id NULL: not registered yet); registering claims it with `owner_id IS NULL` in the UPDATE, so one
 * number goes to one customer. A price coupon spends its balance (never below 0, by a check and the conditional
 * UPDATE); a voucher and an e-coupon are used whole by one order (used_order_id).
 */
export const walletCoupons = pgTable(
  'wallet_coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<WalletKind>().notNull(),
    couponNo: text('coupon_no').notNull(),
    couponName: text('coupon_name').notNull(),
    /** Voucher face value, or a price coupon's initial value (won). */
    faceValue: integer('face_value').notNull().default(0),
    /** Price coupon: what is left (won). */
    balance: integer('balance').notNull().default(0),
    /** E-coupon: the menu it exchanges for. */
    menuId: integer('menu_id').references(() => menus.id),
    /** YYYY-MM-DD, last day usable (Asia/Seoul). */
    endDate: text('end_date').notNull(),
    ownerId: text('owner_id').references(() => owners.id, { onDelete: 'set null' }),
    registeredAt: instant('registered_at'),
    usedOrderId: integer('used_order_id'),
  },
  (table) => [
    uniqueIndex('wallet_coupons_coupon_no_key').on(table.couponNo),
    index('wallet_coupons_owner_id_idx').on(table.ownerId),
    check('wallet_coupons_kind_known', sql`${table.kind} IN ('ecoupon', 'price-coupon', 'voucher')`),
    check('wallet_coupons_balance_non_negative', sql`${table.balance} >= 0 AND ${table.faceValue} >= 0`),
  ],
);

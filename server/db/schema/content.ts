import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { BenefitType } from '../../../src/domain/coupon/types';
import { menus } from './catalog';
import { instant } from './columns';

/** Spec §3 Post (notice): pinned (fixed) ones first, then newest first. */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publisher: text('publisher').notNull(),
    publishedAt: instant('published_at').notNull(),
    fixed: boolean('fixed').notNull().default(false),
  },
  (table) => [index('notices_fixed_published_at_idx').on(table.fixed, table.publishedAt)],
);

export const faqs = pgTable('faqs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  category: text('category').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** An event runs over [startsAt, endsAt]. */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    imageUrl: text('image_url').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
  },
  (table) => [
    index('events_starts_at_idx').on(table.startsAt),
    check('events_ends_after_start', sql`${table.endsAt} >= ${table.startsAt}`),
  ],
);

/** Event-banner carousel or the popup banner (spec §3 Popup banner). */
export type BannerKind = 'event' | 'popup';

/** Ids are numbered per kind (the seed lists the two kinds separately), so the key is (kind, id). */
export const banners = pgTable(
  'banners',
  {
    kind: text('kind').$type<BannerKind>().notNull(),
    id: integer('id').notNull(),
    imageUrl: text('image_url').notNull(),
    webUrl: text('web_url').notNull(),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    check('banners_kind_known', sql`${table.kind} IN ('event', 'popup')`),
  ],
);

/** Membership grade (spec §3 Member grade): points earned are whole percent of the paid amount. */
export const grades = pgTable(
  'grades',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    iconUrl: text('icon_url').notNull(),
    pointRatePercent: integer('point_rate_percent').notNull(),
    description: text('description').notNull(),
    /** Completed orders in the last six months that qualify (src/domain/membership/progress.ts). */
    minOrderCount: integer('min_order_count').notNull().default(0),
    /** The coupon given every month in the grade ('' for none). */
    monthlyCoupon: text('monthly_coupon').notNull().default(''),
  },
  (table) => [
    check('grades_point_rate_percent_range', sql`${table.pointRatePercent} BETWEEN 0 AND 100`),
    check('grades_min_order_count_not_negative', sql`${table.minOrderCount} >= 0`),
  ],
);

/**
 * What a membership coupon grants when issued (spec §3 Membership coupon). Amounts integer won; discountRate a
 * whole percent; validDays counts from the issue date; a PRODUCT benefit names its menu.
 */
export const membershipCouponTemplates = pgTable(
  'membership_coupon_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    couponName: text('coupon_name').notNull(),
    benefitType: text('benefit_type').$type<BenefitType>().notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    discountRate: integer('discount_rate').notNull().default(0),
    maxDiscountAmount: integer('max_discount_amount').notNull().default(0),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    benefitMenuId: integer('benefit_menu_id').references(() => menus.id),
    validDays: integer('valid_days').notNull(),
  },
  (table) => [
    check(
      'membership_coupon_templates_benefit_type_known',
      sql`${table.benefitType} IN ('FLAT_DISCOUNT', 'RATE_DISCOUNT', 'PRODUCT', 'DELIVERY_FEE')`,
    ),
    check(
      'membership_coupon_templates_amounts_non_negative',
      sql`${table.discountAmount} >= 0 AND ${table.maxDiscountAmount} >= 0 AND ${table.minOrderAmount} >= 0`,
    ),
    check('membership_coupon_templates_rate_range', sql`${table.discountRate} BETWEEN 0 AND 100`),
    check('membership_coupon_templates_valid_days_positive', sql`${table.validDays} > 0`),
  ],
);

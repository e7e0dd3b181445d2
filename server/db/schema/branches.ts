import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AvailableType } from '../../../src/domain/store/types';
import { menus } from './catalog';

/**
 * Spec §3 Branch / Store. Money integer won, radius metres, coordinates WGS-84 degrees, opening times 'HH:mm'
 * Seoul wall clock (closesAt may be earlier than opensAt: open past midnight).
 *
 * Name search (GET /family/search/by-name) is an infix ILIKE: pg_trgm is not available in PGlite and a btree on
 * lower(family_name) cannot serve '%term%', so it scans. A franchise has hundreds of branches, a few kB: the scan
 * costs well under a millisecond. Nearest-branch search also scans (no PostGIS in PGlite) for the same reason.
 */
export const branches = pgTable(
  'branches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    familyName: text('family_name').notNull(),
    address: text('address').notNull(),
    tel: text('tel').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    familyImageUrl: text('family_image_url').notNull(),
    availableType: text('available_type').$type<AvailableType>().notNull(),
    certifiedList: text('certified_list').array().notNull().default(sql`'{}'::text[]`),
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
    deliveryRadiusMetres: integer('delivery_radius_metres').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    minimumOrderAmount: integer('minimum_order_amount').notNull(),
  },
  (table) => [
    check(
      'branches_available_type_known',
      sql`${table.availableType} IN ('AVAILABLE', 'FAMILY_CLOSED', 'NOT_AVAILABLE', 'HIDDEN', 'SOLD_OUT')`,
    ),
    check('branches_opens_at_hh_mm', sql`${table.opensAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('branches_closes_at_hh_mm', sql`${table.closesAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'branches_delivery_terms_non_negative',
      sql`${table.deliveryRadiusMetres} >= 0 AND ${table.deliveryFee} >= 0 AND ${table.minimumOrderAmount} >= 0`,
    ),
  ],
);

/** Spec §4: a menu a branch does not sell right now. Absent row = on sale. */
export type BranchMenuStatus = 'SOLD_OUT' | 'HIDDEN';

export const branchMenuStatus = pgTable(
  'branch_menu_status',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    status: text('status').$type<BranchMenuStatus>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.branchId, table.menuId] }),
    index('branch_menu_status_menu_id_idx').on(table.menuId),
    check('branch_menu_status_known', sql`${table.status} IN ('SOLD_OUT', 'HIDDEN')`),
  ],
);

/**
 * The offline address dataset (no external postcode service, spec §7): searched by text (infix ILIKE scan, see
 * branches) and by nearest coordinate. A (road, jibun) pair is one address: the seed upserts on it.
 */
export const geoAddresses = pgTable(
  'geo_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    roadAddress: text('road_address').notNull(),
    jibunAddress: text('jibun_address').notNull(),
    zipCode: text('zip_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [uniqueIndex('geo_addresses_road_jibun_key').on(table.roadAddress, table.jibunAddress)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SessionType } from '../../../src/domain/session/types';
import { menus, optionItems } from './catalog';
import { instant } from './columns';

/**
 * A session principal (spec §3 Session type): the id is the access token's `sub`. Members and guest sessions get
 * their own tables in a later issue; everything a customer owns hangs off this row.
 */
export const owners = pgTable(
  'owners',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<SessionType>().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [check('owners_kind_known', sql`${table.kind} IN ('member', 'guest', 'ars')`)],
);

/** Spec §3 Address: label at most 10 characters (spec §5); coordinates WGS-84 degrees; one default per owner. */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    deliveryName: text('delivery_name').notNull(),
    fullAddress: text('full_address').notNull(),
    detailAddress: text('detail_address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('addresses_owner_id_idx').on(table.ownerId),
    // At most one default address per owner, even under concurrent PATCHes: the database is the arbiter.
    uniqueIndex('addresses_one_default_per_owner').on(table.ownerId).where(sql`${table.isDefault}`),
    check('addresses_delivery_name_length', sql`char_length(${table.deliveryName}) BETWEEN 1 AND 10`),
  ],
);

/** A server-side cart line (spec §3 Cart line): quantity is the stepper's 1..99 (spec §9; 0 means delete). */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    quantity: integer('quantity').notNull(),
    /**
     * The line's configuration, `<menuId>:<option item ids ascending, comma-separated>` (configurationKeyOf in
     * cart-service.ts): one line per configuration per owner is the database's rule, so concurrent adds of the same
     * configuration merge through ON CONFLICT instead of an owner lock.
     */
    configuration: text('configuration').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('cart_lines_owner_id_created_at_idx').on(table.ownerId, table.createdAt),
    uniqueIndex('cart_lines_owner_id_configuration_idx').on(table.ownerId, table.configuration),
    check('cart_lines_quantity_range', sql`${table.quantity} BETWEEN 1 AND 99`),
  ],
);

/** The option items chosen for a cart line (a set: each item at most once). */
export const cartLineOptions = pgTable(
  'cart_line_options',
  {
    cartLineId: integer('cart_line_id')
      .notNull()
      .references(() => cartLines.id, { onDelete: 'cascade' }),
    optionItemId: integer('option_item_id')
      .notNull()
      .references(() => optionItems.id),
  },
  (table) => [
    primaryKey({ columns: [table.cartLineId, table.optionItemId] }),
    index('cart_line_options_option_item_id_idx').on(table.optionItemId),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Nutrient, Origin } from '../../../src/domain/menu/types';

/** Spec §3 Category. The menu bar orders categories by priority (ascending). */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  categoryName: text('category_name').notNull(),
  categoryImageUrl: text('category_image_url').notNull(),
  priority: integer('priority').notNull(),
});

/** Spec §3 Menu card and detail. Prices are integer won. */
export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    menuName: text('menu_name').notNull(),
    menuPrice: integer('menu_price').notNull(),
    description: text('description').notNull(),
    menuImageUrl: text('menu_image_url').notNull(),
    adultOnly: boolean('adult_only').notNull().default(false),
    origin: jsonb('origin').$type<readonly Origin[]>().notNull(),
    nutrient: jsonb('nutrient').$type<Nutrient>().notNull(),
    allergy: text('allergy').notNull(),
    recommended: boolean('recommended').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    onlyWithEcoupon: boolean('only_with_ecoupon').notNull().default(false),
    /** Position inside its category's list (ascending), as the franchise arranged it. */
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('menus_category_id_sort_order_idx').on(table.categoryId, table.sortOrder),
    check('menus_menu_price_non_negative', sql`${table.menuPrice} >= 0`),
  ],
);

/** Spec §3 sub-option group of a menu; min/max choices are ours (spec silent), 0 ≤ min ≤ max. */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    subOptionTitle: text('sub_option_title').notNull(),
    minSelect: integer('min_select').notNull().default(0),
    maxSelect: integer('max_select').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('option_groups_menu_id_sort_order_idx').on(table.menuId, table.sortOrder),
    check('option_groups_select_range', sql`${table.minSelect} >= 0 AND ${table.minSelect} <= ${table.maxSelect}`),
  ],
);

/** Spec §3 sub-option item: addPrice is integer won added per unit when chosen. */
export const optionItems = pgTable(
  'option_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    optionGroupId: integer('option_group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    itemTitle: text('item_title').notNull(),
    addPrice: integer('add_price').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('option_items_option_group_id_sort_order_idx').on(table.optionGroupId, table.sortOrder),
    check('option_items_add_price_non_negative', sql`${table.addPrice} >= 0`),
  ],
);

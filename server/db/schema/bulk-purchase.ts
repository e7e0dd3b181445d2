import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { BulkPurchaseStatus } from '../../../src/domain/validation/bulk-order';
import { branches } from './branches';
import { instant } from './columns';
import { owners } from './owners';

/**
 * 대량 구매 (단체 주문) requests of an owner (member or guest session): the rules of src/domain/validation/bulk-order
 * (quantity 20..1,000, message at most 1,000 characters, phone 11 digits) are repeated as checks so no write path
 * can store a request the form would refuse. The desired date is a Seoul calendar day; the branch is optional.
 */
export const bulkPurchaseRequests = pgTable(
  'bulk_purchase_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    organisation: text('organisation').notNull(),
    desiredDate: date('desired_date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    status: text('status').$type<BulkPurchaseStatus>().notNull().default('RECEIVED'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('bulk_purchase_requests_owner_id_created_at_idx').on(table.ownerId, table.createdAt),
    check('bulk_purchase_requests_quantity_range', sql`${table.quantity} BETWEEN 20 AND 1000`),
    check('bulk_purchase_requests_message_length', sql`char_length(${table.message}) <= 1000`),
    check('bulk_purchase_requests_phone_digits', sql`${table.phone} ~ '^[0-9]{11}$'`),
    check(
      'bulk_purchase_requests_status_known',
      sql`${table.status} IN ('RECEIVED', 'IN_REVIEW', 'CONFIRMED', 'DECLINED')`,
    ),
  ],
);

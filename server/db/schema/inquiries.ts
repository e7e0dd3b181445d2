import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { bytea, instant } from './columns';
import { owners } from './owners';

/**
 * Spec §3 Inquiry (Q&A) and §5 limits: content at most 1,000 characters, phone 11 digits, branch optional.
 * Answered when adminAnswer is set (답변완료), else waiting (답변대기).
 */
export const qnaInquiries = pgTable(
  'qna_inquiries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    adminAnswer: text('admin_answer'),
    answeredAt: instant('answered_at'),
  },
  (table) => [
    index('qna_inquiries_owner_id_created_at_idx').on(table.ownerId, table.createdAt),
    check('qna_inquiries_content_length', sql`char_length(${table.content}) <= 1000`),
    check('qna_inquiries_phone_digits', sql`${table.phone} ~ '^[0-9]{11}$'`),
  ],
);

/** Up to 3 images per inquiry (spec §5: jpg/png, 2 MB = 2,097,152 bytes or less), position 1..3. */
export const qnaAttachments = pgTable(
  'qna_attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => qnaInquiries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [
    index('qna_attachments_inquiry_id_idx').on(table.inquiryId),
    check('qna_attachments_position_range', sql`${table.position} BETWEEN 1 AND 3`),
    check('qna_attachments_mime_image', sql`${table.mime} IN ('image/jpeg', 'image/png')`),
    check('qna_attachments_size_limit', sql`${table.size} BETWEEN 0 AND 2097152`),
  ],
);

/** Spec §7 content relay (/api/proxy-content-relay): an owner's free-form JSON document. */
export const relays = pgTable(
  'relays',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    content: jsonb('content').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [index('relays_owner_id_idx').on(table.ownerId)],
);

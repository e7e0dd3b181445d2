import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PointEntryKind } from '../../../src/domain/points/types';
import { instant } from './columns';
import { members } from './identity';
import { orders } from './orders';
import { owners } from './owners';

/** How a sign-up or a password reset proved who the customer is: an SMS code, or identity verification (CI). */
export type ProofMethod = 'phone' | 'ci';

/**
 * A 4-digit code sent by SMS (spec §7 /phone-verification, §9 4 digits). The code itself is never stored: code_hash
 * is HMAC-SHA-256(server key, salt ‖ code) with a random per-row salt. attempts counts wrong tries (at most 5, then
 * the code is dead). A confirmed code may be spent once (consumed_at) by the call it was sent for; only the newest
 * row of a phone counts. The rows also serve as the per-phone send log of the rate limit (spec §9: one per 60 s).
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    phoneNumber: text('phone_number').notNull(),
    name: text('name').notNull(),
    codeSalt: text('code_salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    confirmedAt: instant('confirmed_at'),
    /** SHA-256 (hex) of the confirmation token handed out by /confirm. */
    confirmationTokenHash: text('confirmation_token_hash'),
    consumedAt: instant('consumed_at'),
    /** The guest session that confirmed the code, if any: a guest sign-in with the token continues as that guest. */
    guestOwnerId: text('guest_owner_id').references(() => owners.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('phone_verifications_phone_number_created_at_idx').on(table.phoneNumber, table.createdAt),
    uniqueIndex('phone_verifications_confirmation_token_hash_key').on(table.confirmationTokenHash),
    check('phone_verifications_attempts_range', sql`${table.attempts} BETWEEN 0 AND 5`),
    check('phone_verifications_phone_number_11_digits', sql`${table.phoneNumber} ~ '^[0-9]{11}$'`),
  ],
);

/** The local SMS simulator's outbox (issue 4): what would have been sent, read by the tests and the dev page. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('recipient').notNull(),
    text: text('text').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_recipient_idx').on(table.to)],
);

/**
 * A sign-up in progress (spec §3 Registration, §4 "registration has an init then a process step"). init proves the
 * phone (SMS code) or the person (CI) and hands out an opaque token, stored as its SHA-256; process creates the
 * member and records member_id; marketing-info may use the token before or shortly after process. registration_key
 * is the client's name for the attempt: one registration per key.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    registrationKey: text('registration_key').notNull(),
    method: text('method').$type<ProofMethod>().notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    ci: text('ci'),
    smsMarketingAgreed: boolean('sms_marketing_agreed').notNull().default(false),
    emailMarketingAgreed: boolean('email_marketing_agreed').notNull().default(false),
    pushMarketingAgreed: boolean('push_marketing_agreed').notNull().default(false),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    completedAt: instant('completed_at'),
  },
  (table) => [
    uniqueIndex('registrations_token_hash_key').on(table.tokenHash),
    uniqueIndex('registrations_registration_key_key').on(table.registrationKey),
    check('registrations_method_known', sql`${table.method} IN ('phone', 'ci')`),
    check('registrations_ci_iff_method', sql`(${table.method} = 'ci') = (${table.ci} IS NOT NULL)`),
  ],
);

/** A password-reset grant (spec §7 find/password init → process): opaque token stored as SHA-256, single use. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    method: text('method').$type<ProofMethod>().notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(table.tokenHash),
    index('password_reset_tokens_member_id_idx').on(table.memberId),
    check('password_reset_tokens_method_known', sql`${table.method} IN ('phone', 'ci')`),
  ],
);

/**
 * A movement of a member's points (spec §3 points, §9 unit 100P): earned positive, spent or expired negative,
 * integer P. The balance is the sum. expires_at is set on earnings (src/domain/points/expiry.ts); lapsed earnings get
 * an 'expired' movement when the ledger is next read (PointLedgerService.settle).
 */
export const pointLedgerEntries = pgTable(
  'point_ledger_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PointEntryKind>().notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    occurredAt: instant('occurred_at').notNull(),
    expiresAt: instant('expires_at'),
    /** The order the points were earned on, spent on or refunded by (null: a gift, an expiry). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** For an 'expired' movement, the earning that lapsed: one expiry per earning (the unique index). */
    sourceEntryId: integer('source_entry_id').references((): AnyPgColumn => pointLedgerEntries.id, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    index('point_ledger_entries_member_id_occurred_at_idx').on(table.memberId, table.occurredAt),
    uniqueIndex('point_ledger_entries_source_entry_id_key').on(table.sourceEntryId),
    check('point_ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
    check('point_ledger_entries_kind_known', sql`${table.kind} IN ('earned', 'spent', 'refunded', 'expired')`),
    check('point_ledger_entries_kind_sign', sql`(${table.kind} IN ('earned', 'refunded')) = (${table.amount} > 0)`),
  ],
);

/** A guest's confirmed phone (spec §1 "guests can confirm a phone number through a guest path", §7 guest/info/phone). */
export const guestPhones = pgTable(
  'guest_phones',
  {
    ownerId: text('owner_id')
      .primaryKey()
      .references(() => owners.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    confirmedAt: instant('confirmed_at').notNull(),
  },
  (table) => [check('guest_phones_phone_number_11_digits', sql`${table.phoneNumber} ~ '^[0-9]{11}$'`)],
);

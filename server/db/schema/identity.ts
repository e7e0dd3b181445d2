import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { bytea, instant } from './columns';
import { grades } from './content';
import { owners } from './owners';

/** The session kinds that hold refresh tokens (spec §6: refresh_member, refresh_guest; ARS sessions do not). */
export type RefreshFamilyKind = 'member' | 'guest';

/** Why a refresh-token family stopped working (kept for support and audits). */
export type RefreshFamilyRevokeReason = 'signout' | 'reuse' | 'member-sessions-ended';

/**
 * Spec §3 Member. The owner row is `member:<id>`. Usernames are unique regardless of case (a resigned member keeps
 * theirs: an id is never handed to someone else); phone number (11 digits, spec §9) and CI are unique among members
 * who have not resigned, so a former member can join again. grade null = not graded yet (spec §4 "grade null").
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    gradeId: integer('grade_id').references(() => grades.id),
    smsMarketingAgreed: boolean('sms_marketing_agreed').notNull().default(false),
    emailMarketingAgreed: boolean('email_marketing_agreed').notNull().default(false),
    pushMarketingAgreed: boolean('push_marketing_agreed').notNull().default(false),
    ci: text('ci'),
    createdAt: instant('created_at').notNull().defaultNow(),
    resignedAt: instant('resigned_at'),
  },
  (table) => [
    uniqueIndex('members_owner_id_key').on(table.ownerId),
    uniqueIndex('members_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('members_active_phone_number_key').on(table.phoneNumber).where(sql`${table.resignedAt} IS NULL`),
    uniqueIndex('members_active_ci_key')
      .on(table.ci)
      .where(sql`${table.ci} IS NOT NULL AND ${table.resignedAt} IS NULL`),
    check('members_owner_id_is_member_id', sql`${table.ownerId} = 'member:' || ${table.id}::text`),
    check('members_phone_number_11_digits', sql`${table.phoneNumber} ~ '^[0-9]{11}$'`),
    check('members_username_not_blank', sql`char_length(btrim(${table.username})) > 0`),
  ],
);

/**
 * One sign-in's chain of refresh tokens (ARCHITECTURE "Sessions and auth"): every refresh rotates within the
 * family; revoking the family ends that sign-in on every device that holds one of its tokens.
 */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RefreshFamilyKind>().notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    revokedAt: instant('revoked_at'),
    revokeReason: text('revoke_reason').$type<RefreshFamilyRevokeReason>(),
  },
  (table) => [
    index('refresh_token_families_owner_id_idx').on(table.ownerId),
    index('refresh_token_families_member_id_idx').on(table.memberId),
    check('refresh_token_families_kind_known', sql`${table.kind} IN ('member', 'guest')`),
    check('refresh_token_families_member_iff_kind', sql`(${table.kind} = 'member') = (${table.memberId} IS NOT NULL)`),
  ],
);

/**
 * A refresh token, stored as the hex SHA-256 of the opaque token (the token itself never reaches the database).
 * rotated_at set = already exchanged. Presented again within the grace window after rotated_at (two tabs or two
 * instances refreshing at once, issue 15), it answers the same successor, kept in `successor` sealed with AES-256-GCM
 * (key purpose 'refresh-successor', server/auth/refresh-successor.ts) so the plain token is never stored; presented
 * after the window it is reuse and revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    issuedAt: instant('issued_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    rotatedAt: instant('rotated_at'),
    /** The token this one was exchanged for, sealed (12-byte IV, ciphertext, 16-byte tag); set with rotated_at. */
    successor: bytea('successor'),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_id_idx').on(table.familyId),
    check('refresh_tokens_successor_when_rotated', sql`${table.successor} IS NULL OR ${table.rotatedAt} IS NOT NULL`),
  ],
);

/**
 * A phone-order (ARS) link sent by SMS (spec §6 ARS session): bound to the caller's number and a branch, expiring,
 * redeemable once. The id is the signed link token's `jti`; owner_id is the ARS owner created on redemption.
 */
export const arsLinks = pgTable(
  'ars_links',
  {
    id: uuid('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    redeemedAt: instant('redeemed_at'),
    ownerId: text('owner_id').references(() => owners.id, { onDelete: 'set null' }),
    /** Who places the order through the link: the caller (agent VISUALARS) or a call-centre agent (AGENTCALL). */
    placedBy: text('placed_by').$type<'caller' | 'agent'>().notNull().default('caller'),
  },
  (table) => [
    check('ars_links_phone_number_11_digits', sql`${table.phoneNumber} ~ '^[0-9]{11}$'`),
    check('ars_links_placed_by_known', sql`${table.placedBy} IN ('caller', 'agent')`),
  ],
);

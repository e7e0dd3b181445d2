import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * A caller line of the phone-order system (IVR) allowed to call POST /api/ars/links (README "Phone-order line").
 * The secret itself lives only in the server's environment (ARS_LINES): the row keeps the hex SHA-256 of it, so a
 * database copy cannot sign a request, and a secret changed in the environment without the row agreeing (or a row
 * revoked by an operator: revoked_at) is refused. last_used_at is for audits.
 */
export const arsCallerLines = pgTable(
  'ars_caller_lines',
  {
    keyId: text('key_id').primaryKey(),
    secretSha256: text('secret_sha256').notNull(),
    createdAt: instant('created_at').notNull(),
    revokedAt: instant('revoked_at'),
    lastUsedAt: instant('last_used_at'),
  },
  (table) => [
    check('ars_caller_lines_key_id_form', sql`${table.keyId} ~ '^[A-Za-z0-9._-]{3,64}$'`),
    check('ars_caller_lines_secret_sha256_hex', sql`${table.secretSha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * The signatures of accepted line requests while their timestamp is inside the ±5 minute window: a second request
 * with the same signature (a replay) finds its row and is refused. Rows past expires_at are deleted as requests
 * come in; a replay older than that fails the timestamp window instead.
 */
export const arsRequestSignatures = pgTable(
  'ars_request_signatures',
  {
    signature: text('signature').primaryKey(),
    keyId: text('key_id')
      .notNull()
      .references(() => arsCallerLines.keyId, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('ars_request_signatures_expires_at_idx').on(table.expiresAt)],
);

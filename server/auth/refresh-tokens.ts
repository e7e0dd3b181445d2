import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { isConcurrentRefresh } from '../../src/domain/session/rotation-grace';
import type { Database } from '../db/database';
import {
  type RefreshFamilyKind,
  type RefreshFamilyRevokeReason,
  refreshTokenFamilies,
  refreshTokens,
} from '../db/schema';
import { openSuccessor, type SuccessorKey, sealSuccessor } from './refresh-successor';

/** A refresh token just handed out: the opaque value (shown once, stored only hashed) and its family. */
export interface IssuedRefreshToken {
  readonly token: string;
  readonly expiresAt: Date;
  readonly familyId: string;
}

/** Who a family belongs to. */
export interface RefreshFamilyOwner {
  readonly ownerId: string;
  readonly kind: RefreshFamilyKind;
  /** Set exactly for member families. */
  readonly memberId: string | null;
}

/**
 * How an exchange ended. `rotated`: the token's successor, freshly issued or, for the same token presented again within
 * the grace window, the one its rotation issued. `reused`: the token had been exchanged before the grace window, so it
 * leaked or was replayed: the whole family is now revoked. `wrong-kind`: a guest token offered to refresh_member or the
 * reverse (nothing changes).
 */
export type RotationResult =
  | { readonly kind: 'rotated'; readonly token: IssuedRefreshToken; readonly owner: RefreshFamilyOwner }
  | { readonly kind: 'unknown' | 'expired' | 'revoked' | 'reused' | 'wrong-kind' };

/** 32 random bytes, base64url without padding: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a token: hex SHA-256 (a 256-bit random value needs no salt or slow hash). */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a family for a new sign-in and issues its first token, valid `ttlSeconds` from `now`. */
export async function startRefreshFamily(
  db: Database,
  owner: RefreshFamilyOwner,
  ttlSeconds: number,
  now: Date,
): Promise<IssuedRefreshToken> {
  return db.transaction(async (tx) => {
    const [family] = await tx
      .insert(refreshTokenFamilies)
      .values({ ownerId: owner.ownerId, kind: owner.kind, memberId: owner.memberId, createdAt: now })
      .returning({ id: refreshTokenFamilies.id });
    if (family === undefined) throw new Error('refresh family insert returned no row');
    return issueInFamily(tx, family.id, ttlSeconds, now);
  });
}

/**
 * Exchanges `token` for a new one in the same family (spec §7 refresh_member / refresh_guest). The old row is marked
 * rotated, with its successor sealed under `successorKey`, by a conditional UPDATE (rotated_at IS NULL): of concurrent
 * exchanges of one token exactly one rotates. On PostgreSQL the others wait on that row's lock until the winner
 * commits, then read the committed successor and answer the same pair, as does any instance that sees the token again
 * within the grace window (isConcurrentRefresh, 10 s: two tabs, issue 15). Presented later, a rotated token is a
 * replay and revokes the whole family (ARCHITECTURE "Sessions and auth").
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  kind: RefreshFamilyKind,
  ttlSeconds: number,
  now: Date,
  successorKey: SuccessorKey,
): Promise<RotationResult> {
  if (!TOKEN_PATTERN.test(token)) return { kind: 'unknown' };
  const tokenHash = hashRefreshToken(token);
  const successor = newRefreshToken();
  return db.transaction(async (tx) => {
    const liveFamilies = tx
      .select({ id: refreshTokenFamilies.id })
      .from(refreshTokenFamilies)
      .where(and(isNull(refreshTokenFamilies.revokedAt), eq(refreshTokenFamilies.kind, kind)));
    const [exchanged] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now, successor: sealSuccessor(successorKey, tokenHash, successor) })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          gt(refreshTokens.expiresAt, now),
          inArray(refreshTokens.familyId, liveFamilies),
        ),
      )
      .returning({ familyId: refreshTokens.familyId });
    if (exchanged !== undefined) {
      const issued = await issueInFamily(tx, exchanged.familyId, ttlSeconds, now, successor);
      return { kind: 'rotated', token: issued, owner: await ownerOf(tx, exchanged.familyId) };
    }
    // A concurrent winner held the row lock until its commit; this new statement (READ COMMITTED) reads its rotation.
    const [found] = await tx
      .select({
        familyId: refreshTokens.familyId,
        rotatedAt: refreshTokens.rotatedAt,
        successor: refreshTokens.successor,
        familyKind: refreshTokenFamilies.kind,
        revokedAt: refreshTokenFamilies.revokedAt,
      })
      .from(refreshTokens)
      .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (found === undefined) return { kind: 'unknown' };
    if (found.familyKind !== kind) return { kind: 'wrong-kind' };
    if (found.revokedAt !== null) return { kind: 'revoked' };
    if (found.rotatedAt !== null) {
      const concurrent = isConcurrentRefresh(found.rotatedAt.getTime(), now.getTime());
      const sealed = concurrent ? found.successor : null;
      const again = sealed === null ? null : await issuedSuccessor(tx, openSuccessor(successorKey, tokenHash, sealed));
      if (again !== null) return { kind: 'rotated', token: again, owner: await ownerOf(tx, found.familyId) };
      await revokeInTx(tx, [eq(refreshTokenFamilies.id, found.familyId)], 'reuse', now);
      return { kind: 'reused' };
    }
    return { kind: 'expired' };
  });
}

/**
 * Whether a refresh family has been revoked (sign-out, password or phone change, reuse). GET /api/auth/session reports
 * such a session as refreshTokenExpired, so another device signed out by a password change leaves on its next
 * session read instead of when its next refresh fails (issue 11); requireSession refuses the family's access tokens
 * (issue 15, through the cache of RefreshFamilyRevocations).
 */
export async function isRefreshFamilyRevoked(db: Database, familyId: string): Promise<boolean> {
  const [found] = await db
    .select({ revokedAt: refreshTokenFamilies.revokedAt })
    .from(refreshTokenFamilies)
    .where(eq(refreshTokenFamilies.id, familyId))
    .limit(1);
  return found !== undefined && found.revokedAt !== null;
}

/** Revokes one family (sign-out); revoking a revoked family changes nothing. */
export async function revokeRefreshFamily(
  db: Database,
  familyId: string,
  reason: RefreshFamilyRevokeReason,
  now: Date,
): Promise<void> {
  await revokeInTx(db, [eq(refreshTokenFamilies.id, familyId)], reason, now);
}

/**
 * Issue 4: a password or phone change ends the member's other sessions. Revokes every live family of `memberId`
 * except `exceptFamilyId` (the caller's own sign-in, the access token's `familyId`); returns how many ended.
 * Refreshing their tokens fails; their access tokens are refused within RefreshFamilyRevocations' cache bound.
 */
export async function endMemberSessions(
  db: Database,
  memberId: string,
  options: { readonly exceptFamilyId?: string; readonly now?: Date } = {},
): Promise<number> {
  const conditions = [eq(refreshTokenFamilies.memberId, memberId)];
  if (options.exceptFamilyId !== undefined) conditions.push(ne(refreshTokenFamilies.id, options.exceptFamilyId));
  return revokeInTx(db, conditions, 'member-sessions-ended', options.now ?? new Date());
}

type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

/** 32 random bytes, base64url: an opaque refresh token. */
function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

async function issueInFamily(
  tx: Executor,
  familyId: string,
  ttlSeconds: number,
  now: Date,
  token: string = newRefreshToken(),
): Promise<IssuedRefreshToken> {
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await tx.insert(refreshTokens).values({ familyId, tokenHash: hashRefreshToken(token), issuedAt: now, expiresAt });
  return { token, expiresAt, familyId };
}

/** The successor a rotation issued, as it was issued (its row gives expiry and family); null when it is unreadable. */
async function issuedSuccessor(tx: Executor, token: string | null): Promise<IssuedRefreshToken | null> {
  if (token === null) return null;
  const [row] = await tx
    .select({ expiresAt: refreshTokens.expiresAt, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  return row === undefined ? null : { token, expiresAt: row.expiresAt, familyId: row.familyId };
}

async function ownerOf(tx: Executor, familyId: string): Promise<RefreshFamilyOwner> {
  const [owner] = await tx
    .select({
      ownerId: refreshTokenFamilies.ownerId,
      kind: refreshTokenFamilies.kind,
      memberId: refreshTokenFamilies.memberId,
    })
    .from(refreshTokenFamilies)
    .where(eq(refreshTokenFamilies.id, familyId));
  if (owner === undefined) throw new Error('refresh family vanished during rotation');
  return owner;
}

async function revokeInTx(
  tx: Executor,
  conditions: Parameters<typeof and>,
  reason: RefreshFamilyRevokeReason,
  now: Date,
): Promise<number> {
  const revoked = await tx
    .update(refreshTokenFamilies)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(isNull(refreshTokenFamilies.revokedAt), ...conditions))
    .returning({ id: refreshTokenFamilies.id });
  return revoked.length;
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  type RefreshFamilyKind,
  type RefreshFamilyRevokeReason,
  refreshTokenFamilies,
  refreshTokens,
} from '../db/schema';

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
 * How an exchange ended. `reused`: the token had already been exchanged, so it leaked or was replayed: the whole
 * family is now revoked. `wrong-kind`: a guest token offered to refresh_member or the reverse (nothing changes).
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
 * Exchanges `token` for a new one in the same family (spec §7 refresh_member / refresh_guest). The old token is
 * marked rotated by a conditional UPDATE, so of two concurrent exchanges of one token exactly one succeeds. Any
 * later presentation of a rotated token revokes the whole family (ARCHITECTURE "Sessions and auth").
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  kind: RefreshFamilyKind,
  ttlSeconds: number,
  now: Date,
): Promise<RotationResult> {
  if (!TOKEN_PATTERN.test(token)) return { kind: 'unknown' };
  const tokenHash = hashRefreshToken(token);
  return db.transaction(async (tx) => {
    const liveFamilies = tx
      .select({ id: refreshTokenFamilies.id })
      .from(refreshTokenFamilies)
      .where(and(isNull(refreshTokenFamilies.revokedAt), eq(refreshTokenFamilies.kind, kind)));
    const [exchanged] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
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
      const issued = await issueInFamily(tx, exchanged.familyId, ttlSeconds, now);
      const [owner] = await tx
        .select({
          ownerId: refreshTokenFamilies.ownerId,
          kind: refreshTokenFamilies.kind,
          memberId: refreshTokenFamilies.memberId,
        })
        .from(refreshTokenFamilies)
        .where(eq(refreshTokenFamilies.id, exchanged.familyId));
      if (owner === undefined) throw new Error('refresh family vanished during rotation');
      return { kind: 'rotated', token: issued, owner };
    }
    const [found] = await tx
      .select({
        familyId: refreshTokens.familyId,
        rotatedAt: refreshTokens.rotatedAt,
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
      await revokeInTx(tx, [eq(refreshTokenFamilies.id, found.familyId)], 'reuse', now);
      return { kind: 'reused' };
    }
    return { kind: 'expired' };
  });
}

/**
 * Whether a refresh family has been revoked (sign-out, password or phone change, reuse). GET /api/auth/session reports
 * such a session as refreshTokenExpired, so another device signed out by a password change leaves on its next
 * session read instead of when its next refresh fails (issue 11).
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
 * Their access tokens stay valid until they expire (at most 15 minutes); refreshing them fails.
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

type Executor = Pick<Database, 'insert' | 'update'>;

async function issueInFamily(
  tx: Executor,
  familyId: string,
  ttlSeconds: number,
  now: Date,
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await tx.insert(refreshTokens).values({ familyId, tokenHash: hashRefreshToken(token), issuedAt: now, expiresAt });
  return { token, expiresAt, familyId };
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

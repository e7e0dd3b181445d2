import { jwtVerify, SignJWT } from 'jose';
import type { SessionType } from '../../src/domain/session/types';

/**
 * Who a valid access token speaks for: `sub` is the owner id, `type` the session kind (spec §3 Session), and for
 * member/guest sessions the refresh-token family of the sign-in (claim `fam`), so a password or phone change can end
 * the member's other sessions but this one (endMemberSessions).
 */
export interface AccessTokenClaims {
  readonly sub: string;
  readonly type: SessionType;
  readonly familyId?: string;
}

/** Spec §7: access tokens are short-lived; the storefront refreshes on 401. 15 minutes, in seconds. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** The HMAC key (HS256) derived from the configured secret. */
export type AccessTokenKey = Uint8Array;

/** HS256 needs a key at least as long as its 256-bit output: 32 bytes. */
export const MIN_SECRET_LENGTH = 32;

const SESSION_TYPES: ReadonlySet<string> = new Set<SessionType>(['member', 'guest', 'ars']);

/** The signing/verification key for `secret`; throws when the secret is shorter than 32 characters. */
export function accessTokenKey(secret: string): AccessTokenKey {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return new TextEncoder().encode(secret);
}

/** Signs an HS256 access token for `claims` that expires `ttlSeconds` after `now` (negative: already expired). */
export async function signAccessToken(
  claims: AccessTokenClaims,
  key: AccessTokenKey,
  ttlSeconds: number,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const payload = claims.familyId === undefined ? { type: claims.type } : { type: claims.type, fam: claims.familyId };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key);
}

/**
 * The claims of `token` when it is an unexpired HS256 token signed with `key` carrying a non-empty `sub` and a
 * known `type`; null for anything else (malformed, forged, expired, no expiry). Never throws.
 */
export async function verifyAccessToken(
  token: string,
  key: AccessTokenKey,
  now: Date = new Date(),
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
      currentDate: now,
    });
    const { sub, type, fam } = payload;
    if (typeof sub !== 'string' || sub === '' || typeof type !== 'string' || !SESSION_TYPES.has(type)) return null;
    if (fam !== undefined && typeof fam !== 'string') return null;
    return fam === undefined ? { sub, type: type as SessionType } : { sub, type: type as SessionType, familyId: fam };
  } catch {
    return null;
  }
}

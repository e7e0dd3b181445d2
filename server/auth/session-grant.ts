import dayjs from 'dayjs';
import { z } from 'zod';

import type { ArsPlacedBy, SessionType } from '../../src/domain/session/types';
import { type AccessTokenKey, signAccessToken } from './access-token';
import type { IssuedRefreshToken } from './refresh-tokens';

/** The branch and caller an ARS session was opened for (spec §6 ARS session, bound by the SMS link). */
export interface ArsBinding {
  readonly branchId: number;
  readonly phoneNumber: string;
  /** Who places the order (the order's agent: VISUALARS for the caller, AGENTCALL for an agent). */
  readonly placedBy: ArsPlacedBy;
}

/**
 * What a sign-in grants, kept inside the encrypted Auth.js session cookie (JWT strategy) and turned into the spec §3
 * Session by GET /api/auth/session. Instants are ISO-8601 strings (the cookie is JSON).
 */
export interface SessionGrant {
  readonly type: SessionType;
  /** The owner id: the access token's `sub` (`member:<id>`, `guest:<uuid>`, `ars:<uuid>`). */
  readonly ownerId: string;
  /** Members only: shown in the header (spec §2). */
  readonly name: string | null;
  readonly accessToken: string;
  readonly accessTokenExpiresAt: string;
  /** Member and guest sessions; null for ARS (no refresh provider, spec §6). */
  readonly refreshToken: string | null;
  readonly refreshTokenExpiresAt: string | null;
  readonly familyId: string | null;
  readonly ars: ArsBinding | null;
}

/** A grant read back from the cookie: anything else (an older format, tampering) is no session. */
export const sessionGrantSchema = z.object({
  type: z.enum(['member', 'guest', 'ars']),
  ownerId: z.string().min(1),
  name: z.string().nullable(),
  accessToken: z.string().min(1),
  accessTokenExpiresAt: z.iso.datetime(),
  refreshToken: z.string().nullable(),
  refreshTokenExpiresAt: z.iso.datetime().nullable(),
  familyId: z.string().nullable(),
  // A cookie from before the phone-order line API has no placedBy: its link was the caller's.
  ars: z
    .object({
      branchId: z.number().int(),
      phoneNumber: z.string(),
      placedBy: z.enum(['caller', 'agent']).default('caller'),
    })
    .nullable(),
});

/** Spec §3 Session as GET /api/auth/session answers it (plus Auth.js's `expires` of the cookie). */
export interface SessionBody {
  readonly type: SessionType;
  readonly accessToken: string;
  readonly refreshTokenInfo: { readonly token: string; readonly expiresAt: string } | null;
  /** Spec §4 guard: true once the refresh token (ARS: the session) has expired; the storefront signs out to /reset. */
  readonly refreshTokenExpired: boolean;
  readonly user?: { readonly name: string };
  readonly ars?: ArsBinding;
  readonly expires: string;
}

/** What a provider hands over to build a grant. */
export interface GrantInput {
  readonly type: SessionType;
  readonly ownerId: string;
  readonly name: string | null;
  readonly refresh: IssuedRefreshToken | null;
  readonly ars: ArsBinding | null;
}

/** Signs the access token (`sub` owner, `type`, `fam` family) valid `accessTtlSeconds` from `now`, and builds the grant. */
export async function buildGrant(
  input: GrantInput,
  key: AccessTokenKey,
  accessTtlSeconds: number,
  now: Date,
): Promise<SessionGrant> {
  const familyId = input.refresh?.familyId ?? null;
  const claims =
    familyId === null ? { sub: input.ownerId, type: input.type } : { sub: input.ownerId, type: input.type, familyId };
  const accessToken = await signAccessToken(claims, key, accessTtlSeconds, now);
  const accessTokenExpiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + accessTtlSeconds * 1000);
  return {
    type: input.type,
    ownerId: input.ownerId,
    name: input.name,
    accessToken,
    accessTokenExpiresAt: accessTokenExpiresAt.toISOString(),
    refreshToken: input.refresh?.token ?? null,
    refreshTokenExpiresAt: input.refresh?.expiresAt.toISOString() ?? null,
    familyId,
    ars: input.ars,
  };
}

/**
 * Spec §4: the grant's session is over at `now`: its refresh token has expired (an ARS session, which has none, with its
 * access token), or its refresh family was revoked elsewhere (`familyRevoked`). The Session says so as
 * refreshTokenExpired, and the storefront signs out.
 */
export function isSessionOver(grant: SessionGrant, now: Date, familyRevoked = false): boolean {
  const endsAt = grant.refreshTokenExpiresAt ?? (grant.type === 'ars' ? grant.accessTokenExpiresAt : null);
  return familyRevoked || endsAt === null || !dayjs(endsAt).isAfter(now);
}

/**
 * The Session the storefront reads. refreshTokenExpired compares the refresh token's expiry with `now` (an ARS
 * session, which has none, expires with its access token), so a session left open past it is told to sign out; a
 * session whose refresh family was revoked elsewhere (`familyRevoked`) is told the same.
 */
export function sessionBodyOf(grant: SessionGrant, expires: string, now: Date, familyRevoked = false): SessionBody {
  const refreshTokenExpired = isSessionOver(grant, now, familyRevoked);
  const refreshTokenInfo =
    grant.refreshToken === null || grant.refreshTokenExpiresAt === null
      ? null
      : { token: grant.refreshToken, expiresAt: grant.refreshTokenExpiresAt };
  return {
    type: grant.type,
    accessToken: grant.accessToken,
    refreshTokenInfo,
    refreshTokenExpired,
    ...(grant.type === 'member' && grant.name !== null ? { user: { name: grant.name } } : {}),
    ...(grant.ars !== null ? { ars: grant.ars } : {}),
    expires,
  };
}

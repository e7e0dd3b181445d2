import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { decodeJwt } from 'jose';
import { isMemberSession } from '../../src/domain/session/status';
import type { Database } from '../db/database';
import { owners } from '../db/schema';
import { DomainHttpError } from '../http/domain-http-error';
import { type AccessTokenClaims, type AccessTokenKey, verifyAccessToken } from './access-token';
import type { RefreshFamilyRevocations } from './refresh-family-revocations';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session principal, set by requireSession; null on routes that do not require one. */
    principal: AccessTokenClaims | null;
  }
}

export const UNAUTHORIZED_MESSAGE = '로그인이 필요합니다.';

/** 401 UNAUTHORIZED: the storefront refreshes its token and replays once on this (spec §8). */
export function unauthorized(): DomainHttpError {
  return new DomainHttpError({ status: 401, code: 'UNAUTHORIZED', message: UNAUTHORIZED_MESSAGE });
}

/**
 * The raw access token of a request: `Authorization: Bearer <t>`, else the spec's `accessToken` header (spec §7:
 * the replay after a refresh carries it there). Undefined when neither is present.
 */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match) return match[1];
  }
  const header = request.headers.accesstoken;
  return typeof header === 'string' && header.trim() !== '' ? header.trim() : undefined;
}

/**
 * A preHandler that admits only requests with a valid access token (else 401 UNAUTHORIZED), records the owner row
 * the token names (first sight creates it) and exposes the claims as `request.principal`. A token whose refresh
 * family was revoked (sign-out, password or phone change, reuse) gets the same 401 as an expired one, so the
 * storefront refreshes, the refresh is refused and it signs out (issue 15): at once on the instance that revoked it,
 * within RefreshFamilyRevocations' 2 s cache on every other.
 */
export function createRequireSession(
  db: Database,
  key: AccessTokenKey,
  revocations: RefreshFamilyRevocations,
  // The server's clock: tokens are signed by it (Auth.js grants), so they are judged by it too.
  now: () => Date = () => new Date(),
): preHandlerAsyncHookHandler {
  // Owner rows are never deleted, so one recorded by this process need not be written again: the insert is skipped
  // for owners seen recently (bounded; forgotten wholesale when full).
  const recorded = new Set<string>();
  // A token's signature and claims, once verified, hold until its exp, so the signature check runs once per token,
  // not once per request (bounded; forgotten wholesale when full). Revocation is its family's, checked every time.
  const verified = new Map<string, { readonly claims: AccessTokenClaims; readonly expiresAtMs: number }>();
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = accessTokenOf(request);
    let claims: AccessTokenClaims | null = null;
    if (token !== undefined) {
      const known = verified.get(token);
      const at = now();
      if (known !== undefined && known.expiresAtMs > at.getTime()) {
        claims = known.claims;
      } else {
        claims = await verifyAccessToken(token, key, at);
        const exp = claims === null ? undefined : decodeJwt(token).exp;
        if (claims !== null && exp !== undefined) {
          if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
          verified.set(token, { claims, expiresAtMs: exp * 1000 });
        }
      }
    }
    if (claims === null) throw unauthorized();
    if (claims.familyId !== undefined && (await revocations.isRevoked(claims.familyId))) throw unauthorized();
    if (!recorded.has(claims.sub)) {
      await db.insert(owners).values({ id: claims.sub, kind: claims.type }).onConflictDoNothing({ target: owners.id });
      if (recorded.size >= RECORDED_OWNERS_MAX) recorded.clear();
      recorded.add(claims.sub);
    }
    request.principal = claims;
  };
}

/** How many verified access tokens requireSession remembers. */
const VERIFIED_TOKENS_MAX = 20_000;

/** How many owner ids requireSession remembers as recorded. */
const RECORDED_OWNERS_MAX = 50_000;

/** The caller as the services know it: the session's owner, and whether the session is a member's (spec §6). */
export interface SessionCaller {
  readonly ownerId: string;
  readonly isMember: boolean;
}

/** The caller of a session's claims (a token's, or a session cookie's grant: sub is the owner id). */
export function callerOfClaims(claims: Pick<AccessTokenClaims, 'sub' | 'type'>): SessionCaller {
  return { ownerId: claims.sub, isMember: isMemberSession(claims) };
}

/** The signed-in caller of a request (requireSession ran before). */
export function callerOf(request: FastifyRequest): SessionCaller {
  return callerOfClaims(principalOf(request));
}

/** The principal of a request that passed requireSession; a route forgetting the preHandler gets a 401, not a crash. */
export function principalOf(request: FastifyRequest): AccessTokenClaims {
  if (request.principal === null || request.principal === undefined) throw unauthorized();
  return request.principal;
}

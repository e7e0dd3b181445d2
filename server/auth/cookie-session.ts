import { getToken } from '@auth/core/jwt';
import type { FastifyRequest } from 'fastify';
import type { AccessTokenKey } from './access-token';
import { grantOf } from './auth-config';
import { authJsSecret } from './derived-keys';
import type { RefreshFamilyRevocations } from './refresh-family-revocations';
import { isSessionOver, type SessionGrant } from './session-grant';

export interface CookieSessionOptions {
  readonly authKey: AccessTokenKey;
  readonly revocations: Pick<RefreshFamilyRevocations, 'isRevoked'>;
  readonly now: () => Date;
}

/**
 * The signed-in session a document request carries in its Auth.js session cookie (issue 13: the server renders a
 * customer's own page for it), read as GET /api/auth/session would and without touching the cookie: the grant when
 * the cookie decrypts, holds a grant, and its refresh token (an ARS session: its access token) has not expired and
 * its family was not revoked; null otherwise, the storefront then signs the visitor out or in itself. The cookie's
 * name is the one Auth.js sets for the request's protocol (`__Secure-` over HTTPS); an Authorization header is not
 * read (a document request has none, and a page is not a token's to ask for).
 */
export async function cookieSessionOf(
  request: FastifyRequest,
  options: CookieSessionOptions,
): Promise<SessionGrant | null> {
  const cookie = request.headers.cookie;
  if (cookie === undefined || cookie === '') return null;
  const token = await getToken({
    req: { headers: { cookie } },
    secureCookie: request.protocol === 'https',
    secret: authJsSecret(options.authKey),
    logger: QUIET,
  });
  const grant = grantOf(token);
  if (grant === null) return null;
  const revoked = grant.familyId === null ? false : await options.revocations.isRevoked(grant.familyId);
  return isSessionOver(grant, options.now(), revoked) ? null : grant;
}

/** An unreadable cookie is an expected visitor state (another deployment's, tampered): nothing to log. */
const QUIET = { error: () => undefined, warn: () => undefined, debug: () => undefined } as const;

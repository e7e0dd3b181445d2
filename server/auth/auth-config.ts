import type { AuthConfig } from '@auth/core';
import type { AuthError } from '@auth/core/errors';
import type { LoggerInstance } from '@auth/core/types';
import type { FastifyBaseLogger } from 'fastify';
import { credentialsProviders, type GrantUser, type SignInServices } from './credentials-providers';
import { authJsSecret } from './derived-keys';
import { isRefreshFamilyRevoked } from './refresh-tokens';
import { type SessionGrant, sessionBodyOf, sessionGrantSchema } from './session-grant';

/** Where the sign-in helper lives (spec §7 /api/auth/*). */
export const AUTH_BASE_PATH = '/api/auth';

/** Spec §2: the storefront's login screen; a refused sign-in's url points there with `?error=…&code=…`. */
export const SIGN_IN_PAGE = '/member/login';

/** The session cookie outlives the longest refresh token by a day, so an expired one is still reported. */
const COOKIE_MARGIN_SECONDS = 24 * 60 * 60;

/**
 * Auth.js errors that are a client's doing (wrong password, missing CSRF token, unknown action or provider, an
 * unreadable session cookie): logged at debug without a stack. Anything else is a server fault, logged as error.
 */
const EXPECTED_ERRORS: ReadonlySet<string> = new Set([
  'CredentialsSignin',
  'MissingCSRF',
  'UnknownAction',
  'InvalidProvider',
  'InvalidCallbackUrl',
  'JWTSessionError',
]);

/**
 * The Auth.js configuration of the sign-in helper: credentials providers only, JWT sessions (the grant lives in the
 * encrypted cookie), the session shaped as spec §3 Session, sign-out revoking the refresh family, quiet logging.
 */
export function createAuthConfig(services: SignInServices, log: FastifyBaseLogger): AuthConfig {
  const { lifetimes } = services;
  const longestRefresh = Math.max(lifetimes.memberRefreshSeconds, lifetimes.guestRefreshSeconds);
  return {
    basePath: AUTH_BASE_PATH,
    trustHost: true,
    secret: authJsSecret(services.authKey),
    session: { strategy: 'jwt', maxAge: longestRefresh + COOKIE_MARGIN_SECONDS },
    providers: credentialsProviders(services),
    pages: { signIn: SIGN_IN_PAGE },
    callbacks: {
      jwt: ({ token, user }) => {
        if (user !== undefined && 'grant' in user) return { ...token, grant: (user as GrantUser).grant };
        // A cookie without a readable grant (older format, another deployment) is no session: Auth.js clears it.
        return grantOf(token) === null ? null : token;
      },
      session: async ({ session, token }) => {
        const grant = grantOf(token);
        if (grant === null) return session;
        const revoked = grant.familyId ? await isRefreshFamilyRevoked(services.db, grant.familyId) : false;
        // The spec §3 Session replaces Auth.js's default shape; `expires` is the cookie's.
        const body = sessionBodyOf(grant, session.expires as unknown as string, services.now(), revoked);
        return body as unknown as typeof session;
      },
    },
    events: {
      signOut: async (message) => {
        const grant = 'token' in message ? grantOf(message.token) : null;
        if (grant?.familyId) await services.revocations.revoke(grant.familyId, 'signout', services.now());
      },
    },
    logger: quietLogger(log),
  };
}

/** The grant kept in a session token, or null when it is missing or malformed. */
export function grantOf(token: Record<string, unknown> | null | undefined): SessionGrant | null {
  const parsed = sessionGrantSchema.safeParse(token?.['grant']);
  return parsed.success ? parsed.data : null;
}

function quietLogger(log: FastifyBaseLogger): Partial<LoggerInstance> {
  return {
    error: (error: Error) => {
      const type = (error as Partial<AuthError>).type ?? error.name;
      if (EXPECTED_ERRORS.has(type)) {
        log.debug({ authError: type, code: (error as { code?: unknown }).code }, 'auth request refused');
      } else {
        log.error({ err: error, cause: error.cause }, 'auth request failed');
      }
    },
    warn: (code) => log.warn({ code }, 'auth configuration warning'),
    debug: (message, metadata) => log.trace({ metadata }, message),
  };
}

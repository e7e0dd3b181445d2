import * as z from 'zod/mini';
import { defineEndpoints } from './common';
import { errorBodySchema } from './errors';

/**
 * Spec §7 sign-in helper: the Auth.js REST calls a client makes under /api/auth. The server answers them all with one
 * Auth.js catch-all route (server/routes/auth.ts), which the OpenAPI document hides; these rows describe the
 * concrete calls in its place. They are documentation only: nothing registers or validates them, and the form
 * fields are Auth.js's, so they are not in `apiEndpoints`.
 */
export const AUTH_PREFIX = '/api/auth';

/** The credentials providers (server/auth/credentials-providers.ts). */
export const authProviderSchema = z.enum(['member', 'guest', 'ars', 'refresh_member', 'refresh_guest']);

/** Spec §3 Session as GET /api/auth/session answers it (server/auth/session-grant.ts SessionBody). */
export const authSessionSchema = z.object({
  type: z.enum(['member', 'guest', 'ars']),
  accessToken: z
    .string()
    .check(z.minLength(1))
    .check(z.describe('The JWT to send as `Authorization: Bearer` (bearerAuth).')),
  refreshTokenInfo: z.nullable(z.object({ token: z.string(), expiresAt: z.string() })),
  refreshTokenExpired: z.boolean(),
  user: z.optional(z.object({ name: z.string() })),
  ars: z.optional(
    z.object({
      branchId: z.number().check(z.int()),
      phoneNumber: z.string(),
      placedBy: z
        .optional(z.enum(['caller', 'agent']))
        .check(z.describe('Who places the order: caller (agent VISUALARS) or a call-centre agent (AGENTCALL).')),
    }),
  ),
  expires: z.string().check(z.describe("The session cookie's expiry (Auth.js).")),
});

const providerParamsSchema = z.object({ provider: authProviderSchema });

/** Auth.js's double-submit CSRF field (the cookie is set by GET /csrf) and how the answer is given. */
const formBase = {
  csrfToken: z.string().check(z.describe('The token of GET /api/auth/csrf; its cookie must come along.')),
  callbackUrl: z.optional(z.string()).check(z.describe('Where to go afterwards (same origin).')),
  json: z
    .optional(z.enum(['true']))
    .check(z.describe('`true`: answer `{ url }` as JSON instead of redirecting (302).')),
};

/** The fields of every provider; each provider reads its own (member: username and password, ars: token…). */
const callbackFormSchema = z.object({
  ...formBase,
  username: z.optional(z.string()).check(z.describe('member')),
  password: z.optional(z.string()).check(z.describe('member')),
  guestToken: z.optional(z.string()).check(z.describe('guest: the token of the phone confirmation step')),
  token: z.optional(z.string()).check(z.describe('ars: the token of the SMS link')),
  refreshToken: z.optional(z.string()).check(z.describe('refresh_member, refresh_guest')),
});

/**
 * Where the browser would have been sent: a refused sign-in points at the login page with `?error=…&code=…`
 * (e.g. `/member/login?error=CredentialsSignin&code=credentials`, or `error=MissingCSRF`).
 */
export const authRedirectSchema = z.object({ url: z.string() });

const FORM = ['application/x-www-form-urlencoded'] as const;
const tags = ['auth'] as const;
/** A POST from another site's page is refused by the origin check before Auth.js sees it. */
const crossSite = { 403: errorBodySchema } as const;

export const authJsEndpoints = defineEndpoints({
  session: {
    method: 'GET',
    path: `${AUTH_PREFIX}/session`,
    operationId: 'getAuthSession',
    summary: '현재 세션 (없으면 null): accessToken은 Authorization: Bearer 로 보냄',
    tags,
    auth: 'public',
    response: { 200: z.nullable(authSessionSchema) },
  },
  csrf: {
    method: 'GET',
    path: `${AUTH_PREFIX}/csrf`,
    operationId: 'getAuthCsrfToken',
    summary: 'CSRF 토큰 (쿠키와 함께 모든 POST에 csrfToken으로 보냄)',
    tags,
    auth: 'public',
    response: { 200: z.object({ csrfToken: z.string() }) },
  },
  providers: {
    method: 'GET',
    path: `${AUTH_PREFIX}/providers`,
    operationId: 'listAuthProviders',
    summary: '로그인 방식 목록',
    tags,
    auth: 'public',
    response: {
      200: z.record(
        z.string(),
        z.object({
          id: z.string(),
          name: z.string(),
          type: z.string(),
          signinUrl: z.string(),
          callbackUrl: z.string(),
        }),
      ),
    },
  },
  signIn: {
    method: 'POST',
    path: `${AUTH_PREFIX}/signin/:provider`,
    operationId: 'startAuthSignIn',
    summary: '로그인 시작 (credentials 방식은 로그인 화면 주소를 알려줌; 실제 로그인은 callback)',
    tags,
    auth: 'public',
    params: providerParamsSchema,
    body: z.object(formBase),
    consumes: FORM,
    response: { 200: authRedirectSchema, ...crossSite },
  },
  callback: {
    method: 'POST',
    path: `${AUTH_PREFIX}/callback/:provider`,
    operationId: 'signInWithProvider',
    summary: '로그인·세션 연장: 성공하면 세션 쿠키가 설정되고 GET /session 이 새 세션을 알려줌; 시도가 많으면 429',
    tags,
    auth: 'public',
    params: providerParamsSchema,
    body: callbackFormSchema,
    consumes: FORM,
    response: { 200: authRedirectSchema, ...crossSite, 429: errorBodySchema },
  },
  signOut: {
    method: 'POST',
    path: `${AUTH_PREFIX}/signout`,
    operationId: 'signOut',
    summary: '로그아웃 (refresh 토큰도 폐기)',
    tags,
    auth: 'public',
    body: z.object(formBase),
    consumes: FORM,
    response: { 200: authRedirectSchema, ...crossSite },
  },
});

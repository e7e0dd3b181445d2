import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import * as z from 'zod/mini';
import {
  type RefreshProvider,
  type RefreshResult,
  type SessionGateway,
  SIGN_IN_RATE_LIMITED,
  type SignInRequest,
  type SignInResult,
} from '../../application/ports/session-gateway';
import type { Session } from '../../domain/session/types';
import { isHttpStatus, toHttpError } from './http-error';
import { parseWire } from './wire';

/** Spec §7: where the sign-in helper lives. */
export const AUTH_PATH = '/api/auth';

/** Spec §3 Session as GET /api/auth/session answers it (server/auth/session-grant.ts SessionBody). */
const sessionBodySchema = z.object({
  type: z.enum(['member', 'guest', 'ars']),
  accessToken: z.string().check(z.minLength(1)),
  refreshTokenInfo: z.nullable(z.object({ token: z.string(), expiresAt: z.string() })),
  refreshTokenExpired: z.boolean(),
  user: z.optional(z.object({ name: z.string() })),
  ars: z.optional(
    z.object({
      branchId: z.number().check(z.int()),
      phoneNumber: z.string(),
      placedBy: z.optional(z.enum(['caller', 'agent'])),
    }),
  ),
  expires: z.optional(z.string()),
});

const csrfBodySchema = z.object({ csrfToken: z.string().check(z.minLength(1)) });

/** The JSON answer of a POST with json=true: where the browser would have been redirected. */
const redirectBodySchema = z.object({ url: z.string() });

/** The refusal Auth.js names when its answer says neither success nor a reason (ours: nothing better to say). */
const UNKNOWN_REFUSAL = 'SignInError';

/** Auth.js's error for a POST whose CSRF field does not match its cookie. */
const MISSING_CSRF = 'MissingCSRF';

/** Spec §8 sign-out failure: the message alerted before going to /reset (ours). */
export const SIGN_OUT_FAILED_MESSAGE = '로그아웃하지 못했습니다. 잠시 후 다시 시도해주세요.';

/**
 * The axios instance for the sign-in helper: unlike the API client (spec §7 "no credentials cookie"), it must carry
 * the HttpOnly Auth.js cookies (session, CSRF), so credentials are on; same-origin in the browser. 2xx only.
 */
export function createAuthClient(baseURL: string, transport?: AxiosAdapter): AxiosInstance {
  return axios.create({
    baseURL,
    ...(transport === undefined ? {} : { adapter: transport }),
    withCredentials: true,
    timeout: 0,
    validateStatus: (status) => status >= 200 && status < 300,
    headers: { Accept: 'application/json' },
  });
}

/** A sign-in form's provider fields (server/auth/credentials-providers.ts). */
function fieldsOf(request: SignInRequest): Record<string, string> {
  if (request.provider === 'member') return { username: request.username, password: request.password };
  if (request.provider === 'ars') return { token: request.token };
  return request.guestToken === undefined || request.guestToken === '' ? {} : { guestToken: request.guestToken };
}

/** Spec §8: a failed sign-in's error is the `error` query value of the answer's url (and `code` its reason). */
function refusalOf(url: string): { error: string; code?: string } | null {
  const query = URL.canParse(url, 'http://storefront.invalid')
    ? new URL(url, 'http://storefront.invalid').searchParams
    : new URLSearchParams();
  const error = query.get('error');
  if (error === null || error === '') return null;
  const code = query.get('code');
  return code === null || code === '' ? { error } : { error, code };
}

/** The same-site path of an answer's url (Auth.js answers absolute urls); `fallback` for another origin. */
function pathOf(url: string, fallback: string, origin: string | null): string {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (!URL.canParse(url)) return fallback;
  const parsed = new URL(url);
  if (origin !== null && parsed.origin !== origin) return fallback;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

function toSession(body: z.output<typeof sessionBodySchema>): Session {
  const session: Session = {
    type: body.type,
    accessToken: body.accessToken,
    refreshTokenInfo: body.refreshTokenInfo,
    refreshTokenExpired: body.refreshTokenExpired,
  };
  return body.ars === undefined ? session : { ...session, ars: body.ars };
}

/**
 * SessionGateway over the Auth.js REST surface (spec §7 sign-in helper, /api/auth): GET /session and /csrf; POST
 * /callback/{provider} and /signout form-encoded with csrfToken, callbackUrl and json=true, answered `{ url }`. A
 * refused sign-in (url with `error=`) or a 429 of the login rate limit is a `rejected` value; outages throw
 * HttpError. Concurrent session() reads share one request.
 */
export class AxiosSessionGateway implements SessionGateway {
  private reading: Promise<Session | null> | null = null;

  /** `origin`: the storefront's own (window.location.origin); answers naming another origin are not followed. */
  constructor(
    private readonly http: AxiosInstance,
    private readonly origin: string | null = null,
  ) {}

  session(): Promise<Session | null> {
    this.reading ??= this.readSession().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  async csrfToken(): Promise<string> {
    const data = await this.get(`${AUTH_PATH}/csrf`);
    return parseWire(csrfBodySchema, data, `GET ${AUTH_PATH}/csrf`).csrfToken;
  }

  async signIn(request: SignInRequest): Promise<SignInResult> {
    const answer = await this.callback(request.provider, fieldsOf(request));
    if (answer.kind === 'rejected') return answer;
    // Read afresh: a read already in flight started before this sign-in and would answer the old session.
    const session = await this.readSession();
    return session === null ? { kind: 'rejected', error: UNKNOWN_REFUSAL } : { kind: 'signed-in', session };
  }

  /** Spec §4/§8: sign-out ends the session on the server (its refresh family too) and names where to go. */
  async signOut(callbackUrl: string): Promise<{ readonly url: string }> {
    const url = await this.postForRedirect(`${AUTH_PATH}/signout`, { callbackUrl });
    if (refusalOf(url) !== null) throw new Error(SIGN_OUT_FAILED_MESSAGE);
    return { url: pathOf(url, callbackUrl, this.origin) };
  }

  /** Spec §7: refresh_member / refresh_guest with the refresh token, no redirect; the rotated session is read back. */
  async refresh(provider: RefreshProvider, refreshToken: string): Promise<RefreshResult> {
    const answer = await this.callback(provider, { refreshToken });
    if (answer.kind === 'rejected') return { kind: 'rejected', error: answer.error };
    const session = await this.readSession();
    const expected = provider === 'refresh_member' ? 'member' : 'guest';
    if (session === null || session.type !== expected) return { kind: 'rejected', error: UNKNOWN_REFUSAL };
    return { kind: 'refreshed', session };
  }

  private async readSession(): Promise<Session | null> {
    const data = await this.get(`${AUTH_PATH}/session`);
    // Auth.js answers null (or an empty object) without a session.
    if (data === null || data === '' || (typeof data === 'object' && Object.keys(data).length === 0)) return null;
    return toSession(parseWire(sessionBodySchema, data, `GET ${AUTH_PATH}/session`));
  }

  private async callback(
    provider: string,
    fields: Record<string, string>,
  ): Promise<{ kind: 'ok' } | { kind: 'rejected'; error: string; code?: string; message?: string }> {
    let url: string;
    try {
      url = await this.postForRedirect(`${AUTH_PATH}/callback/${encodeURIComponent(provider)}`, {
        ...fields,
        callbackUrl: '/',
      });
    } catch (error) {
      if (isHttpStatus(error, 429)) return { kind: 'rejected', error: SIGN_IN_RATE_LIMITED, message: error.message };
      throw error;
    }
    const refusal = refusalOf(url);
    return refusal === null ? { kind: 'ok' } : { kind: 'rejected', ...refusal };
  }

  /**
   * A json=true POST answered `{ url }`. Auth.js sets a new CSRF cookie on any request that arrives without one, so a
   * request racing the first /csrf (another tab's or component's) can replace the cookie the token was read with:
   * that answers MissingCSRF, and the POST is tried once more with a token read afresh.
   */
  private async postForRedirect(path: string, fields: Record<string, string>): Promise<string> {
    const call = `POST ${path}`;
    const first = parseWire(redirectBodySchema, await this.postForm(path, fields), call).url;
    if (refusalOf(first)?.error !== MISSING_CSRF) return first;
    return parseWire(redirectBodySchema, await this.postForm(path, fields), call).url;
  }

  /** Every POST carries a fresh CSRF token (Auth.js double-submit: the cookie set by /csrf and the field). */
  private async postForm(path: string, fields: Record<string, string>): Promise<unknown> {
    // A session read in flight may still set the CSRF cookie: let it land before the token is read.
    await this.reading?.catch(() => undefined);
    const csrfToken = await this.csrfToken();
    const body = new URLSearchParams({ ...fields, csrfToken, json: 'true' });
    try {
      const response = await this.http.post<unknown>(path, body.toString(), {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      return response.data;
    } catch (error) {
      throw toHttpError(error);
    }
  }

  private async get(path: string): Promise<unknown> {
    try {
      return (await this.http.get<unknown>(path)).data;
    } catch (error) {
      throw toHttpError(error);
    }
  }
}

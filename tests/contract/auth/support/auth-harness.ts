import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../../../server/app';
import { type AuthSettings, DEFAULT_LIFETIMES, DEFAULT_LOGIN_RATE_LIMITS } from '../../../../server/auth/auth-settings';
import type { GuestConfirmationVerifier } from '../../../../server/auth/guest-confirmation';
import type { SessionBody } from '../../../../server/auth/session-grant';
import type { OpenDatabase } from '../../../../server/db/database';
import type { RateLimiter } from '../../../../server/rate-limit/rate-limiter';
import { createAuthRoutes } from '../../../../server/routes/auth';
import { type LogCapture, probeRoutes, TEST_AUTH_KEY } from '../../support/test-server';

/** The origin light-my-request requests come from (Host: localhost:80, the default port drops out). */
export const OWN_ORIGIN = 'http://localhost';

/** A clock that runs with real time plus an offset a test can move (Auth.js itself always reads real time). */
export class TestClock {
  private offsetMs = 0;

  now = (): Date => new Date(Date.now() + this.offsetMs);

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface AuthServerOptions {
  readonly clock?: TestClock;
  readonly settings?: Partial<AuthSettings>;
  readonly guestConfirmation?: GuestConfirmationVerifier;
  /** The process's rate limiter (default: a fresh in-memory one per server, as buildServer makes). */
  readonly rateLimiter?: RateLimiter;
  /** Captures the server's log from level warn up; absent: silent. */
  readonly logs?: LogCapture;
}

/** Settings for tests: default lifetimes, login limits so high that only the rate-limit suites meet them, no waits. */
export function testSettings(overrides: Partial<AuthSettings> = {}): AuthSettings {
  return {
    lifetimes: DEFAULT_LIFETIMES,
    loginRateLimits: {
      ...DEFAULT_LOGIN_RATE_LIMITS,
      perIp: 1000,
      perUsernameIp: 1000,
      perUsername: 1000,
      maxDelayMs: 0,
    },
    allowedOrigins: [],
    publicUrl: undefined,
    ...overrides,
  };
}

/** A server with the auth routes and the probe routes (GET /api/test/me requires a session). */
export async function authServer(database: OpenDatabase, options: AuthServerOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? new TestClock();
  return buildServer({
    database,
    authKey: TEST_AUTH_KEY,
    logger: options.logs ? { level: 'warn', stream: options.logs.stream } : false,
    now: clock.now,
    ...(options.rateLimiter === undefined ? {} : { rateLimiter: options.rateLimiter }),
    routes: [
      createAuthRoutes({
        settings: testSettings(options.settings),
        guestConfirmation: options.guestConfirmation,
      }),
      probeRoutes,
    ],
  });
}

/** What a JSON sign-in answered: the status, the `{ url }` and its error/code query values. */
export interface SignInAnswer {
  readonly status: number;
  readonly url: string;
  readonly error: string | null;
  readonly code: string | null;
  readonly body: unknown;
}

/**
 * A browser's view of the sign-in helper: a cookie jar over app.inject, the CSRF dance of spec §7 (GET /csrf, then
 * form-encoded POSTs with csrfToken, callbackUrl and json=true).
 */
export class AuthClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly headers: Record<string, string> = {},
  ) {}

  async get(url: string): Promise<LightMyRequestResponse> {
    return this.keep(await this.app.inject({ method: 'GET', url, headers: this.requestHeaders() }));
  }

  async postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await this.app.inject({
      method: 'POST',
      url,
      headers: { ...this.requestHeaders(), 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
    return this.keep(response);
  }

  async csrfToken(): Promise<string> {
    const response = await this.get('/api/auth/csrf');
    return (response.json() as { csrfToken: string }).csrfToken;
  }

  /** POST /api/auth/callback/{provider} the way the storefront does (json=true). */
  async signIn(provider: string, fields: Record<string, string> = {}): Promise<SignInAnswer> {
    const csrfToken = await this.csrfToken();
    const response = await this.postForm(`/api/auth/callback/${provider}`, {
      ...fields,
      csrfToken,
      callbackUrl: '/',
      json: 'true',
    });
    const body = response.headers['content-type']?.toString().includes('json') ? response.json() : response.body;
    const url = typeof body === 'object' && body !== null && 'url' in body ? String(body.url) : '';
    const query = url === '' ? new URLSearchParams() : new URL(url).searchParams;
    return { status: response.statusCode, url, error: query.get('error'), code: query.get('code'), body };
  }

  async session(): Promise<SessionBody | null> {
    return (await this.get('/api/auth/session')).json() as SessionBody | null;
  }

  async signOut(): Promise<LightMyRequestResponse> {
    const csrfToken = await this.csrfToken();
    return this.postForm('/api/auth/signout', { csrfToken, callbackUrl: '/reset', json: 'true' });
  }

  private requestHeaders(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return cookie === '' ? { ...this.headers } : { ...this.headers, cookie };
  }

  private keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (cookie.value === '' || expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}

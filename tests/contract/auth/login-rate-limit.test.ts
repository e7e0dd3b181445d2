import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_RATE_LIMITS, type LoginRateLimits } from '../../../server/auth/auth-settings';
import { DEMO_MEMBER } from '../../../server/db/seed/demo-member';
import { seedDatabase } from '../../../server/db/seed/seed';
import { openRateLimiter, type ProcessRateLimiter } from '../../../server/rate-limit/create-rate-limiter';
import { LOGIN_RATE_LIMITED_MESSAGE } from '../../../server/rate-limit/login-rate-limit';
import { createMember, type TestMember } from '../account/support/account-harness';
import { describePglite } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import { AuthClient, authServer } from './support/auth-harness';
import { describeIfRedis, freshRedisNamespace, TEST_REDIS_URL } from './support/redis';

const RATE_LIMITED = { code: 'RATE_LIMITED', message: LOGIN_RATE_LIMITED_MESSAGE };
const WRONG_PASSWORD = 'wrong-password!1';

/** The limits of a suite: the defaults with a high per-IP cap and no waits unless a test sets them. */
function limits(overrides: Partial<LoginRateLimits>): LoginRateLimits {
  return { ...DEFAULT_LOGIN_RATE_LIMITS, perIp: 1000, maxDelayMs: 0, ...overrides };
}

/** What a sign-in POST answered, and how long it took. */
interface Answer {
  readonly status: number;
  /** The `error` of Auth.js's url (`CredentialsSignin`, `MissingCSRF`), null for a success or a 429. */
  readonly error: string | null;
  readonly body: unknown;
  readonly ms: number;
  readonly response: LightMyRequestResponse;
}

/** A browser at a client address: its own cookie jar (the Auth.js CSRF and session cookies, the device cookie). */
class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly ip: string,
  ) {}

  /** The same browser (same cookies) on another network. */
  at(ip: string): Browser {
    const moved = new Browser(this.app, ip);
    for (const [name, value] of this.cookies) moved.cookies.set(name, value);
    return moved;
  }

  async csrfToken(): Promise<string> {
    const response = this.keep(
      await this.app.inject({ method: 'GET', url: '/api/auth/csrf', remoteAddress: this.ip, headers: this.headers() }),
    );
    return (response.json() as { csrfToken: string }).csrfToken;
  }

  /** A member sign-in as the storefront posts it; `csrf` 'missing' sends no token, 'foreign' one of another browser. */
  async signIn(username: string, password: string, csrf: 'valid' | 'missing' | 'foreign' = 'valid'): Promise<Answer> {
    const fields: Record<string, string> = { username, password, callbackUrl: '/', json: 'true' };
    if (csrf === 'valid') fields['csrfToken'] = await this.csrfToken();
    if (csrf === 'foreign') {
      await this.csrfToken();
      fields['csrfToken'] = await new Browser(this.app, this.ip).csrfToken();
    }
    const started = performance.now();
    const response = this.keep(
      await this.app.inject({
        method: 'POST',
        url: '/api/auth/callback/member',
        remoteAddress: this.ip,
        headers: { ...this.headers(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      }),
    );
    const ms = performance.now() - started;
    const body = response.json() as unknown;
    const url = typeof body === 'object' && body !== null && 'url' in body ? String(body.url) : null;
    const error = url === null ? null : new URL(url).searchParams.get('error');
    return { status: response.statusCode, error, body, ms, response };
  }

  private headers(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return cookie === '' ? {} : { cookie };
  }

  private keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}

function expectSignedIn(answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.error).toBeNull();
}

function expectWrongPassword(answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.error).toBe('CredentialsSignin');
}

function expectRefused(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject(RATE_LIMITED);
  expect(Number(answer.response.headers['retry-after'])).toBeGreaterThan(0);
}

describePglite('login rate limits', (database) => {
  let app: FastifyInstance | undefined;
  let ipBlock = 0;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedFixture);
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function server(loginRateLimits: LoginRateLimits): Promise<FastifyInstance> {
    app = await authServer(database.current, { settings: { loginRateLimits } });
    ipBlock += 1;
    return app;
  }

  /** A client address of this test (each test has its own block). */
  const ip = (n: number) => `10.${ipBlock}.0.${n}`;

  it('POSTs without a valid CSRF token never count against a username; valid wrong ones do', async () => {
    const api = await server(limits({ perUsernameIp: 2, perUsername: 3 }));
    const member = await createMember(database.current.db);
    const attacker = new Browser(api, ip(1));
    for (let n = 0; n < 10; n++) {
      expect((await attacker.signIn(member.username, WRONG_PASSWORD, 'missing')).error).toBe('MissingCSRF');
      expect((await attacker.signIn(member.username, WRONG_PASSWORD, 'foreign')).error).toBe('MissingCSRF');
    }
    // 20 refused POSTs from this address: none was a failure, so the owner signs in from it at once.
    const owner = new Browser(api, ip(1));
    const signedIn = await owner.signIn(member.username, member.password);
    expectSignedIn(signedIn);
    // With a valid token, wrong passwords count: 2 per username and address, the 3rd is refused.
    expectWrongPassword(await attacker.signIn(member.username, WRONG_PASSWORD));
    expectWrongPassword(await attacker.signIn(member.username, WRONG_PASSWORD));
    expectRefused(await attacker.signIn(member.username, WRONG_PASSWORD));
  });

  it('5 failures for a username from one address answer 429 to the 6th; other names and addresses go on', async () => {
    const api = await server(limits({}));
    const member = await createMember(database.current.db);
    const guesser = new Browser(api, ip(1));
    for (let n = 1; n <= 5; n++)
      expectWrongPassword(await guesser.signIn(member.username.toUpperCase(), WRONG_PASSWORD));
    expectRefused(await guesser.signIn(member.username, WRONG_PASSWORD));
    expectRefused(await guesser.signIn(member.username, member.password));
    expectWrongPassword(await guesser.signIn(DEMO_MEMBER.username, WRONG_PASSWORD));
    expectSignedIn(await new Browser(api, ip(2)).signIn(member.username, member.password));
  });

  it("10 wrong passwords from one address neither stop nor slow the owner's known device; new ones wait", async () => {
    const api = await server(limits({ delayAfterFailures: 0, maxDelayMs: 3000 }));
    const member = await createMember(database.current.db);
    // The owner's phone signed in before: it holds a device cookie, HttpOnly and sent to the sign-in helper only.
    const phone = new Browser(api, ip(1));
    const first = await phone.signIn(member.username, member.password);
    expectSignedIn(first);
    const setCookie = ([] as string[]).concat(first.response.headers['set-cookie'] ?? []);
    const device = setCookie.find((cookie) => cookie.startsWith('login-device='));
    expect(device).toMatch(/; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Lax$/);

    const attacker = new Browser(api, ip(66));
    const answers = [];
    for (let n = 0; n < 10; n++) answers.push(await attacker.signIn(member.username, WRONG_PASSWORD));
    for (const answer of answers.slice(0, 5)) expectWrongPassword(answer);
    for (const answer of answers.slice(5)) expectRefused(answer);

    // 5 failures on the username: an untrusted attempt waits 250 ms × 2^4, capped at 3 s; the known device does not.
    const known = await phone.at(ip(2)).signIn(member.username, member.password);
    expectSignedIn(known);
    expect(known.ms).toBeLessThan(3000);
    const laptop = await new Browser(api, ip(3)).signIn(member.username, member.password);
    expectSignedIn(laptop);
    expect(laptop.ms).toBeGreaterThanOrEqual(3000);
  });

  describe('past the loose per-username limit', () => {
    let api: FastifyInstance;
    let owner: TestMember;
    let ownerPhone: Browser;
    let other: Browser;

    beforeAll(async () => {
      api = await authServer(database.current, {
        settings: { loginRateLimits: limits({ perUsernameIp: 5, perUsername: 10 }) },
      });
      owner = await createMember(database.current.db);
      const someoneElse = await createMember(database.current.db);
      ownerPhone = new Browser(api, '10.200.0.1');
      expectSignedIn(await ownerPhone.signIn(owner.username, owner.password));
      other = new Browser(api, '10.200.0.2');
      expectSignedIn(await other.signIn(someoneElse.username, someoneElse.password));
      // 10 failures from two addresses: the username's hourly budget is spent.
      for (const address of ['10.200.1.1', '10.200.1.2']) {
        const attacker = new Browser(api, address);
        for (let n = 0; n < 5; n++) expectWrongPassword(await attacker.signIn(owner.username, WRONG_PASSWORD));
      }
    });
    afterAll(async () => {
      await api.close();
    });

    it('a new device is refused with 429, the known device signs in', async () => {
      expectRefused(await new Browser(api, '10.200.2.1').signIn(owner.username, owner.password));
      expectSignedIn(await ownerPhone.at('10.200.2.2').signIn(owner.username, owner.password));
    });

    it("another member's device cookie or a forged one is no known device", async () => {
      expectRefused(await other.at('10.200.3.1').signIn(owner.username, owner.password));
      const genuine = ownerPhone.cookies.get('login-device')!;
      const [version, memberId, deviceId, signature] = genuine.split('.') as [string, string, string, string];
      const otherId = other.cookies.get('login-device')!.split('.')[1]!;
      const forgeries = [
        `${version}.${memberId}.${deviceId}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
        `${version}.${memberId}.${deviceId}x.${signature}`,
        `${version}.${otherId}.${deviceId}.${signature}`,
        `v2.${memberId}.${deviceId}.${signature}`,
      ];
      for (const [n, forged] of forgeries.entries()) {
        const browser = new Browser(api, `10.200.4.${n + 1}`);
        browser.cookies.set('login-device', forged);
        expectRefused(await browser.signIn(owner.username, owner.password));
      }
    });
  });

  it('sign-in attempts from one IP are limited across usernames, other IPs are not', async () => {
    const api = await server(limits({ perIp: 5 }));
    for (let n = 1; n <= 5; n++) expectWrongPassword(await new Browser(api, ip(1)).signIn(`user-${n}`, 'x!x'));
    expectRefused(await new Browser(api, ip(1)).signIn('user-6', 'x!x'));
    expectWrongPassword(await new Browser(api, ip(2)).signIn('user-6', 'x!x'));
  });

  it('guest and ARS sign-ins count against the IP; refreshes do not', async () => {
    const api = await server(limits({ perIp: 5 }));
    const post = (path: string, payload: string) =>
      api.inject({
        method: 'POST',
        url: `/api/auth/callback/${path}`,
        remoteAddress: ip(1),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    for (let n = 1; n <= 4; n++) expect((await post('guest', 'json=true')).statusCode).toBe(200);
    expect((await post('ars', 'token=unknown&json=true')).statusCode).toBe(200);
    expect((await post('guest', 'json=true')).statusCode).toBe(429);
    for (let n = 1; n <= 7; n++) {
      expect((await post('refresh_guest', 'refreshToken=unknown&json=true')).statusCode).toBe(200);
    }
  });
});

describeIfRedis('login rate limits shared through Redis', () => {
  describePglite('two server instances', (database) => {
    const namespace = freshRedisNamespace();
    const shared = limits({ perUsernameIp: 3 });
    let first: FastifyInstance;
    let second: FastifyInstance;
    let redis: Redis;
    // Each instance is its own process in production: its own limiter and Redis connection.
    const limiters: ProcessRateLimiter[] = [];
    beforeAll(async () => {
      await seedDatabase(database.current.db, seedFixture);
      redis = new Redis(TEST_REDIS_URL);
      const instance = async () => {
        const rateLimiter = await openRateLimiter({ redisUrl: TEST_REDIS_URL, prefix: namespace });
        limiters.push(rateLimiter);
        return authServer(database.current, { settings: { loginRateLimits: shared }, rateLimiter });
      };
      first = await instance();
      second = await instance();
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      for (const limiter of limiters) await limiter.close();
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    async function attempt(app: FastifyInstance) {
      return new AuthClient(app).signIn('member', { username: DEMO_MEMBER.username, password: WRONG_PASSWORD });
    }

    it('failures on one instance count on the other', async () => {
      expect((await attempt(first)).error).toBe('CredentialsSignin');
      expect((await attempt(second)).error).toBe('CredentialsSignin');
      expect((await attempt(first)).error).toBe('CredentialsSignin');
      const blocked = await attempt(second);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject(RATE_LIMITED);
      expect((await attempt(first)).status).toBe(429);
    });

    it('the keys in Redis name what they limit', async () => {
      const keys = (await redis.keys(`${namespace}*`)).map((key) => key.slice(namespace.length));
      const user = /[A-Za-z0-9_-]{43}/.source;
      expect(keys).toEqual(
        expect.arrayContaining([
          ':login:ip:127.0.0.1',
          expect.stringMatching(new RegExp(`^:login:user-ip:${user}:127\\.0\\.0\\.1$`)),
          expect.stringMatching(new RegExp(`^:login:user:${user}$`)),
        ]),
      );
      expect(keys.join(' ')).not.toContain('undefined');
    });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_LOGIN_RATE_LIMITS } from '../../../server/auth/auth-settings';
import { seedDatabase } from '../../../server/db/seed/seed';
import { openRateLimiter, type ProcessRateLimiter } from '../../../server/rate-limit/create-rate-limiter';
import { LOGIN_RATE_LIMITED_MESSAGE } from '../../../server/rate-limit/login-rate-limit';
import { describePglite } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import { AuthClient, authServer } from './support/auth-harness';
import { describeIfRedis, freshRedisNamespace, TEST_REDIS_URL } from './support/redis';

const RATE_LIMITED = { code: 'RATE_LIMITED', message: LOGIN_RATE_LIMITED_MESSAGE };

describePglite('login rate limits', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedFixture);
    app = await authServer(database.current, {
      settings: { loginRateLimits: { ...DEFAULT_LOGIN_RATE_LIMITS, perIp: 5 } },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  /** A wrong-password member sign-in from `remoteAddress` (light-my-request lets a test pick the client address). */
  async function attempt(username: string, remoteAddress: string) {
    const client = new AuthClient(app);
    const csrfToken = await client.csrfToken();
    return app.inject({
      method: 'POST',
      url: '/api/auth/callback/member',
      remoteAddress,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      payload: new URLSearchParams({ username, password: 'wrong-password!', csrfToken, json: 'true' }).toString(),
    });
  }

  it('the 11th sign-in attempt for one username in 10 minutes answers 429 with a Korean message', async () => {
    // 10 per username (the default); spread over IPs so the per-IP limit (5 here) is not what stops it.
    for (let n = 1; n <= 10; n++) {
      const username = n % 2 === 0 ? 'demo' : 'DEMO';
      const response = await attempt(username, `10.0.1.${n}`);
      expect(response.statusCode, `attempt ${n}`).toBe(200);
      expect((response.json() as { url: string }).url).toContain('error=CredentialsSignin');
    }
    const blocked = await attempt('Demo', '10.0.1.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(RATE_LIMITED);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another username from a fresh address is not affected.
    expect((await attempt('someone-else', '10.0.1.100')).statusCode).toBe(200);
  });

  it('sign-in attempts from one IP are limited across usernames, other IPs are not', async () => {
    for (let n = 1; n <= 5; n++) expect((await attempt(`user-${n}`, '10.0.2.1')).statusCode).toBe(200);
    expect((await attempt('user-6', '10.0.2.1')).statusCode).toBe(429);
    expect((await attempt('user-6', '10.0.2.2')).statusCode).toBe(200);
  });

  it('guest and ARS sign-ins count against the IP; refreshes do not', async () => {
    const guest = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/callback/guest',
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'json=true',
      });
    for (let n = 1; n <= 5; n++) expect((await guest('10.0.3.1')).statusCode).toBe(200);
    expect((await guest('10.0.3.1')).statusCode).toBe(429);
    for (let n = 1; n <= 7; n++) {
      const refresh = await app.inject({
        method: 'POST',
        url: '/api/auth/callback/refresh_guest',
        remoteAddress: '10.0.3.1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'refreshToken=unknown&json=true',
      });
      expect(refresh.statusCode).toBe(200);
    }
  });
});

describeIfRedis('login rate limits shared through Redis', () => {
  describePglite('two server instances', (database) => {
    const namespace = freshRedisNamespace();
    const limits = { ...DEFAULT_LOGIN_RATE_LIMITS, perUsername: 3, perIp: 1000 };
    let first: FastifyInstance;
    let second: FastifyInstance;
    // Each instance is its own process in production: its own limiter and Redis connection.
    const limiters: ProcessRateLimiter[] = [];
    beforeAll(async () => {
      await seedDatabase(database.current.db, seedFixture);
      const instance = async () => {
        const rateLimiter = await openRateLimiter({ redisUrl: TEST_REDIS_URL, prefix: namespace });
        limiters.push(rateLimiter);
        return authServer(database.current, { settings: { loginRateLimits: limits }, rateLimiter });
      };
      first = await instance();
      second = await instance();
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      for (const limiter of limiters) await limiter.close();
    });

    async function attempt(app: FastifyInstance) {
      return new AuthClient(app).signIn('member', { username: 'demo', password: 'wrong-password!' });
    }

    it('attempts on one instance count on the other', async () => {
      expect((await attempt(first)).status).toBe(200);
      expect((await attempt(second)).status).toBe(200);
      expect((await attempt(first)).status).toBe(200);
      const blocked = await attempt(second);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual(RATE_LIMITED);
      expect((await attempt(first)).status).toBe(429);
    });
  });
});

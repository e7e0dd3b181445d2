import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildServer } from '../../../server/app';
import { DEFAULT_LOGIN_RATE_LIMITS } from '../../../server/auth/auth-settings';
import { seedDatabase } from '../../../server/db/seed/seed';
import { openRateLimiter, type ProcessRateLimiter } from '../../../server/rate-limit/create-rate-limiter';
import { LOGIN_RATE_LIMITED_MESSAGE } from '../../../server/rate-limit/login-rate-limit';
import { accountRoutes } from '../../../server/routes/account';
import { authRoutes } from '../../../server/routes/auth';
import { CLIENT_SEND_RULE } from '../../../server/services/account/phone-verification-service';
import { freshPhone } from '../account/support/account-harness';
import { AuthClient, testSettings } from '../auth/support/auth-harness';
import { describePglite } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import { TEST_AUTH_KEY } from '../support/test-server';
import { describeIfRedisServer, RedisServerProcess } from './support/redis-server';

/** Failed sign-ins per username in the window; the other limits are set high so only this one is met. */
const PER_USERNAME = 3;
const SMS_PER_IP = CLIENT_SEND_RULE.limit;
const PREFIX = 'outage-test';

const LOGIN_LIMITED = { code: 'RATE_LIMITED', message: LOGIN_RATE_LIMITED_MESSAGE, requestId: expect.any(String) };
const SMS_LIMITED = {
  code: 'RATE_LIMITED',
  message: '요청이 너무 많아요. 잠시 후 다시 시도해주세요.',
  requestId: expect.any(String),
};

/**
 * README "Rate limits and Redis outages": two server instances (each with its own rate limiter and Redis
 * connection, as two processes would have) share their counts through a redis-server of the test's own; when that
 * Redis is stopped, every limit keeps holding per instance (429 after N, never a 5xx, never unlimited); when it
 * comes back, the counts are shared again.
 */
describeIfRedisServer('rate limits when Redis goes away', () => {
  describePglite('two instances on one Redis', (database) => {
    let redisServer: RedisServerProcess;
    let inspector: Redis;
    const limiters: ProcessRateLimiter[] = [];
    const instances: FastifyInstance[] = [];

    async function instance(): Promise<FastifyInstance> {
      const rateLimiter = await openRateLimiter({ redisUrl: redisServer.url, prefix: PREFIX });
      limiters.push(rateLimiter);
      const app = await buildServer({
        database: database.current,
        authKey: TEST_AUTH_KEY,
        rateLimiter,
        settings: {
          devPages: false,
          sms: { delayMs: 0, failureRate: 0 },
          auth: testSettings({
            loginRateLimits: { ...DEFAULT_LOGIN_RATE_LIMITS, perUsername: PER_USERNAME, perIp: 1000, maxDelayMs: 0 },
          }),
        },
        routes: [authRoutes, accountRoutes],
      });
      instances.push(app);
      return app;
    }

    let first: FastifyInstance;
    let second: FastifyInstance;
    beforeAll(async () => {
      await seedDatabase(database.current.db, seedFixture);
      redisServer = await RedisServerProcess.start();
      inspector = redisServer.client();
      first = await instance();
      second = await instance();
    });
    afterAll(async () => {
      for (const app of instances) await app.close();
      for (const limiter of limiters) await limiter.close();
      inspector?.disconnect();
      await redisServer?.stop();
    });

    /** A wrong-password member sign-in for `username` from `ip`. */
    async function signIn(app: FastifyInstance, username: string, ip = '10.20.0.1') {
      const client = new AuthClient(app);
      const csrfToken = await client.csrfToken();
      return app.inject({
        method: 'POST',
        url: '/api/auth/callback/member',
        remoteAddress: ip,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        },
        payload: new URLSearchParams({ username, password: 'wrong-password!', csrfToken, json: 'true' }).toString(),
      });
    }

    /** An SMS code request for a fresh phone from `ip`. */
    function sendCode(app: FastifyInstance, ip: string) {
      return app.inject({
        method: 'POST',
        url: '/api/account/phone-verification/create',
        remoteAddress: ip,
        payload: { name: '홍길동', phoneNumber: freshPhone() },
      });
    }

    /** Status codes of `count` calls made one after another. */
    async function statuses(count: number, call: () => Promise<{ statusCode: number }>): Promise<number[]> {
      const answers: number[] = [];
      for (let n = 0; n < count; n++) answers.push((await call()).statusCode);
      return answers;
    }

    const usernameKey = (username: string) =>
      `${PREFIX}:login:user:${createHash('sha256').update(username).digest('base64url')}`;

    it('with Redis up, one sign-in limit and one SMS limit are shared by both instances', async () => {
      const attempts = [first, second, first].map((app) => () => signIn(app, 'demo'));
      for (const attempt of attempts) expect((await attempt()).statusCode).toBe(200);
      const blocked = await signIn(second, 'demo');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(LOGIN_LIMITED);
      expect((await signIn(first, 'demo')).statusCode).toBe(429);
      // The count lives in Redis, under the name of what it limits; refused attempts are no failures.
      expect(Number(await inspector.get(usernameKey('demo')))).toBe(PER_USERNAME);

      const half = SMS_PER_IP / 2;
      expect(await statuses(half, () => sendCode(first, '10.21.0.1'))).toEqual(Array(half).fill(200));
      expect(await statuses(half, () => sendCode(second, '10.21.0.1'))).toEqual(Array(half).fill(200));
      const smsBlocked = await sendCode(first, '10.21.0.1');
      expect(smsBlocked.statusCode).toBe(429);
      expect(smsBlocked.json()).toEqual(SMS_LIMITED);
      expect((await sendCode(second, '10.21.0.1')).statusCode).toBe(429);
    });

    it('with Redis stopped, every limit still holds on each instance: N pass, the N+1th is 429, never a 5xx', async () => {
      await redisServer.stop();
      for (const app of [first, second]) {
        const signIns = await statuses(PER_USERNAME + 2, () => signIn(app, 'outage-user'));
        expect(signIns).toEqual([...Array(PER_USERNAME).fill(200), 429, 429]);
        const blocked = await signIn(app, 'outage-user');
        expect(blocked.json()).toEqual(LOGIN_LIMITED);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

        const sends = await statuses(SMS_PER_IP + 1, () => sendCode(app, '10.22.0.1'));
        expect(sends).toEqual([...Array(SMS_PER_IP).fill(200), 429]);
      }
    });

    it('when Redis is back, the instances share their counts again', async () => {
      await redisServer.start();
      // Each instance reconnects on its own schedule: wait until a hit of each one is counted in Redis.
      for (const [n, app] of [first, second].entries()) {
        let probe = 0;
        await vi.waitFor(
          async () => {
            probe += 1;
            await signIn(app, `probe-${n}-${probe}`, `10.23.0.${n + 1}`);
            expect(await inspector.exists(`${PREFIX}:login:ip:10.23.0.${n + 1}`)).toBe(1);
          },
          { timeout: 10_000, interval: 100 },
        );
      }
      for (const app of [first, second, first]) expect((await signIn(app, 'after-outage')).statusCode).toBe(200);
      expect((await signIn(second, 'after-outage')).statusCode).toBe(429);
    });
  });
});

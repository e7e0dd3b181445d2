import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer, type RouteModule } from '../../../server/app';
import { DEFAULT_LOGIN_RATE_LIMITS } from '../../../server/auth/auth-settings';
import { readServerConfig } from '../../../server/config';
import { createAuthRoutes } from '../../../server/routes/auth';
import { testSettings } from '../auth/support/auth-harness';
import { TEST_AUTH_KEY, unusedDatabase } from '../support/test-server';

/** GET /api/test/client: the client IP the server settled on. */
const clientRoute: RouteModule = async (app) => {
  app.get('/api/test/client', async (request) => ({ ip: request.ip }));
};

/**
 * A listening server (real TCP on 127.0.0.1, so the peer is 127.0.0.1) configured from TRUST_PROXY as main.ts is,
 * with 3 sign-in POSTs per client IP allowed.
 */
async function listening(trustProxyEnv: string | undefined): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildServer({
    database: unusedDatabase(),
    authKey: TEST_AUTH_KEY,
    logger: false,
    trustProxy: readServerConfig({ TRUST_PROXY: trustProxyEnv }).trustProxy,
    routes: [
      createAuthRoutes({ settings: testSettings({ loginRateLimits: { ...DEFAULT_LOGIN_RATE_LIMITS, perIp: 3 } }) }),
      clientRoute,
    ],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

describe('client IP behind TRUST_PROXY (real TCP from 127.0.0.1)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function clientIp(trustProxyEnv: string | undefined, forwardedFor: string): Promise<string> {
    const server = await listening(trustProxyEnv);
    app = server.app;
    const response = await fetch(`${server.base}/api/test/client`, { headers: { 'x-forwarded-for': forwardedFor } });
    return ((await response.json()) as { ip: string }).ip;
  }

  /** A sign-in POST (counted per client IP before Auth.js reads it; without a CSRF token it changes nothing else). */
  async function signInStatus(base: string, forwardedFor: string): Promise<number> {
    const response = await fetch(`${base}/api/auth/callback/member`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
      body: 'json=true',
    });
    await response.arrayBuffer();
    return response.status;
  }

  it('through a trusted proxy the client is the rightmost untrusted hop, not what the client wrote', async () => {
    expect(await clientIp('127.0.0.1', '6.6.6.6, 1.2.3.4')).toBe('1.2.3.4');
    await app?.close();
    // When 1.2.3.4 is a trusted proxy too, the next hop to the left is the client.
    expect(await clientIp('loopback,1.2.3.4', '6.6.6.6, 1.2.3.4')).toBe('6.6.6.6');
  });

  it('from an untrusted peer, or with no proxy configured, the header is ignored', async () => {
    expect(await clientIp('10.0.0.1', '6.6.6.6, 1.2.3.4')).toBe('127.0.0.1');
    await app?.close();
    expect(await clientIp(undefined, '6.6.6.6, 1.2.3.4')).toBe('127.0.0.1');
  });

  it('an untrusted peer cannot escape the per-IP sign-in limit by rotating X-Forwarded-For', async () => {
    const server = await listening('10.0.0.1');
    app = server.app;
    const statuses = [];
    for (let n = 1; n <= 4; n++) statuses.push(await signInStatus(server.base, `203.0.113.${n}`));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('behind a trusted proxy, a client rotating a spoofed prefix is still counted as itself', async () => {
    const server = await listening('127.0.0.1');
    app = server.app;
    const statuses = [];
    for (let n = 1; n <= 4; n++) statuses.push(await signInStatus(server.base, `203.0.113.${n}, 198.51.100.7`));
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another client behind the same proxy has its own count.
    expect(await signInStatus(server.base, '198.51.100.8')).toBe(200);
  });
});

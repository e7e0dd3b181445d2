import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { readServerConfig } from '../../../server/config';
import { seedDatabase } from '../../../server/db/seed/seed';
import { accountRoutes } from '../../../server/routes/account';
import { authRoutes } from '../../../server/routes/auth';
import { routeModules } from '../../../server/routes/index';
import { youtubeEmbedUrl } from '../../../src/adapters/ui/pages/story/use-embed-availability';
import { accountServer, bearer, call, createMember } from '../account/support/account-harness';
import { AuthClient } from '../auth/support/auth-harness';
import { listEndpoints } from '../support/api-endpoints';
import { describeOnDatabases } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import { probeRoutes, TEST_AUTH_KEY, unusedDatabase } from '../support/test-server';

// Issue 15 finding 4 (browser protections) and finding 8 (personal data is never cached).

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const ASSET = '/assets/index-3f2a1b.js';
const HSTS = 'max-age=31536000';
const PROXY = '127.0.0.1';
const CLIENT = '203.0.113.9';

/** The Content-Security-Policy of `response` as directive → sources. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  if (typeof header !== 'string') throw new Error(`no Content-Security-Policy on ${response.raw.req.url}`);
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name !== undefined && name !== '')
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The headers every storefront answer carries, whatever its kind. */
function expectStorefrontHeaders(response: LightMyRequestResponse): void {
  const policy = csp(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  expect(policy.get('font-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

/** A web root like the build's: the real index.html (its inline handler is what the CSP must allow) and an asset. */
async function webRootFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'security-headers-'));
  await mkdir(join(folder, 'assets'));
  await writeFile(join(folder, 'index.html'), await readFile('index.html'));
  await writeFile(join(folder, ASSET), 'console.log(1);');
  return folder;
}

describe('security headers on every kind of answer', () => {
  let webRoot: string;
  let app: FastifyInstance;
  let behindProxy: FastifyInstance;
  beforeAll(async () => {
    webRoot = await webRootFolder();
    const common = {
      database: unusedDatabase(),
      authKey: TEST_AUTH_KEY,
      logger: false,
      webRoot,
      routes: [probeRoutes],
    };
    app = await buildServer(common);
    behindProxy = await buildServer({ ...common, trustProxy: [PROXY] });
  });
  afterAll(async () => {
    await app.close();
    await behindProxy.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('the storefront page (HTML) may not be framed and runs only our own scripts and styles', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: HTML } });
    expect(response.statusCode).toBe(200);
    expectStorefrontHeaders(response);
    const policy = csp(response);
    for (const directive of ['script-src', 'style-src', 'script-src-attr']) {
      expect(policy.get(directive)?.join(' ')).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    }
    // A deep link gets the same document, so the same policy.
    const deepLink = await app.inject({ method: 'GET', url: '/mypage/coupon', headers: { accept: HTML } });
    expect(deepLink.headers['content-security-policy']).toBe(response.headers['content-security-policy']);
  });

  it('index.html has no inline handler and the policy allows none (script-src-attr none)', async () => {
    const index = await readFile('index.html', 'utf8');
    expect([...index.matchAll(/\son[a-z]+="([^"]*)"/g)]).toEqual([]);
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: HTML } });
    expect(csp(response).get('script-src-attr')).toEqual(["'none'"]);
  });

  it('a static asset and an API answer carry the same headers; the asset keeps its immutable cache', async () => {
    const asset = await app.inject({ method: 'GET', url: ASSET });
    expect(asset.statusCode).toBe(200);
    expectStorefrontHeaders(asset);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await app.inject({ method: 'GET', url: '/api/test/pages?page=2' });
    expect(api.statusCode).toBe(200);
    expectStorefrontHeaders(api);
    expect(api.headers['cache-control']).toBe('no-store');
    const missing = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(missing.statusCode).toBe(404);
    expectStorefrontHeaders(missing);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('a refused and a failed API answer carry the same headers as a 200 (the error handler keeps them)', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/test/pages?page=2' });
    const refused = await app.inject({ method: 'GET', url: '/api/test/pages?page=0' });
    const failed = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect([refused.statusCode, failed.statusCode]).toEqual([400, 500]);
    for (const answer of [refused, failed]) {
      expectStorefrontHeaders(answer);
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cache-control']) {
        expect(answer.headers[name], name).toBe(ok.headers[name]);
      }
    }
  });

  it('the external origins are exactly the story videos’ host (frame and probe), and images only add data: and blob:', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: HTML } });
    const policy = csp(response);
    const videoHost = new URL(youtubeEmbedUrl('abc')).origin;
    expect(policy.get('frame-src')).toEqual(["'self'", videoHost]);
    expect(policy.get('connect-src')).toEqual(["'self'", videoHost]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('a configured map tile server (VITE_MAP_TILE_URL) is the one more image origin', async () => {
    const { services } = readServerConfig({ VITE_MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' });
    expect(services.mapTileOrigin).toBe('https://*.tile.example.org');
    const tiled = await buildServer({
      database: unusedDatabase(),
      authKey: TEST_AUTH_KEY,
      logger: false,
      settings: { mapTileOrigin: services.mapTileOrigin },
    });
    try {
      const response = await tiled.inject({ method: 'GET', url: '/api/health' });
      expect(csp(response).get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.example.org']);
    } finally {
      await tiled.close();
    }
    expect(() => readServerConfig({ VITE_MAP_TILE_URL: 'javascript:alert(1)/{z}' })).toThrow(/VITE_MAP_TILE_URL/);
  });

  it('HSTS only when the request arrived over TLS: through a trusted proxy, never over plain http or from a client', async () => {
    const plain = await behindProxy.inject({ method: 'GET', url: '/api/health', remoteAddress: PROXY });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await behindProxy.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': CLIENT },
    });
    expect(tls.headers['strict-transport-security']).toBe(HSTS);
    // The header is the proxy's to write: a client's own X-Forwarded-Proto proves nothing.
    const spoofed = await behindProxy.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: CLIENT,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const untrusting = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusting.headers['strict-transport-security']).toBeUndefined();
  });

  it('the API docs may use inline styles (Swagger UI injects them) but still only our scripts, and are never framed', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const policy = csp(response);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    // Only the docs: the storefront keeps its strict styles.
    const home = await app.inject({ method: 'GET', url: '/', headers: { accept: HTML } });
    expect(csp(home).get('style-src')).toEqual(["'self'"]);
  });
});

/** The nonce a directive allows (helmet's per-response `'nonce-…'`). */
function nonceOf(response: LightMyRequestResponse, directive: string): string {
  const source = csp(response)
    .get(directive)
    ?.find((value) => value.startsWith("'nonce-"));
  if (source === undefined) throw new Error(`${directive} has no nonce`);
  return source.slice("'nonce-".length, -1);
}

describeOnDatabases('personal answers are never cached; the framed identity page', (database) => {
  let app: FastifyInstance;
  let member: Awaited<ReturnType<typeof createMember>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedFixture);
    app = await accountServer(database.current, {
      extraRoutes: routeModules.filter((module) => module !== authRoutes && module !== accountRoutes),
    });
    member = await createMember(database.current.db);
    headers = await bearer(member.ownerId);
  });
  afterAll(async () => {
    await app.close();
  });

  it('account, cart, orders, coupons, points and addresses answer 200 with Cache-Control: no-store', async () => {
    for (const url of [
      '/api/account/member/info',
      '/api/delivery/member/info',
      '/api/delivery/cart/count',
      '/api/delivery/order/history?page=1&size=10',
      '/api/delivery/coupon/membership',
      '/api/delivery/coupon/ecoupon',
      '/api/account/point?page=1&size=10',
      '/api/account/point/status',
      '/api/account/address',
    ]) {
      const response = await call(app, 'GET', url, undefined, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expectStorefrontHeaders(response);
    }
  });

  it('every session GET of the API answers no-store, whatever it answers', async () => {
    const sessionGets = listEndpoints().filter((endpoint) => endpoint.method === 'GET' && endpoint.auth === 'session');
    expect(sessionGets.length).toBeGreaterThan(20);
    for (const endpoint of sessionGets) {
      const url = `${endpoint.path.replaceAll(/:[A-Za-z]+/g, '1')}?page=1&size=10&orderId=1`;
      for (const caller of [headers, {}]) {
        const response = await call(app, 'GET', url, undefined, caller);
        expect(response.headers['cache-control'], `${endpoint.key} ${response.statusCode}`).toBe('no-store');
      }
    }
  });

  it('the sign-in helper’s answers (CSRF, sign-in, the session with its tokens) answer no-store', async () => {
    const client = new AuthClient(app);
    const csrf = await client.get('/api/auth/csrf');
    expect(csrf.headers['cache-control']).toMatch(/\bno-store\b/);
    const answer = await client.signIn('member', { username: member.username, password: member.password });
    expect(answer.error).toBeNull();
    const session = await client.get('/api/auth/session');
    expect(session.statusCode).toBe(200);
    expect((session.json() as { accessToken?: string }).accessToken).toEqual(expect.any(String));
    expect(session.headers['cache-control']).toMatch(/\bno-store\b/);
    expect(session.headers['cache-control']).not.toMatch(/\bpublic\b/);
    expectStorefrontHeaders(session);
  });

  it('a public catalog answer keeps its public cache header, on a miss and on a hit', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await call(app, 'GET', '/api/delivery/menu/category');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expectStorefrontHeaders(response);
    }
  });

  it('the identity page may be framed by the storefront only, and runs its inline code by this response’s nonce', async () => {
    const url = '/auth-sim/verify-ready?phoneNumber=&verifyType=REGISTER_CI_VERIFY';
    const response = await call(app, 'GET', url);
    expect(response.statusCode).toBe(200);
    const policy = csp(response);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(policy.get('script-src')?.join(' ')).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(policy.get('style-src')?.join(' ')).not.toMatch(/'unsafe-inline'/);
    const scriptNonce = nonceOf(response, 'script-src');
    const styleNonce = nonceOf(response, 'style-src');
    expect(response.body).toContain(`<script nonce="${scriptNonce}">`);
    expect(response.body).toContain(`<style nonce="${styleNonce}">`);
    expect(response.body.match(/<script\b/g)).toHaveLength(1);
    const again = await call(app, 'GET', url);
    expect(nonceOf(again, 'script-src')).not.toBe(scriptNonce);
    // The storefront's own pages stay unframeable.
    expect(csp(await call(app, 'GET', '/api/account/member/info', undefined, headers)).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it('the dev SMS outbox is never framed and styles itself by its nonce', async () => {
    const response = await call(app, 'GET', '/dev/sms');
    expect(response.statusCode).toBe(200);
    expect(csp(response).get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.body).toContain(`<style nonce="${nonceOf(response, 'style-src')}">`);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOrigins } from '../../../server/auth/auth-settings';
import { DEMO_MEMBER } from '../../../server/db/seed/demo-member';
import { seedDatabase } from '../../../server/db/seed/seed';
import { describeOnDatabases } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import { AuthClient, authServer, OWN_ORIGIN } from './support/auth-harness';

const FORBIDDEN = { code: 'FORBIDDEN', message: '접근 권한이 없습니다.', requestId: expect.any(String) };

describeOnDatabases('the Auth.js sign-in surface', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedFixture);
    app = await authServer(database.current, { settings: { allowedOrigins: ['https://partner.example.com'] } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /providers lists the five credentials providers with their callback urls', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    const providers = response.json() as Record<string, { id: string; type: string; callbackUrl: string }>;
    expect(Object.keys(providers).sort()).toEqual(['ars', 'guest', 'member', 'refresh_guest', 'refresh_member']);
    expect(providers['member']).toMatchObject({
      id: 'member',
      type: 'credentials',
      callbackUrl: 'http://localhost/api/auth/callback/member',
    });
  });

  it('GET /csrf answers a token and sets the matching csrf cookie', async () => {
    const client = new AuthClient(app);
    const token = await client.csrfToken();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(decodeURIComponent(client.cookies.get('authjs.csrf-token') ?? '')).toMatch(new RegExp(`^${token}\\|`));
    // The cookie is reused: a second call answers the same token.
    expect(await client.csrfToken()).toBe(token);
  });

  it('GET /session without a session answers null', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('POST /_log accepts any body and drops it', async () => {
    for (const [type, payload] of [
      ['application/json', '{"level":"error","code":"X"}'],
      ['text/plain;charset=UTF-8', '{"level":"error"}'],
      ['application/x-www-form-urlencoded', 'level=error&code=X'],
      ['application/octet-stream', 'raw'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/_log',
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode, type).toBe(204);
    }
  });

  it('GET /error renders the error page; an unknown action answers 400', async () => {
    const error = await app.inject({ method: 'GET', url: '/api/auth/error?error=Configuration' });
    expect(error.statusCode).toBe(500);
    expect(error.headers['content-type']).toContain('text/html');
    const unknown = await app.inject({ method: 'GET', url: '/api/auth/nothing-here' });
    expect(unknown.statusCode).toBe(400);
  });

  it('POST /signin/{credentials provider} sends the client to the sign-in page (credentials sign in via callback)', async () => {
    const client = new AuthClient(app);
    const csrfToken = await client.csrfToken();
    const response = await client.postForm('/api/auth/signin/member', { csrfToken, callbackUrl: '/', json: 'true' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'http://localhost/api/auth/signin' });
  });

  it('a JSON body works like the form (the fields are passed on form-encoded)', async () => {
    const client = new AuthClient(app);
    const csrfToken = await client.csrfToken();
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/callback/member',
      headers: { cookie },
      payload: {
        username: DEMO_MEMBER.username,
        password: DEMO_MEMBER.password,
        csrfToken,
        callbackUrl: '/',
        json: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'http://localhost/' });
  });

  it('POST /signout ends the session and answers the callback url', async () => {
    const client = new AuthClient(app);
    await client.signIn('member', { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password });
    const response = await client.signOut();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'http://localhost/reset' });
    expect(await client.session()).toBeNull();
  });

  it('a POST from a foreign Origin answers 403 FORBIDDEN, before Auth.js runs', async () => {
    const client = new AuthClient(app, { origin: 'https://evil.example.com' });
    const signIn = await client.postForm('/api/auth/callback/guest', { callbackUrl: '/', json: 'true' });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual(FORBIDDEN);
    const log = await client.postForm('/api/auth/_log', { level: 'error' });
    expect(log.statusCode).toBe(403);
    const nullOrigin = await new AuthClient(app, { origin: 'null' }).postForm('/api/auth/signout', {});
    expect(nullOrigin.statusCode).toBe(403);
  });

  it('the own origin, an allowed origin and a request without Origin pass the origin check', async () => {
    const variants: Record<string, string>[] = [{ origin: OWN_ORIGIN }, { origin: 'https://partner.example.com' }, {}];
    for (const headers of variants) {
      const client = new AuthClient(app, headers);
      const answer = await client.signIn('guest');
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(answer.error).toBeNull();
    }
  });

  it('GETs are never origin-checked (they change nothing)', async () => {
    const response = await new AuthClient(app, { origin: 'https://evil.example.com' }).get('/api/auth/session');
    expect(response.statusCode).toBe(200);
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('is a comma-separated list of origins, normalised', () => {
    expect(parseOrigins(' https://Shop.example.com/ , http://localhost:5173,')).toEqual([
      'https://shop.example.com',
      'http://localhost:5173',
    ]);
    expect(parseOrigins(undefined)).toEqual([]);
  });

  it('refuses an entry that is not an origin', () => {
    expect(() => parseOrigins('shop.example.com')).toThrow(/ALLOWED_ORIGINS/);
  });
});

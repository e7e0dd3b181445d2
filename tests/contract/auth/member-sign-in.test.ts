import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../../../server/auth/access-token';
import { DEMO_MEMBER, DEMO_MEMBER_OWNER_ID } from '../../../server/db/seed/demo-member';
import { seedDatabase } from '../../../server/db/seed/seed';
import { describeOnDatabases } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import { LogCapture, TEST_AUTH_KEY } from '../support/test-server';
import { AuthClient, authServer } from './support/auth-harness';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
const FOURTEEN_DAYS_MS = 14 * 24 * 60 * 60 * 1000;

describeOnDatabases('member sign-in', (database) => {
  let app: FastifyInstance;
  const logs = new LogCapture();
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedFixture);
    app = await authServer(database.current, { logs });
  });
  afterAll(async () => {
    await app.close();
  });

  const demo = { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password };

  it('the right password signs in: the session is a member session with a verifiable access token', async () => {
    const client = new AuthClient(app);
    const before = Date.now();
    const answer = await client.signIn('member', demo);
    expect(answer.status).toBe(200);
    expect(answer.error).toBeNull();
    expect(answer.url).toBe('http://localhost/');

    const session = await client.session();
    expect(session).toMatchObject({ type: 'member', refreshTokenExpired: false, user: { name: '김치킨' } });
    const claims = await verifyAccessToken(session!.accessToken, TEST_AUTH_KEY);
    expect(claims).toMatchObject({ sub: DEMO_MEMBER_OWNER_ID, type: 'member', familyId: expect.any(String) });
    const { exp } = JSON.parse(Buffer.from(session!.accessToken.split('.')[1]!, 'base64url').toString());
    expect(exp * 1000 - before).toBeGreaterThan(FIFTEEN_MINUTES_MS - 5000);
    expect(exp * 1000 - before).toBeLessThanOrEqual(FIFTEEN_MINUTES_MS + 5000);

    const info = session!.refreshTokenInfo!;
    expect(info.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(info.expiresAt) - before).toBeGreaterThan(FOURTEEN_DAYS_MS - 5000);
    expect(Date.parse(info.expiresAt) - before).toBeLessThanOrEqual(FOURTEEN_DAYS_MS + 5000);
  });

  it('the access token of the session passes requireSession', async () => {
    const client = new AuthClient(app);
    await client.signIn('member', demo);
    const { accessToken } = (await client.session())!;
    const me = await app.inject({
      method: 'GET',
      url: '/api/test/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ sub: DEMO_MEMBER_OWNER_ID, type: 'member' });
  });

  it('usernames are case-insensitive', async () => {
    const answer = await new AuthClient(app).signIn('member', { username: 'DEMO', password: DEMO_MEMBER.password });
    expect(answer.error).toBeNull();
  });

  it('a wrong password is refused: CredentialsSignin in the url and no session', async () => {
    const client = new AuthClient(app);
    const answer = await client.signIn('member', { username: 'demo', password: 'wrong-password!' });
    expect(answer.status).toBe(200);
    expect(answer.error).toBe('CredentialsSignin');
    expect(answer.code).toBe('credentials');
    expect(new URL(answer.url).pathname).toBe('/member/login');
    expect(await client.session()).toBeNull();
  });

  it('refused sign-ins are expected: nothing is logged at warn or above, no stack', async () => {
    const before = logs.lines.length;
    // Auth.js's own logger writes to the console: it must not be the one in use.
    const consoleError = vi.spyOn(console, 'error');
    try {
      await new AuthClient(app).signIn('member', { username: 'demo', password: 'wrong-password!' });
      await new AuthClient(app).signIn('refresh_member', { refreshToken: 'unknown' });
      await new AuthClient(app).postForm('/api/auth/callback/member', { json: 'true' });
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
    expect(logs.lines.slice(before)).toEqual([]);
  });

  it('an unknown username is refused exactly like a wrong password', async () => {
    const client = new AuthClient(app);
    const answer = await client.signIn('member', { username: 'nobody-here', password: DEMO_MEMBER.password });
    expect([answer.error, answer.code]).toEqual(['CredentialsSignin', 'credentials']);
    expect(await client.session()).toBeNull();
  });

  it('a sign-in without the CSRF token is refused (Auth.js CSRF on its POSTs)', async () => {
    const client = new AuthClient(app);
    await client.csrfToken();
    const response = await client.postForm('/api/auth/callback/member', { ...demo, callbackUrl: '/', json: 'true' });
    expect(new URL((response.json() as { url: string }).url).searchParams.get('error')).toBe('MissingCSRF');
    expect(await client.session()).toBeNull();
  });

  it('without json=true a sign-in answers with a redirect and still sets the session cookie', async () => {
    const client = new AuthClient(app);
    const csrfToken = await client.csrfToken();
    const response = await client.postForm('/api/auth/callback/member', { ...demo, csrfToken, callbackUrl: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost/');
    expect((await client.session())?.type).toBe('member');
  });

  it('every Set-Cookie of an answer reaches the client separately', async () => {
    const client = new AuthClient(app);
    const csrf = await client.get('/api/auth/csrf');
    const setCookie = csrf.headers['set-cookie'];
    expect(Array.isArray(setCookie)).toBe(true);
    expect((setCookie as string[]).map((line) => line.split('=')[0])).toEqual(
      expect.arrayContaining(['authjs.csrf-token', 'authjs.callback-url']),
    );
  });

  it('forged, malformed and expired access tokens answer 401 on a session route, never 500', async () => {
    const valid = await signAccessToken({ sub: DEMO_MEMBER_OWNER_ID, type: 'member' }, TEST_AUTH_KEY, 600);
    const [header, payload] = valid.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: 'member:x', type: 'member', exp: 9e9 })).toString('base64url')}.${valid.split('.')[2]}`;
    const candidates = [
      'garbage',
      'a.b.c',
      `${header}.${payload}.`,
      `${header}.${payload}`,
      tampered,
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
      await signAccessToken({ sub: DEMO_MEMBER_OWNER_ID, type: 'member' }, TEST_AUTH_KEY, -60),
    ];
    for (const token of candidates) {
      const me = await app.inject({
        method: 'GET',
        url: '/api/test/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode, token).toBe(401);
      expect(me.json()).toEqual({
        code: 'UNAUTHORIZED',
        message: '로그인이 필요합니다.',
        requestId: expect.any(String),
      });
    }
  });

  it('a forged session cookie reads as no session (and is cleared), not an error', async () => {
    const client = new AuthClient(app);
    client.cookies.set('authjs.session-token', 'forged.cookie.value');
    const response = await client.get('/api/auth/session');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    expect(client.cookies.has('authjs.session-token')).toBe(false);
  });
});

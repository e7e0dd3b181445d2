import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessTokenKey, signAccessToken, verifyAccessToken } from '../../../server/auth/access-token';
import { owners } from '../../../server/db/schema';
import { describeOnDatabases } from '../support/databases';
import { probeServer, TEST_AUTH_KEY } from '../support/test-server';

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.', requestId: expect.any(String) };
const OTHER_KEY = accessTokenKey('someone-elses-secret-0123456789abcdefgh');

describeOnDatabases('requireSession', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await probeServer(database.current);
  });
  afterAll(async () => {
    await app.close();
  });

  async function me(headers: Record<string, string>) {
    return app.inject({ method: 'GET', url: '/api/test/me', headers });
  }

  it('a request without a token answers 401', async () => {
    const response = await me({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('a malformed token answers 401', async () => {
    const response = await me({ authorization: 'Bearer not.a.jwt' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('a token signed with another key answers 401', async () => {
    const forged = await signAccessToken({ sub: 'forger', type: 'member' }, OTHER_KEY, 600);
    const response = await me({ authorization: `Bearer ${forged}` });
    expect(response.statusCode).toBe(401);
  });

  it('an expired token answers 401', async () => {
    const expired = await signAccessToken({ sub: 'late', type: 'guest' }, TEST_AUTH_KEY, -1);
    const response = await me({ authorization: `Bearer ${expired}` });
    expect(response.statusCode).toBe(401);
  });

  it('a valid bearer token passes and records its owner once', async () => {
    const token = await signAccessToken({ sub: 'member-1', type: 'member' }, TEST_AUTH_KEY, 600);
    const first = await me({ authorization: `Bearer ${token}` });
    const second = await me({ authorization: `Bearer ${token}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ sub: 'member-1', type: 'member' });
    expect(second.statusCode).toBe(200);
    const rows = await database.current.db.select().from(owners).where(eq(owners.id, 'member-1'));
    expect(rows).toEqual([{ id: 'member-1', kind: 'member', createdAt: expect.any(Date) }]);
  });

  it('the accessToken header (the replay after a refresh, spec §7) is accepted too', async () => {
    const token = await signAccessToken({ sub: 'guest-1', type: 'guest' }, TEST_AUTH_KEY, 600);
    const response = await me({ accesstoken: token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sub: 'guest-1', type: 'guest' });
  });

  it('verifyAccessToken rejects an unknown session type and never throws', async () => {
    const { SignJWT } = await import('jose');
    const odd = await new SignJWT({ type: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setExpirationTime('5m')
      .sign(TEST_AUTH_KEY);
    await expect(verifyAccessToken(odd, TEST_AUTH_KEY)).resolves.toBeNull();
    await expect(verifyAccessToken('', TEST_AUTH_KEY)).resolves.toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { AxiosSessionGateway, createAuthClient } from '../../../../src/adapters/http/axios-session-gateway';
import { HttpError } from '../../../../src/adapters/http/http-error';
import { type FakeApi, type Handler, startFakeApi } from './support/fake-api';
import { FakeAuth, formOf } from './support/fake-auth';

let api: FakeApi | null = null;

afterEach(async () => {
  await api?.close();
  api = null;
});

async function gatewayOver(handler: Handler) {
  api = await startFakeApi(handler);
  return { gateway: new AxiosSessionGateway(createAuthClient(api.baseURL), 'http://127.0.0.1'), api };
}

async function withFakeAuth() {
  const auth = new FakeAuth();
  return { auth, ...(await gatewayOver(auth.handler)) };
}

const posts = (server: FakeApi) => server.requests.filter((r) => r.method === 'POST');

describe('AxiosSessionGateway over the Auth.js surface', () => {
  it('reads no session as null (Auth.js answers null, or an empty object)', async () => {
    const { gateway } = await withFakeAuth();
    expect(await gateway.session()).toBeNull();
    const empty = await gatewayOver(() => ({ status: 200, body: {} }));
    expect(await empty.gateway.session()).toBeNull();
  });

  it('a member signs in: CSRF first, then the form-encoded callback with csrfToken, callbackUrl and json=true', async () => {
    const { gateway, api: server } = await withFakeAuth();
    const result = await gateway.signIn({ provider: 'member', username: 'demo', password: 'chicken1234!' });
    expect(result).toMatchObject({ kind: 'signed-in', session: { type: 'member', refreshTokenExpired: false } });
    const [post] = posts(server);
    expect(post?.path).toBe('/api/auth/callback/member');
    expect(post?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(formOf(post!)).toEqual({
      username: 'demo',
      password: 'chicken1234!',
      callbackUrl: '/',
      csrfToken: 'csrf-token-1',
      json: 'true',
    });
    const csrfAt = server.requests.findIndex((r) => r.path === '/api/auth/csrf');
    expect(csrfAt).toBeLessThan(server.requests.indexOf(post!));
  });

  it('a wrong password is refused with the url error CredentialsSignin and its code', async () => {
    const { gateway } = await withFakeAuth();
    expect(await gateway.signIn({ provider: 'member', username: 'demo', password: 'nope' })).toEqual({
      kind: 'rejected',
      error: 'CredentialsSignin',
      code: 'credentials',
    });
    expect(await gateway.session()).toBeNull();
  });

  it('the login rate limit (429) is a refusal carrying the server message', async () => {
    const { gateway } = await gatewayOver((request) =>
      request.path === '/api/auth/csrf'
        ? { status: 200, body: { csrfToken: 'x' } }
        : {
            status: 429,
            body: { code: 'RATE_LIMITED', message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' },
          },
    );
    expect(await gateway.signIn({ provider: 'member', username: 'demo', password: 'x' })).toEqual({
      kind: 'rejected',
      error: 'RATE_LIMITED',
      message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
    });
  });

  it('a first-visit guest signs in with no field; a phone-confirmed guest sends its guestToken', async () => {
    const { gateway, api: server } = await withFakeAuth();
    expect((await gateway.signIn({ provider: 'guest' })).kind).toBe('signed-in');
    expect(formOf(posts(server)[0]!)).not.toHaveProperty('guestToken');
    expect((await gateway.signIn({ provider: 'guest', guestToken: 'confirmed' })).kind).toBe('signed-in');
    expect(formOf(posts(server)[1]!)['guestToken']).toBe('confirmed');
    expect(await gateway.signIn({ provider: 'guest', guestToken: 'forged' })).toMatchObject({
      kind: 'rejected',
      code: 'guest_confirmation_invalid',
    });
  });

  it('an ARS link signs in an ARS session bound to its branch, without a refresh token', async () => {
    const { gateway } = await withFakeAuth();
    const result = await gateway.signIn({ provider: 'ars', token: 'ars-link' });
    expect(result.kind === 'signed-in' && result.session).toEqual({
      type: 'ars',
      accessToken: expect.any(String),
      refreshTokenInfo: null,
      refreshTokenExpired: false,
      ars: { branchId: 22, phoneNumber: '01012345678' },
    });
    expect((await gateway.signIn({ provider: 'ars', token: 'used' })).kind).toBe('rejected');
  });

  it('signing out posts callbackUrl /reset and answers the same-site path to go to', async () => {
    const { gateway, auth, api: server } = await withFakeAuth();
    await gateway.signIn({ provider: 'member', username: 'demo', password: 'chicken1234!' });
    expect(await gateway.signOut('/reset')).toEqual({ url: '/reset' });
    expect(auth.signOuts).toBe(1);
    expect(formOf(posts(server).at(-1)!)).toMatchObject({ callbackUrl: '/reset', json: 'true' });
    expect(await gateway.session()).toBeNull();
  });

  it('a sign-out answer naming another origin is not followed: the callback is used', async () => {
    const { gateway } = await gatewayOver((request) =>
      request.path === '/api/auth/csrf'
        ? { status: 200, body: { csrfToken: 'x' } }
        : { status: 200, body: { url: 'https://evil.example/phish' } },
    );
    expect(await gateway.signOut('/reset')).toEqual({ url: '/reset' });
  });

  it('a refresh posts the refresh token to refresh_member and reads back the rotated session', async () => {
    const { gateway, api: server } = await withFakeAuth();
    const signedIn = await gateway.signIn({ provider: 'member', username: 'demo', password: 'chicken1234!' });
    const before = signedIn.kind === 'signed-in' ? signedIn.session : null;
    const result = await gateway.refresh('refresh_member', before?.refreshTokenInfo?.token ?? '');
    expect(formOf(posts(server).at(-1)!)).toMatchObject({ refreshToken: before?.refreshTokenInfo?.token });
    expect(posts(server).at(-1)?.path).toBe('/api/auth/callback/refresh_member');
    expect(result.kind).toBe('refreshed');
    expect(result.kind === 'refreshed' && result.session.accessToken).not.toBe(before?.accessToken);
  });

  it('an expired refresh token is a refusal, not an error', async () => {
    const { gateway, auth } = await withFakeAuth();
    await gateway.signIn({ provider: 'member', username: 'demo', password: 'chicken1234!' });
    if (auth.session !== null) auth.session.refreshTokenExpired = true;
    const token = auth.session?.refreshToken ?? '';
    expect(await gateway.refresh('refresh_member', token)).toEqual({ kind: 'rejected', error: 'CredentialsSignin' });
  });

  it('reads happening at the same time share one request', async () => {
    const { gateway, api: server } = await withFakeAuth();
    await Promise.all([gateway.session(), gateway.session(), gateway.session()]);
    expect(server.requests.filter((r) => r.path === '/api/auth/session')).toHaveLength(1);
    await gateway.session();
    expect(server.requests.filter((r) => r.path === '/api/auth/session')).toHaveLength(2);
  });

  it('an outage of the helper throws an HttpError', async () => {
    const { gateway } = await gatewayOver(() => ({
      status: 503,
      body: { code: 'DATABASE_UNAVAILABLE', message: '점검 중' },
    }));
    await expect(gateway.session()).rejects.toBeInstanceOf(HttpError);
    await expect(gateway.signIn({ provider: 'guest' })).rejects.toMatchObject({ status: 503, message: '점검 중' });
  });

  it('a session answer that breaks the contract is thrown, never guessed at', async () => {
    const { gateway } = await gatewayOver(() => ({ status: 200, body: { type: 'admin', accessToken: 'x' } }));
    await expect(gateway.session()).rejects.toThrow(/contract/);
  });

  it('a CSRF cookie replaced by a racing request (MissingCSRF) is retried once with a fresh token', async () => {
    const auth = new FakeAuth();
    let spoiled = 1;
    const { gateway, api: server } = await gatewayOver(async (request) => {
      if (request.method === 'POST' && spoiled > 0) {
        spoiled -= 1;
        return { status: 200, body: { url: 'http://127.0.0.1/member/login?error=MissingCSRF' } };
      }
      return auth.handler(request);
    });
    expect((await gateway.signIn({ provider: 'guest' })).kind).toBe('signed-in');
    expect(posts(server)).toHaveLength(2);
    expect(server.requests.filter((r) => r.path === '/api/auth/csrf')).toHaveLength(2);
  });

  it('a sign-out the helper refuses twice throws (spec §8: the shell alerts it and still goes to /reset)', async () => {
    const { gateway } = await gatewayOver((request) =>
      request.path === '/api/auth/csrf'
        ? { status: 200, body: { csrfToken: 'x' } }
        : { status: 200, body: { url: 'http://127.0.0.1/member/login?error=MissingCSRF' } },
    );
    await expect(gateway.signOut('/reset')).rejects.toThrow('로그아웃하지 못했습니다. 잠시 후 다시 시도해주세요.');
  });
});

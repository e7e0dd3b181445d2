import type { AddressInfo } from 'node:net';
import type { AxiosInstance } from 'axios';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer, type ZodApp } from '../../../server/app';
import { seedData } from '../../../server/db/seed/data/index';
import { seedDatabase } from '../../../server/db/seed/seed';
import { routeModules } from '../../../server/routes/index';
import { AxiosMemberAccount } from '../../../src/adapters/http/axios-member-account';
import { AxiosSessionGateway, createAuthClient } from '../../../src/adapters/http/axios-session-gateway';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import { refreshThrough } from '../../../src/adapters/http/token-refresh';
import { SystemClock } from '../../../src/adapters/storage/system-clock';
import { RefreshSession } from '../../../src/application/use-cases/refresh-session';
import { describePglite } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';

/** A browser's cookie jar for Node's axios (it keeps none): Set-Cookie is kept, Cookie sent back. */
function withCookieJar(http: AxiosInstance): AxiosInstance {
  const jar = new Map<string, string>();
  http.interceptors.request.use((config) => {
    if (jar.size > 0) config.headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    return config;
  });
  http.interceptors.response.use((response) => {
    const lines = response.headers['set-cookie'] ?? [];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a)) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  });
  return http;
}

/**
 * The sign-in helper's HTTP adapter against the real server (PGlite, seeded, listening on TCP), as a browser uses it:
 * Auth.js cookies kept, the CSRF dance, json=true. The member calls go through the API client with the session's
 * access token, as the storefront sends them.
 */
describePglite('AxiosSessionGateway on the real sign-in helper', (database) => {
  let app: ZodApp | undefined;
  let baseURL = '';
  /** How far the server's clock runs ahead of the wall clock (a replay test steps past the rotation grace window). */
  let clockAheadMs = 0;

  beforeAll(async () => {
    await seedDatabase(database.current.db, seedData);
    app = await buildServer({
      database: database.current,
      authKey: TEST_AUTH_KEY,
      routes: routeModules,
      now: () => new Date(Date.now() + clockAheadMs),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A new browser: its own cookies, its gateway, and an API client reading `token()`. */
  function browser() {
    const gateway = new AxiosSessionGateway(withCookieJar(createAuthClient(baseURL)), baseURL);
    const state = { token: null as string | null, signedOut: 0, calls: 0 };
    const refresh = new RefreshSession(gateway, new SystemClock());
    const api = createHttpClient({
      baseURL,
      getAccessToken: () => state.token,
      refresh: async () => {
        const outcome = await refreshThrough(refresh)();
        if (outcome.kind === 'refreshed') state.token = outcome.accessToken;
        return outcome;
      },
      onSignedOut: () => {
        state.signedOut += 1;
      },
    });
    api.interceptors.request.use((config) => {
      if (config.url?.includes('/member/info')) state.calls += 1;
      return config;
    });
    return { gateway, state, members: new AxiosMemberAccount(api) };
  }

  const demo = { provider: 'member', username: 'demo', password: 'chicken1234!' } as const;

  it('the demo member signs in; the session token reads 김치킨, 골드 and 12,300P', async () => {
    const { gateway, state, members } = browser();
    const result = await gateway.signIn(demo);
    expect(result).toMatchObject({ kind: 'signed-in', session: { type: 'member', refreshTokenExpired: false } });
    state.token = result.kind === 'signed-in' ? result.session.accessToken : null;
    expect(await members.info()).toMatchObject({ name: '김치킨', grade: { name: '골드' }, pointAmount: 12_300 });
  });

  it('a wrong password is refused as CredentialsSignin (code credentials) and leaves no session', async () => {
    const { gateway } = browser();
    expect(await gateway.signIn({ ...demo, password: 'wrong-password!' })).toEqual({
      kind: 'rejected',
      error: 'CredentialsSignin',
      code: 'credentials',
    });
    expect(await gateway.session()).toBeNull();
  });

  it('a first-visit guest signs in anonymously and reads as 비회원 (member info answers 403)', async () => {
    const { gateway, state, members } = browser();
    const result = await gateway.signIn({ provider: 'guest' });
    expect(result.kind === 'signed-in' && result.session.type).toBe('guest');
    state.token = result.kind === 'signed-in' ? result.session.accessToken : null;
    expect(await members.info()).toMatchObject({ name: '비회원', grade: null, pointAmount: 0 });
  });

  it('an expired access token is refreshed with refresh_member and the call replayed exactly once', async () => {
    const { gateway, state, members } = browser();
    const result = await gateway.signIn(demo);
    if (result.kind !== 'signed-in') throw new Error('demo could not sign in');
    state.token = 'an.expired.token';
    expect(await members.info()).toMatchObject({ name: '김치킨' });
    expect(state.calls).toBe(2);
    expect(state.signedOut).toBe(0);
    const rotated = await gateway.session();
    expect(rotated?.accessToken).toBe(state.token);
    expect(rotated?.refreshTokenInfo?.token).not.toBe(result.session.refreshTokenInfo?.token);
  });

  it('reusing a rotated refresh token is refused and ends the sign-in', async () => {
    const { gateway } = browser();
    const result = await gateway.signIn(demo);
    const old = result.kind === 'signed-in' ? (result.session.refreshTokenInfo?.token ?? '') : '';
    expect((await gateway.refresh('refresh_member', old)).kind).toBe('refreshed');
    // Within the grace window a second tab's refresh with the same token gets the same pair; later it is a replay.
    expect((await gateway.refresh('refresh_member', old)).kind).toBe('refreshed');
    clockAheadMs += 11_000;
    try {
      expect(await gateway.refresh('refresh_member', old)).toEqual({ kind: 'rejected', error: 'CredentialsSignin' });
    } finally {
      clockAheadMs -= 11_000;
    }
  });

  it('signing out answers /reset and ends the session', async () => {
    const { gateway } = browser();
    await gateway.signIn(demo);
    expect(await gateway.signOut('/reset')).toEqual({ url: '/reset' });
    expect(await gateway.session()).toBeNull();
  });

  it('a dev ARS link signs in an ARS session bound to its branch, once', async () => {
    const { gateway } = browser();
    const link = await fetch(`${baseURL}/dev/ars-link?phoneNumber=01055556666&branchId=22`);
    expect(link.status).toBe(200);
    const { url, token } = (await link.json()) as { url: string; token: string };
    expect(url).toBe(`/ars?token=${encodeURIComponent(token)}`);
    const result = await gateway.signIn({ provider: 'ars', token });
    expect(result.kind === 'signed-in' && result.session).toMatchObject({
      type: 'ars',
      refreshTokenInfo: null,
      ars: { branchId: 22, phoneNumber: '01055556666' },
    });
    expect(await browser().gateway.signIn({ provider: 'ars', token })).toMatchObject({
      kind: 'rejected',
      code: 'ars_link_invalid',
    });
    expect((await fetch(`${baseURL}/dev/ars-link?phoneNumber=0105555&branchId=22`)).status).toBe(400);
    expect((await fetch(`${baseURL}/dev/ars-link?phoneNumber=01055556666&branchId=99999`)).status).toBe(404);
  });
});

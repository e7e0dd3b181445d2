import { afterEach, describe, expect, it } from 'vitest';
import { AxiosSessionGateway, createAuthClient } from '../../../../src/adapters/http/axios-session-gateway';
import { createHttpClient } from '../../../../src/adapters/http/http-client';
import { refreshThrough } from '../../../../src/adapters/http/token-refresh';
import { ManualClock } from '../../../../src/adapters/memory/local/manual-clock';
import { SessionRequiredError } from '../../../../src/application/ports/session-required-error';
import { RefreshSession } from '../../../../src/application/use-cases/refresh-session';
import { type FakeApi, type Handler, startFakeApi } from './support/fake-api';
import { FakeAuth } from './support/fake-auth';

/**
 * Spec §7/§8 end to end over TCP: the API client, the RefreshSession use case and the AxiosSessionGateway against one
 * fake server (Auth.js surface + an API that only takes the current access token), wired as the browser wires them.
 */
let api: FakeApi | null = null;

afterEach(async () => {
  await api?.close();
  api = null;
});

async function storefront() {
  const auth = new FakeAuth();
  const orders: string[] = [];
  const protectedApi: Handler = async (request) => {
    orders.push(String(request.headers.authorization));
    // A little latency, so parallel calls are in flight together.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return request.headers.authorization === `Bearer ${auth.session?.accessToken}`
      ? { status: 200, body: { ok: true } }
      : { status: 401, body: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } };
  };
  api = await startFakeApi((request) =>
    request.path.startsWith('/api/auth/') ? auth.handler(request) : protectedApi(request),
  );
  const gateway = new AxiosSessionGateway(createAuthClient(api.baseURL), 'http://127.0.0.1');
  const refreshSession = new RefreshSession(gateway, new ManualClock(1_700_000_000_000));
  const store = { accessToken: null as string | null, signedOut: [] as string[] };
  const client = createHttpClient({
    baseURL: api.baseURL,
    getAccessToken: () => store.accessToken,
    refresh: async () => {
      const outcome = await refreshThrough(refreshSession)();
      if (outcome.kind === 'refreshed') store.accessToken = outcome.accessToken;
      return outcome;
    },
    onSignedOut: (to) => store.signedOut.push(to),
  });
  const signIn = async () => {
    const result = await gateway.signIn({ provider: 'member', username: 'demo', password: 'chicken1234!' });
    if (result.kind !== 'signed-in') throw new Error('demo could not sign in');
    store.accessToken = result.session.accessToken;
    return result.session;
  };
  return { auth, gateway, client, store, orders, signIn };
}

/** The server rotates the access token behind the client's back: the client's copy is now expired. */
function expireAccessToken(world: Awaited<ReturnType<typeof storefront>>) {
  const session = world.auth.session;
  if (session === null) throw new Error('no session');
  world.auth.session = { ...session, accessToken: `${session.accessToken}-rotated` };
  world.store.accessToken = session.accessToken;
}

describe('the 401 refresh and replay over HTTP', () => {
  it('an expired access token is refreshed with refresh_member and the request replayed exactly once', async () => {
    const world = await storefront();
    const before = await world.signIn();
    expireAccessToken(world);

    const response = await world.client.get('/api/orders');

    expect(response.data).toEqual({ ok: true });
    expect(world.auth.refreshes).toBe(1);
    expect(world.orders).toHaveLength(2);
    expect(world.orders[0]).toBe(`Bearer ${before.accessToken}`);
    expect(world.orders[1]).toBe(`Bearer ${world.auth.session?.accessToken}`);
    expect(world.store.accessToken).toBe(world.auth.session?.accessToken);
    expect(world.store.signedOut).toEqual([]);
  });

  it('two parallel 401s cause one refresh, and both calls are replayed with the new token', async () => {
    const world = await storefront();
    await world.signIn();
    expireAccessToken(world);

    const [first, second] = await Promise.all([world.client.get('/api/orders'), world.client.get('/api/orders')]);

    expect([first.data, second.data]).toEqual([{ ok: true }, { ok: true }]);
    expect(world.auth.refreshes).toBe(1);
    expect(world.orders).toHaveLength(4);
    const fresh = `Bearer ${world.auth.session?.accessToken}`;
    expect(world.orders.filter((header) => header === fresh)).toHaveLength(2);
  });

  it('an expired refresh token signs out to /reset: one sign-out, the call fails as SessionRequiredError', async () => {
    const world = await storefront();
    await world.signIn();
    expireAccessToken(world);
    if (world.auth.session !== null) world.auth.session.refreshTokenExpired = true;

    await expect(world.client.get('/api/orders')).rejects.toBeInstanceOf(SessionRequiredError);

    expect(world.store.signedOut).toEqual(['/reset']);
    expect(world.auth.signOuts).toBe(1);
    expect(world.auth.refreshes).toBe(0);
    expect(world.orders).toHaveLength(1);
  });

  it('a refresh the server refuses (a reused token) signs out once, whatever the number of callers', async () => {
    const world = await storefront();
    await world.signIn();
    expireAccessToken(world);
    world.auth.refuseRefreshes = true;

    const results = await Promise.allSettled([world.client.get('/api/orders'), world.client.get('/api/orders')]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(world.auth.refreshes).toBe(1);
    expect(world.auth.signOuts).toBe(1);
    expect(world.store.signedOut).toEqual(['/reset', '/reset']);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClientOptions } from '../../../../src/adapters/http/http-client';
import { HttpError } from '../../../../src/adapters/http/http-error';
import { refreshThrough, type TokenRefresh } from '../../../../src/adapters/http/token-refresh';
import { callEndpoint } from '../../../../src/adapters/http/wire';
import type { SessionGateway } from '../../../../src/application/ports/session-gateway';
import { SessionRequiredError } from '../../../../src/application/ports/session-required-error';
import { RefreshSession } from '../../../../src/application/use-cases/refresh-session';
import { cartCountSchema, cartEndpoints } from '../../../../src/contract/cart';
import { catalogEndpoints, categoryListResponseSchema } from '../../../../src/contract/catalog';
import type { Session } from '../../../../src/domain/session/types';
import { closedPort, type FakeApi, type Handler, startFakeApi } from './support/fake-api';

const UNAUTHORIZED = { status: 401, body: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } };

/** Answers 200 only to the token `fresh`; anything else is 401. */
const needsFreshToken: Handler = (request) =>
  request.headers.authorization === 'Bearer fresh' ? { status: 200, body: { ok: true } } : UNAUTHORIZED;

let api: FakeApi | null = null;

afterEach(async () => {
  await api?.close();
  api = null;
});

async function serve(handler: Handler): Promise<FakeApi> {
  api = await startFakeApi(handler);
  return api;
}

/** A client whose session holds `stale`, whose refresh yields `fresh`, recording refreshes and sign-outs. */
function clientFor(baseURL: string, overrides: Partial<HttpClientOptions> = {}) {
  const calls = { refresh: 0, signedOut: [] as string[] };
  const client = createHttpClient({
    baseURL,
    getAccessToken: () => 'stale',
    refresh: async () => {
      calls.refresh += 1;
      return { kind: 'refreshed', accessToken: 'fresh' };
    },
    onSignedOut: (to) => calls.signedOut.push(to),
    ...overrides,
  });
  return { client, calls };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('the HTTP client: session token', () => {
  it('sends the access token as Authorization: Bearer and in the accessToken header', async () => {
    const server = await serve(() => ({ status: 200, body: {} }));
    const { client } = clientFor(server.baseURL, { getAccessToken: async () => 'token-1' });
    await client.get('/api/delivery/cart/count');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-1');
    expect(server.requests[0]?.headers.accesstoken).toBe('token-1');
  });

  it('sends no token headers without a session', async () => {
    const server = await serve(() => ({ status: 200, body: {} }));
    const { client } = clientFor(server.baseURL, { getAccessToken: () => null });
    await client.get('/api/delivery/menu/category');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.headers.accesstoken).toBeUndefined();
  });

  it('a public call goes out at once with the token held now; a session call waits for the session', async () => {
    const server = await serve((request) =>
      request.url?.startsWith('/api/delivery/menu/category')
        ? { status: 200, body: [] }
        : { status: 200, body: { cartCount: 0 } },
    );
    let signedIn: (token: string) => void = () => {};
    const signIn = new Promise<string>((resolve) => {
      signedIn = resolve;
    });
    const asked: boolean[] = [];
    const { client } = clientFor(server.baseURL, {
      getAccessToken: ({ wait }) => {
        asked.push(wait);
        return wait ? signIn : null;
      },
    });
    const count = callEndpoint(client, cartEndpoints.count, cartCountSchema);
    // The menu answers while the guest sign-in is still running, with no token.
    expect(await callEndpoint(client, catalogEndpoints.categories, categoryListResponseSchema)).toEqual([]);
    expect(server.requests.map((request) => request.url)).toEqual(['/api/delivery/menu/category']);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    signedIn('guest-token');
    expect(await count).toEqual({ cartCount: 0 });
    expect(server.requests[1]?.headers.authorization).toBe('Bearer guest-token');
    expect(asked.sort()).toEqual([false, true]);
  });

  it('sends no credentials cookie and has no default timeout', () => {
    const { client } = clientFor('http://127.0.0.1:1');
    expect(client.defaults.withCredentials).toBe(false);
    expect(client.defaults.timeout).toBe(0);
  });
});

describe('the HTTP client: 401 refresh and replay (spec §8)', () => {
  it('an expired token is refreshed and the request replayed exactly once with the new token', async () => {
    const server = await serve(needsFreshToken);
    const { client, calls } = clientFor(server.baseURL);
    const response = await client.post('/api/delivery/cart', { mainMenuId: 1, quantity: 2, subOptionItemIdSet: [] });
    expect(response.data).toEqual({ ok: true });
    expect(calls.refresh).toBe(1);
    expect(server.requests).toHaveLength(2);
    const replay = server.requests[1]!;
    expect(replay.headers.authorization).toBe('Bearer fresh');
    expect(replay.headers.accesstoken).toBe('fresh');
    expect(JSON.parse(replay.body.toString())).toEqual({ mainMenuId: 1, quantity: 2, subOptionItemIdSet: [] });
    expect(calls.signedOut).toEqual([]);
  });

  it('two parallel 401s: the refresh is asked per failed request, shared by the caller, and each is replayed once', async () => {
    const server = await serve(needsFreshToken);
    let refreshes = 0;
    let running: Promise<TokenRefresh> | null = null;
    const { client, calls } = clientFor(server.baseURL, {
      refresh: () => {
        calls.refresh += 1;
        running ??= new Promise<TokenRefresh>((resolve) => {
          refreshes += 1;
          setTimeout(() => resolve({ kind: 'refreshed', accessToken: 'fresh' }), 20);
        });
        return running;
      },
    });
    const [first, second] = await Promise.all([client.get('/a'), client.get('/b')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(calls.refresh).toBe(2);
    expect(refreshes).toBe(1);
    const replays = server.requests.filter((r) => r.headers.authorization === 'Bearer fresh').map((r) => r.path);
    expect(replays.sort()).toEqual(['/a', '/b']);
    expect(server.requests).toHaveLength(4);
  });

  it('a 401 of the replayed request is not refreshed again: it fails with the server message', async () => {
    const server = await serve(() => UNAUTHORIZED);
    const { client, calls } = clientFor(server.baseURL);
    const error = await failureOf(client.get('/api/account/address'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      kind: 'response',
      status: 401,
      code: 'UNAUTHORIZED',
      message: '로그인이 필요합니다.',
    });
    expect(calls.refresh).toBe(1);
    expect(server.requests).toHaveLength(2);
    expect(calls.signedOut).toEqual([]);
  });

  it('a refresh that signs out sends the customer to /reset and fails the call with SessionRequiredError', async () => {
    const server = await serve(() => UNAUTHORIZED);
    const { client, calls } = clientFor(server.baseURL, { refresh: async () => ({ kind: 'signed-out' }) });
    const error = await failureOf(client.get('/api/delivery/cart/count'));
    expect(error).toBeInstanceOf(SessionRequiredError);
    expect(calls.signedOut).toEqual(['/reset']);
    expect(server.requests).toHaveLength(1);
  });

  it('a refresh that throws counts as failed: signed out to /reset', async () => {
    const server = await serve(() => UNAUTHORIZED);
    const { client, calls } = clientFor(server.baseURL, {
      refresh: async () => {
        throw new Error('auth server down');
      },
    });
    expect(await failureOf(client.get('/x'))).toBeInstanceOf(SessionRequiredError);
    expect(calls.signedOut).toEqual(['/reset']);
  });

  it('statuses other than 401 are not refreshed', async () => {
    const server = await serve(() => ({ status: 403, body: { code: 'FORBIDDEN', message: '접근 권한이 없습니다.' } }));
    const { client, calls } = clientFor(server.baseURL);
    expect(await failureOf(client.get('/x'))).toMatchObject({ kind: 'response', status: 403, code: 'FORBIDDEN' });
    expect(calls.refresh).toBe(0);
    expect(server.requests).toHaveLength(1);
  });
});

describe('the HTTP client with the RefreshSession use case', () => {
  const now = Date.parse('2025-03-01T12:00:00Z');
  const session: Session = {
    type: 'member',
    accessToken: 'stale',
    refreshTokenInfo: { token: 'refresh-1', expiresAt: '2025-04-01T00:00:00Z' },
    refreshTokenExpired: false,
  };

  function gateway(refreshed: boolean) {
    const calls = { refresh: 0, signOut: 0 };
    const sessions: SessionGateway = {
      session: async () => session,
      csrfToken: async () => 'csrf',
      signIn: async () => ({ kind: 'rejected', error: 'CredentialsSignin' }),
      signOut: async (callbackUrl) => {
        calls.signOut += 1;
        return { url: callbackUrl };
      },
      refresh: async () => {
        calls.refresh += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return refreshed
          ? { kind: 'refreshed', session: { ...session, accessToken: 'fresh' } }
          : { kind: 'rejected', error: 'RefreshTokenReused' };
      },
    };
    return { sessions, calls };
  }

  it('parallel 401s cause one refresh at the sign-in helper and every request is replayed', async () => {
    const server = await serve(needsFreshToken);
    const { sessions, calls } = gateway(true);
    const refresh = refreshThrough(new RefreshSession(sessions, { now: () => now }));
    const { client } = clientFor(server.baseURL, { refresh });
    const answers = await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(calls.refresh).toBe(1);
    expect(server.requests).toHaveLength(6);
  });

  it('a refused refresh signs out once and every caller gets SessionRequiredError', async () => {
    const server = await serve(() => UNAUTHORIZED);
    const { sessions, calls } = gateway(false);
    const refresh = refreshThrough(new RefreshSession(sessions, { now: () => now }));
    const { client, calls: clientCalls } = clientFor(server.baseURL, { refresh });
    const errors = await Promise.all([failureOf(client.get('/a')), failureOf(client.get('/b'))]);
    expect(errors.every((e) => e instanceof SessionRequiredError)).toBe(true);
    expect(calls.signOut).toBe(1);
    expect(clientCalls.signedOut).toEqual(['/reset', '/reset']);
  });
});

describe('the HTTP client: failures are normalised (spec §8)', () => {
  it('reads the error code, field and Korean message from the response data', async () => {
    const body = { code: 'BAD_REQUEST', message: '수량은 1~99 사이로 입력해주세요.', field: 'quantity' };
    const server = await serve(() => ({ status: 400, body }));
    const { client } = clientFor(server.baseURL);
    const error = await failureOf(client.post('/api/delivery/cart', {}));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'response', status: 400, ...body });
  });

  it('falls back to the client message when the body carries none', async () => {
    const server = await serve(() => ({ status: 500, text: 'oops' }));
    const { client } = clientFor(server.baseURL);
    const error = await failureOf(client.get('/x'));
    expect(error).toMatchObject({ kind: 'response', status: 500, code: null, field: null });
    expect((error as HttpError).message).toBe('Request failed with status code 500');
  });

  it('statuses outside 200–299 are failures (299 succeeds, 300 fails)', async () => {
    const server = await serve((request) => ({ status: request.path === '/ok' ? 299 : 300, body: {} }));
    const { client } = clientFor(server.baseURL);
    expect((await client.get('/ok')).status).toBe(299);
    expect(await failureOf(client.get('/no'))).toMatchObject({ kind: 'response', status: 300 });
  });

  it('a refused connection is a network error', async () => {
    const { client } = clientFor(`http://127.0.0.1:${await closedPort()}`);
    expect(await failureOf(client.get('/x'))).toMatchObject({ kind: 'network', status: null });
  });

  it('a call that outlives its own time limit is a timeout; without a limit it waits', async () => {
    const server = await serve(() => ({ status: 200, body: { late: true }, delayMs: 300 }));
    const { client } = clientFor(server.baseURL);
    expect(await failureOf(client.get('/slow', { timeout: 50 }))).toMatchObject({ kind: 'timeout' });
    expect((await client.get('/slow')).data).toEqual({ late: true });
  });

  it('a call the caller aborts is a cancel', async () => {
    const server = await serve(() => ({ status: 200, body: {}, delayMs: 300 }));
    const { client } = clientFor(server.baseURL);
    const controller = new AbortController();
    const pending = failureOf(client.get('/slow', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 30);
    expect(await pending).toMatchObject({ kind: 'cancel' });
  });

  it('a failing token source reaches the caller unchanged', async () => {
    const server = await serve(() => ({ status: 200, body: {} }));
    const broken = new Error('storage unavailable');
    const { client } = clientFor(server.baseURL, {
      getAccessToken: () => {
        throw broken;
      },
    });
    expect(await failureOf(client.get('/x'))).toBe(broken);
    expect(server.requests).toHaveLength(0);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { buildServer } from '../../../server/app';
import { authRoutes } from '../../../server/routes/auth';
import { authJsEndpoints, authProviderSchema } from '../../../src/contract/auth';
import type { Endpoint } from '../../../src/contract/common';
import { TEST_AUTH_KEY, unusedDatabase } from '../support/test-server';

/**
 * The Auth.js rows of src/contract/auth.ts document calls that one catch-all route answers, so nothing checks them
 * at runtime: this suite makes each documented call against the real auth routes and reads the answer with the
 * documented schema of its status, so the document cannot drift from what Auth.js sends.
 */
const HOST = 'localhost:3000';
const FORM = 'application/x-www-form-urlencoded';

function documented(endpoint: Endpoint, status: number, body: unknown): unknown {
  const schema = endpoint.response[status] as z.ZodMiniType | undefined;
  if (schema === undefined) throw new Error(`${endpoint.operationId} documents no ${status}`);
  return schema.parse(body);
}

describe('the documented Auth.js calls answer as documented', () => {
  let app: FastifyInstance;
  let cookie: string;
  let csrfToken: string;

  beforeAll(async () => {
    app = await buildServer({ database: unusedDatabase(), authKey: TEST_AUTH_KEY, routes: [authRoutes] });
    const csrf = await app.inject({ method: 'GET', url: authJsEndpoints.csrf.path, headers: { host: HOST } });
    expect(csrf.statusCode).toBe(200);
    csrfToken = (documented(authJsEndpoints.csrf, 200, csrf.json()) as { csrfToken: string }).csrfToken;
    cookie = csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, fields: Record<string, string>, origin = `http://${HOST}`) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, origin, cookie, 'content-type': FORM },
      payload: new URLSearchParams({ csrfToken, json: 'true', ...fields }).toString(),
    });

  it('GET /session without a session: null', async () => {
    const response = await app.inject({ method: 'GET', url: authJsEndpoints.session.path, headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
    expect(documented(authJsEndpoints.session, 200, response.json())).toBeNull();
  });

  it('GET /providers lists exactly the documented providers', async () => {
    const response = await app.inject({ method: 'GET', url: authJsEndpoints.providers.path, headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
    const providers = documented(authJsEndpoints.providers, 200, response.json()) as Record<string, unknown>;
    expect(Object.keys(providers).sort()).toEqual([...authProviderSchema.options].sort());
  });

  it('POST /signin/{provider} and /signout answer { url }', async () => {
    const signIn = await post('/api/auth/signin/member', { callbackUrl: '/' });
    expect(signIn.statusCode).toBe(200);
    documented(authJsEndpoints.signIn, 200, signIn.json());
    const signOut = await post(authJsEndpoints.signOut.path, { callbackUrl: '/' });
    expect(signOut.statusCode).toBe(200);
    expect(documented(authJsEndpoints.signOut, 200, signOut.json())).toEqual({ url: `http://${HOST}/` });
  });

  it('POST /callback/{provider} refused: { url } naming the error', async () => {
    const response = await post('/api/auth/callback/guest', { guestToken: 'not-a-token', callbackUrl: '/' });
    expect(response.statusCode).toBe(200);
    const { url } = documented(authJsEndpoints.callback, 200, response.json()) as { url: string };
    expect(url).toContain('error=CredentialsSignin');
  });

  it('a cross-site POST: 403 with the documented error body', async () => {
    const response = await post('/api/auth/callback/member', { username: 'a', password: 'b' }, 'https://evil.example');
    expect(response.statusCode).toBe(403);
    expect(documented(authJsEndpoints.callback, 403, response.json())).toMatchObject({ code: 'FORBIDDEN' });
  });
});

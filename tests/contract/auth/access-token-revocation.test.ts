import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../../../server/auth/access-token';
import { type OpenDatabase, openDatabase } from '../../../server/db/database';
import { seedDatabase } from '../../../server/db/seed/seed';
import { ACCOUNT, accountServer, call, createMember, TestClock } from '../account/support/account-harness';
import {
  describeIfPostgres,
  describeOnDatabases,
  dropSchema,
  freshSchemaName,
  TEST_DATABASE_URL,
} from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import { TEST_AUTH_KEY } from '../support/test-server';
import { AuthClient } from './support/auth-harness';

const INFO = `${ACCOUNT}/member/info`;

/** What an expired access token gets: a revoked family's token must get exactly this (the storefront then refreshes). */
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' };

/**
 * RefreshFamilyRevocations' bound: another instance trusts a "not revoked" answer this long, ms. The polls below allow
 * one more second for the requests themselves on a loaded machine.
 */
const CACHE_BOUND_MS = 2000;
const POLL_SLACK_MS = 1000;

/** A member signed in on `app` through the sign-in helper: the browser and its access token's headers. */
async function signedIn(app: FastifyInstance, member: { username: string; password: string }) {
  const client = new AuthClient(app);
  const answer = await client.signIn('member', { username: member.username, password: member.password });
  expect(answer.error).toBeNull();
  const session = (await client.session())!;
  return { client, accessToken: session.accessToken, headers: { authorization: `Bearer ${session.accessToken}` } };
}

/** GET /member/info on `app` with `headers`. */
function memberInfo(app: FastifyInstance, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  return call(app, 'GET', INFO, undefined, headers);
}

/**
 * Polls `request` until it answers 401 (not a fixed sleep) and returns how long that took, ms; fails past the cache
 * bound plus slack.
 */
async function refusedWithin(request: () => Promise<LightMyRequestResponse>): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await request();
    const elapsed = performance.now() - started;
    if (response.statusCode === 401) {
      expect(response.json()).toMatchObject(UNAUTHORIZED);
      return elapsed;
    }
    expect(response.statusCode).toBe(200);
    if (elapsed > CACHE_BOUND_MS + POLL_SLACK_MS) throw new Error(`still accepted after ${Math.round(elapsed)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describeOnDatabases('access tokens of a revoked sign-in', (database) => {
  const clock = new TestClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedFixture);
    app = await accountServer(database.current, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  it('after sign-out the access token is refused at once, with the 401 of an expired token', async () => {
    const member = await createMember(database.current.db);
    const device = await signedIn(app, member);
    expect((await memberInfo(app, device.headers)).statusCode).toBe(200);
    expect((await device.client.signOut()).statusCode).toBe(200);

    const refused = await memberInfo(app, device.headers);
    expect(refused.statusCode).toBe(401);
    const claims = (await verifyAccessToken(device.accessToken, TEST_AUTH_KEY))!;
    const expired = await signAccessToken(claims, TEST_AUTH_KEY, -60, clock.now());
    const expiredAnswer = await memberInfo(app, { authorization: `Bearer ${expired}` });
    expect(expiredAnswer.statusCode).toBe(401);
    const { code, message } = expiredAnswer.json() as typeof UNAUTHORIZED;
    expect({ code, message }).toEqual(UNAUTHORIZED);
    expect(refused.json()).toMatchObject({ code, message });
  });

  it('a sign-out ends only its own sign-in: the member’s other device keeps working', async () => {
    const member = await createMember(database.current.db);
    const leaving = await signedIn(app, member);
    const staying = await signedIn(app, member);
    await leaving.client.signOut();
    expect((await memberInfo(app, leaving.headers)).statusCode).toBe(401);
    expect((await memberInfo(app, staying.headers)).statusCode).toBe(200);
  });

  it('a password change ends the other devices’ access tokens within the cache bound; the changing device keeps its', async () => {
    const member = await createMember(database.current.db);
    const here = await signedIn(app, member);
    const elsewhere = await signedIn(app, member);
    expect((await memberInfo(app, elsewhere.headers)).statusCode).toBe(200);
    const changed = await call(
      app,
      'PUT',
      `${INFO}/password`,
      { oldPassword: member.password, newPassword: 'brand!new1', confirmation: 'brand!new1' },
      here.headers,
    );
    expect(changed.statusCode).toBe(204);
    expect(await refusedWithin(() => memberInfo(app, elsewhere.headers))).toBeLessThanOrEqual(
      CACHE_BOUND_MS + POLL_SLACK_MS,
    );
    expect((await memberInfo(app, here.headers)).statusCode).toBe(200);
  });
});

/**
 * Issue 15 finding 6 across instances: two servers, each with its own connections and revocation cache, on one
 * PostgreSQL database. A sign-out or password change on instance A is refused on instance B within the cache bound,
 * although B had just accepted (and cached) the token.
 */
describeIfPostgres('access tokens of a revoked sign-in on two instances', () => {
  const schema = freshSchemaName();
  const handles: OpenDatabase[] = [];
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;
  beforeAll(async () => {
    for (let n = 0; n < 2; n++) handles.push(await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema }));
    await seedDatabase(handles[0]!.db, seedFixture);
    instanceA = await accountServer(handles[0]!);
    instanceB = await accountServer(handles[1]!);
  });
  afterAll(async () => {
    await instanceA?.close();
    await instanceB?.close();
    for (const handle of handles) await handle.close();
    await dropSchema(schema);
  });

  it('signed out on instance A, the access token is refused on instance B within the cache bound', async () => {
    const member = await createMember(handles[0]!.db);
    const device = await signedIn(instanceA, member);
    expect((await memberInfo(instanceB, device.headers)).statusCode).toBe(200);
    expect((await device.client.signOut()).statusCode).toBe(200);
    expect((await memberInfo(instanceA, device.headers)).statusCode).toBe(401);
    expect(await refusedWithin(() => memberInfo(instanceB, device.headers))).toBeLessThanOrEqual(
      CACHE_BOUND_MS + POLL_SLACK_MS,
    );
  });

  it('a password change on instance A ends the other device’s access token on instance B within the cache bound', async () => {
    const member = await createMember(handles[0]!.db);
    const here = await signedIn(instanceA, member);
    const elsewhere = await signedIn(instanceB, member);
    expect((await memberInfo(instanceB, elsewhere.headers)).statusCode).toBe(200);
    const changed = await call(
      instanceA,
      'PUT',
      `${INFO}/password`,
      { oldPassword: member.password, newPassword: 'brand!new1', confirmation: 'brand!new1' },
      here.headers,
    );
    expect(changed.statusCode).toBe(204);
    expect(await refusedWithin(() => memberInfo(instanceB, elsewhere.headers))).toBeLessThanOrEqual(
      CACHE_BOUND_MS + POLL_SLACK_MS,
    );
    expect((await memberInfo(instanceB, here.headers)).statusCode).toBe(200);
    expect((await memberInfo(instanceA, here.headers)).statusCode).toBe(200);
  });
});

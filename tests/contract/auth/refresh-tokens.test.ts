import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyAccessToken } from '../../../server/auth/access-token';
import { endMemberSessions, hashRefreshToken } from '../../../server/auth/refresh-tokens';
import { type OpenDatabase, openDatabase } from '../../../server/db/database';
import { refreshTokenFamilies, refreshTokens } from '../../../server/db/schema';
import { DEMO_MEMBER } from '../../../server/db/seed/demo-member';
import { seedDatabase } from '../../../server/db/seed/seed';
import {
  describeIfPostgres,
  describeOnDatabases,
  describePostgres,
  dropSchema,
  freshSchemaName,
  TEST_DATABASE_URL,
} from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import { TEST_AUTH_KEY } from '../support/test-server';
import { AuthClient, authServer, TestClock } from './support/auth-harness';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Past the grace window (10 s, src/domain/session/rotation-grace.ts) in which a rotated token answers its pair again. */
const REPLAY_AFTER_MS = 11_000;
const demo = { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password };

/** The `exp` claim of a JWT, epoch seconds. */
function expiryOf(jwt: string): number {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).exp;
}

describeOnDatabases('refresh tokens', (database) => {
  const clock = new TestClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedFixture);
    app = await authServer(database.current, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  async function signedInMember(): Promise<AuthClient> {
    const client = new AuthClient(app);
    expect((await client.signIn('member', demo)).error).toBeNull();
    return client;
  }

  async function refreshWith(provider: string, refreshToken: string) {
    return new AuthClient(app).signIn(provider, { refreshToken });
  }

  /** GET /api/test/me (requireSession) with `accessToken`. */
  async function me(accessToken: string) {
    return app.inject({ method: 'GET', url: '/api/test/me', headers: { authorization: `Bearer ${accessToken}` } });
  }

  /** How many refresh tokens the family of `token` has issued. */
  async function tokensInFamily(token: string): Promise<number> {
    const family = await familyOf(token);
    const rows = await database.current.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, family!.id));
    return rows.length;
  }

  async function familyOf(token: string) {
    const [row] = await database.current.db
      .select({
        id: refreshTokenFamilies.id,
        revokedAt: refreshTokenFamilies.revokedAt,
        reason: refreshTokenFamilies.revokeReason,
      })
      .from(refreshTokens)
      .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
    return row;
  }

  it('refresh tokens are stored hashed, never as issued', async () => {
    const token = (await (await signedInMember()).session())!.refreshTokenInfo!.token;
    const rows = await database.current.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(rows.some((row) => row.hash === token)).toBe(false);
    expect(rows.some((row) => row.hash === hashRefreshToken(token))).toBe(true);
  });

  it('refresh_member exchanges the token for a new session in the same family, with a new access token', async () => {
    const client = await signedInMember();
    const before = (await client.session())!;
    clock.advance(60_000);
    const answer = await client
      .signIn('refresh_member', { refreshToken: before.refreshTokenInfo!.token })
      .finally(() => clock.advance(-60_000));
    expect(answer.error).toBeNull();
    const after = (await client.session())!;
    expect(after.type).toBe('member');
    expect(after.user?.name).toBe('김치킨');
    expect(after.refreshTokenInfo!.token).not.toBe(before.refreshTokenInfo!.token);
    // The clock moved 60 s (real time perhaps a second more): the new access token expires that much later.
    expect(expiryOf(after.accessToken) - expiryOf(before.accessToken)).toBeGreaterThanOrEqual(60);
    expect(expiryOf(after.accessToken) - expiryOf(before.accessToken)).toBeLessThanOrEqual(62);
    const [was, now] = await Promise.all([before, after].map((s) => verifyAccessToken(s.accessToken, TEST_AUTH_KEY)));
    expect(now).toEqual(was);
    expect((await familyOf(after.refreshTokenInfo!.token))?.id).toBe(now!.familyId);
  });

  it('reusing a rotated token after the grace window fails and kills the family: its newest token and access token fail too', async () => {
    const client = await signedInMember();
    const first = (await client.session())!.refreshTokenInfo!.token;
    expect((await client.signIn('refresh_member', { refreshToken: first })).error).toBeNull();
    const { accessToken, refreshTokenInfo } = (await client.session())!;
    const second = refreshTokenInfo!.token;
    expect((await me(accessToken)).statusCode).toBe(200);

    clock.advance(REPLAY_AFTER_MS);
    try {
      const replay = await refreshWith('refresh_member', first);
      expect([replay.error, replay.code]).toEqual(['CredentialsSignin', 'refresh_token_reused']);
      expect(await familyOf(second)).toMatchObject({ revokedAt: expect.any(Date), reason: 'reuse' });

      const newest = await refreshWith('refresh_member', second);
      expect(newest.error).toBe('CredentialsSignin');
      expect(newest.code).toBe('refresh_token_invalid');
      // Issue 15: the family's access token is refused too (within requireSession's 2 s cache on this instance).
      await expect.poll(async () => (await me(accessToken)).statusCode, { timeout: 5000, interval: 50 }).toBe(401);
    } finally {
      clock.advance(-REPLAY_AFTER_MS);
    }
  });

  it('the same token sent twice at once (two tabs): both get the same new refresh token and the family lives', async () => {
    const client = await signedInMember();
    const refreshToken = (await client.session())!.refreshTokenInfo!.token;
    const tabs = [new AuthClient(app), new AuthClient(app)];
    await Promise.all(tabs.map((tab) => tab.csrfToken()));
    const answers = await Promise.all(tabs.map((tab) => tab.signIn('refresh_member', { refreshToken })));
    expect(answers.map((answer) => answer.error)).toEqual([null, null]);
    const sessions = await Promise.all(tabs.map(async (tab) => (await tab.session())!));
    const [one, other] = sessions.map((session) => session.refreshTokenInfo!);
    expect(one!.token).not.toBe(refreshToken);
    expect(other).toEqual(one);
    expect(await familyOf(one!.token)).toMatchObject({ revokedAt: null });
    // Exactly one rotation happened: the family holds the first token and one successor.
    expect(await tokensInFamily(one!.token)).toBe(2);
    const claims = await Promise.all(sessions.map((session) => verifyAccessToken(session.accessToken, TEST_AUTH_KEY)));
    expect(claims[1]).toEqual(claims[0]);
    expect(claims[0]?.familyId).toBe((await familyOf(one!.token))?.id);
    for (const session of sessions) expect((await me(session.accessToken)).statusCode).toBe(200);
    const later = new AuthClient(app);
    expect((await later.signIn('refresh_member', { refreshToken: one!.token })).error).toBeNull();
    expect((await later.session())!.refreshTokenInfo!.token).not.toBe(one!.token);
  });

  it('a rotated token presented again within 10 s answers the same pair; after the window it revokes the family', async () => {
    const client = await signedInMember();
    const first = (await client.session())!.refreshTokenInfo!.token;
    expect((await client.signIn('refresh_member', { refreshToken: first })).error).toBeNull();
    const second = (await client.session())!.refreshTokenInfo!;

    clock.advance(9000);
    try {
      const otherTab = new AuthClient(app);
      expect((await otherTab.signIn('refresh_member', { refreshToken: first })).error).toBeNull();
      const again = (await otherTab.session())!;
      expect(again.refreshTokenInfo).toEqual(second);
      expect((await me(again.accessToken)).statusCode).toBe(200);

      clock.advance(REPLAY_AFTER_MS - 9000);
      const replay = await refreshWith('refresh_member', first);
      expect(replay.code).toBe('refresh_token_reused');
      expect(await familyOf(second.token)).toMatchObject({ revokedAt: expect.any(Date), reason: 'reuse' });
      await expect
        .poll(async () => (await me(again.accessToken)).statusCode, { timeout: 5000, interval: 50 })
        .toBe(401);
    } finally {
      clock.advance(-REPLAY_AFTER_MS);
    }
  });

  it('the successor kept for a repeated refresh is stored sealed, never as issued', async () => {
    const client = await signedInMember();
    const first = (await client.session())!.refreshTokenInfo!.token;
    expect((await client.signIn('refresh_member', { refreshToken: first })).error).toBeNull();
    const second = (await client.session())!.refreshTokenInfo!.token;
    const [row] = await database.current.db
      .select({ successor: refreshTokens.successor })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(first)));
    const sealed = Buffer.from(row!.successor!);
    expect(sealed.length).toBeGreaterThan(second.length);
    for (const encoding of ['utf8', 'base64url', 'base64', 'hex'] as const) {
      expect(sealed.toString(encoding).includes(second)).toBe(false);
    }
    expect(sealed.includes(Buffer.from(second, 'base64url'))).toBe(false);
  });

  it('a guest refreshes with refresh_guest; the other provider refuses the token without harming the family', async () => {
    const client = new AuthClient(app);
    await client.signIn('guest');
    const token = (await client.session())!.refreshTokenInfo!.token;
    const wrong = await refreshWith('refresh_member', token);
    expect(wrong.code).toBe('refresh_token_invalid');
    expect((await familyOf(token))?.revokedAt).toBeNull();
    expect((await client.signIn('refresh_guest', { refreshToken: token })).error).toBeNull();
    expect((await client.session())?.type).toBe('guest');
  });

  it('an unknown or malformed refresh token is refused', async () => {
    for (const refreshToken of ['', 'short', 'x'.repeat(43), 'A'.repeat(5000)]) {
      expect((await refreshWith('refresh_member', refreshToken)).code).toBe('refresh_token_invalid');
    }
  });

  it('after 14 days the member session reports refreshTokenExpired and the token no longer refreshes', async () => {
    const client = await signedInMember();
    const token = (await client.session())!.refreshTokenInfo!.token;
    expect((await client.session())?.refreshTokenExpired).toBe(false);
    clock.advance(14 * DAY_MS + 1000);
    try {
      expect((await client.session())?.refreshTokenExpired).toBe(true);
      const answer = await refreshWith('refresh_member', token);
      expect(answer.code).toBe('refresh_token_expired');
    } finally {
      clock.advance(-(14 * DAY_MS + 1000));
    }
  });

  it('sign-out revokes the family of the current session', async () => {
    const client = await signedInMember();
    const token = (await client.session())!.refreshTokenInfo!.token;
    expect((await client.signOut()).statusCode).toBe(200);
    expect(await familyOf(token)).toMatchObject({ revokedAt: expect.any(Date), reason: 'signout' });
    expect((await refreshWith('refresh_member', token)).error).toBe('CredentialsSignin');
  });

  it('endMemberSessions ends every other sign-in of the member and keeps the given one', async () => {
    const keep = await signedInMember();
    const other = await signedInMember();
    const keepSession = (await keep.session())!;
    const { familyId } = (await verifyAccessToken(keepSession.accessToken, TEST_AUTH_KEY))!;
    const otherToken = (await other.session())!.refreshTokenInfo!.token;
    const ended = await endMemberSessions(database.current.db, DEMO_MEMBER.id, { exceptFamilyId: familyId });
    expect(ended).toBeGreaterThanOrEqual(1);
    expect((await refreshWith('refresh_member', otherToken)).error).toBe('CredentialsSignin');
    expect(
      (await keep.signIn('refresh_member', { refreshToken: keepSession.refreshTokenInfo!.token })).error,
    ).toBeNull();
  });
});

/** Both racers' sessions after refreshing with one token at the same moment; throws when either was refused. */
async function raceRefresh(apps: readonly [FastifyInstance, FastifyInstance], refreshToken: string) {
  const racers = apps.map((app) => new AuthClient(app));
  await Promise.all(racers.map((racer) => racer.csrfToken()));
  const answers = await Promise.all(racers.map((racer) => racer.signIn('refresh_member', { refreshToken })));
  expect(answers.map((answer) => [answer.error, answer.code])).toEqual([
    [null, null],
    [null, null],
  ]);
  return Promise.all(racers.map(async (racer) => (await racer.session())!));
}

describePostgres('concurrent refreshes', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedFixture);
    app = await authServer(database.current);
  });
  afterAll(async () => {
    await app.close();
  });

  it('two refreshes racing with one token: both succeed with the same rotated pair, and only one rotation happened', async () => {
    for (let round = 0; round < 5; round++) {
      const client = new AuthClient(app);
      await client.signIn('member', demo);
      const refreshToken = (await client.session())!.refreshTokenInfo!.token;
      const [one, other] = await raceRefresh([app, app], refreshToken);
      expect(other!.refreshTokenInfo).toEqual(one!.refreshTokenInfo);
      const issued = await database.current.db
        .select({ rotatedAt: refreshTokens.rotatedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.familyId, (await verifyAccessToken(one!.accessToken, TEST_AUTH_KEY))!.familyId!));
      expect(issued.map((row) => row.rotatedAt === null).sort()).toEqual([false, true]);
    }
  });
});

/**
 * Issue 15 finding 10 across instances: two servers, each with its own connections, on one PostgreSQL database. The
 * same token sent to both at the same moment is answered with the same pair by both: the loser reads the winner's
 * sealed successor from the database.
 */
describeIfPostgres('concurrent refreshes on two instances', () => {
  const schema = freshSchemaName();
  const handles: OpenDatabase[] = [];
  let apps: [FastifyInstance, FastifyInstance];
  beforeAll(async () => {
    for (let n = 0; n < 2; n++) handles.push(await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema }));
    await seedDatabase(handles[0]!.db, seedFixture);
    apps = [await authServer(handles[0]!), await authServer(handles[1]!)];
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    for (const handle of handles) await handle.close();
    await dropSchema(schema);
  });

  it('one token sent to instance A and instance B at once: both succeed with the same pair, the family lives', async () => {
    for (let round = 0; round < 5; round++) {
      const client = new AuthClient(apps[round % 2]!);
      await client.signIn('member', demo);
      const refreshToken = (await client.session())!.refreshTokenInfo!.token;
      const [onA, onB] = await raceRefresh(apps, refreshToken);
      expect(onB!.refreshTokenInfo).toEqual(onA!.refreshTokenInfo);
      const [claimsA, claimsB] = await Promise.all(
        [onA!, onB!].map((session) => verifyAccessToken(session.accessToken, TEST_AUTH_KEY)),
      );
      expect(claimsB).toEqual(claimsA);
      for (const [app, session] of [
        [apps[1], onA!],
        [apps[0], onB!],
      ] as const) {
        const me = await app.inject({
          method: 'GET',
          url: '/api/test/me',
          headers: { authorization: `Bearer ${session.accessToken}` },
        });
        expect(me.statusCode).toBe(200);
      }
      const next = new AuthClient(apps[1]);
      expect((await next.signIn('refresh_member', { refreshToken: onA!.refreshTokenInfo!.token })).error).toBeNull();
    }
  });
});

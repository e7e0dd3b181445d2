import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyAccessToken } from '../../../server/auth/access-token';
import { endMemberSessions, hashRefreshToken } from '../../../server/auth/refresh-tokens';
import { refreshTokenFamilies, refreshTokens } from '../../../server/db/schema';
import { DEMO_MEMBER } from '../../../server/db/seed/demo-member';
import { seedDatabase } from '../../../server/db/seed/seed';
import { describeOnDatabases, describePostgres } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import { TEST_AUTH_KEY } from '../support/test-server';
import { AuthClient, authServer, TestClock } from './support/auth-harness';

const DAY_MS = 24 * 60 * 60 * 1000;
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

  it('reusing a rotated token fails and kills the family: the newest token of the family fails too', async () => {
    const client = await signedInMember();
    const first = (await client.session())!.refreshTokenInfo!.token;
    expect((await client.signIn('refresh_member', { refreshToken: first })).error).toBeNull();
    const second = (await client.session())!.refreshTokenInfo!.token;

    const replay = await refreshWith('refresh_member', first);
    expect([replay.error, replay.code]).toEqual(['CredentialsSignin', 'refresh_token_reused']);
    expect(await familyOf(second)).toMatchObject({ revokedAt: expect.any(Date), reason: 'reuse' });

    const newest = await refreshWith('refresh_member', second);
    expect(newest.error).toBe('CredentialsSignin');
    expect(newest.code).toBe('refresh_token_invalid');
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

describePostgres('concurrent refreshes', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedFixture);
    app = await authServer(database.current);
  });
  afterAll(async () => {
    await app.close();
  });

  it('two refreshes racing with one token: exactly one succeeds', async () => {
    for (let round = 0; round < 5; round++) {
      const client = new AuthClient(app);
      await client.signIn('member', demo);
      const refreshToken = (await client.session())!.refreshTokenInfo!.token;
      const racers = [new AuthClient(app), new AuthClient(app)];
      await Promise.all(racers.map((racer) => racer.csrfToken()));
      const answers = await Promise.all(racers.map((racer) => racer.signIn('refresh_member', { refreshToken })));
      expect(answers.filter((answer) => answer.error === null)).toHaveLength(1);
      expect(answers.filter((answer) => answer.error === 'CredentialsSignin')).toHaveLength(1);
    }
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyAccessToken } from '../../../server/auth/access-token';
import { ArsLinks } from '../../../server/auth/ars-links';
import type { GuestConfirmationVerifier } from '../../../server/auth/guest-confirmation';
import { arsLinks, owners } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed/seed';
import { describeOnDatabases } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import { TEST_AUTH_KEY } from '../support/test-server';
import { AuthClient, authServer, TestClock } from './support/auth-harness';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
const BRANCH_ID = seedFixture.branches[0]!.branchId;

/** A stand-in for the phone-confirmation step: one known token, usable once. */
function oneTimeVerifier(token: string, ownerId: string): GuestConfirmationVerifier {
  let used = false;
  return {
    verify: async (guestToken) => {
      if (guestToken !== token || used) return null;
      used = true;
      return { ownerId, phoneNumber: '01099998888' };
    },
  };
}

describeOnDatabases('guest and ARS sessions', (database) => {
  const clock = new TestClock();
  let app: FastifyInstance;
  let appWithVerifier: FastifyInstance;
  let links: ArsLinks;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedFixture);
    app = await authServer(database.current, { clock });
    appWithVerifier = await authServer(database.current, {
      clock,
      guestConfirmation: oneTimeVerifier('confirmed-token', 'guest:confirmed-visitor'),
    });
    links = new ArsLinks(database.current.db, TEST_AUTH_KEY, { now: clock.now, publicUrl: 'https://shop.example.com' });
  });
  afterAll(async () => {
    await app.close();
    await appWithVerifier.close();
  });

  it('a first-visit guest signs in with no fields and gets a new guest owner with a 30-day refresh token', async () => {
    const client = new AuthClient(app);
    const answer = await client.signIn('guest');
    expect(answer.error).toBeNull();
    const session = (await client.session())!;
    expect(session.type).toBe('guest');
    expect(session.user).toBeUndefined();
    expect(session.refreshTokenExpired).toBe(false);
    const claims = (await verifyAccessToken(session.accessToken, TEST_AUTH_KEY))!;
    expect(claims.sub).toMatch(/^guest:[0-9a-f-]{36}$/);
    const [owner] = await database.current.db.select().from(owners).where(eq(owners.id, claims.sub));
    expect(owner?.kind).toBe('guest');
    const lifetime = Date.parse(session.refreshTokenInfo!.expiresAt) - Date.now();
    expect(Math.abs(lifetime - THIRTY_DAYS_MS)).toBeLessThan(10_000);
  });

  it('two first visits are two different guests', async () => {
    const first = new AuthClient(app);
    const second = new AuthClient(app);
    await first.signIn('guest');
    await second.signIn('guest');
    const [a, b] = await Promise.all([first.session(), second.session()]);
    const subs = await Promise.all([a!, b!].map((s) => verifyAccessToken(s.accessToken, TEST_AUTH_KEY)));
    expect(subs[0]!.sub).not.toBe(subs[1]!.sub);
  });

  it('until the phone-confirmation step exists, every guestToken is refused', async () => {
    const client = new AuthClient(app);
    const answer = await client.signIn('guest', { guestToken: 'anything' });
    expect([answer.error, answer.code]).toEqual(['CredentialsSignin', 'guest_confirmation_invalid']);
    expect(await client.session()).toBeNull();
  });

  it('a verified guestToken signs in as the confirmed guest, once', async () => {
    const client = new AuthClient(appWithVerifier);
    expect((await client.signIn('guest', { guestToken: 'confirmed-token' })).error).toBeNull();
    const claims = await verifyAccessToken((await client.session())!.accessToken, TEST_AUTH_KEY);
    expect(claims).toMatchObject({ sub: 'guest:confirmed-visitor', type: 'guest' });
    const again = await new AuthClient(appWithVerifier).signIn('guest', { guestToken: 'confirmed-token' });
    expect(again.code).toBe('guest_confirmation_invalid');
  });

  it('an ARS link is an /ars url whose token signs in once as an ARS session bound to the number and branch', async () => {
    const link = await links.createArsLink({ phoneNumber: '01055556666', branchId: BRANCH_ID, ttlSeconds: 600 });
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example.com/ars');
    const token = url.searchParams.get('token')!;

    const client = new AuthClient(app);
    expect((await client.signIn('ars', { token })).error).toBeNull();
    const session = (await client.session())!;
    expect(session).toMatchObject({
      type: 'ars',
      refreshTokenInfo: null,
      refreshTokenExpired: false,
      ars: { branchId: BRANCH_ID, phoneNumber: '01055556666' },
    });
    const claims = (await verifyAccessToken(session.accessToken, TEST_AUTH_KEY))!;
    expect(claims).toMatchObject({ type: 'ars', sub: expect.stringMatching(/^ars:/) });
    const [row] = await database.current.db.select().from(arsLinks).where(eq(arsLinks.ownerId, claims.sub));
    expect(row?.redeemedAt).toBeInstanceOf(Date);

    const reuse = await new AuthClient(app).signIn('ars', { token });
    expect([reuse.error, reuse.code]).toEqual(['CredentialsSignin', 'ars_link_invalid']);
  });

  it('an expired ARS link is refused', async () => {
    const link = await links.createArsLink({ phoneNumber: '01055556666', branchId: BRANCH_ID, ttlSeconds: 60 });
    clock.advance(61_000);
    try {
      const answer = await new AuthClient(app).signIn('ars', { token: link.token });
      expect(answer.code).toBe('ars_link_invalid');
    } finally {
      clock.advance(-61_000);
    }
  });

  it('a forged or altered ARS link is refused', async () => {
    const link = await links.createArsLink({ phoneNumber: '01055556666', branchId: BRANCH_ID, ttlSeconds: 600 });
    const [header, , signature] = link.token.split('.');
    const claims = JSON.parse(Buffer.from(link.token.split('.')[1]!, 'base64url').toString());
    const otherPhone = Buffer.from(JSON.stringify({ ...claims, phone: '01011112222' })).toString('base64url');
    const wrongKey = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-ars-key-0123456789abcdefghij'));
    // An access token is signed from the same secret but not with the ARS key: it is no link.
    const accessTokenAsLink = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).sign(TEST_AUTH_KEY);
    for (const token of [`${header}.${otherPhone}.${signature}`, wrongKey, accessTokenAsLink, 'not-a-token', '']) {
      const answer = await new AuthClient(app).signIn('ars', { token });
      expect(answer.code, token).toBe('ars_link_invalid');
    }
    // The untouched link still works: the refusals did not consume it.
    expect((await new AuthClient(app).signIn('ars', { token: link.token })).error).toBeNull();
  });

  it('an ARS session reports refreshTokenExpired once its lifetime (30 min) is over', async () => {
    const link = await links.createArsLink({ phoneNumber: '01055556666', branchId: BRANCH_ID, ttlSeconds: 600 });
    const client = new AuthClient(app);
    await client.signIn('ars', { token: link.token });
    clock.advance(31 * 60 * 1000);
    try {
      expect((await client.session())?.refreshTokenExpired).toBe(true);
    } finally {
      clock.advance(-31 * 60 * 1000);
    }
  });

  it('createArsLink refuses a malformed phone number or lifetime', async () => {
    await expect(
      links.createArsLink({ phoneNumber: '010-1234', branchId: BRANCH_ID, ttlSeconds: 60 }),
    ).rejects.toThrow();
    await expect(
      links.createArsLink({ phoneNumber: '01012345678', branchId: BRANCH_ID, ttlSeconds: 0 }),
    ).rejects.toThrow();
  });
});

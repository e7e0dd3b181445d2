import { describe, expect, it } from 'vitest';
import { memoryGuestToken } from '../../../../src/adapters/memory/in-memory-session-gateway';
import { GUEST_PHONE, MEMBER, memoryWorld } from '../../application/memory-world';

describe('InMemorySessionGateway', () => {
  it('a member signs in with username and password and gets a refresh token lasting 14 days', async () => {
    const world = memoryWorld();
    const result = await world.sessions.signIn({ provider: 'member', ...MEMBER });
    expect(result.kind).toBe('signed-in');
    const session = await world.sessions.session();
    expect(session?.type).toBe('member');
    expect(session?.refreshTokenExpired).toBe(false);
    expect(Date.parse(session?.refreshTokenInfo?.expiresAt ?? '')).toBe(
      world.clock.now() + world.fixtures.refreshTokenLifetimeMs,
    );
  });

  it('a wrong password is refused as CredentialsSignin and signs nobody in', async () => {
    const world = memoryWorld();
    expect(
      await world.sessions.signIn({ provider: 'member', username: MEMBER.username, password: 'nope!nope1' }),
    ).toEqual({
      kind: 'rejected',
      error: 'CredentialsSignin',
      code: 'credentials',
    });
    expect(await world.sessions.session()).toBeNull();
  });

  it('a first-visit guest signs in anonymously, each time as a new guest with a refresh token', async () => {
    const world = memoryWorld();
    const first = await world.sessions.signIn({ provider: 'guest' });
    expect(first.kind === 'signed-in' && first.session).toMatchObject({ type: 'guest', refreshTokenExpired: false });
    const firstOwner = world.backend.currentOwner()?.ownerId;
    await world.sessions.signIn({ provider: 'guest' });
    expect(world.backend.currentOwner()?.ownerId).not.toBe(firstOwner);
  });

  it('a phone-confirmed guest signs in with the confirmation token, once, and only after the confirmation', async () => {
    const world = memoryWorld();
    const code = world.fixtures.verificationCode;
    const guestToken = memoryGuestToken(GUEST_PHONE);
    expect((await world.sessions.signIn({ provider: 'guest', guestToken })).kind).toBe('rejected');
    await world.phone.create({ name: '비회원', phoneNumber: GUEST_PHONE });
    await world.phone.confirm({ name: '비회원', phoneNumber: GUEST_PHONE, authCode: code });
    const result = await world.sessions.signIn({ provider: 'guest', guestToken });
    expect(result.kind === 'signed-in' && result.session.type).toBe('guest');
    expect(world.backend.currentOwner()?.phoneNumber).toBe(GUEST_PHONE);
    expect((await world.sessions.signIn({ provider: 'guest', guestToken })).kind).toBe('rejected');
    expect((await world.sessions.signIn({ provider: 'guest', guestToken: 'forged' })).kind).toBe('rejected');
  });

  it('an ARS call has a session without a refresh token', async () => {
    const world = memoryWorld();
    const result = await world.sessions.signIn({ provider: 'ars', token: 'ars-call-1' });
    expect(result.kind === 'signed-in' && result.session).toMatchObject({ type: 'ars', refreshTokenInfo: null });
  });

  it('a refresh rotates both tokens and the session carries the new ones', async () => {
    const world = memoryWorld();
    const before = await world.signInMember();
    const result = await world.sessions.refresh('refresh_member', before.refreshTokenInfo?.token ?? '');
    const after = await world.sessions.session();
    expect(result).toEqual({ kind: 'refreshed', session: after });
    expect(after?.accessToken).not.toBe(before.accessToken);
    expect(after?.refreshTokenInfo?.token).not.toBe(before.refreshTokenInfo?.token);
  });

  it('reusing a rotated refresh token after the 10 s grace window is refused and revokes the whole sign-in', async () => {
    const world = memoryWorld();
    const before = await world.signInMember();
    const oldToken = before.refreshTokenInfo?.token ?? '';
    await world.sessions.refresh('refresh_member', oldToken);
    world.clock.advance(10_001);
    expect((await world.sessions.refresh('refresh_member', oldToken)).kind).toBe('rejected');
    expect(await world.sessions.session()).toBeNull();
  });

  it('a rotated refresh token presented again within 10 s (a second tab) answers the same refresh token', async () => {
    const world = memoryWorld();
    const before = await world.signInMember();
    const oldToken = before.refreshTokenInfo?.token ?? '';
    const first = await world.sessions.refresh('refresh_member', oldToken);
    world.clock.advance(10_000);
    const second = await world.sessions.refresh('refresh_member', oldToken);
    expect(first.kind === 'refreshed' && second.kind === 'refreshed').toBe(true);
    if (first.kind !== 'refreshed' || second.kind !== 'refreshed') return;
    expect(second.session.refreshTokenInfo).toEqual(first.session.refreshTokenInfo);
    expect(second.session.accessToken).not.toBe(first.session.accessToken);
    const next = await world.sessions.refresh('refresh_member', first.session.refreshTokenInfo?.token ?? '');
    expect(next.kind).toBe('refreshed');
  });

  it("a refresh with the other type's provider is refused", async () => {
    const world = memoryWorld();
    const guest = await world.signInGuest();
    expect((await world.sessions.refresh('refresh_member', guest.refreshTokenInfo?.token ?? '')).kind).toBe('rejected');
  });

  it('an expired refresh token shows on the session and can no longer refresh', async () => {
    const world = memoryWorld();
    const before = await world.signInMember();
    world.clock.advance(world.fixtures.refreshTokenLifetimeMs);
    expect((await world.sessions.session())?.refreshTokenExpired).toBe(true);
    expect((await world.sessions.refresh('refresh_member', before.refreshTokenInfo?.token ?? '')).kind).toBe(
      'rejected',
    );
  });

  it('signing out ends the session, returns the callback and kills its refresh token', async () => {
    const world = memoryWorld();
    const before = await world.signInMember();
    expect(await world.sessions.signOut('/reset')).toEqual({ url: '/reset' });
    expect(await world.sessions.session()).toBeNull();
    expect((await world.sessions.refresh('refresh_member', before.refreshTokenInfo?.token ?? '')).kind).toBe(
      'rejected',
    );
  });

  it('the CSRF token is stable for the browser', async () => {
    const world = memoryWorld();
    expect(await world.sessions.csrfToken()).toBe(await world.sessions.csrfToken());
  });
});

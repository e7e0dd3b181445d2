import { describe, expect, it } from 'vitest';
import type { AccountWorld } from '../support/account-world';
import { newPhoneNumber } from '../support/account-world';
import { codeSentTo, refreshTokenOf, signedInMember, signInAs } from './accounts';

/** Spec §8: a refused sign-in or refresh names Auth.js's error; `code` says why (never which credential). */
const WRONG_CREDENTIALS = { kind: 'rejected', error: 'CredentialsSignin', code: 'credentials' } as const;
const REFRESH_REFUSED = { kind: 'rejected', error: 'CredentialsSignin' } as const;

/** Past the grace window (10 s, src/domain/session/rotation-grace.ts) in which a rotated token answers its pair again. */
const REPLAY_AFTER_MS = 11_000;

/** The SessionGateway port's contract (spec §6 sessions, §7 sign-in helper, §8 refusals), for any adapter of it. */
export function describeSessionGatewayContract(name: string, world: AccountWorld): void {
  describe(`SessionGateway contract: ${name}`, () => {
    it('a new browser has no session, and a CSRF token to post with', async () => {
      const { sessions } = world.browser();
      expect(await sessions.session()).toBeNull();
      expect(await sessions.csrfToken()).not.toBe('');
    });

    it('a first-visit guest signs in anonymously: a guest session with a live refresh token', async () => {
      const { sessions } = world.browser();
      const result = await sessions.signIn({ provider: 'guest' });
      expect(result).toMatchObject({ kind: 'signed-in', session: { type: 'guest', refreshTokenExpired: false } });
      if (result.kind !== 'signed-in') return;
      expect(result.session.accessToken).not.toBe('');
      refreshTokenOf(result.session);
      expect(await sessions.session()).toMatchObject({ type: 'guest', accessToken: result.session.accessToken });
    });

    it('a member signs in with the password (the id in any case); a wrong one is refused and leaves no session', async () => {
      const member = await world.newMember();
      const wrong = world.browser();
      expect(
        await wrong.sessions.signIn({ provider: 'member', username: member.username, password: 'wrong!pass1' }),
      ).toEqual(WRONG_CREDENTIALS);
      expect(await wrong.sessions.session()).toBeNull();
      const unknown = { provider: 'member', username: `${member.username}x`, password: member.password } as const;
      expect(await wrong.sessions.signIn(unknown)).toEqual(WRONG_CREDENTIALS);

      const upper = world.browser();
      const session = await signInAs(upper, { ...member, username: member.username.toUpperCase() });
      expect(session).toMatchObject({ type: 'member', refreshTokenExpired: false });
      expect(await upper.sessions.session()).toMatchObject({ type: 'member', accessToken: session.accessToken });
      expect(await signInAs(world.browser(), member)).toMatchObject({ type: 'member' });
    });

    it('refresh_member rotates both tokens; the rotated token used again after the grace window is refused and ends the whole sign-in', async () => {
      const { ports, session } = await signedInMember(world);
      const first = refreshTokenOf(session);
      const rotated = await ports.sessions.refresh('refresh_member', first);
      expect(rotated).toMatchObject({ kind: 'refreshed', session: { type: 'member' } });
      if (rotated.kind !== 'refreshed') return;
      const second = refreshTokenOf(rotated.session);
      expect(second).not.toBe(first);

      world.advanceClock(REPLAY_AFTER_MS);
      expect(await ports.sessions.refresh('refresh_member', first)).toEqual(REFRESH_REFUSED);
      expect(await ports.sessions.refresh('refresh_member', second)).toEqual(REFRESH_REFUSED);
    });

    it('a second tab refreshing with the token the first just rotated gets the same refresh token, not a sign-out', async () => {
      const { ports, session } = await signedInMember(world);
      const first = refreshTokenOf(session);
      const tab = await ports.sessions.refresh('refresh_member', first);
      if (tab.kind !== 'refreshed') throw new Error(`the first refresh was refused: ${JSON.stringify(tab)}`);
      world.advanceClock(5000);
      const otherTab = await ports.sessions.refresh('refresh_member', first);
      expect(otherTab).toMatchObject({ kind: 'refreshed', session: { type: 'member', refreshTokenExpired: false } });
      if (otherTab.kind !== 'refreshed') return;
      expect(refreshTokenOf(otherTab.session)).toBe(refreshTokenOf(tab.session));
      expect(await ports.sessions.refresh('refresh_member', refreshTokenOf(tab.session))).toMatchObject({
        kind: 'refreshed',
      });
    });

    it('a refresh token is good only with its own provider; an unknown one is refused', async () => {
      const { sessions } = world.browser();
      const guest = await sessions.signIn({ provider: 'guest' });
      if (guest.kind !== 'signed-in') throw new Error('guest sign-in refused');
      const token = refreshTokenOf(guest.session);
      expect(await sessions.refresh('refresh_member', token)).toEqual(REFRESH_REFUSED);
      expect(await sessions.refresh('refresh_guest', token)).toMatchObject({
        kind: 'refreshed',
        session: { type: 'guest' },
      });
      expect(await sessions.refresh('refresh_guest', 'x'.repeat(43))).toEqual(REFRESH_REFUSED);
    });

    it('signing out answers the callback path, ends the session and its refresh token', async () => {
      const { ports, session } = await signedInMember(world);
      expect(await ports.sessions.signOut('/reset')).toEqual({ url: '/reset' });
      expect(await ports.sessions.session()).toBeNull();
      expect(await ports.sessions.refresh('refresh_member', refreshTokenOf(session))).toEqual(REFRESH_REFUSED);
    });

    it("a guest signs in with a confirmed code's token, once (spec §5 guest phone path)", async () => {
      const ports = world.browser();
      const person = { name: '비회원', phoneNumber: newPhoneNumber() };
      const authCode = await codeSentTo(world, ports, person);
      const confirmed = await ports.phone.confirm({ ...person, authCode });
      if (confirmed.kind !== 'confirmed') throw new Error(`code not confirmed: ${JSON.stringify(confirmed)}`);
      const guestToken = confirmed.confirmationToken;
      expect(await ports.sessions.signIn({ provider: 'guest', guestToken })).toMatchObject({
        kind: 'signed-in',
        session: { type: 'guest' },
      });
      expect(await world.browser().sessions.signIn({ provider: 'guest', guestToken })).toEqual({
        kind: 'rejected',
        error: 'CredentialsSignin',
        code: 'guest_confirmation_invalid',
      });
    });
  });
}

import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../../../src/domain/validation/password';
import type { AccountWorld, MemberCredentials } from '../support/account-world';
import { newPassword, newPersonName } from '../support/account-world';
import { codeSentTo, expectInstant, refreshTokenOf, signInAs, wrongCode } from './accounts';
import { expectKoreanMessage } from './discovery';

/** The id as a find shows it: the first half (2 to 4 characters) kept, the rest `*` (the contracts' ids are 12 long). */
function masked(username: string): string {
  const shown = Math.min(4, Math.max(2, Math.floor(username.length / 2)));
  return username.slice(0, shown) + '*'.repeat(username.length - shown);
}

function person(member: MemberCredentials) {
  return { name: member.name, phoneNumber: member.phoneNumber };
}

/** The AccountRecovery port's contract (spec §5 find id / password, §7 /member/find), for any adapter of it. */
export function describeAccountRecoveryContract(name: string, world: AccountWorld): void {
  describe(`AccountRecovery contract: ${name}`, () => {
    it('the id is found by name and the code sent to the phone, masked, with the join date; the code is spent', async () => {
      const ports = world.browser();
      const member = await world.newMember();
      const authCode = await codeSentTo(world, ports, person(member));
      const input = { ...person(member), authCode };
      expect(await ports.recovery.findUsername({ ...input, authCode: wrongCode(authCode) })).toMatchObject({
        kind: 'rejected',
        code: 'WRONG_AUTH_CODE',
      });
      const found = await ports.recovery.findUsername(input);
      expect(found).toMatchObject({ kind: 'found', found: { username: masked(member.username) } });
      if (found.kind === 'found') expectInstant(found.found.joinedAt);
      expect(await ports.recovery.findUsername(input)).toMatchObject({
        kind: 'rejected',
        code: 'AUTH_CODE_NOT_REQUESTED',
      });
    });

    it("a name that is not the phone's member is MEMBER_NOT_FOUND", async () => {
      const ports = world.browser();
      const member = await world.newMember();
      const authCode = await codeSentTo(world, ports, person(member));
      const refused = await ports.recovery.findUsername({ ...person(member), name: newPersonName(), authCode });
      expect(refused).toMatchObject({ kind: 'rejected', code: 'MEMBER_NOT_FOUND' });
      if (refused.kind === 'rejected') expectKoreanMessage(refused.message);
    });

    it('the id is found by identity; a stranger is MEMBER_NOT_FOUND and a forged ciToken CI_TOKEN_INVALID', async () => {
      const { recovery } = world.browser();
      const member = await world.newMember();
      expect(await recovery.findUsernameByCi(await world.ciToken(person(member)))).toMatchObject({
        kind: 'found',
        found: { username: masked(member.username) },
      });
      const stranger = { ...person(member), name: newPersonName() };
      expect(await recovery.findUsernameByCi(await world.ciToken(stranger))).toMatchObject({
        kind: 'rejected',
        code: 'MEMBER_NOT_FOUND',
      });
      expect(await recovery.findUsernameByCi('forged.ci.token')).toMatchObject({
        kind: 'rejected',
        code: 'CI_TOKEN_INVALID',
      });
    });

    it('a password reset by phone sets the new password once and ends every session of the member', async () => {
      const ports = world.browser();
      const member = await world.newMember();
      const session = await signInAs(world.browser(), member);
      const authCode = await codeSentTo(world, ports, person(member));
      const granted = await ports.recovery.initPasswordReset({
        ...person(member),
        username: member.username,
        authCode,
      });
      if (granted.kind !== 'granted') throw new Error(`expected a reset grant: ${JSON.stringify(granted)}`);
      const { token } = granted;
      const password = newPassword();
      expect(await ports.recovery.resetPassword({ token, password, confirmation: `${password}x` })).toMatchObject({
        kind: 'rejected',
        code: 'BAD_REQUEST',
        message: PASSWORD_MESSAGES.mismatch,
        field: 'confirmation',
      });
      expect(await ports.recovery.resetPassword({ token, password: 'short', confirmation: 'short' })).toMatchObject({
        kind: 'rejected',
        code: 'BAD_REQUEST',
        message: PASSWORD_MESSAGES.rule,
        field: 'password',
      });
      expect(await ports.recovery.resetPassword({ token, password, confirmation: password })).toEqual({
        kind: 'reset',
      });
      expect(await ports.recovery.resetPassword({ token, password, confirmation: password })).toMatchObject({
        kind: 'rejected',
        code: 'TOKEN_INVALID',
      });
      expect((await ports.sessions.refresh('refresh_member', refreshTokenOf(session))).kind).toBe('rejected');
      expect((await world.browser().sessions.signIn({ provider: 'member', ...member })).kind).toBe('rejected');
      await signInAs(world.browser(), { ...member, password });
    });

    it("a password reset by identity is granted for the member's person, MEMBER_NOT_FOUND for another id", async () => {
      const { recovery } = world.browser();
      const member = await world.newMember();
      const other = await world.newMember();
      const ciToken = await world.ciToken(person(member));
      const granted = await recovery.initPasswordResetByCi({ username: member.username, ciToken });
      expect(granted).toMatchObject({ kind: 'granted' });
      if (granted.kind === 'granted') expect(granted.token).not.toBe('');
      expect(await recovery.initPasswordResetByCi({ username: other.username, ciToken })).toMatchObject({
        kind: 'rejected',
        code: 'MEMBER_NOT_FOUND',
      });
    });
  });
}

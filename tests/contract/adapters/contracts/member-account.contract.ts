import { describe, expect, it } from 'vitest';
import { SessionRequiredError } from '../../../../src/application/ports/session-required-error';
import { PASSWORD_MESSAGES } from '../../../../src/domain/validation/password';
import type { AccountWorld } from '../support/account-world';
import { newPassword, newPhoneNumber } from '../support/account-world';
import { codeSentTo, refreshTokenOf, signedInMember, signInAs, wrongCode } from './accounts';
import { expectKoreanMessage } from './discovery';

/** The MemberAccount port's contract (spec §4/§5 my page, §7 /member/info and /membership/grade), for any adapter. */
export function describeMemberAccountContract(name: string, world: AccountWorld): void {
  describe(`MemberAccount contract: ${name}`, () => {
    it('the membership guide lists the grades, lowest first; a new member holds the first', async () => {
      const { ports, member } = await signedInMember(world);
      const grades = await ports.members.grades();
      expect(grades.length).toBeGreaterThan(0);
      for (const grade of grades) {
        expect(grade.name).not.toBe('');
        expect(typeof grade.description).toBe('string');
      }
      const entry = { name: grades[0]?.name, iconUrl: grades[0]?.iconUrl };
      expect(await ports.members.myGrade()).toEqual(entry);
      expect(await ports.members.info()).toMatchObject({
        name: member.name,
        phoneNumber: member.phoneNumber,
        grade: entry,
        ecouponCount: 0,
        pointAmount: 0,
        defaultAddress: null,
      });
    });

    it('the name is changed (trimmed) and the account answered; a blank name is BAD_REQUEST', async () => {
      const { ports } = await signedInMember(world);
      expect(await ports.members.updateInfo({ name: '  박치킨 ' })).toMatchObject({
        kind: 'updated',
        member: { name: '박치킨' },
      });
      expect((await ports.members.info())?.name).toBe('박치킨');
      const blank = await ports.members.updateInfo({ name: '   ' });
      expect(blank).toMatchObject({ kind: 'rejected', code: 'BAD_REQUEST' });
      if (blank.kind === 'rejected') expectKoreanMessage(blank.message);
    });

    it('내 정보 reads the username, no marketing agreed and no CI; agreements are saved with the name', async () => {
      const { ports, member } = await signedInMember(world);
      expect(await ports.members.profile()).toMatchObject({
        member: { name: member.name, phoneNumber: member.phoneNumber },
        username: member.username,
        marketing: { sms: false, email: false, push: false },
        ciVerified: false,
      });
      const marketing = { sms: true, email: false, push: true };
      expect(await ports.members.updateInfo({ name: member.name, marketing })).toMatchObject({ kind: 'updated' });
      expect((await ports.members.profile()).marketing).toEqual(marketing);
      // Absent agreements stay as they were.
      await ports.members.updateInfo({ name: member.name });
      expect((await ports.members.profile()).marketing).toEqual(marketing);
    });

    it('본인 인증 connects the proved person once: a bad token is refused, their CI on another member is taken', async () => {
      const { ports, member } = await signedInMember(world);
      const bad = await ports.members.connectIdentity({ ciToken: 'not-a-ci-token' });
      expect(bad).toMatchObject({ kind: 'rejected', code: 'CI_TOKEN_INVALID' });
      if (bad.kind === 'rejected') expectKoreanMessage(bad.message);
      const person = { name: member.name, phoneNumber: member.phoneNumber };
      expect(await ports.members.connectIdentity({ ciToken: await world.ciToken(person) })).toEqual({
        kind: 'connected',
      });
      expect((await ports.members.profile()).ciVerified).toBe(true);

      const other = await signedInMember(world);
      const taken = await other.ports.members.connectIdentity({ ciToken: await world.ciToken(person) });
      expect(taken).toMatchObject({ kind: 'rejected', code: 'ALREADY_MEMBER' });
      if (taken.kind === 'rejected') expectKoreanMessage(taken.message);
      expect((await other.ports.members.profile()).ciVerified).toBe(false);
    });

    it('a password change needs the current password and the spec §5 rule; then only the new one signs in', async () => {
      const { ports, member } = await signedInMember(world);
      const changed = newPassword();
      const wrong = await ports.members.changePassword({ oldPassword: 'wrong!pass1', newPassword: changed });
      expect(wrong).toMatchObject({ kind: 'rejected', code: 'WRONG_PASSWORD' });
      if (wrong.kind === 'rejected') expectKoreanMessage(wrong.message);
      expect(await ports.members.changePassword({ oldPassword: member.password, newPassword: 'short' })).toEqual({
        kind: 'rejected',
        code: 'BAD_REQUEST',
        message: PASSWORD_MESSAGES.rule,
      });
      expect(
        await ports.members.changePassword({ oldPassword: member.password, newPassword: member.password }),
      ).toEqual({ kind: 'rejected', code: 'SAME_PASSWORD', message: PASSWORD_MESSAGES.sameAsOld });

      const other = world.browser();
      const otherSession = await signInAs(other, member);
      expect(await ports.members.changePassword({ oldPassword: member.password, newPassword: changed })).toEqual({
        kind: 'changed',
      });
      // Issue 4: the member's other sessions end; this one goes on.
      expect((await other.sessions.refresh('refresh_member', refreshTokenOf(otherSession))).kind).toBe('rejected');
      const mine = await ports.sessions.session();
      expect((await ports.sessions.refresh('refresh_member', refreshTokenOf(mine ?? otherSession))).kind).toBe(
        'refreshed',
      );
      const old = await world.browser().sessions.signIn({ provider: 'member', ...member });
      expect(old).toMatchObject({ kind: 'rejected', error: 'CredentialsSignin' });
      await signInAs(world.browser(), { ...member, password: changed });
    });

    it('a phone change spends the code sent to the new phone: wrong is WRONG_AUTH_CODE, right changes it once', async () => {
      const { ports, member } = await signedInMember(world);
      const phoneNumber = newPhoneNumber();
      const unsent = await ports.members.changePhone({ phoneNumber, authCode: '1234' });
      expect(unsent).toMatchObject({ kind: 'rejected', code: 'AUTH_CODE_NOT_REQUESTED' });
      const authCode = await codeSentTo(world, ports, { name: member.name, phoneNumber });
      const wrong = await ports.members.changePhone({ phoneNumber, authCode: wrongCode(authCode) });
      expect(wrong).toMatchObject({ kind: 'rejected', code: 'WRONG_AUTH_CODE' });
      expect(await ports.members.changePhone({ phoneNumber, authCode })).toEqual({ kind: 'changed' });
      expect((await ports.members.info())?.phoneNumber).toBe(phoneNumber);
      const spent = await ports.members.changePhone({ phoneNumber, authCode });
      expect(spent).toMatchObject({ kind: 'rejected', code: 'AUTH_CODE_NOT_REQUESTED' });
    });

    it("another member's phone is refused as ALREADY_MEMBER", async () => {
      const { ports, member } = await signedInMember(world);
      const holder = await world.newMember();
      const authCode = await codeSentTo(world, ports, { name: member.name, phoneNumber: holder.phoneNumber });
      const taken = await ports.members.changePhone({ phoneNumber: holder.phoneNumber, authCode });
      expect(taken).toMatchObject({ kind: 'rejected', code: 'ALREADY_MEMBER' });
      if (taken.kind === 'rejected') expectKoreanMessage(taken.message);
      expect((await ports.members.info())?.phoneNumber).toBe(member.phoneNumber);
    });

    it('a guest reads as 비회원 with no grade and no points; member-only changes need a member session', async () => {
      const { sessions, members } = world.browser();
      expect((await sessions.signIn({ provider: 'guest' })).kind).toBe('signed-in');
      expect(await members.info()).toMatchObject({ name: '비회원', grade: null, pointAmount: 0 });
      expect(await members.myGrade()).toBeNull();
      await expect(members.updateInfo({ name: '게스트' })).rejects.toBeInstanceOf(SessionRequiredError);
      await expect(
        members.changePassword({ oldPassword: 'a!bcdefg1', newPassword: 'b!cdefgh2' }),
      ).rejects.toBeInstanceOf(SessionRequiredError);
      await expect(members.changePhone({ phoneNumber: newPhoneNumber(), authCode: '1234' })).rejects.toBeInstanceOf(
        SessionRequiredError,
      );
      await expect(members.resign()).rejects.toBeInstanceOf(SessionRequiredError);
      await expect(members.profile()).rejects.toBeInstanceOf(SessionRequiredError);
      await expect(members.connectIdentity({ ciToken: 'any' })).rejects.toBeInstanceOf(SessionRequiredError);
    });

    it('resigning ends the account: its sign-in and refresh token are refused, its id stays taken', async () => {
      const { ports, member, session } = await signedInMember(world);
      expect(await ports.members.resign()).toEqual({ kind: 'resigned' });
      const again = await world.browser().sessions.signIn({ provider: 'member', ...member });
      expect(again).toMatchObject({ kind: 'rejected', error: 'CredentialsSignin' });
      const refreshed = await world.browser().sessions.refresh('refresh_member', refreshTokenOf(session));
      expect(refreshed.kind).toBe('rejected');
      expect(await world.browser().registration.checkUsername(member.username)).toEqual({
        kind: 'checked',
        available: false,
      });
    });

    it("the grade guide states each grade's rate, order threshold and coupon; a member stands in their grade", async () => {
      const grades = await world.browser().members.grades();
      const thresholds = grades.map((grade) => grade.minOrderCount);
      expect(thresholds[0]).toBe(0);
      expect([...thresholds].sort((a, b) => a - b)).toEqual(thresholds);
      for (const grade of grades) expect(Number.isInteger(grade.pointRatePercent)).toBe(true);
      const { ports } = await signedInMember(world);
      expect(await ports.members.membershipStanding()).toEqual({ gradeId: grades[0]?.id, recentOrderCount: 0 });
      const guest = world.browser();
      expect((await guest.sessions.signIn({ provider: 'guest' })).kind).toBe('signed-in');
      expect(await guest.members.membershipStanding()).toBeNull();
    });
  });
}

import { describe, expect, it } from 'vitest';
import { SessionRequiredError } from '../../../../src/application/ports/session-required-error';
import { MEMBER, memoryWorld } from '../../application/memory-world';

describe('InMemoryMemberAccount', () => {
  it('a member reads name, grade, points, coupon counts and default address', async () => {
    const world = memoryWorld();
    await world.signInMember();
    expect(await world.members.info()).toEqual({
      name: '김치킨',
      phoneNumber: '01012345678',
      grade: { name: '골드', iconUrl: '/images/grades/2.png' },
      membershipCouponCount: 2,
      ecouponCount: 0,
      pointAmount: 12_300,
      defaultAddress: { fullAddress: '서울특별시 송파구 문정로 11', detailAddress: '101동 1001호' },
    });
  });

  it('a guest reads as 비회원 without grade or points; signed out or in an ARS call there is no member', async () => {
    const world = memoryWorld();
    expect(await world.members.info()).toBeNull();
    await world.signInGuest();
    expect(await world.members.info()).toMatchObject({ name: '비회원', grade: null, pointAmount: 0 });
    await world.sessions.signIn({ provider: 'ars', token: 'ars-call-1' });
    expect(await world.members.info()).toBeNull();
  });

  it('a password change needs the current password and the spec §5 rule', async () => {
    const world = memoryWorld();
    await world.signInMember();
    expect(await world.members.changePassword({ oldPassword: 'wrong', newPassword: 'new!pass1' })).toMatchObject({
      code: 'WRONG_PASSWORD',
    });
    expect(await world.members.changePassword({ oldPassword: MEMBER.password, newPassword: 'short' })).toEqual({
      kind: 'rejected',
      code: 'BAD_REQUEST',
      message: '영문+특수문자 포함 8자이상 (조건이 맞지 않습니다.)',
    });
    expect(await world.members.changePassword({ oldPassword: MEMBER.password, newPassword: 'new!pass1' })).toEqual({
      kind: 'changed',
    });
    await world.sessions.signOut('/reset');
    expect(
      (await world.sessions.signIn({ provider: 'member', username: MEMBER.username, password: 'new!pass1' })).kind,
    ).toBe('signed-in');
  });

  it('a phone change needs a code confirmed for the new phone', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const phoneNumber = '01077778888';
    const authCode = world.fixtures.verificationCode;
    expect((await world.members.changePhone({ phoneNumber, authCode })).kind).toBe('rejected');
    await world.phone.create({ name: '김치킨', phoneNumber });
    await world.phone.confirm({ name: '김치킨', phoneNumber, authCode });
    expect(await world.members.changePhone({ phoneNumber, authCode })).toEqual({ kind: 'changed' });
    expect((await world.members.info())?.phoneNumber).toBe(phoneNumber);
  });

  it('a blank name is refused; account changes are for members only', async () => {
    const world = memoryWorld();
    await world.signInMember();
    expect(await world.members.updateInfo({ name: ' ' })).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await world.members.updateInfo({ name: '박치킨' })).toMatchObject({
      kind: 'updated',
      member: { name: '박치킨' },
    });
    await world.sessions.signOut('/reset');
    await world.signInGuest();
    await expect(world.members.updateInfo({ name: '게스트' })).rejects.toBeInstanceOf(SessionRequiredError);
  });

  it('resigning ends the session and the account', async () => {
    const world = memoryWorld();
    await world.signInMember();
    expect(await world.members.resign()).toEqual({ kind: 'resigned' });
    expect(await world.sessions.session()).toBeNull();
    expect((await world.sessions.signIn({ provider: 'member', ...MEMBER })).kind).toBe('rejected');
  });

  it('lists the membership grades', async () => {
    expect((await memoryWorld().members.grades()).map((g) => g.name)).toEqual(['웰컴', '골드', 'VIP']);
  });
});

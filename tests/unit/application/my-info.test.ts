import { describe, expect, it } from 'vitest';
import { memoryCiToken } from '../../../src/adapters/memory/memory-account-proofs';
import { ChangePassword } from '../../../src/application/use-cases/change-password';
import { ChangePhone } from '../../../src/application/use-cases/change-phone';
import { ConnectIdentity } from '../../../src/application/use-cases/connect-identity';
import { ReadMyInfo } from '../../../src/application/use-cases/read-my-info';
import { Resign } from '../../../src/application/use-cases/resign';
import { UpdateMarketingAgreements } from '../../../src/application/use-cases/update-marketing-agreements';
import { PASSWORD_MESSAGES } from '../../../src/domain/validation/password';
import { MEMBER, memoryWorld } from './memory-world';

const NEW_PASSWORD = 'brand!new1';

describe('ReadMyInfo', () => {
  it("reads the member's account: username, phone, grade, agreements and whether a CI is on file", async () => {
    const world = memoryWorld();
    await world.signInMember();
    const result = await new ReadMyInfo(world.members).execute();
    expect(result.kind).toBe('read');
    if (result.kind !== 'read') return;
    expect(result.profile.username).toBe(MEMBER.username);
    expect(result.profile.member.grade?.name).toBe('골드');
    expect(result.profile.marketing).toEqual({ sms: false, email: false, push: false });
  });

  it('a guest or a signed-out visitor has no 내 정보 (members only)', async () => {
    expect(await new ReadMyInfo(memoryWorld().members).execute()).toEqual({ kind: 'members-only' });
    const guest = memoryWorld();
    await guest.signInGuest();
    expect(await new ReadMyInfo(guest.members).execute()).toEqual({ kind: 'members-only' });
  });
});

describe('UpdateMarketingAgreements', () => {
  it('saves the three agreements with the name unchanged, and they read back', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const before = await new ReadMyInfo(world.members).execute();
    const name = before.kind === 'read' ? before.profile.member.name : '';
    const marketing = { sms: true, email: false, push: true };
    const saved = await new UpdateMarketingAgreements(world.members).execute({ name, marketing });
    expect(saved).toMatchObject({ kind: 'saved', marketing, member: { name } });
    const after = await new ReadMyInfo(world.members).execute();
    expect(after.kind === 'read' ? after.profile.marketing : null).toEqual(marketing);
  });
});

describe('ChangePassword', () => {
  it('checks the spec §5 rules before sending anything', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const change = new ChangePassword(world.members);
    expect(await change.execute({ oldPassword: MEMBER.password, newPassword: 'short', confirmation: 'short' })).toEqual(
      { kind: 'invalid', errors: { newPassword: PASSWORD_MESSAGES.rule } },
    );
    expect(
      await change.execute({ oldPassword: MEMBER.password, newPassword: NEW_PASSWORD, confirmation: 'other!pw1' }),
    ).toEqual({ kind: 'invalid', errors: { confirmation: PASSWORD_MESSAGES.mismatch } });
    // Nothing was sent: the old password still signs in.
    expect((await world.sessions.signIn({ provider: 'member', ...MEMBER })).kind).toBe('signed-in');
  });

  it('a wrong current password is refused in Korean; the right one changes it and ends the other sessions', async () => {
    const world = memoryWorld();
    const other = await world.signInMember();
    await world.signInMember();
    const change = new ChangePassword(world.members);
    const wrong = await change.execute({
      oldPassword: 'wrong!pw1',
      newPassword: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(wrong).toEqual({ kind: 'rejected', code: 'WRONG_PASSWORD', message: '현재 비밀번호가 일치하지 않습니다.' });
    expect(
      await change.execute({ oldPassword: MEMBER.password, newPassword: NEW_PASSWORD, confirmation: NEW_PASSWORD }),
    ).toEqual({ kind: 'changed' });
    const refreshed = await world.sessions.refresh('refresh_member', other.refreshTokenInfo?.token ?? '');
    expect(refreshed.kind).toBe('rejected');
    expect((await world.sessions.signIn({ provider: 'member', ...MEMBER })).kind).toBe('rejected');
  });
});

describe('ChangePhone', () => {
  it('spends the code the new phone got; a wrong code is refused in Korean', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const phoneNumber = '01055556666';
    const info = await new ReadMyInfo(world.members).execute();
    const name = info.kind === 'read' ? info.profile.member.name : '';
    await world.phone.create({ name, phoneNumber });
    const change = new ChangePhone(world.members);
    const wrong = await change.execute({ phoneNumber, authCode: '0000' });
    expect(wrong.kind).toBe('rejected');
    if (wrong.kind === 'rejected') expect(wrong.message).toMatch(/[가-힣]/);
    expect(await change.execute({ phoneNumber, authCode: world.fixtures.verificationCode })).toEqual({
      kind: 'changed',
      phoneNumber,
    });
    expect((await world.members.info())?.phoneNumber).toBe(phoneNumber);
  });
});

describe('ConnectIdentity', () => {
  it('records the proved person; a token that is not one is refused in Korean', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const connect = new ConnectIdentity(world.members);
    const bad = await connect.execute({ ciToken: 'nonsense' });
    expect(bad.kind).toBe('rejected');
    expect(await connect.execute({ ciToken: memoryCiToken({ name: '김치킨', phoneNumber: '01012345678' }) })).toEqual({
      kind: 'connected',
    });
    const info = await new ReadMyInfo(world.members).execute();
    expect(info.kind === 'read' ? info.profile.ciVerified : null).toBe(true);
  });
});

describe('Resign', () => {
  it('ends the account and this session, clears the order form, lands on /reset; the id cannot sign in', async () => {
    const world = memoryWorld();
    await world.signInMember();
    world.orderForms.saveCartId(7);
    expect(await new Resign(world.members, world.sessions, world.orderForms).execute()).toEqual({
      kind: 'resigned',
      to: '/reset',
    });
    expect(await world.sessions.session()).toBeNull();
    expect(world.orderForms.cartId()).toBeNull();
    expect((await world.sessions.signIn({ provider: 'member', ...MEMBER })).kind).toBe('rejected');
  });
});

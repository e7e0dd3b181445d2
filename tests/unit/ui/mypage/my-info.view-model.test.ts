import { describe, expect, it } from 'vitest';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { MyInfoViewModel } from '../../../../src/adapters/ui/pages/mypage/info/my-info.view-model';
import { MY_INFO_TEXT } from '../../../../src/adapters/ui/pages/mypage/info/my-info-text';
import { type Resolve, TOKENS } from '../../../../src/composition-root';
import { PASSWORD_MESSAGES } from '../../../../src/domain/validation/password';
import { MEMBER } from '../../application/memory-world';
import { memoryServices, type Visitor } from '../support/app-harness';

async function myInfo(visitor: Visitor = 'member') {
  const get: Resolve = await memoryServices(visitor);
  const reloads: string[] = [];
  const logged: string[] = [];
  const page = new MyInfoViewModel({
    readMyInfo: get(TOKENS.ReadMyInfo),
    updateMarketing: get(TOKENS.UpdateMarketingAgreements),
    changePassword: get(TOKENS.ChangePassword),
    changePhone: get(TOKENS.ChangePhone),
    connectIdentity: get(TOKENS.ConnectIdentity),
    resign: get(TOKENS.Resign),
    reloadMember: () => get(UI_TOKENS.RootStore).session.load(),
    effects: { reload: (to) => reloads.push(to) },
    log: (message) => logged.push(message),
  });
  await page.load();
  return { page, get, reloads, logged };
}

describe('MyInfoViewModel over the memory backend', () => {
  it('shows the member: masked phone, grade, username, no marketing agreed', async () => {
    const { page } = await myInfo();
    expect(page.view).toBe('ready');
    expect(page.maskedPhone).toBe('010-****-5678');
    expect(page.gradeName).toBe('골드');
    expect(page.profile?.username).toBe(MEMBER.username);
    expect(page.profile?.marketing).toEqual({ sms: false, email: false, push: false });
  });

  it('a guest has no 내 정보', async () => {
    const { page } = await myInfo('guest');
    expect(page.view).toBe('members-only');
    expect(page.profile).toBeNull();
  });

  it('a toggled agreement is saved and reads back on the next visit', async () => {
    const { page, get } = await myInfo();
    await page.toggleMarketing('email');
    expect(page.profile?.marketing.email).toBe(true);
    expect(page.marketingStatus).toBe(MY_INFO_TEXT.marketingSaved);
    const again = await get(TOKENS.ReadMyInfo).execute();
    expect(again.kind === 'read' ? again.profile.marketing : null).toEqual({ sms: false, email: true, push: false });
  });

  it('the password popup gets the Korean refusal of a wrong password, and a success notice saying others signed out', async () => {
    const { page } = await myInfo();
    page.open('password');
    const wrong = await page.submitPassword({
      oldPassword: 'wrong!pw1',
      newPassword: 'brand!new1',
      confirmation: 'brand!new1',
    });
    expect(wrong).toBe('현재 비밀번호가 일치하지 않습니다.');
    expect(page.dialog).toBe('password');
    const mismatch = await page.submitPassword({
      oldPassword: MEMBER.password,
      newPassword: 'brand!new1',
      confirmation: 'brand!new2',
    });
    expect(mismatch).toBe(PASSWORD_MESSAGES.mismatch);
    const done = await page.submitPassword({
      oldPassword: MEMBER.password,
      newPassword: 'brand!new1',
      confirmation: 'brand!new1',
    });
    expect(done).toBeNull();
    expect(page.dialog).toBeNull();
    expect(page.notice).toBe(MY_INFO_TEXT.passwordChanged);
  });

  it('a proved new phone is saved and shown masked', async () => {
    const { page, get } = await myInfo();
    const phoneNumber = '01077778888';
    const name = page.profile?.member.name ?? '';
    await get(TOKENS.PhoneVerification).create({ name, phoneNumber });
    page.open('phone');
    await page.phoneVerified({ name, phoneNumber, authCode: '4321', confirmationToken: '' });
    expect(page.notice).toBe(MY_INFO_TEXT.phoneChanged);
    expect(page.maskedPhone).toBe('010-****-8888');
    expect(page.dialog).toBeNull();
  });

  it('회원 탈퇴 ends the account and reloads at /reset', async () => {
    const { page, get, reloads } = await myInfo();
    page.open('resign');
    await page.confirmResign();
    expect(reloads).toEqual(['/reset']);
    const again = await get(TOKENS.SessionGateway).signIn({ provider: 'member', ...MEMBER });
    expect(again.kind).toBe('rejected');
  });
});

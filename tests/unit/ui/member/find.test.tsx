import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryCiToken } from '../../../../src/adapters/memory/memory-account-proofs';
import {
  FindAccountViewModel,
  tabOfQuery,
} from '../../../../src/adapters/ui/pages/member/find/find-account.view-model';
import { TOKENS } from '../../../../src/composition-root';
import { MEMBER } from '../../application/memory-world';
import '../support/dom';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

const OWNER = { name: '김치킨', phoneNumber: '01012345678' } as const;

async function findOf() {
  const get = await memoryServices();
  const vm = new FindAccountViewModel({
    findUsername: get(TOKENS.FindUsername),
    startReset: get(TOKENS.StartPasswordReset),
    resetPassword: get(TOKENS.ResetPassword),
  });
  return { get, vm };
}

describe('find id / password (view-model)', () => {
  it('the tab comes from ?tab=password, else the id tab', () => {
    expect([tabOfQuery('?tab=password'), tabOfQuery(''), tabOfQuery('?tab=x')]).toEqual([
      'password',
      'username',
      'username',
    ]);
  });

  it('an identity check on the id tab shows the masked id and the join date', async () => {
    const { vm } = await findOf();
    expect(vm.verifyType).toBe('FIND_USERNAME_CI_VERIFY');
    vm.choose('identity');
    await vm.verifiedByIdentity(memoryCiToken(OWNER));
    expect(vm.verification).toBe('none');
    expect(vm.found).toEqual({ username: 'chi****', joinedOn: '2024.03.15' });
  });

  it('nobody found shows the server message', async () => {
    const { vm } = await findOf();
    await vm.verifiedByIdentity(memoryCiToken({ name: '없는사람', phoneNumber: '01000000000' }));
    expect(vm.found).toBeNull();
    expect(vm.error).toBe('입력하신 정보와 일치하는 회원이 없어요.');
  });

  it('the password tab needs the id first, then a proof opens the new password, then the login works with it', async () => {
    const { get, vm } = await findOf();
    vm.selectTab('password');
    expect(vm.canVerify).toBe(false);
    vm.setUsername(MEMBER.username);
    expect(vm.canVerify).toBe(true);
    await vm.verifiedByIdentity(memoryCiToken(OWNER));
    expect(vm.resetToken).not.toBeNull();
    expect(
      await vm.submitNewPassword({ oldPassword: '', newPassword: 'new!pass99', confirmation: 'new!pass99' }),
    ).toBeNull();
    expect([vm.resetToken, vm.resetDone]).toEqual([null, true]);
    const signIn = await get(TOKENS.SessionGateway).signIn({
      provider: 'member',
      username: MEMBER.username,
      password: 'new!pass99',
    });
    expect(signIn.kind).toBe('signed-in');
  });
});

describe('the find page', () => {
  it('finds the id with the phone popup and shows it with the join date', async () => {
    renderStorefront(await memoryServices(), '/member/find');
    const tabs = await screen.findByRole('tablist', {}, PAGE_LOAD);
    expect(within(tabs).getByRole('tab', { name: '아이디 찾기' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '휴대폰 인증' }));
    const popup = await screen.findByRole('dialog', { name: '휴대폰 인증' });
    fireEvent.change(within(popup).getByLabelText('이름'), { target: { value: OWNER.name } });
    fireEvent.change(within(popup).getByLabelText('휴대폰 번호'), { target: { value: OWNER.phoneNumber } });
    fireEvent.click(within(popup).getByRole('button', { name: '인증번호 받기' }));
    fireEvent.change(await within(popup).findByLabelText('인증번호'), { target: { value: '4321' } });
    fireEvent.click(within(popup).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('chi****')).toBeDefined();
    expect(screen.getByText('가입일 2024.03.15')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);

  it('resets the password through the new-password popup and links to the login', async () => {
    renderStorefront(await memoryServices(), '/member/find?tab=password');
    const idField = await screen.findByLabelText('아이디', {}, PAGE_LOAD);
    expect((screen.getByRole('button', { name: '휴대폰 인증' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(idField, { target: { value: MEMBER.username } });
    fireEvent.click(screen.getByRole('button', { name: '휴대폰 인증' }));
    const popup = await screen.findByRole('dialog', { name: '휴대폰 인증' });
    fireEvent.change(within(popup).getByLabelText('이름'), { target: { value: OWNER.name } });
    fireEvent.change(within(popup).getByLabelText('휴대폰 번호'), { target: { value: OWNER.phoneNumber } });
    fireEvent.click(within(popup).getByRole('button', { name: '인증번호 받기' }));
    fireEvent.change(await within(popup).findByLabelText('인증번호'), { target: { value: '4321' } });
    fireEvent.click(within(popup).getByRole('button', { name: '확인' }));

    const reset = await screen.findByRole('dialog', { name: '새 비밀번호 설정' });
    const confirm = within(reset).getByRole('button', { name: '확인' }) as HTMLButtonElement;
    fireEvent.change(within(reset).getByLabelText('새 비밀번호'), { target: { value: 'newpass99' } });
    expect(within(reset).getByText('영문+특수문자 포함 8자이상 (조건이 맞지 않습니다.)')).toBeDefined();
    fireEvent.change(within(reset).getByLabelText('새 비밀번호'), { target: { value: 'new!pass99' } });
    fireEvent.change(within(reset).getByLabelText('새 비밀번호 확인'), { target: { value: 'new!pass9' } });
    expect(within(reset).getByText('입력하신 비밀번호와 일치 하지 않습니다.')).toBeDefined();
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(reset).getByLabelText('새 비밀번호 확인'), { target: { value: 'new!pass99' } });
    fireEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: '비밀번호가 변경되었어요' })).toBeDefined();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/member/login');
  }, 30_000);
});

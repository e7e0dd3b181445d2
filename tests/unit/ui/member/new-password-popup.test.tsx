import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordViewModel } from '../../../../src/adapters/ui/components/new-password/new-password.view-model';
import { NewPasswordPopup } from '../../../../src/adapters/ui/components/new-password/new-password-popup';
import '../support/dom';

const RULE = '영문+특수문자 포함 8자이상 (조건이 맞지 않습니다.)';
const MISMATCH = '입력하신 비밀번호와 일치 하지 않습니다.';

describe('the new-password popup rules', () => {
  it('change: all three fields are required and confirm stays disabled until they are', () => {
    const vm = new NewPasswordViewModel('change');
    expect(vm.fields).toEqual(['oldPassword', 'newPassword', 'confirmation']);
    expect(vm.canConfirm).toBe(false);
    vm.set('newPassword', 'crispy!chick1');
    vm.set('confirmation', 'crispy!chick1');
    expect(vm.canConfirm).toBe(false);
    expect(vm.errors.oldPassword).toBe('현재 비밀번호를 입력해주세요.');
    vm.set('oldPassword', 'golden!olive1');
    expect(vm.canConfirm).toBe(true);
  });

  it('the new password must meet the rule, equal its confirmation and differ from the current one', () => {
    const vm = new NewPasswordViewModel('change');
    vm.set('oldPassword', 'golden!olive1');
    vm.set('newPassword', 'abcdefgh');
    vm.set('confirmation', 'abcdefgx');
    expect(vm.errorOf('newPassword')).toBe(RULE);
    expect(vm.errorOf('confirmation')).toBe(MISMATCH);
    vm.set('newPassword', 'golden!olive1');
    vm.set('confirmation', 'golden!olive1');
    expect(vm.errorOf('newPassword')).toBe('이전 비밀번호와 같은 비밀번호를 사용할 수 없습니다.');
    expect(vm.canConfirm).toBe(false);
  });

  it('reset: no current password is asked; the same rule and mismatch apply', () => {
    const vm = new NewPasswordViewModel('reset');
    expect(vm.fields).toEqual(['newPassword', 'confirmation']);
    vm.set('newPassword', 'short!1');
    expect(vm.errorOf('newPassword')).toBe(RULE);
    expect(vm.errorOf('confirmation')).toBeUndefined();
    vm.set('newPassword', 'crispy!chick1');
    vm.set('confirmation', 'crispy!chick');
    expect(vm.errorOf('confirmation')).toBe(MISMATCH);
    vm.set('confirmation', 'crispy!chick1');
    expect(vm.canConfirm).toBe(true);
  });

  it('a refusal of the server is shown and the popup stays; success answers true', async () => {
    const vm = new NewPasswordViewModel('reset');
    vm.set('newPassword', 'crispy!chick1');
    vm.set('confirmation', 'crispy!chick1');
    expect(await vm.submit(async () => '인증 시간이 지났거나 이미 처리된 요청이에요.')).toBe(false);
    expect(vm.error).toBe('인증 시간이 지났거나 이미 처리된 요청이에요.');
    expect(await vm.submit(async () => null)).toBe(true);
  });
});

describe('the new-password popup', () => {
  it('shows the messages under the fields and enables 확인 only without errors', async () => {
    const onConfirm = vi.fn(async () => null);
    render(<NewPasswordPopup mode="change" onClose={() => undefined} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: '비밀번호 변경' });
    const confirm = within(dialog).getByRole('button', { name: '확인' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('현재 비밀번호'), { target: { value: 'golden!olive1' } });
    fireEvent.change(within(dialog).getByLabelText('새 비밀번호'), { target: { value: 'abc' } });
    expect(within(dialog).getByText(RULE)).toBeDefined();
    fireEvent.change(within(dialog).getByLabelText('새 비밀번호'), { target: { value: 'crispy!chick1' } });
    fireEvent.change(within(dialog).getByLabelText('새 비밀번호 확인'), { target: { value: 'crispy!chick2' } });
    expect(within(dialog).getByText(MISMATCH)).toBeDefined();
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('새 비밀번호 확인'), { target: { value: 'crispy!chick1' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
    expect(onConfirm.mock.calls[0]).toEqual([
      { oldPassword: 'golden!olive1', newPassword: 'crispy!chick1', confirmation: 'crispy!chick1' },
    ]);
  });

  it('reset mode has two fields and its own title', () => {
    render(<NewPasswordPopup mode="reset" onClose={() => undefined} onConfirm={async () => null} />);
    const dialog = screen.getByRole('dialog', { name: '새 비밀번호 설정' });
    expect(within(dialog).queryByLabelText('현재 비밀번호')).toBeNull();
    expect(within(dialog).getByLabelText('새 비밀번호')).toBeDefined();
    expect(within(dialog).getByLabelText('새 비밀번호 확인')).toBeDefined();
  });
});

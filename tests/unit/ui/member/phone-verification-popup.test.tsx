import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ManualClock } from '../../../../src/adapters/memory/local/manual-clock';
import type { MemoryBackend } from '../../../../src/adapters/memory/memory-backend';
import {
  formatCountdown,
  PhoneVerificationViewModel,
} from '../../../../src/adapters/ui/components/phone-verification/phone-verification.view-model';
import {
  PhoneVerificationDialog,
  PhoneVerificationPopup,
} from '../../../../src/adapters/ui/components/phone-verification/phone-verification-popup';
import { ServicesProvider } from '../../../../src/adapters/ui/di/services';
import { uiModule } from '../../../../src/adapters/ui/di/ui-module';
import { ConfirmVerificationCode } from '../../../../src/application/use-cases/confirm-verification-code';
import {
  createContainer,
  MEMORY_BACKEND,
  memoryModules,
  type Resolve,
  resolverOf,
  TOKENS,
} from '../../../../src/composition-root';
import type { VerificationType } from '../../../../src/domain/validation/phone-verification';
import '../support/dom';

const CODE = '4321';

function world() {
  const get = resolverOf(createContainer([...memoryModules, uiModule]));
  return { get, clock: get(TOKENS.Clock) as ManualClock, backend: get(MEMORY_BACKEND) as MemoryBackend };
}

function popupOf(get: Resolve, type: VerificationType = 'member') {
  return new PhoneVerificationViewModel(
    {
      request: get(TOKENS.RequestVerificationCode),
      confirm: get(TOKENS.ConfirmVerificationCode),
      clock: get(TOKENS.Clock),
    },
    type,
  );
}

describe('the phone-verification popup (view-model)', () => {
  it('requesting needs a name and 11 digits; the phone keeps digits only', () => {
    const vm = popupOf(world().get);
    expect(vm.stage).toBe('idle');
    expect(vm.canRequest).toBe(false);
    vm.setPhoneNumber('010-5555-6666');
    expect(vm.phoneNumber).toBe('01055556666');
    expect(vm.canRequest).toBe(false);
    vm.setName('박닭강');
    expect(vm.canRequest).toBe(true);
    vm.setPhoneNumber('0105555666');
    expect(vm.canRequest).toBe(false);
  });

  it('after a code is sent the request is disabled for 60 s, counting down as 1:00, 0:59 … on the clock', async () => {
    const { get, clock } = world();
    const vm = popupOf(get);
    vm.setName('박닭강');
    vm.setPhoneNumber('01055556666');
    await vm.requestCode();
    expect(vm.stage).toBe('code-entry');
    expect(vm.countdown).toBe('1:00');
    expect(vm.canRequest).toBe(false);
    expect(vm.requestLabel).toBe('재전송');
    clock.advance(1000);
    vm.tick();
    expect(vm.countdown).toBe('0:59');
    clock.advance(58_500);
    vm.tick();
    expect(vm.countdown).toBe('0:01');
    expect(vm.canRequest).toBe(false);
    clock.advance(500);
    vm.tick();
    expect(vm.countdown).toBeNull();
    expect(vm.canRequest).toBe(true);
  });

  it('confirm needs exactly 4 digits; letters are dropped while typing', async () => {
    const { get } = world();
    const vm = popupOf(get);
    vm.setName('박닭강');
    vm.setPhoneNumber('01055556666');
    await vm.requestCode();
    vm.setCode('4a3b2');
    expect(vm.code).toBe('432');
    expect(vm.canConfirm).toBe(false);
    vm.setCode('43215');
    expect(vm.code).toBe('4321');
    expect(vm.canConfirm).toBe(true);
    expect(await vm.confirmCode()).toMatchObject({ name: '박닭강', phoneNumber: '01055556666', authCode: CODE });
    expect(vm.stage).toBe('confirmed');
  });

  it('a wrong code opens the wrong-code popup; 다시 입력할게요 clears the code', async () => {
    const { get } = world();
    const vm = popupOf(get);
    vm.setName('박닭강');
    vm.setPhoneNumber('01055556666');
    await vm.requestCode();
    vm.setCode('0000');
    expect(await vm.confirmCode()).toBeNull();
    expect(vm.wrongCodeOpen).toBe(true);
    vm.retryCode();
    expect([vm.wrongCodeOpen, vm.code]).toEqual([false, '']);
  });

  it("a second request the server refuses (429) shows the server's Korean message", async () => {
    const { get } = world();
    const vm = popupOf(get);
    vm.setName('박닭강');
    vm.setPhoneNumber('01055556666');
    await vm.requestCode();
    // Editing the phone forgets the countdown; asking the same phone again within 60 s is the server's to refuse.
    vm.setPhoneNumber('0105555666');
    vm.setPhoneNumber('01055556666');
    await vm.requestCode();
    expect(vm.error).toBe('인증번호는 60초 후에 다시 요청할 수 있습니다.');
  });

  it('a guest is not asked a name and requests as 비회원', async () => {
    const { get, backend } = world();
    const vm = popupOf(get, 'guest');
    expect(vm.asksName).toBe(false);
    vm.setPhoneNumber('01077778888');
    expect(vm.canRequest).toBe(true);
    await vm.requestCode();
    expect(backend.verifications.get('01077778888')?.name).toBe('비회원');
  });

  it('formats whole seconds as m:ss', () => {
    expect([formatCountdown(60), formatCountdown(59), formatCountdown(5), formatCountdown(0)]).toEqual([
      '1:00',
      '0:59',
      '0:05',
      '0:00',
    ]);
  });
});

describe('the phone-verification popup (screen)', () => {
  it('walks idle → code entry with a countdown → wrong-code popup → confirmed', async () => {
    const { get, clock } = world();
    const vm = popupOf(get);
    const onVerified = vi.fn();
    render(
      <ServicesProvider resolve={get}>
        <PhoneVerificationDialog vm={vm} type="member" onClose={() => undefined} onVerified={onVerified} />
      </ServicesProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: '휴대폰 인증' });
    const request = within(dialog).getByRole('button', { name: '인증번호 받기' });
    const confirm = within(dialog).getByRole('button', { name: '확인' }) as HTMLButtonElement;
    expect((request as HTMLButtonElement).disabled).toBe(true);
    expect(confirm.disabled).toBe(true);
    expect(within(dialog).queryByLabelText('인증번호')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('이름'), { target: { value: '박닭강' } });
    fireEvent.change(within(dialog).getByLabelText('휴대폰 번호'), { target: { value: '01055556666' } });
    expect((request as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(request);
    const timer = await within(dialog).findByRole('timer');
    expect(timer.textContent).toBe('1:00');
    expect((within(dialog).getByRole('button', { name: '재전송' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      clock.advance(1000);
      vm.tick();
    });
    expect(within(dialog).getByRole('timer').textContent).toBe('0:59');

    fireEvent.change(within(dialog).getByLabelText('인증번호'), { target: { value: '1111' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    const wrong = await screen.findByRole('alertdialog');
    expect(wrong.textContent).toContain('잘못된 인증번호를 입력하셨어요.');
    fireEvent.click(within(wrong).getByRole('button', { name: '다시 입력할게요' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((within(dialog).getByLabelText('인증번호') as HTMLInputElement).value).toBe('');

    fireEvent.change(within(dialog).getByLabelText('인증번호'), { target: { value: CODE } });
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(onVerified.mock.calls[0]?.[0]).toMatchObject({ phoneNumber: '01055556666', authCode: CODE });
  });

  it("a phone locked for the day (429 on confirm) shows the server's message under the fields, not the wrong-code popup", async () => {
    const { get } = world();
    const locked = '인증번호 입력 오류가 너무 많아 24시간 동안 인증할 수 없어요. 고객센터로 문의해주세요.';
    const lockedPhone = { confirm: async () => ({ kind: 'rejected', code: 'RATE_LIMITED', message: locked }) as const };
    const vm = new PhoneVerificationViewModel(
      {
        request: get(TOKENS.RequestVerificationCode),
        confirm: new ConfirmVerificationCode(lockedPhone, get(TOKENS.Clock)),
        clock: get(TOKENS.Clock),
      },
      'member',
    );
    render(
      <ServicesProvider resolve={get}>
        <PhoneVerificationDialog vm={vm} type="member" onClose={() => undefined} onVerified={() => undefined} />
      </ServicesProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: '휴대폰 인증' });
    fireEvent.change(within(dialog).getByLabelText('이름'), { target: { value: '박닭강' } });
    fireEvent.change(within(dialog).getByLabelText('휴대폰 번호'), { target: { value: '01055556666' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '인증번호 받기' }));
    fireEvent.change(await within(dialog).findByLabelText('인증번호'), { target: { value: CODE } });
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(locked);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the countdown runs on its own timer while the popup is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { get, clock } = world();
    render(
      <ServicesProvider resolve={get}>
        <PhoneVerificationPopup type="guest" onClose={() => undefined} onVerified={() => undefined} />
      </ServicesProvider>,
    );
    expect(screen.queryByLabelText('이름')).toBeNull();
    fireEvent.change(screen.getByLabelText('휴대폰 번호'), { target: { value: '01077778888' } });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await vi.waitFor(() => expect(screen.getByRole('timer').textContent).toBe('1:00'));
    act(() => {
      clock.advance(2000);
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByRole('timer').textContent).toBe('0:58');
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GuestPhoneConfirmation } from '../../../../src/adapters/ui/components/phone-verification/guest-phone-confirmation';
import { ServicesProvider } from '../../../../src/adapters/ui/di/services';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { MEMORY_BACKEND, type Resolve } from '../../../../src/composition-root';
import '../support/dom';
import { memoryServices } from '../support/app-harness';

const PHONE = '01077778888';

async function confirmThroughPopup(get: Resolve, onConfirmed = vi.fn()) {
  render(
    <ServicesProvider resolve={get}>
      <GuestPhoneConfirmation onConfirmed={onConfirmed} />
    </ServicesProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '휴대폰 번호 확인' }));
  const popup = await screen.findByRole('dialog', { name: '비회원 휴대폰 인증' });
  expect(within(popup).queryByLabelText('이름')).toBeNull();
  fireEvent.change(within(popup).getByLabelText('휴대폰 번호'), { target: { value: PHONE } });
  fireEvent.click(within(popup).getByRole('button', { name: '인증번호 받기' }));
  fireEvent.change(await within(popup).findByLabelText('인증번호'), { target: { value: '4321' } });
  fireEvent.click(within(popup).getByRole('button', { name: '확인' }));
  return onConfirmed;
}

describe('the guest phone confirmation', () => {
  it('a guest session records the confirmed phone (PUT /guest/info/phone) and the popup closes', async () => {
    const get = await memoryServices('guest');
    const onConfirmed = await confirmThroughPopup(get);
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledWith({ kind: 'recorded', phoneNumber: PHONE }));
    expect(get(MEMORY_BACKEND).currentOwner()?.phoneNumber).toBe(PHONE);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a visitor with no session is signed in as the guest of that phone through the session store', async () => {
    const get = await memoryServices('signed-out');
    const onConfirmed = await confirmThroughPopup(get);
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledWith({ kind: 'signed-in', phoneNumber: PHONE }));
    expect(get(UI_TOKENS.RootStore).session.current?.type).toBe('guest');
  });

  it('a member is told it is for guests only', async () => {
    const get = await memoryServices('member');
    const onConfirmed = await confirmThroughPopup(get);
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('비회원 주문에서만 이용할 수 있어요.');
    expect(onConfirmed).not.toHaveBeenCalled();
  });
});

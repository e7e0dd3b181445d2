import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { franchiseFixtures } from '../../../../src/adapters/memory/fixtures';
import { maskPhoneNumber } from '../../../../src/adapters/ui/pages/mypage/orders/mypage-orders.view-model';
import { MEMORY_BACKEND } from '../../../../src/composition-root';
import '../support/dom';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

const PHONE = '01055665678';

describe('/mypage/orders', () => {
  it('a guest is asked to confirm a phone, and after confirming sees the masked phone and an empty history', async () => {
    const get = await memoryServices('guest');
    renderStorefront(get, '/mypage/orders');
    expect(await screen.findByRole('heading', { level: 1, name: '주문 이력' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('비회원 주문 내역은 휴대폰 인증 후 확인할 수 있어요.')).toBeTruthy();
    expect(screen.queryByText('주문 내역이 없어요.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '휴대폰 번호 확인' }));
    const popup = await screen.findByRole('dialog', { name: '비회원 휴대폰 인증' });
    fireEvent.change(within(popup).getByLabelText('휴대폰 번호'), { target: { value: PHONE } });
    fireEvent.click(within(popup).getByRole('button', { name: '인증번호 받기' }));
    fireEvent.change(await within(popup).findByLabelText('인증번호'), {
      target: { value: franchiseFixtures.verificationCode },
    });
    fireEvent.click(within(popup).getByRole('button', { name: '확인' }));

    expect(await screen.findByText('010-****-5678', undefined, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '주문 내역이 없어요.' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: '휴대폰 번호 확인' })).toBeNull();
    expect(get(MEMORY_BACKEND).currentOwner()?.phoneNumber).toBe(PHONE);
  });

  it('a wrong code keeps the guest on the confirmation', async () => {
    const get = await memoryServices('guest');
    renderStorefront(get, '/mypage/orders');
    fireEvent.click(await screen.findByRole('button', { name: '휴대폰 번호 확인' }, PAGE_LOAD));
    const popup = await screen.findByRole('dialog', { name: '비회원 휴대폰 인증' });
    fireEvent.change(within(popup).getByLabelText('휴대폰 번호'), { target: { value: PHONE } });
    fireEvent.click(within(popup).getByRole('button', { name: '인증번호 받기' }));
    const wrong = franchiseFixtures.verificationCode === '0000' ? '1111' : '0000';
    fireEvent.change(await within(popup).findByLabelText('인증번호'), { target: { value: wrong } });
    fireEvent.click(within(popup).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('잘못된 인증번호를 입력하셨어요.', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/\*\*\*\*/)).toBeNull();
  });

  it('a member sees the member title and the empty history with a link to the menu, without a phone step', async () => {
    const get = await memoryServices('member');
    renderStorefront(get, '/mypage/orders');
    expect(await screen.findByRole('heading', { level: 1, name: '주문 이력 & 퀵오더 등록' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '주문 내역이 없어요.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '메뉴 보러 가기' }).getAttribute('href')).toBe('/categories/1');
    expect(screen.queryByRole('button', { name: '휴대폰 번호 확인' })).toBeNull();
  });

  it('a shown phone keeps only its first 3 and last 4 digits', () => {
    expect(maskPhoneNumber('01012345678')).toBe('010-****-5678');
    expect(maskPhoneNumber('0161234567')).toBe('016-***-4567');
    expect(maskPhoneNumber('12345')).toBe('*****');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import {
  COUPON_REGISTER_FAILED_MESSAGE,
  CouponRegisterViewModel,
} from '../../../../src/adapters/ui/shell/sidebar/coupon-register.view-model';
import { TOKENS } from '../../../../src/composition-root';
import '../support/dom';
import {
  clickOpeningALazyPart,
  memoryServices,
  PAGE_LOAD,
  renderStorefront,
  type Visitor,
} from '../support/app-harness';

const ECOUPON = 'EC100000001';
const MEMBERS_ONLY = 'E-쿠폰, 상품권 등록은 비비큐 회원만 가능합니다';

async function entryFor(visitor: Visitor) {
  const get = await memoryServices(visitor);
  const refetch = vi.fn(async () => undefined);
  const visited: string[] = [];
  const entry = new CouponRegisterViewModel({
    registerCoupon: get(TOKENS.RegisterCoupon),
    refetch,
    goTo: (path) => visited.push(path),
  });
  entry.toggle();
  entry.openPopup();
  return { entry, refetch, get, visited };
}

describe('the coupon-number popup', { timeout: 20_000 }, () => {
  it('register is disabled while the number is empty or only spaces', async () => {
    const { entry } = await entryFor('member');
    expect(entry.canRegister).toBe(false);
    entry.setCouponNo('   ');
    expect(entry.canRegister).toBe(false);
    entry.setCouponNo(` ${ECOUPON} `);
    expect(entry.canRegister).toBe(true);
  });

  it('a member registering a number gets 쿠폰이 등록되었습니다., the popup closes and the counts are read again', async () => {
    const { entry, refetch, get, visited } = await entryFor('member');
    entry.setCouponNo(ECOUPON);
    await entry.register();
    expect(entry.alertMessage).toBe('쿠폰이 등록되었습니다.');
    expect(entry.popupOpen).toBe(false);
    expect(entry.couponNo).toBe('');
    expect(refetch).toHaveBeenCalledOnce();
    expect((await get(TOKENS.CouponWallet).ecoupons()).length).toBeGreaterThan(0);
    // Spec §2: the target after coupon registration.
    expect(visited).toEqual([]);
    entry.closeAlert();
    expect(visited).toEqual(['/mypage/coupons/3']);
  });

  it('the popup and its alerts are wanted from the expanded entry until the last of them closes', async () => {
    const get = await memoryServices('signed-out');
    const entry = new CouponRegisterViewModel({
      registerCoupon: get(TOKENS.RegisterCoupon),
      refetch: async () => undefined,
      goTo: () => undefined,
    });
    expect(entry.dialogsInUse).toBe(false);
    entry.toggle();
    expect(entry.dialogsInUse).toBe(true);
    entry.openPopup();
    entry.toggle();
    expect(entry.dialogsInUse).toBe(true);
    entry.setCouponNo(ECOUPON);
    await entry.register();
    expect(entry.popupOpen).toBe(false);
    expect(entry.dialogsInUse).toBe(true);
    entry.closeMembersOnly();
    expect(entry.dialogsInUse).toBe(false);
  });

  it('a popup whose code could not be fetched stays closed, with the message; 쿠폰번호 입력 fetches it again', async () => {
    const { entry } = await entryFor('member');
    const attempt = entry.dialogsAttempt;
    entry.failDialogs();
    expect(entry.popupOpen).toBe(false);
    expect(entry.dialogsFailed).toBe(true);
    entry.openPopup();
    expect(entry.dialogsFailed).toBe(false);
    expect(entry.popupOpen).toBe(true);
    expect(entry.dialogsAttempt).toBe(attempt + 1);
    entry.openPopup();
    expect(entry.dialogsAttempt).toBe(attempt + 1);
  });

  it("another refusal shows the server's message and keeps the popup open", async () => {
    const { entry } = await entryFor('member');
    entry.setCouponNo('NO-SUCH-COUPON');
    await entry.register();
    expect(entry.alertMessage).toBe('존재하지 않는 쿠폰번호입니다.');
    expect(entry.popupOpen).toBe(true);
  });

  it('a guest is refused with the members-only notice', async () => {
    const { entry } = await entryFor('guest');
    entry.setCouponNo(ECOUPON);
    await entry.register();
    expect(entry.membersOnlyNotice).toBe(MEMBERS_ONLY);
    expect(entry.alertMessage).toBeNull();
  });

  it('a visitor with no session at all gets the same members-only notice', async () => {
    const { entry } = await entryFor('signed-out');
    entry.setCouponNo(ECOUPON);
    await entry.register();
    expect(entry.membersOnlyNotice).toBe(MEMBERS_ONLY);
  });

  it('an outage says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const entry = new CouponRegisterViewModel({
      registerCoupon: {
        execute: async () => {
          throw new Error('down');
        },
      },
      refetch: async () => undefined,
      goTo: () => {
        throw new Error('a failure goes nowhere');
      },
    });
    entry.setCouponNo(ECOUPON);
    await entry.register();
    expect(entry.alertMessage).toBe(COUPON_REGISTER_FAILED_MESSAGE);
    entry.closeAlert();
  });

  it('in the sidebar, 쿠폰 등록 expands to 쿠폰번호 입력, which opens the popup; a member registers a number', async () => {
    const get = await memoryServices('member');
    renderStorefront(get, '/categories/1');
    await screen.findByRole('region', { name: '쿠폰 등록' }, PAGE_LOAD);
    const entry = () => screen.getByRole('region', { name: '쿠폰 등록' });
    expect(within(entry()).queryByRole('button', { name: '쿠폰번호 입력' })).toBeNull();
    // The popup's code loads once the entry is expanded (issue 13).
    await clickOpeningALazyPart(within(entry()).getByRole('button', { name: /쿠폰 등록/ }));
    await waitFor(() =>
      expect(
        within(entry())
          .getByRole('button', { name: /쿠폰 등록/ })
          .getAttribute('aria-expanded'),
      ).toBe('true'),
    );
    fireEvent.click(within(entry()).getByRole('button', { name: '쿠폰번호 입력' }));
    await screen.findByRole('dialog', { name: '쿠폰 등록' });
    const popup = () => screen.getByRole('dialog', { name: '쿠폰 등록' });
    expect(within(popup()).getByRole('button', { name: '등록' })).toHaveProperty('disabled', true);
    fireEvent.change(within(popup()).getByLabelText('쿠폰번호'), { target: { value: ECOUPON } });
    await waitFor(() =>
      expect(within(popup()).getByRole('button', { name: '등록' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(popup()).getByRole('button', { name: '등록' }));
    const alert = await screen.findByRole('alertdialog', { name: '알림' });
    expect(within(alert).getByText('쿠폰이 등록되었습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '쿠폰 등록' })).toBeNull());
    await waitFor(() => {
      const member = get(UI_TOKENS.RootStore).session.member;
      expect(member.status === 'loaded' ? member.value?.ecouponCount : null).toBeGreaterThan(0);
    });
  });

  it('in the sidebar, a guest sees the members-only notice, whose 로그인하기 opens the log-in', async () => {
    const { router } = renderStorefront(await memoryServices('guest'), '/categories/1');
    await screen.findByRole('region', { name: '쿠폰 등록' }, PAGE_LOAD);
    const entry = () => screen.getByRole('region', { name: '쿠폰 등록' });
    fireEvent.click(within(entry()).getByRole('button', { name: /쿠폰 등록/ }));
    fireEvent.click(await within(entry()).findByRole('button', { name: '쿠폰번호 입력' }));
    await screen.findByRole('dialog', { name: '쿠폰 등록' });
    const popup = () => screen.getByRole('dialog', { name: '쿠폰 등록' });
    fireEvent.change(within(popup()).getByLabelText('쿠폰번호'), { target: { value: ECOUPON } });
    fireEvent.click(within(popup()).getByRole('button', { name: '등록' }));
    const notice = await screen.findByRole('alertdialog', { name: '회원 전용' });
    expect(within(notice).getByText(MEMBERS_ONLY)).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: '로그인하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/login'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '회원 전용' })).toBeNull());
  });
});

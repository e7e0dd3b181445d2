import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../../src/composition-root';
import '../support/dom';
import { memoryServices, PAGE_LOAD, renderStorefront, type Visitor } from '../support/app-harness';

/** The page is shown once its heading is (the shell settled). */
async function openBook(path: string, visitor: Visitor = 'member') {
  const get = await memoryServices(visitor);
  const view = renderStorefront(get, path);
  await screen.findByRole('heading', { level: 1, name: '쿠폰북' }, PAGE_LOAD);
  return { get, ...view };
}

function registerSection(): HTMLElement {
  return screen.getByRole('region', { name: '쿠폰 등록' });
}

function tab(name: RegExp): HTMLElement {
  return within(screen.getByRole('navigation', { name: '쿠폰 종류' })).getByRole('link', { name });
}

function typeCouponNumber(text: string): void {
  fireEvent.change(within(registerSection()).getByLabelText('쿠폰번호'), { target: { value: text } });
}

function chooseKind(label: '금액권' | '상품권' | 'E-쿠폰'): void {
  const select = within(registerSection()).getByLabelText('쿠폰 종류') as HTMLSelectElement;
  const index = Array.from(select.options).findIndex((option) => option.text === label);
  fireEvent.change(select, { target: { value: String(index) } });
}

describe('/mypage/coupons 쿠폰북', () => {
  it("the membership tab lists the member's coupons with their benefit, end date and count", async () => {
    await openBook('/mypage/coupons');
    const flat = await screen.findByRole('article', { name: '3,000원 할인' });
    expect(within(flat).getByText('3,000원 할인', { selector: 'p' })).toBeTruthy();
    expect(within(flat).getByText('2026.12.31까지')).toBeTruthy();
    expect(within(flat).queryByRole('button', { name: /삭제/ })).toBeNull();

    const rate = screen.getByRole('article', { name: '10% 할인' });
    expect(within(rate).getByText('10% 할인 (최대 5,000원)')).toBeTruthy();
    expect(within(rate).getByText('2만원 이상 주문 시 사용 가능')).toBeTruthy();

    expect(tab(/멤버십 쿠폰/).getAttribute('aria-current')).toBe('page');
    expect(tab(/멤버십 쿠폰/).textContent).toContain('2장');
    expect(tab(/E-쿠폰/).getAttribute('aria-current')).toBeNull();
    expect(tab(/E-쿠폰/).getAttribute('href')).toBe('/mypage/coupons/3');
  });

  it('/mypage/coupons/1 is the membership tab too, and an unknown kind is not found', async () => {
    await openBook('/mypage/coupons/1');
    expect(await screen.findByRole('article', { name: '3,000원 할인' })).toBeTruthy();
    expect(tab(/멤버십 쿠폰/).getAttribute('aria-current')).toBe('page');

    const get = await memoryServices('member');
    renderStorefront(get, '/mypage/coupons/9');
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' }, PAGE_LOAD)).toBeTruthy();
  });

  it('registering an e-coupon alerts 쿠폰이 등록되었습니다. and it is listed under E-쿠폰', async () => {
    const { router } = await openBook('/mypage/coupons');
    await screen.findByRole('article', { name: '3,000원 할인' });
    typeCouponNumber('EC100000001');
    fireEvent.click(within(registerSection()).getByRole('button', { name: '등록' }));

    const alert = await screen.findByRole('alertdialog', { name: '알림' });
    expect(within(alert).getByText('쿠폰이 등록되었습니다.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));

    const coupon = await screen.findByRole('article', { name: '황금올리브치킨 교환권' }, PAGE_LOAD);
    expect(router.state.location.pathname).toBe('/mypage/coupons/3');
    expect(within(coupon).getByText('황금올리브치킨 교환')).toBeTruthy();
    expect(within(coupon).getByText('2027.06.30까지')).toBeTruthy();
    expect(tab(/E-쿠폰/).getAttribute('aria-current')).toBe('page');
    expect(tab(/E-쿠폰/).textContent).toContain('1장');
    expect((within(registerSection()).getByLabelText('쿠폰번호') as HTMLInputElement).value).toBe('');
  });

  it('registering a price coupon as 금액권 lands on /mypage/coupons/3 (spec §2), and 금액권·상품권 lists it', async () => {
    const { router } = await openBook('/mypage/coupons/1');
    chooseKind('금액권');
    typeCouponNumber(' PC200000001 ');
    fireEvent.click(within(registerSection()).getByRole('button', { name: '등록' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: '알림' })).getByRole('button', { name: '확인' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/coupons/3'));
    fireEvent.click(tab(/금액권·상품권/));
    const coupon = await screen.findByRole('article', { name: '1만원 금액권' }, PAGE_LOAD);
    expect(router.state.location.pathname).toBe('/mypage/coupons/2');
    expect(within(coupon).getByText('잔액 10,000원')).toBeTruthy();
    expect(within(coupon).getByText('금액권')).toBeTruthy();
  });

  it('등록 is disabled while the coupon number is blank or spaces only', async () => {
    await openBook('/mypage/coupons');
    const register = within(registerSection()).getByRole('button', { name: '등록' }) as HTMLButtonElement;
    expect(register.disabled).toBe(true);
    typeCouponNumber('   ');
    expect(register.disabled).toBe(true);
    typeCouponNumber('EC1');
    expect(register.disabled).toBe(false);
  });

  it("a refused number shows the server's message under the field", async () => {
    await openBook('/mypage/coupons');
    typeCouponNumber('EC999');
    fireEvent.click(within(registerSection()).getByRole('button', { name: '등록' }));
    expect((await within(registerSection()).findByRole('alert')).textContent).toBe('존재하지 않는 쿠폰번호입니다.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a guest holds no coupons and registering answers with the members-only notice', async () => {
    await openBook('/mypage/coupons', 'guest');
    expect(await screen.findByRole('heading', { name: '보유한 쿠폰이 없어요.' })).toBeTruthy();
    expect(tab(/멤버십 쿠폰/).textContent).toContain('0장');

    typeCouponNumber('EC100000001');
    fireEvent.click(within(registerSection()).getByRole('button', { name: '등록' }));
    const notice = await screen.findByRole('alertdialog', { name: '회원 전용' });
    expect(within(notice).getByText('E-쿠폰, 상품권 등록은 비비큐 회원만 가능합니다')).toBeTruthy();
    expect(within(notice).getByRole('button', { name: '로그인하기' })).toBeTruthy();
    fireEvent.click(within(notice).getByText('닫기'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a visitor without a session holds no coupons and is told registration is for members', async () => {
    await openBook('/mypage/coupons/3', 'signed-out');
    expect(await screen.findByRole('heading', { name: '보유한 쿠폰이 없어요.' })).toBeTruthy();
    typeCouponNumber('EC100000001');
    fireEvent.click(within(registerSection()).getByRole('button', { name: '등록' }));
    const notice = await screen.findByRole('alertdialog', { name: '회원 전용' });
    expect(within(notice).getByText('E-쿠폰, 상품권 등록은 비비큐 회원만 가능합니다')).toBeTruthy();
  });

  it('a voucher is deleted after the confirmation', async () => {
    const get = await memoryServices('member');
    expect((await get(TOKENS.CouponWallet).register('voucher', 'VC300000001')).kind).toBe('registered');
    renderStorefront(get, '/mypage/coupons/2');
    const voucher = await screen.findByRole('article', { name: '상품권 20,000원' }, PAGE_LOAD);
    expect(within(voucher).getByText('액면가 20,000원')).toBeTruthy();
    expect(within(voucher).getByText('VC300000001')).toBeTruthy();

    fireEvent.click(within(voucher).getByRole('button', { name: '상품권 20,000원 삭제' }));
    const confirm = await screen.findByRole('alertdialog', { name: '쿠폰 삭제' });
    fireEvent.click(within(confirm).getByRole('button', { name: '삭제' }));

    expect(await screen.findByRole('heading', { name: '보유한 쿠폰이 없어요.' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: '상품권 20,000원' })).toBeNull();
    expect(await get(TOKENS.CouponWallet).vouchers()).toEqual([]);
  });

  it('deleting a coupon the server no longer has says so and drops it from the list', async () => {
    const get = await memoryServices('member');
    const wallet = get(TOKENS.CouponWallet);
    await wallet.register('ecoupon', 'EC100000001');
    renderStorefront(get, '/mypage/coupons/3');
    const coupon = await screen.findByRole('article', { name: '황금올리브치킨 교환권' }, PAGE_LOAD);
    const [held] = await wallet.ecoupons();
    await wallet.remove('ecoupon', held!.id);

    fireEvent.click(within(coupon).getByRole('button', { name: '황금올리브치킨 교환권 삭제' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: '쿠폰 삭제' })).getByRole('button', { name: '삭제' }),
    );

    const alert = await screen.findByRole('alertdialog', { name: '알림' });
    expect(within(alert).getByText('이미 삭제되었거나 찾을 수 없는 쿠폰이에요.')).toBeTruthy();
    // The book is read again behind the alert (the page's loader).
    await waitFor(() => expect(screen.queryByRole('article', { name: '황금올리브치킨 교환권' })).toBeNull());
  });
});

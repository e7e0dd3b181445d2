import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { franchiseFixtures } from '../../../../src/adapters/memory/fixtures';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { maskPhoneNumber } from '../../../../src/adapters/ui/pages/mypage/orders/mypage-orders.view-model';
import { MEMORY_BACKEND, TOKENS } from '../../../../src/composition-root';
import { QUICK_ORDER_PRICE_WARNING } from '../../../../src/domain/validation/quick-order';
import '../support/dom';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';
import { CHEESE_BALLS, OLIVE_WHOLE, placeOrder } from './orders-world';

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
    expect(await screen.findByRole('heading', { name: '주문 내역이 없어요.' })).toBeTruthy();
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
    expect(await screen.findByRole('heading', { name: '주문 내역이 없어요.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '메뉴 보러 가기' }).getAttribute('href')).toBe('/categories/1');
    expect(screen.queryByRole('button', { name: '휴대폰 번호 확인' })).toBeNull();
  });

  it('a shown phone keeps only its first 3 and last 4 digits', () => {
    expect(maskPhoneNumber('01012345678')).toBe('010-****-5678');
    expect(maskPhoneNumber('0161234567')).toBe('016-***-4567');
    expect(maskPhoneNumber('12345')).toBe('*****');
  });

  it("a member's order shows its date, status, meal type, branch, menus and total, and its detail the amounts", async () => {
    const get = await memoryServices('member');
    const order = await placeOrder(get, { items: [OLIVE_WHOLE, CHEESE_BALLS] });
    renderStorefront(get, '/mypage/orders');
    const row = await screen.findByRole('article', { name: '황금올리브치킨 외 1건' }, PAGE_LOAD);
    expect(within(row).getByText('2026.11.20 12:00')).toBeTruthy();
    expect(within(row).getByText('주문완료')).toBeTruthy();
    expect(within(row).getByText('배달')).toBeTruthy();
    expect(within(row).getByText('문정법조타운점')).toBeTruthy();
    expect(within(row).getByText('33,000원')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '주문 내역이 없어요.' })).toBeNull();

    const toggle = within(row).getByRole('button', { name: '상세 보기' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const detail = await within(row).findByRole('region', { name: `주문 상세 ${order.orderId}` });
    expect(within(row).getByRole('button', { name: '상세 접기' }).getAttribute('aria-expanded')).toBe('true');
    const amounts = within(detail).getByRole('heading', { name: '결제 정보' }).parentElement as HTMLElement;
    expect(within(amounts).getByText('상품 금액').nextElementSibling?.textContent).toBe('30,000원');
    expect(within(amounts).getByText('배달비').nextElementSibling?.textContent).toBe('3,000원');
    expect(within(amounts).getByText('결제 금액').nextElementSibling?.textContent).toBe('33,000원');
    expect(within(amounts).getByText('신용카드')).toBeTruthy();
    const current = within(detail).getByText('주문완료').closest('li');
    expect(current?.getAttribute('aria-current')).toBe('step');
    expect(within(detail).getByText('치즈볼')).toBeTruthy();
    expect(within(detail).getByText('한마리')).toBeTruthy();
    expect(within(detail).getByText('서울특별시 송파구 문정로 11 101동 1001호')).toBeTruthy();
  });

  it('주문 취소 asks first, then shows the result, the order as cancelled and the refunded points', async () => {
    const get = await memoryServices('member');
    await placeOrder(get, { points: 1000 });
    await get(UI_TOKENS.RootStore).session.load();
    renderStorefront(get, '/mypage/orders');
    const row = await screen.findByRole('article', { name: '황금올리브치킨' }, PAGE_LOAD);
    expect(screen.getAllByText('11,300p').length).toBeGreaterThan(0);
    fireEvent.click(within(row).getByRole('button', { name: '상세 보기' }));
    fireEvent.click(await within(row).findByRole('button', { name: '주문 취소' }));

    const confirm = await screen.findByRole('alertdialog', { name: '주문 취소' });
    fireEvent.click(within(confirm).getByRole('button', { name: '주문 취소하기' }));
    const alert = await screen.findByRole('alertdialog', { name: '알림' });
    expect(within(alert).getByText('주문이 취소되었습니다.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));

    expect(within(row).getAllByText('주문취소').length).toBeGreaterThan(0);
    expect(within(row).queryByRole('button', { name: '주문 취소' })).toBeNull();
    expect(within(row).getByText('12:00에 주문이 취소되었어요.')).toBeTruthy();
    expect(screen.queryAllByText('11,300p')).toHaveLength(0);
    expect((await screen.findAllByText('12,300p')).length).toBeGreaterThan(0);
  });

  it('퀵오더 등록 needs a non-blank name, warns about the list price and says 추가했습니다.', async () => {
    const get = await memoryServices('member');
    await placeOrder(get);
    renderStorefront(get, '/mypage/orders');
    const row = await screen.findByRole('article', { name: '황금올리브치킨' }, PAGE_LOAD);
    fireEvent.click(within(row).getByRole('button', { name: '퀵오더 등록' }));

    const popup = await screen.findByRole('dialog', { name: '퀵오더 등록' });
    expect(within(popup).getByText(QUICK_ORDER_PRICE_WARNING)).toBeTruthy();
    const save = within(popup).getByRole('button', { name: '저장' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const name = within(popup).getByLabelText('퀵오더 이름');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.blur(name);
    expect(save.disabled).toBe(true);
    expect(within(popup).getByRole('alert').textContent).toBe('퀵오더 이름을 입력해주세요.');

    fireEvent.change(name, { target: { value: '우리집 치킨' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    const alert = await screen.findByRole('alertdialog', { name: '알림' });
    expect(within(alert).getByText('추가했습니다.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '퀵오더 등록' })).toBeNull();
    const saved = await get(TOKENS.QuickOrderBook).list();
    expect(saved.map((q) => q.quickOrderTitle)).toEqual(['우리집 치킨']);
  });

  it('a guest sees its orders after confirming a phone, without quick-order registration', async () => {
    const get = await memoryServices('guest');
    await placeOrder(get, { mealType: 'TAKEOUT', branchId: 1 });
    renderStorefront(get, '/mypage/orders');
    fireEvent.click(await screen.findByRole('button', { name: '휴대폰 번호 확인' }, PAGE_LOAD));
    expect(screen.queryByRole('article')).toBeNull();
    const popup = await screen.findByRole('dialog', { name: '비회원 휴대폰 인증' });
    fireEvent.change(within(popup).getByLabelText('휴대폰 번호'), { target: { value: PHONE } });
    fireEvent.click(within(popup).getByRole('button', { name: '인증번호 받기' }));
    fireEvent.change(await within(popup).findByLabelText('인증번호'), {
      target: { value: franchiseFixtures.verificationCode },
    });
    fireEvent.click(within(popup).getByRole('button', { name: '확인' }));

    const row = await screen.findByRole('article', { name: '황금올리브치킨' }, PAGE_LOAD);
    expect(within(row).getByText('포장')).toBeTruthy();
    expect(within(row).getByText('20,000원')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '퀵오더 등록' })).toBeNull();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { type Resolve, TOKENS } from '../../../../src/composition-root';
import '../support/dom';
import { CRISPY_WHOLE, OLIVE_WHOLE, placeOrder } from '../mypage/orders-world';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

/** Saves '주말 치킨' (황금올리브치킨 + 크리스피치킨, both 한마리) from a new order of the signed-in member. */
async function saveQuickOrder(get: Resolve): Promise<void> {
  const order = await placeOrder(get, { items: [OLIVE_WHOLE, CRISPY_WHOLE] });
  const created = await get(TOKENS.QuickOrderBook).create(order.id, '주말 치킨');
  if (created.kind !== 'created') throw new Error(created.message);
}

async function quickOrderCard(name = '주말 치킨'): Promise<HTMLElement> {
  expect(await screen.findByRole('heading', { level: 1, name: '퀵오더' }, PAGE_LOAD)).toBeTruthy();
  return screen.findByRole('article', { name }, PAGE_LOAD);
}

describe('/quickorder', () => {
  it('lists the quick orders with their date, lines, options, quantities and saved prices', async () => {
    const get = await memoryServices('member');
    await saveQuickOrder(get);
    renderStorefront(get, '/quickorder');
    const card = await quickOrderCard();
    expect(within(card).getByText('2026.11.20 등록')).toBeTruthy();
    expect(within(card).getByText('황금올리브치킨')).toBeTruthy();
    expect(within(card).getByText('크리스피치킨')).toBeTruthy();
    expect(within(card).getAllByText('한마리')).toHaveLength(2);
    expect(within(card).getAllByText('1개')).toHaveLength(2);
    expect(within(card).getByText('19,000원')).toBeTruthy();
    expect(within(card).getByText('39,000원')).toBeTruthy();
  });

  it('장바구니 담기 at a branch where a menu is sold out lists the flag and links to the cart keeping the query', async () => {
    const get = await memoryServices('member');
    await saveQuickOrder(get);
    renderStorefront(get, '/quickorder?mealType=takeout&branchId=2');
    const card = await quickOrderCard();
    fireEvent.click(within(card).getByRole('button', { name: '장바구니 담기' }));

    const result = await screen.findByRole('alertdialog', { name: '장바구니 담기' });
    expect(within(result).getByText('크리스피치킨은(는) 지금 주문할 수 없어 장바구니에 담지 않았습니다.')).toBeTruthy();
    expect(within(result).getByRole('button', { name: '닫기' })).toBeTruthy();
    const toCart = within(result).getByRole('link', { name: '장바구니로 이동하기' });
    expect(toCart.getAttribute('href')).toBe('/cart?mealType=takeout&branchId=2');
    expect(get(UI_TOKENS.RootStore).cart.count).toEqual({ status: 'loaded', value: 1 });

    fireEvent.click(toCart);
    expect(await screen.findByRole('heading', { level: 1, name: '장바구니' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('장바구니 담기 with nothing changed says 장바구니에 담았습니다. and closes with 닫기', async () => {
    const get = await memoryServices('member');
    await saveQuickOrder(get);
    renderStorefront(get, '/quickorder');
    const card = await quickOrderCard();
    fireEvent.click(within(card).getByRole('button', { name: '장바구니 담기' }));
    const result = await screen.findByRole('alertdialog', { name: '장바구니 담기' });
    expect(within(result).getByText('장바구니에 담았습니다.')).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('alertdialog', { name: '장바구니 담기' })).toBeNull();
    expect(get(UI_TOKENS.RootStore).cart.count).toEqual({ status: 'loaded', value: 2 });
  });

  it('이름 변경 needs a new non-blank name and shows it', async () => {
    const get = await memoryServices('member');
    await saveQuickOrder(get);
    renderStorefront(get, '/quickorder');
    const card = await quickOrderCard();
    fireEvent.click(within(card).getByRole('button', { name: '이름 변경' }));

    const popup = await screen.findByRole('dialog', { name: '퀵오더 이름 변경' });
    const name = within(popup).getByLabelText('퀵오더 이름') as HTMLInputElement;
    const save = within(popup).getByRole('button', { name: '변경' }) as HTMLButtonElement;
    expect(name.value).toBe('주말 치킨');
    expect(save.disabled).toBe(true);
    fireEvent.change(name, { target: { value: '' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(name, { target: { value: '평일 치킨' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    expect(await screen.findByRole('article', { name: '평일 치킨' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '퀵오더 이름 변경' })).toBeNull();
  });

  it('메뉴 삭제 removes one line after a confirmation', async () => {
    const get = await memoryServices('member');
    await saveQuickOrder(get);
    renderStorefront(get, '/quickorder');
    const card = await quickOrderCard();
    fireEvent.click(within(card).getByRole('button', { name: '크리스피치킨 메뉴 삭제' }));
    const confirm = await screen.findByRole('alertdialog', { name: '메뉴 삭제' });
    expect(within(confirm).getByText('크리스피치킨을(를) 퀵오더에서 삭제할까요?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '삭제' }));

    await screen.findByText('20,000원', { selector: 'strong' });
    expect(within(card).queryByText('크리스피치킨')).toBeNull();
    expect(within(card).getByText('황금올리브치킨')).toBeTruthy();
  });

  it('삭제 removes the quick order after a confirmation; the empty list links to the order history', async () => {
    const get = await memoryServices('member');
    await saveQuickOrder(get);
    renderStorefront(get, '/quickorder');
    const card = await quickOrderCard();
    fireEvent.click(within(card).getByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('alertdialog', { name: '퀵오더 삭제' });
    expect(within(confirm).getByText("'주말 치킨' 퀵오더를 삭제할까요?")).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '삭제' }));

    expect(await screen.findByRole('heading', { name: '등록된 퀵오더가 없어요.' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '주문 이력에서 퀵오더 등록하기' });
    expect(link.getAttribute('href')).toBe('/mypage/orders');
    expect(await get(TOKENS.QuickOrderBook).list()).toEqual([]);
  });

  it('a guest sees that quick orders are for members, with a login link', async () => {
    renderStorefront(await memoryServices('guest'), '/quickorder');
    expect(await screen.findByRole('heading', { level: 1, name: '퀵오더' }, PAGE_LOAD)).toBeTruthy();
    const notice = (await screen.findByRole('heading', { name: '퀵오더는 회원만 이용할 수 있어요' })).closest(
      'section',
    );
    expect(
      within(notice as HTMLElement)
        .getByRole('link', { name: '로그인' })
        .getAttribute('href'),
    ).toBe('/member/login?redirect_to=%2Fquickorder');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a signed-out visitor sees the members-only message too', async () => {
    renderStorefront(await memoryServices('signed-out'), '/quickorder');
    expect(await screen.findByRole('heading', { name: '퀵오더는 회원만 이용할 수 있어요' }, PAGE_LOAD)).toBeTruthy();
  });
});

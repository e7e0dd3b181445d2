import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { QUICK_ORDER_REFUSALS } from '../../../../src/adapters/memory/in-memory-quick-order-book';
import { QuickOrderPageViewModel } from '../../../../src/adapters/ui/pages/quickorder/quick-order.view-model';
import { CartStore } from '../../../../src/adapters/ui/stores/cart-store';
import { refreshedCartCount } from '../../../../src/application/use-cases/cart-count';
import { createContainer, memoryModules, type Resolve, resolverOf, TOKENS } from '../../../../src/composition-root';
import type { SessionStatus } from '../../../../src/domain/session/status';
import type { Session } from '../../../../src/domain/session/types';
import { MEMBER } from '../../application/memory-world';
import { CRISPY_WHOLE, OLIVE_WHOLE, placeOrder } from '../mypage/orders-world';

type Visitor = 'member' | 'signed-out';

async function setup(visitor: Visitor = 'member', search = '') {
  const get: Resolve = resolverOf(createContainer(memoryModules));
  if (visitor === 'member') await get(TOKENS.SessionGateway).signIn({ provider: 'member', ...MEMBER });
  const current = await get(TOKENS.SessionGateway).session();
  const session = observable({
    status: (current === null ? 'unauthenticated' : 'authenticated') as SessionStatus,
    current: current as Session | null,
  });
  const cartStore = new CartStore({
    cartCount: async () => (current === null ? null : refreshedCartCount(get(TOKENS.CartGateway))),
  });
  const logs: unknown[][] = [];
  const page = new QuickOrderPageViewModel({
    listQuickOrders: get(TOKENS.ListQuickOrders),
    renameQuickOrder: get(TOKENS.RenameQuickOrder),
    deleteQuickOrder: get(TOKENS.DeleteQuickOrder),
    deleteQuickOrderLine: get(TOKENS.DeleteQuickOrderLine),
    reorderQuickOrder: get(TOKENS.ReorderQuickOrder),
    session,
    cartStore,
    log: (...args) => logs.push(args),
  });
  page.setSearch(search);
  return { get, page, session, cartStore, logs };
}

/** A member's quick order '주말 치킨' saved from an order of 황금올리브치킨 and 크리스피치킨. */
async function savedQuickOrder(get: Resolve, items = [OLIVE_WHOLE, CRISPY_WHOLE], title = '주말 치킨') {
  const order = await placeOrder(get, { items });
  const created = await get(TOKENS.QuickOrderBook).create(order.id, title);
  if (created.kind !== 'created') throw new Error(created.message);
  return created.quickOrder;
}

describe('/quickorder', () => {
  it('is for members only: a guest or signed-out visitor is told so and nothing is read', async () => {
    const { get, page, session } = await setup('signed-out');
    const list = vi.spyOn(get(TOKENS.QuickOrderBook), 'list');
    page.start();
    expect(page.view).toBe('members-only');
    runInAction(() => {
      session.current = { type: 'guest', accessToken: 'guest-token' } as Session;
      session.status = 'authenticated';
    });
    expect(page.view).toBe('members-only');
    expect(list).not.toHaveBeenCalled();
    expect(page.loginHref).toBe('/member/login?redirect_to=%2Fquickorder');
  });

  it('shows the loading state while the session is read', async () => {
    const { page, session } = await setup('member');
    runInAction(() => {
      session.status = 'loading';
    });
    expect(page.view).toBe('loading');
  });

  it("lists a member's quick orders with their date, lines, options, quantities and saved prices", async () => {
    const { get, page } = await setup();
    const saved = await savedQuickOrder(get);
    page.start();
    await vi.waitFor(() => expect(page.view).toBe('ready'));

    expect(page.cards).toEqual([
      {
        id: saved.id,
        title: '주말 치킨',
        created: '2026.11.20 등록',
        items: [
          { id: saved.items[0]?.id, name: '황금올리브치킨', options: '한마리', quantity: '1개', price: '20,000원' },
          { id: saved.items[1]?.id, name: '크리스피치킨', options: '한마리', quantity: '1개', price: '19,000원' },
        ],
        total: '39,000원',
      },
    ]);
  });

  it('without quick orders the list is empty and links to the order history', async () => {
    const { page } = await setup('member', '?mealType=delivery');
    await page.load();
    expect(page.isEmpty).toBe(true);
    expect(page.historyHref).toBe('/mypage/orders?mealType=delivery');
  });

  it('장바구니 담기 puts every line in the cart, refreshes the badge and says it was done', async () => {
    const { get, page, cartStore } = await setup();
    const saved = await savedQuickOrder(get);
    await page.load();
    await page.reorder(saved.id);

    expect(page.reorderOutcome).toEqual({ message: '장바구니에 담았습니다.', flags: [] });
    expect(cartStore.count).toEqual({ status: 'loaded', value: 2 });
    expect((await get(TOKENS.CartGateway).list()).responseList.map((l) => l.mainMenuName)).toEqual([
      '황금올리브치킨',
      '크리스피치킨',
    ]);
    page.dismissReorder();
    expect(page.reorderOutcome).toBeNull();
  });

  it('a line sold out at the chosen branch is left out and flagged; the cart link keeps mealType and branchId', async () => {
    const { get, page, cartStore } = await setup('member', '?mealType=takeout&branchId=2&redirect_to=%2F');
    const saved = await savedQuickOrder(get);
    await page.load();
    expect(page.branchId).toBe(2);
    await page.reorder(saved.id);

    expect(page.reorderOutcome).toEqual({
      message: '장바구니에 담았습니다. 달라진 메뉴를 확인해주세요.',
      flags: ['크리스피치킨은(는) 지금 주문할 수 없어 장바구니에 담지 않았습니다.'],
    });
    expect(cartStore.count).toEqual({ status: 'loaded', value: 1 });
    expect(page.cartHref).toBe('/cart?mealType=takeout&branchId=2');
  });

  it('a quick order with nothing left to put in the cart shows the refusal', async () => {
    const { get, page } = await setup('member', '?branchId=2');
    const saved = await savedQuickOrder(get, [CRISPY_WHOLE]);
    await page.load();
    await page.reorder(saved.id);
    expect(page.reorderOutcome).toBeNull();
    expect(page.alert).toBe(QUICK_ORDER_REFUSALS.nothingToReorder);
  });

  it('a branchId that is not a positive number is ignored', async () => {
    expect((await setup('member', '?branchId=abc')).page.branchId).toBeNull();
    expect((await setup('member', '?branchId=0')).page.branchId).toBeNull();
  });

  it('renaming needs a new, non-blank name and shows the new name', async () => {
    const { get, page } = await setup();
    const saved = await savedQuickOrder(get);
    await page.load();
    page.openRename(saved.id);
    const form = page.renameForm;
    expect(form?.title).toBe('주말 치킨');
    expect(form?.canSave).toBe(false);
    form?.setTitle(' ');
    expect(form?.canSave).toBe(false);
    form?.setTitle('평일 치킨');
    expect(form?.canSave).toBe(true);
    expect(await form?.save()).toBe(true);
    await page.renamed();

    expect(page.renameForm).toBeNull();
    expect(page.cards[0]?.title).toBe('평일 치킨');
  });

  it('deleting a quick order after the confirmation removes it', async () => {
    const { get, page } = await setup();
    const saved = await savedQuickOrder(get);
    await page.load();
    page.askRemove(saved.id);
    expect(page.removing?.id).toBe(saved.id);
    page.dismissRemove();
    expect(page.removing).toBeNull();

    page.askRemove(saved.id);
    await page.confirmRemove();
    expect(page.removing).toBeNull();
    expect(page.isEmpty).toBe(true);
  });

  it('deleting a line keeps the others; deleting the last line takes the quick order with it', async () => {
    const { get, page } = await setup();
    const saved = await savedQuickOrder(get);
    await page.load();
    const [olive, crispy] = saved.items;
    if (olive === undefined || crispy === undefined) throw new Error('fixture');

    page.askRemoveItem(saved.id, crispy.id);
    expect(page.removingItemQuestion).toBe('크리스피치킨을(를) 퀵오더에서 삭제할까요?');
    await page.confirmRemoveItem();
    expect(page.cards[0]?.items.map((i) => i.name)).toEqual(['황금올리브치킨']);

    page.askRemoveItem(saved.id, olive.id);
    expect(page.removingItemQuestion).toBe('황금올리브치킨을(를) 삭제할까요? 마지막 메뉴라 퀵오더도 함께 삭제돼요.');
    await page.confirmRemoveItem();
    expect(page.isEmpty).toBe(true);
  });

  it('a quick order deleted elsewhere says so and the list is read again', async () => {
    const { get, page } = await setup();
    const saved = await savedQuickOrder(get);
    await page.load();
    await get(TOKENS.QuickOrderBook).remove(saved.id);
    await page.reorder(saved.id);
    expect(page.alert).toBe('이미 삭제된 퀵오더입니다.');
    expect(page.isEmpty).toBe(true);
  });

  it('a list that cannot be read shows the retry state', async () => {
    const { get, page, logs } = await setup();
    const list = vi.spyOn(get(TOKENS.QuickOrderBook), 'list').mockRejectedValueOnce(new Error('down'));
    await page.load();
    expect(page.view).toBe('failed');
    expect(logs).toHaveLength(1);
    await page.load();
    expect(page.view).toBe('ready');
    expect(list).toHaveBeenCalledTimes(2);
  });
});

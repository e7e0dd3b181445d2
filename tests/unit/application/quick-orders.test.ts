import { describe, expect, it } from 'vitest';
import { type FranchiseFixtures, franchiseFixtures } from '../../../src/adapters/memory/fixtures';
import { InMemoryQuickOrderBook } from '../../../src/adapters/memory/in-memory-quick-order-book';
import { DeleteQuickOrder } from '../../../src/application/use-cases/delete-quick-order';
import { DeleteQuickOrderLine } from '../../../src/application/use-cases/delete-quick-order-line';
import { ListQuickOrders } from '../../../src/application/use-cases/list-quick-orders';
import { RenameQuickOrder } from '../../../src/application/use-cases/rename-quick-order';
import {
  REORDERED_MESSAGE,
  REORDERED_WITH_FLAGS_MESSAGE,
  ReorderQuickOrder,
} from '../../../src/application/use-cases/reorder-quick-order';
import { SaveQuickOrder } from '../../../src/application/use-cases/save-quick-order';
import {
  QUICK_ORDER_TITLE_REQUIRED_MESSAGE,
  QUICK_ORDER_TITLE_TOO_LONG_MESSAGE,
} from '../../../src/domain/validation/quick-order';
import { type MemoryWorld, memoryWorld } from './memory-world';
import { CHEESE_BALLS, CRISPY_WHOLE, OLIVE_WHOLE, placeOrder } from './order-world';

function quickOrders(world: MemoryWorld) {
  const book = new InMemoryQuickOrderBook(world.backend);
  return {
    save: new SaveQuickOrder(book),
    list: new ListQuickOrders(book),
    rename: new RenameQuickOrder(book),
    remove: new DeleteQuickOrder(book),
    removeLine: new DeleteQuickOrderLine(book),
    reorder: new ReorderQuickOrder(book),
  };
}

/** A member with one quick order '우리집 단골' saved from an order of `items`. */
async function savedQuickOrder(items = [OLIVE_WHOLE, CHEESE_BALLS], fixtures?: FranchiseFixtures) {
  const world = memoryWorld(fixtures);
  await world.signInMember();
  const order = await placeOrder(world, { items });
  const use = quickOrders(world);
  const saved = await use.save.execute({ orderHistoryId: order.id, title: '  우리집 단골 ' });
  if (saved.kind !== 'saved') throw new Error(`not saved: ${saved.kind}`);
  return { world, use, order, quickOrder: saved.quickOrder };
}

describe('SaveQuickOrder and ListQuickOrders', () => {
  it('saves the menus of a history order under the trimmed title, at list price, and lists it', async () => {
    const { use, quickOrder } = await savedQuickOrder();
    expect(quickOrder.quickOrderTitle).toBe('우리집 단골');
    expect(quickOrder.items.map((i) => [i.menuName, i.quantity, i.savedPrice])).toEqual([
      ['황금올리브치킨', 1, 20_000],
      ['치즈볼', 2, 10_000],
    ]);
    const listed = await use.list.execute();
    expect(listed.quickOrders.map((q) => q.id)).toEqual([quickOrder.id]);
  });

  it('says 추가했습니다. when saved', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const order = await placeOrder(world);
    expect(await quickOrders(world).save.execute({ orderHistoryId: order.id, title: '금요일' })).toMatchObject({
      kind: 'saved',
      message: '추가했습니다.',
    });
  });

  it('a blank title or one over 30 characters is refused by the domain rule without saving', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const order = await placeOrder(world);
    const use = quickOrders(world);
    expect(await use.save.execute({ orderHistoryId: order.id, title: '   ' })).toEqual({
      kind: 'invalid-title',
      message: QUICK_ORDER_TITLE_REQUIRED_MESSAGE,
    });
    expect(await use.save.execute({ orderHistoryId: order.id, title: '가'.repeat(31) })).toEqual({
      kind: 'invalid-title',
      message: QUICK_ORDER_TITLE_TOO_LONG_MESSAGE,
    });
    expect((await use.list.execute()).quickOrders).toEqual([]);
  });

  it('a guest is refused as members only', async () => {
    const world = memoryWorld();
    await world.signInGuest();
    const order = await placeOrder(world, { mealType: 'TAKEOUT' });
    expect(await quickOrders(world).save.execute({ orderHistoryId: order.id, title: '비회원' })).toMatchObject({
      kind: 'rejected',
      code: 'MEMBERS_ONLY',
    });
  });
});

describe('RenameQuickOrder, DeleteQuickOrder, DeleteQuickOrderLine', () => {
  it('renames with the same title rule', async () => {
    const { use, quickOrder } = await savedQuickOrder();
    expect(await use.rename.execute({ id: quickOrder.id, title: ' 주말 ' })).toEqual({
      kind: 'renamed',
      title: '주말',
    });
    expect(await use.rename.execute({ id: quickOrder.id, title: '' })).toMatchObject({ kind: 'invalid-title' });
    expect((await use.list.execute()).quickOrders[0]?.quickOrderTitle).toBe('주말');
    expect(await use.rename.execute({ id: 999_999, title: '없음' })).toEqual({ kind: 'not-found' });
  });

  it('deleting the last line deletes the quick order with it', async () => {
    const { use, quickOrder } = await savedQuickOrder();
    const [first, second] = quickOrder.items;
    if (first === undefined || second === undefined) throw new Error('two lines expected');
    expect(await use.removeLine.execute({ lineId: first.id })).toEqual({ kind: 'deleted' });
    expect((await use.list.execute()).quickOrders[0]?.items.map((i) => i.menuName)).toEqual(['치즈볼']);
    expect(await use.removeLine.execute({ lineId: first.id })).toEqual({ kind: 'not-found' });
    expect(await use.removeLine.execute({ lineId: second.id })).toEqual({ kind: 'deleted' });
    expect((await use.list.execute()).quickOrders).toEqual([]);
  });

  it('deletes a quick order once', async () => {
    const { use, quickOrder } = await savedQuickOrder();
    expect(await use.remove.execute({ id: quickOrder.id })).toEqual({ kind: 'deleted' });
    expect(await use.remove.execute({ id: quickOrder.id })).toEqual({ kind: 'not-found' });
  });
});

describe('ReorderQuickOrder', () => {
  it('puts every line in the cart without flags when nothing changed', async () => {
    const { world, use, quickOrder } = await savedQuickOrder();
    const result = await use.reorder.execute({ id: quickOrder.id, branchId: null });
    expect(result).toEqual({ kind: 'reordered', addedCount: 2, flags: [], message: REORDERED_MESSAGE });
    const cart = await world.cart.list();
    expect(cart.responseList.map((l) => [l.mainMenuName, l.quantity])).toEqual([
      ['황금올리브치킨', 1],
      ['치즈볼', 2],
    ]);
  });

  it('a line sold out at the branch is left out and flagged; a repriced line is added and flagged', async () => {
    // A copy whose menus the test reprices after saving (the backend reads the fixtures on every call).
    const fixtures: { -readonly [K in keyof FranchiseFixtures]: FranchiseFixtures[K] } =
      structuredClone(franchiseFixtures);
    const { world, use, quickOrder } = await savedQuickOrder([CHEESE_BALLS, CRISPY_WHOLE], fixtures);
    fixtures.menus = fixtures.menus.map((m) => (m.id === 301 ? { ...m, menuPrice: 5_500 } : m));

    const result = await use.reorder.execute({ id: quickOrder.id, branchId: 2 });
    if (result.kind !== 'reordered') throw new Error(`not reordered: ${result.kind}`);
    expect(result.addedCount).toBe(1);
    expect(result.message).toBe(REORDERED_WITH_FLAGS_MESSAGE);
    expect(result.flags).toEqual([
      {
        menuName: '크리스피치킨',
        reason: 'SOLD_OUT',
        savedPrice: 19_000,
        currentPrice: null,
        message: '크리스피치킨은(는) 지금 주문할 수 없어 장바구니에 담지 않았습니다.',
      },
      {
        menuName: '치즈볼',
        reason: 'REPRICED',
        savedPrice: 10_000,
        currentPrice: 11_000,
        message: '치즈볼의 가격이 10,000원에서 11,000원(으)로 바뀌었습니다.',
      },
    ]);
    expect((await world.cart.list()).responseList.map((l) => l.mainMenuName)).toEqual(['치즈볼']);
  });

  it('nothing left to add is refused; an unknown quick order is not found', async () => {
    const { use, quickOrder } = await savedQuickOrder([CRISPY_WHOLE]);
    expect(await use.reorder.execute({ id: quickOrder.id, branchId: 2 })).toMatchObject({
      kind: 'rejected',
      code: 'NOTHING_TO_REORDER',
    });
    expect(await use.reorder.execute({ id: 999_999, branchId: null })).toEqual({ kind: 'not-found' });
  });
});

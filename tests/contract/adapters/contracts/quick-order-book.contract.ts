import { beforeEach, describe, expect, it } from 'vitest';
import type { CartGateway } from '../../../../src/application/ports/cart-gateway';
import type { MenuCatalog } from '../../../../src/application/ports/menu-catalog';
import type { OrderGateway, PlacedOrder } from '../../../../src/application/ports/order-gateway';
import type { QuickOrder, QuickOrderBook } from '../../../../src/application/ports/quick-order-book';
import type { StoreLocator } from '../../../../src/application/ports/store-locator';
import { expectKoreanMessage, UNKNOWN_ID } from './discovery';
import { placeTakeoutOrder, type TakeoutSetting, takeoutSetting } from './ordering';

export interface QuickOrderBookSubject {
  /** The quick orders of a new member. */
  readonly quickOrders: QuickOrderBook;
  /** The quick orders of another new member of the same backend. */
  readonly otherQuickOrders: QuickOrderBook;
  /** The first member's order flow and cart. */
  readonly orders: OrderGateway;
  readonly cart: CartGateway;
  readonly catalog: MenuCatalog;
  readonly stores: StoreLocator;
}

/** The QuickOrderBook port's contract (spec §5/§7 Quick order, issue 6), for any adapter of it. */
export function describeQuickOrderBookContract(name: string, makeSubject: () => Promise<QuickOrderBookSubject>): void {
  describe(`QuickOrderBook contract: ${name}`, () => {
    let quickOrders: QuickOrderBook;
    let otherQuickOrders: QuickOrderBook;
    let orders: OrderGateway;
    let cart: CartGateway;
    let found: TakeoutSetting | undefined;
    let takeout: TakeoutSetting;

    beforeEach(async () => {
      const subject = await makeSubject();
      ({ quickOrders, otherQuickOrders, orders, cart } = subject);
      found ??= await takeoutSetting(subject.catalog, subject.stores);
      takeout = found;
    });

    /** Places an order and saves it as a quick order titled `title`. */
    async function saved(title = '우리집 단골'): Promise<{ order: PlacedOrder; quick: QuickOrder }> {
      const order = await placeTakeoutOrder(orders, takeout);
      const created = await quickOrders.create(order.id, title);
      if (created.kind !== 'created') throw new Error(`expected a quick order, got ${JSON.stringify(created)}`);
      return { order, quick: created.quickOrder };
    }

    it("a new member has no quick orders; one is saved from the member's order with a trimmed title", async () => {
      expect(await quickOrders.list()).toEqual([]);
      const { quick } = await saved('  금요일 치킨  ');
      expect(quick.quickOrderTitle).toBe('금요일 치킨');
      expect(Number.isNaN(Date.parse(quick.createdAt))).toBe(false);
      expect(quick.items).toHaveLength(1);
      const [item] = quick.items;
      expect(item).toMatchObject({
        menuId: takeout.menu.card.id,
        menuName: takeout.menu.card.menuName,
        quantity: takeout.quantity,
        savedPrice: takeout.lineTotal,
      });
      expect([...(item?.subOptionIds ?? [])].sort()).toEqual([...takeout.item.subOptionIds].sort());
      expect([...(item?.subOptionNames ?? [])].sort()).toEqual(takeout.options.map((o) => o.itemTitle).sort());
    });

    it('a blank title is rejected with a Korean message and saves nothing', async () => {
      const order = await placeTakeoutOrder(orders, takeout);
      for (const title of ['', '   ']) {
        const created = await quickOrders.create(order.id, title);
        expect(created.kind).toBe('rejected');
        if (created.kind === 'rejected') expectKoreanMessage(created.message);
      }
      expect(await quickOrders.list()).toEqual([]);
    });

    it('the list shows the quick order with its items, and items(id) reads them', async () => {
      const { quick } = await saved();
      expect(await quickOrders.list()).toEqual([quick]);
      expect(await quickOrders.items(quick.id)).toEqual(quick.items);
      expect(await quickOrders.items(UNKNOWN_ID)).toBeNull();
    });

    it('renaming trims the new title; a blank one is rejected and keeps the old', async () => {
      const { quick } = await saved();
      expect(await quickOrders.rename(quick.id, ' 주말 세트 ')).toEqual({ kind: 'ok' });
      expect((await quickOrders.list()).map((q) => q.quickOrderTitle)).toEqual(['주말 세트']);
      const blank = await quickOrders.rename(quick.id, '  ');
      expect(blank.kind).toBe('rejected');
      if (blank.kind === 'rejected') expectKoreanMessage(blank.message);
      expect((await quickOrders.list()).map((q) => q.quickOrderTitle)).toEqual(['주말 세트']);
      expect(await quickOrders.rename(UNKNOWN_ID, '없는 퀵오더')).toEqual({ kind: 'not-found' });
    });

    it('reordering puts its lines back into the cart, unflagged when nothing changed', async () => {
      const { quick } = await saved();
      const before = await cart.count();
      const reordered = await quickOrders.reorder(quick.id, takeout.branch.branchId);
      expect(reordered).toEqual({ kind: 'reordered', addedCount: 1, flags: [] });
      expect(await cart.count()).toBe(before + 1);
      const { responseList } = await cart.list();
      expect(responseList.map((l) => [l.mainMenuId, l.quantity, l.totalMenuWithSubOptionAndQuantityPrice])).toEqual([
        [takeout.menu.card.id, takeout.quantity, takeout.lineTotal],
      ]);
      expect(await quickOrders.reorder(UNKNOWN_ID, null)).toEqual({ kind: 'not-found' });
    });

    it("another member can neither see, change, reorder nor save from this member's quick order and order", async () => {
      const { order, quick } = await saved();
      const detailId = quick.items[0]?.id ?? UNKNOWN_ID;
      expect(await otherQuickOrders.list()).toEqual([]);
      expect(await otherQuickOrders.items(quick.id)).toBeNull();
      expect(await otherQuickOrders.rename(quick.id, '남의 퀵오더')).toEqual({ kind: 'not-found' });
      expect(await otherQuickOrders.reorder(quick.id, null)).toEqual({ kind: 'not-found' });
      expect(await otherQuickOrders.removeDetail(detailId)).toEqual({ kind: 'not-found' });
      expect(await otherQuickOrders.remove(quick.id)).toEqual({ kind: 'not-found' });
      expect((await otherQuickOrders.create(order.id, '남의 주문')).kind).toBe('rejected');
      expect(await otherQuickOrders.list()).toEqual([]);
      expect(await quickOrders.list()).toEqual([quick]);
    });

    it('removing the only item removes the quick order; removing its item again is not-found', async () => {
      const { quick } = await saved();
      const detailId = quick.items[0]?.id ?? UNKNOWN_ID;
      expect(await quickOrders.removeDetail(detailId)).toEqual({ kind: 'ok' });
      expect(await quickOrders.list()).toEqual([]);
      expect(await quickOrders.items(quick.id)).toBeNull();
      expect(await quickOrders.removeDetail(detailId)).toEqual({ kind: 'not-found' });
    });

    it('removing a quick order leaves the others; removing it again is not-found', async () => {
      const first = await saved('첫 번째');
      const second = await saved('두 번째');
      expect((await quickOrders.list()).map((q) => q.id).sort()).toEqual([first.quick.id, second.quick.id].sort());
      expect(await quickOrders.remove(first.quick.id)).toEqual({ kind: 'ok' });
      expect(await quickOrders.list()).toEqual([second.quick]);
      expect(await quickOrders.remove(first.quick.id)).toEqual({ kind: 'not-found' });
    });
  });
}

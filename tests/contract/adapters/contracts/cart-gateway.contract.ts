import { beforeEach, describe, expect, it } from 'vitest';
import type { AddToCartResult, CartGateway } from '../../../../src/application/ports/cart-gateway';
import type { MenuCatalog } from '../../../../src/application/ports/menu-catalog';
import type { OptionItem } from '../../../../src/domain/menu/types';
import {
  expectedLineTotal,
  expectKoreanMessage,
  hasRequiredGroup,
  minimalSelection,
  type OrderableMenu,
  orderableMenus,
  pick,
  pricedSelection,
  UNKNOWN_ID,
} from './discovery';

export interface CartGatewaySubject {
  /** The cart of a new customer. */
  readonly cart: CartGateway;
  /** The cart of another new customer of the same backend. */
  readonly otherCart: CartGateway;
  readonly catalog: MenuCatalog;
}

function cartIdOf(result: AddToCartResult): number {
  if (result.kind !== 'added') throw new Error(`expected the line to be added, got ${JSON.stringify(result)}`);
  return result.cartId;
}

function ids(items: readonly OptionItem[]): readonly number[] {
  return items.map((item) => item.id);
}

/** The CartGateway port's contract (spec §7 Cart calls, issue 3 §5 authorisation), for any adapter of it. */
export function describeCartGatewayContract(name: string, makeSubject: () => Promise<CartGatewaySubject>): void {
  describe(`CartGateway contract: ${name}`, () => {
    let cart: CartGateway;
    let otherCart: CartGateway;
    let menus: readonly OrderableMenu[] | undefined;
    /** A menu with a paid option, and another menu whose options are all different. */
    let withOptions: OrderableMenu;
    let plain: OrderableMenu;

    beforeEach(async () => {
      const subject = await makeSubject();
      ({ cart, otherCart } = subject);
      menus ??= await orderableMenus(subject.catalog);
      withOptions = pick(
        menus,
        (m) => pricedSelection(m.groups).some((i) => i.addPrice > 0),
        'menu with a paid option',
      );
      plain = pick(menus, (m) => m.card.id !== withOptions.card.id, 'second orderable menu');
    });

    async function add(menu: OrderableMenu, items: readonly OptionItem[], quantity: number): Promise<number> {
      return cartIdOf(await cart.add({ mainMenuId: menu.card.id, quantity, subOptionItemIdSet: ids(items) }));
    }

    it("a new customer's cart is empty: no lines, total 0, count 0", async () => {
      expect(await cart.list()).toEqual({ responseList: [], totalPrice: 0 });
      expect(await cart.count()).toBe(0);
    });

    it('a line is priced by the server as (menu price + option add prices) × quantity', async () => {
      const items = pricedSelection(withOptions.groups);
      const cartId = await add(withOptions, items, 3);
      const { responseList, totalPrice } = await cart.list();
      expect(responseList).toHaveLength(1);
      const line = responseList[0];
      expect(line).toMatchObject({
        cartId,
        mainMenuId: withOptions.card.id,
        mainMenuName: withOptions.card.menuName,
        quantity: 3,
        totalMenuWithSubOptionAndQuantityPrice: expectedLineTotal(withOptions.card.menuPrice, items, 3),
      });
      const chosen = line?.subOptionHeadList.flatMap((head) =>
        head.subOptionDetailList.map((d) => d.subOptionDetailId),
      );
      expect([...(chosen ?? [])].sort()).toEqual([...ids(items)].sort());
      expect(totalPrice).toBe(line?.totalMenuWithSubOptionAndQuantityPrice);
    });

    it('the count is the number of lines and the total their sum', async () => {
      await add(withOptions, minimalSelection(withOptions.groups), 1);
      await add(plain, minimalSelection(plain.groups), 2);
      const { responseList, totalPrice } = await cart.list();
      expect(responseList).toHaveLength(2);
      expect(await cart.count()).toBe(responseList.length);
      expect(totalPrice).toBe(responseList.reduce((sum, l) => sum + l.totalMenuWithSubOptionAndQuantityPrice, 0));
      expect(responseList.map((l) => l.mainMenuId)).toEqual([withOptions.card.id, plain.card.id]);
    });

    it('adding the same menu with the same options again (in any order) raises that line, up to 99', async () => {
      const items = pricedSelection(withOptions.groups);
      const cartId = await add(withOptions, items, 2);
      expect(await add(withOptions, [...items].reverse(), 3)).toBe(cartId);
      const { responseList } = await cart.list();
      expect(responseList.map((l) => [l.cartId, l.quantity])).toEqual([[cartId, 5]]);
      expect(responseList[0]?.totalMenuWithSubOptionAndQuantityPrice).toBe(
        expectedLineTotal(withOptions.card.menuPrice, items, 5),
      );
      const past = await cart.add({ mainMenuId: withOptions.card.id, quantity: 95, subOptionItemIdSet: ids(items) });
      expect(past).toMatchObject({ kind: 'rejected', code: 'QUANTITY_OUT_OF_RANGE' });
      if (past.kind === 'rejected') expectKoreanMessage(past.message);
      expect(await cart.count()).toBe(1);
    });

    it('changing the quantity re-prices the line, in the answer and in the list', async () => {
      const items = pricedSelection(withOptions.groups);
      const cartId = await add(withOptions, items, 1);
      const changed = await cart.changeQuantity(cartId, 5);
      const total = expectedLineTotal(withOptions.card.menuPrice, items, 5);
      expect(changed).toMatchObject({ kind: 'changed', line: { cartId, quantity: 5 } });
      expect(changed.kind === 'changed' && changed.line.totalMenuWithSubOptionAndQuantityPrice).toBe(total);
      const { responseList, totalPrice } = await cart.list();
      expect(responseList.map((l) => [l.cartId, l.quantity])).toEqual([[cartId, 5]]);
      expect(totalPrice).toBe(total);
    });

    it('a quantity that is not a whole number in 1..99 is refused with a Korean message and changes nothing', async () => {
      const cartId = await add(plain, minimalSelection(plain.groups), 2);
      for (const quantity of [0, 100, 1.5]) {
        const changed = await cart.changeQuantity(cartId, quantity);
        expect(changed).toMatchObject({ kind: 'rejected', code: 'QUANTITY_OUT_OF_RANGE' });
        if (changed.kind === 'rejected') expectKoreanMessage(changed.message);
        const added = await cart.add({
          mainMenuId: plain.card.id,
          quantity,
          subOptionItemIdSet: ids(minimalSelection(plain.groups)),
        });
        expect(added).toMatchObject({ kind: 'rejected', code: 'QUANTITY_OUT_OF_RANGE' });
        if (added.kind === 'rejected') expectKoreanMessage(added.message);
      }
      expect((await cart.list()).responseList.map((l) => l.quantity)).toEqual([2]);
    });

    it('an unknown menu is refused as MENU_NOT_FOUND with a Korean message', async () => {
      const added = await cart.add({ mainMenuId: UNKNOWN_ID, quantity: 1, subOptionItemIdSet: [] });
      expect(added).toMatchObject({ kind: 'rejected', code: 'MENU_NOT_FOUND' });
      if (added.kind === 'rejected') expectKoreanMessage(added.message);
      expect(await cart.count()).toBe(0);
    });

    it("an unknown option, or another menu's option, is refused as OPTION_UNKNOWN", async () => {
      const own = minimalSelection(plain.groups);
      const foreign = pricedSelection(withOptions.groups).find(
        (item) => !plain.groups.some((g) => g.subOptionItemDetailResponseList.some((i) => i.id === item.id)),
      );
      expect(foreign).toBeDefined();
      for (const stray of [UNKNOWN_ID, foreign?.id ?? UNKNOWN_ID]) {
        const added = await cart.add({
          mainMenuId: plain.card.id,
          quantity: 1,
          subOptionItemIdSet: [...ids(own), stray],
        });
        expect(added).toMatchObject({ kind: 'rejected', code: 'OPTION_UNKNOWN' });
        if (added.kind === 'rejected') expectKoreanMessage(added.message);
      }
      expect(await cart.count()).toBe(0);
    });

    it('the same option twice is refused (subOptionItemIdSet is a set)', async () => {
      const items = pricedSelection(withOptions.groups);
      const first = items[0];
      expect(first).toBeDefined();
      const twice = [...ids(items), first?.id ?? UNKNOWN_ID];
      const added = await cart.add({ mainMenuId: withOptions.card.id, quantity: 1, subOptionItemIdSet: twice });
      expect(added).toMatchObject({ kind: 'rejected', code: 'OPTION_UNKNOWN' });
      if (added.kind === 'rejected') expectKoreanMessage(added.message);
      expect(await cart.count()).toBe(0);
    });

    it('a required option group left empty is refused as OPTION_BELOW_MIN', async () => {
      const required = pick(menus ?? [], hasRequiredGroup, 'menu with a required option group');
      const added = await cart.add({ mainMenuId: required.card.id, quantity: 1, subOptionItemIdSet: [] });
      expect(added).toMatchObject({ kind: 'rejected', code: 'OPTION_BELOW_MIN' });
      if (added.kind === 'rejected') expectKoreanMessage(added.message);
    });

    it('removing a line leaves the others; removing it again is not-found', async () => {
      const first = await add(withOptions, minimalSelection(withOptions.groups), 1);
      const second = await add(plain, minimalSelection(plain.groups), 1);
      expect(await cart.remove(first)).toEqual({ kind: 'removed' });
      expect((await cart.list()).responseList.map((l) => l.cartId)).toEqual([second]);
      expect(await cart.count()).toBe(1);
      expect(await cart.remove(first)).toEqual({ kind: 'not-found' });
      expect(await cart.changeQuantity(first, 2)).toEqual({ kind: 'not-found' });
    });

    it('clearing empties the cart', async () => {
      await add(withOptions, minimalSelection(withOptions.groups), 1);
      await add(plain, minimalSelection(plain.groups), 4);
      await cart.clear();
      expect(await cart.list()).toEqual({ responseList: [], totalPrice: 0 });
      expect(await cart.count()).toBe(0);
    });

    it("another customer never sees or changes a line of this customer's cart (not-found)", async () => {
      const cartId = await add(withOptions, pricedSelection(withOptions.groups), 2);
      const before = await cart.list();
      expect(await otherCart.list()).toEqual({ responseList: [], totalPrice: 0 });
      expect(await otherCart.count()).toBe(0);
      expect(await otherCart.changeQuantity(cartId, 7)).toEqual({ kind: 'not-found' });
      expect(await otherCart.remove(cartId)).toEqual({ kind: 'not-found' });
      await otherCart.clear();
      expect(await cart.list()).toEqual(before);
    });
  });
}

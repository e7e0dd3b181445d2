import { describe, expect, it } from 'vitest';
import { SessionRequiredError } from '../../../../src/application/ports/session-required-error';
import { memoryWorld, OPTION } from '../../application/memory-world';

async function memberCart() {
  const world = memoryWorld();
  await world.signInMember();
  return world;
}

describe('InMemoryCartGateway', () => {
  it('a line total is (menu price + option add prices) × quantity, and the cart total their sum', async () => {
    const { cart } = await memberCart();
    await cart.add({ mainMenuId: 101, quantity: 2, subOptionItemIdSet: [OPTION.boneless, OPTION.cola] });
    await cart.add({ mainMenuId: 301, quantity: 3, subOptionItemIdSet: [] });
    const summary = await cart.list();
    expect(summary.responseList.map((l) => l.totalMenuWithSubOptionAndQuantityPrice)).toEqual([49_000, 15_000]);
    expect(summary.totalPrice).toBe(64_000);
    expect(summary.responseList[0]?.subOptionHeadList).toEqual([
      {
        subOptionName: '부위 선택',
        subOptionDetailList: [{ subOptionDetailId: OPTION.boneless, subOptionDetailName: '순살' }],
      },
      {
        subOptionName: '음료 추가',
        subOptionDetailList: [{ subOptionDetailId: OPTION.cola, subOptionDetailName: '콜라 1.25L' }],
      },
    ]);
  });

  it('an unknown menu is rejected with 존재하지 않는 메뉴입니다.', async () => {
    const { cart } = await memberCart();
    expect(await cart.add({ mainMenuId: 999, quantity: 1, subOptionItemIdSet: [] })).toEqual({
      kind: 'rejected',
      code: 'MENU_NOT_FOUND',
      message: '존재하지 않는 메뉴입니다.',
    });
  });

  it('an option of another menu is unknown to this one', async () => {
    const { cart } = await memberCart();
    const result = await cart.add({ mainMenuId: 102, quantity: 1, subOptionItemIdSet: [10031, OPTION.cola] });
    expect(result).toMatchObject({ kind: 'rejected', code: 'OPTION_UNKNOWN' });
    expect(await cart.count()).toBe(0);
  });

  it('a required option group must be chosen', async () => {
    const { cart } = await memberCart();
    expect(await cart.add({ mainMenuId: 101, quantity: 1, subOptionItemIdSet: [OPTION.cola] })).toEqual({
      kind: 'rejected',
      code: 'OPTION_BELOW_MIN',
      message: '부위 선택 옵션을 1개 이상 선택해주세요.',
    });
  });

  it.each([0, 100, 1.5, -1])('quantity %s is outside 1..99 and rejected', async (quantity) => {
    const { cart } = await memberCart();
    expect(await cart.add({ mainMenuId: 301, quantity, subOptionItemIdSet: [] })).toEqual({
      kind: 'rejected',
      code: 'QUANTITY_OUT_OF_RANGE',
      message: '수량은 1개 이상 99개 이하로 선택해주세요.',
    });
  });

  it('quantities 1 and 99 are accepted', async () => {
    const { cart } = await memberCart();
    expect((await cart.add({ mainMenuId: 301, quantity: 1, subOptionItemIdSet: [] })).kind).toBe('added');
    expect((await cart.add({ mainMenuId: 302, quantity: 99, subOptionItemIdSet: [] })).kind).toBe('added');
  });

  it('the same configuration added again raises its line, never past 99', async () => {
    const { cart } = await memberCart();
    const first = await cart.add({ mainMenuId: 101, quantity: 50, subOptionItemIdSet: [OPTION.cola, OPTION.whole] });
    const again = await cart.add({ mainMenuId: 101, quantity: 49, subOptionItemIdSet: [OPTION.whole, OPTION.cola] });
    expect(again).toEqual(first);
    expect((await cart.list()).responseList.map((l) => l.quantity)).toEqual([99]);
    expect(
      (await cart.add({ mainMenuId: 101, quantity: 1, subOptionItemIdSet: [OPTION.whole, OPTION.cola] })).kind,
    ).toBe('rejected');
  });

  it('changing a quantity reprices the line; a line that is not there is not-found', async () => {
    const { cart } = await memberCart();
    const added = await cart.add({ mainMenuId: 301, quantity: 1, subOptionItemIdSet: [] });
    const cartId = added.kind === 'added' ? added.cartId : -1;
    const changed = await cart.changeQuantity(cartId, 4);
    expect(changed.kind === 'changed' && changed.line.totalMenuWithSubOptionAndQuantityPrice).toBe(20_000);
    expect((await cart.changeQuantity(cartId, 0)).kind).toBe('rejected');
    expect(await cart.changeQuantity(cartId + 1000, 2)).toEqual({ kind: 'not-found' });
  });

  it('each customer has their own cart', async () => {
    const world = await memberCart();
    await world.cart.add({ mainMenuId: 301, quantity: 1, subOptionItemIdSet: [] });
    const added = await world.cart.list();
    await world.sessions.signOut('/reset');
    await world.signInGuest();
    expect(await world.cart.count()).toBe(0);
    const memberLine = added.responseList[0]?.cartId ?? -1;
    expect(await world.cart.remove(memberLine)).toEqual({ kind: 'not-found' });
    await world.sessions.signOut('/reset');
    await world.signInMember();
    expect(await world.cart.count()).toBe(1);
  });

  it('removing and clearing empty the cart', async () => {
    const { cart } = await memberCart();
    const added = await cart.add({ mainMenuId: 301, quantity: 1, subOptionItemIdSet: [] });
    await cart.add({ mainMenuId: 302, quantity: 1, subOptionItemIdSet: [] });
    expect(await cart.remove(added.kind === 'added' ? added.cartId : -1)).toEqual({ kind: 'removed' });
    expect(await cart.count()).toBe(1);
    await cart.clear();
    expect(await cart.list()).toEqual({ responseList: [], totalPrice: 0 });
  });

  it('without a session the cart cannot be used', async () => {
    await expect(memoryWorld().cart.count()).rejects.toBeInstanceOf(SessionRequiredError);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addToCartBodySchema,
  CART_MESSAGES,
  cartCountSchema,
  cartLineSchema,
  cartSummarySchema,
  changeCartQuantityBodySchema,
} from '../../../src/contract/cart';

function messagesOf(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

const line = {
  cartId: 3,
  mainMenuId: 10,
  mainMenuName: '황금올리브치킨',
  quantity: 2,
  menuImageUrl: '/images/menus/10.png',
  isOnlyOrderWithEcoupon: false,
  subOptionHeadList: [
    { subOptionName: '부위 선택', subOptionDetailList: [{ subOptionDetailId: 1000, subOptionDetailName: '순살' }] },
  ],
  totalMenuWithSubOptionAndQuantityPrice: 44000,
};

describe('add-to-cart body (spec §3 mainMenuId, quantity, subOptionItemIdSet)', () => {
  it('accepts the spec payload', () => {
    const body = { mainMenuId: 10, quantity: 2, subOptionItemIdSet: [1000, 1001] };
    expect(addToCartBodySchema.parse(body)).toEqual(body);
  });

  it.each([0, 100, 1.5, -1])('quantity %s is refused with "수량은 1~99 사이로 입력해주세요."', (quantity) => {
    const result = addToCartBodySchema.safeParse({ mainMenuId: 10, quantity, subOptionItemIdSet: [] });
    expect(messagesOf(result)).toEqual([['quantity', '수량은 1~99 사이로 입력해주세요.']]);
  });

  it('quantity 1 and 99 are the bounds, both accepted', () => {
    for (const quantity of [1, 99]) {
      expect(addToCartBodySchema.safeParse({ mainMenuId: 10, quantity, subOptionItemIdSet: [] }).success).toBe(true);
    }
  });

  it('a quantity sent as text is refused, not coerced', () => {
    const result = addToCartBodySchema.safeParse({ mainMenuId: 10, quantity: '2', subOptionItemIdSet: [] });
    expect(messagesOf(result)).toEqual([['quantity', CART_MESSAGES.quantityOutOfRange]]);
  });

  it('the option set holds each option item once', () => {
    const result = addToCartBodySchema.safeParse({ mainMenuId: 10, quantity: 1, subOptionItemIdSet: [5, 5] });
    expect(messagesOf(result)).toEqual([['subOptionItemIdSet', '같은 옵션을 두 번 선택할 수 없습니다.']]);
  });

  it('a missing or non-positive menu id names mainMenuId', () => {
    expect(messagesOf(addToCartBodySchema.safeParse({ quantity: 1, subOptionItemIdSet: [] }))).toEqual([
      ['mainMenuId', '메뉴를 선택해주세요.'],
    ]);
    expect(
      messagesOf(addToCartBodySchema.safeParse({ mainMenuId: 0, quantity: 1, subOptionItemIdSet: [] }))[0]?.[0],
    ).toBe('mainMenuId');
  });

  it('option ids are positive integers', () => {
    const result = addToCartBodySchema.safeParse({ mainMenuId: 10, quantity: 1, subOptionItemIdSet: [1.5] });
    expect(messagesOf(result)[0]?.[0]).toBe('subOptionItemIdSet.0');
  });

  it('the quantity patch takes the same 1..99 rule', () => {
    expect(changeCartQuantityBodySchema.safeParse({ quantity: 5 }).success).toBe(true);
    expect(messagesOf(changeCartQuantityBodySchema.safeParse({ quantity: 0 }))).toEqual([
      ['quantity', '수량은 1~99 사이로 입력해주세요.'],
    ]);
  });
});

describe('cart answers', () => {
  it('a cart line carries the spec §3 fields and our cartId', () => {
    expect(Object.keys(cartLineSchema.shape).sort()).toEqual(
      [
        'cartId',
        'isOnlyOrderWithEcoupon',
        'mainMenuId',
        'mainMenuName',
        'menuImageUrl',
        'quantity',
        'subOptionHeadList',
        'totalMenuWithSubOptionAndQuantityPrice',
      ].sort(),
    );
    expect(cartLineSchema.parse(line)).toEqual(line);
  });

  it('a line total in fractions of a won breaks the contract', () => {
    expect(cartLineSchema.safeParse({ ...line, totalMenuWithSubOptionAndQuantityPrice: 100.5 }).success).toBe(false);
  });

  it('the list answer is responseList + totalPrice; the count is cartCount', () => {
    expect(cartSummarySchema.parse({ responseList: [line], totalPrice: 44000 }).totalPrice).toBe(44000);
    expect(cartCountSchema.parse({ cartCount: 0 })).toEqual({ cartCount: 0 });
    expect(cartCountSchema.safeParse({ cartCount: -1 }).success).toBe(false);
  });
});

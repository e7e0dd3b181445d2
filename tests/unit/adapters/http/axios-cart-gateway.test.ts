import { afterEach, describe, expect, it } from 'vitest';
import { AxiosCartGateway } from '../../../../src/adapters/http/axios-cart-gateway';
import type { CartLine } from '../../../../src/domain/cart/types';
import { testClient } from './support/client';
import { type FakeApi, jsonOf, type Reply, routes, startFakeApi } from './support/fake-api';

const line: CartLine = {
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

function badRequest(code: string, message: string, field?: string): Reply {
  return { status: 400, body: field === undefined ? { code, message } : { code, message, field } };
}

let api: FakeApi;

afterEach(async () => {
  await api.close();
});

async function cartFor(table: Parameters<typeof routes>[0]): Promise<AxiosCartGateway> {
  api = await startFakeApi(routes(table));
  return new AxiosCartGateway(testClient(api.baseURL));
}

describe('AxiosCartGateway', () => {
  it('lists the lines with the server-computed totals and reads the count', async () => {
    const cart = await cartFor({
      'POST /api/delivery/cart/list': { status: 200, body: { responseList: [line], totalPrice: 44000 } },
      'GET /api/delivery/cart/count': { status: 200, body: { cartCount: 1 } },
    });
    expect(await cart.list()).toEqual({ responseList: [line], totalPrice: 44000 });
    expect(await cart.count()).toBe(1);
  });

  it('adds with the spec payload and answers the new line id', async () => {
    const cart = await cartFor({ 'POST /api/delivery/cart': { status: 201, body: line } });
    const result = await cart.add({ mainMenuId: 10, quantity: 2, subOptionItemIdSet: [1000] });
    expect(result).toEqual({ kind: 'added', cartId: 3 });
    expect(jsonOf(api.requests[0]!)).toEqual({ mainMenuId: 10, quantity: 2, subOptionItemIdSet: [1000] });
  });

  it('a refused add is rejected with the server cart code and its Korean message', async () => {
    const cart = await cartFor({
      'POST /api/delivery/cart': badRequest('OPTION_UNKNOWN', '선택할 수 없는 옵션입니다.', 'subOptionItemIdSet'),
    });
    expect(await cart.add({ mainMenuId: 10, quantity: 1, subOptionItemIdSet: [9] })).toEqual({
      kind: 'rejected',
      code: 'OPTION_UNKNOWN',
      message: '선택할 수 없는 옵션입니다.',
    });
  });

  it('a schema refusal (BAD_REQUEST) takes its cart code from the field', async () => {
    const cart = await cartFor({
      'POST /api/delivery/cart': badRequest('BAD_REQUEST', '수량은 1~99 사이로 입력해주세요.', 'quantity'),
    });
    expect(await cart.add({ mainMenuId: 10, quantity: 100, subOptionItemIdSet: [] })).toEqual({
      kind: 'rejected',
      code: 'QUANTITY_OUT_OF_RANGE',
      message: '수량은 1~99 사이로 입력해주세요.',
    });
  });

  it('changes a quantity; another customer’s line is not-found; a bad quantity is rejected', async () => {
    const cart = await cartFor({
      'PATCH /api/delivery/cart/3': (request) =>
        (jsonOf(request) as { quantity: number }).quantity > 99
          ? badRequest('BAD_REQUEST', '수량은 1~99 사이로 입력해주세요.', 'quantity')
          : { status: 200, body: { ...line, quantity: 5, totalMenuWithSubOptionAndQuantityPrice: 110000 } },
    });
    const changed = await cart.changeQuantity(3, 5);
    expect(changed).toEqual({
      kind: 'changed',
      line: { ...line, quantity: 5, totalMenuWithSubOptionAndQuantityPrice: 110000 },
    });
    expect(await cart.changeQuantity(4, 5)).toEqual({ kind: 'not-found' });
    expect(await cart.changeQuantity(3, 100)).toMatchObject({ kind: 'rejected', code: 'QUANTITY_OUT_OF_RANGE' });
  });

  it('removes one line (unknown: not-found) and clears the cart', async () => {
    const cart = await cartFor({
      'DELETE /api/delivery/cart/3': { status: 204 },
      'DELETE /api/delivery/cart': { status: 204 },
    });
    expect(await cart.remove(3)).toEqual({ kind: 'removed' });
    expect(await cart.remove(4)).toEqual({ kind: 'not-found' });
    await expect(cart.clear()).resolves.toBeUndefined();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain('DELETE /api/delivery/cart');
  });

  it('an outage is thrown, not turned into a result', async () => {
    const cart = await cartFor({
      'POST /api/delivery/cart': {
        status: 503,
        body: { code: 'DATABASE_UNAVAILABLE', message: '일시적으로 서비스를 이용할 수 없습니다.' },
      },
    });
    await expect(cart.add({ mainMenuId: 10, quantity: 1, subOptionItemIdSet: [] })).rejects.toMatchObject({
      kind: 'response',
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
    });
  });
});

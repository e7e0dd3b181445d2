import { afterEach, describe, expect, it } from 'vitest';
import { AxiosCouponWallet } from '../../../../src/adapters/http/axios-coupon-wallet';
import { COUPON_IN_USE_MESSAGE } from '../../../../src/domain/coupon/removal';
import { testClient } from './support/client';
import { type FakeApi, routes, startFakeApi } from './support/fake-api';

let api: FakeApi;

afterEach(async () => {
  await api.close();
});

async function walletFor(table: Parameters<typeof routes>[0]): Promise<AxiosCouponWallet> {
  api = await startFakeApi(routes(table));
  return new AxiosCouponWallet(testClient(api.baseURL));
}

const PRICE_COUPON = '/api/delivery/coupon/price-coupon';

describe('AxiosCouponWallet removal', () => {
  it("204 is removed, 404 (not the caller's) is not-found", async () => {
    const wallet = await walletFor({ [`DELETE ${PRICE_COUPON}/7`]: { status: 204 } });
    expect(await wallet.remove('price-coupon', 7)).toEqual({ kind: 'removed' });
    expect(await wallet.remove('price-coupon', 8)).toEqual({ kind: 'not-found' });
  });

  it("a coupon an order used or partly spent (409 COUPON_IN_USE) is in-use with the server's message", async () => {
    const wallet = await walletFor({
      [`DELETE ${PRICE_COUPON}/7`]: { status: 409, body: { code: 'COUPON_IN_USE', message: COUPON_IN_USE_MESSAGE } },
    });
    expect(await wallet.remove('price-coupon', 7)).toEqual({ kind: 'in-use', message: COUPON_IN_USE_MESSAGE });
  });
});

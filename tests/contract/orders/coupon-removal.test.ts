import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { couponEndpoints } from '../../../src/contract/coupon';
import { orderEndpoints } from '../../../src/contract/order';
import { COUPON_IN_USE_MESSAGE } from '../../../src/domain/coupon/removal';
import { call, expectWire } from '../routes/cart-address-harness';
import { describeOnDatabases } from '../support/databases';
import { demoMember, itemOf, processBody, processHeaders, startOrderServer } from './order-harness';

const o = orderEndpoints;
const c = couponEndpoints;

/** Domain canRemoveWalletCoupon on the server: what an order used or partly spent stays until the order is cancelled. */
describeOnDatabases('coupon removal', (database) => {
  let app: FastifyInstance;
  let member: Record<string, string>;
  beforeAll(async () => {
    app = await startOrderServer(database.current);
    member = await demoMember();
  });
  afterAll(async () => app.close());

  it('a price coupon an order spent from and a voucher it used are 409 COUPON_IN_USE until it is cancelled', async () => {
    const checkout = expectWire(
      await call(app, o.init, {
        headers: member,
        body: { mealType: 'DELIVERY', items: [itemOf(1, 2)], branchId: null },
      }),
      o.init,
      201,
    );
    const priceCoupon = checkout.priceCouponInfoList[0];
    const voucher = checkout.voucherInfoList[0];
    if (priceCoupon === undefined || voucher === undefined) throw new Error('demo coupons missing');
    const coupons = { membershipCouponNo: null, voucherIds: [voucher.id], priceCouponIds: [priceCoupon.id] };
    const body = processBody(checkout.checkoutId, { coupons, points: 0 });
    const order = expectWire(
      await call(app, o.process, { headers: processHeaders(member, 'removal-key-0001'), body }),
      o.process,
      201,
    );

    for (const [endpoint, id] of [
      [c.priceCouponRemove, priceCoupon.id],
      [c.voucherRemove, voucher.id],
    ] as const) {
      const refused = expectWire(await call(app, endpoint, { headers: member, id }), endpoint, 409);
      expect(refused).toMatchObject({ code: 'COUPON_IN_USE', message: COUPON_IN_USE_MESSAGE });
    }

    expectWire(await call(app, o.cancel, { headers: member, id: order.id }), o.cancel, 200);
    expectWire(await call(app, c.priceCouponRemove, { headers: member, id: priceCoupon.id }), c.priceCouponRemove, 204);
    expectWire(await call(app, c.voucherRemove, { headers: member, id: voucher.id }), c.voucherRemove, 204);
  });
});

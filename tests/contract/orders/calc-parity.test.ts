import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedData } from '../../../server/db/seed/data';
import { orderEndpoints } from '../../../src/contract/order';
import { calculateCheckout } from '../../../src/domain/checkout/calculate';
import { resolveCouponSelection } from '../../../src/domain/coupon/selection';
import { call, expectWire } from '../routes/cart-address-harness';
import { describePglite } from '../support/databases';
import { demoMember, ORDER_NOW, startOrderServer } from './order-harness';

const o = orderEndpoints;

/** Menus that can be ordered anywhere (no adult check, no e-coupon only), with their option groups. */
const menus = seedData.menus.filter((m) => !m.adultOnly && !m.onlyWithEcoupon);

/** A random valid `mc` item: a menu, a quantity and, per option group, a random allowed number of its items. */
const itemArb = fc.constantFrom(...menus).chain((menu) =>
  fc
    .tuple(
      fc.integer({ min: 1, max: 5 }),
      ...menu.optionGroups.map((group) =>
        fc.subarray(
          group.items.map((i) => i.id),
          { minLength: group.minSelect, maxLength: Math.max(group.minSelect, group.maxSelect) },
        ),
      ),
    )
    .map(([quantity, ...chosen]) => ({ menuId: menu.id, quantity, subOptionIds: (chosen as number[][]).flat() })),
);

/**
 * Property (issue 6): for random carts and selections, the server's /order/calc equals the storefront's domain
 * calculateCheckout on the checkout the server returned, and the checkout invariants hold.
 */
describePglite('server calc equals the client domain calc', (database) => {
  let app: FastifyInstance;
  let member: Record<string, string>;
  beforeAll(async () => {
    app = await startOrderServer(database.current);
    member = await demoMember();
  });
  afterAll(async () => app.close());

  it('for random carts, meal types, coupons and points', async () => {
    let priced = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(itemArb, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('DELIVERY', 'TAKEOUT'),
        fc.nat(), // picks the membership coupon (or none)
        fc.array(fc.nat(), { maxLength: 3 }), // picks vouchers
        fc.array(fc.nat(), { maxLength: 2 }), // picks price coupons
        fc.integer({ min: 0, max: 20_000 }),
        async (items, mealType, pickMembership, pickVouchers, pickPriceCoupons, points) => {
          const init = await call(app, o.init, { headers: member, body: { mealType, items, branchId: 2 } });
          if (init.statusCode === 422) return; // below the delivery minimum: nothing to price
          const checkout = expectWire(init, o.init, 201);
          const membership = checkout.membershipCouponInfoList;
          const chosenMembership = pickMembership % (membership.length + 1);
          const coupons = {
            membershipCouponNo: membership[chosenMembership]?.couponNo ?? null,
            voucherIds: [
              ...new Set(pickVouchers.map((n) => checkout.voucherInfoList[n % checkout.voucherInfoList.length]?.id)),
            ].filter((id): id is number => id !== undefined),
            priceCouponIds: [
              ...new Set(
                pickPriceCoupons.map((n) => checkout.priceCouponInfoList[n % checkout.priceCouponInfoList.length]?.id),
              ),
            ].filter((id): id is number => id !== undefined),
          };
          const response = await call(app, o.calc, {
            headers: member,
            body: { checkoutId: checkout.checkoutId, coupons, points, happyPoints: 0 },
          });
          const chosen = resolveCouponSelection(coupons, {
            membershipCoupons: checkout.membershipCouponInfoList,
            vouchers: checkout.voucherInfoList,
            priceCoupons: checkout.priceCouponInfoList,
          });
          const local = calculateCheckout({
            lines: checkout.cartResponseInfo.responseList.map((l) => ({
              menuId: l.mainMenuId,
              lineTotal: l.totalMenuWithSubOptionAndQuantityPrice,
            })),
            mealType: checkout.mealType,
            deliveryFee: checkout.deliveryFee,
            membershipCoupons: checkout.membershipCouponInfoList,
            ...chosen,
            pointsTyped: points,
            pointBalance: checkout.pointBalance,
            happyPoint: null,
            nowMs: ORDER_NOW.getTime(),
          });
          if (!local.ok) {
            expect(response.statusCode).toBe(422);
            expect(response.json().code).toBe(local.error.code);
            return;
          }
          const server = expectWire(response, o.calc, 200);
          priced += 1;
          expect(server).toEqual(JSON.parse(JSON.stringify(local.value)));
          const b = server;
          expect(b.total).toBe(b.subtotal + b.deliveryFee - b.discountTotal - b.pointsUsed - b.happyPointsUsed);
          expect(b.total).toBeGreaterThanOrEqual(0);
          expect(b.pointsUsed % 100).toBe(0);
          expect(b.pointsUsed).toBeLessThanOrEqual(checkout.pointBalance);
          expect(b.subtotal).toBe(checkout.cartResponseInfo.totalPrice);
        },
      ),
      { numRuns: 60 },
    );
    // Most runs price something (a few stay below a delivery minimum or pick a refused voucher set).
    expect(priced).toBeGreaterThan(30);
  }, 180_000);
});

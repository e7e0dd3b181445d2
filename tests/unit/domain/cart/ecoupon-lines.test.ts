import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ecouponLineStates, type HeldEcoupon } from '../../../../src/domain/cart/ecoupon-lines';
import type { CartLine } from '../../../../src/domain/cart/types';

function line(cartId: number, mainMenuId: number, isOnlyOrderWithEcoupon: boolean): CartLine {
  return {
    cartId,
    mainMenuId,
    mainMenuName: `메뉴 ${mainMenuId}`,
    quantity: 1,
    menuImageUrl: '/m.svg',
    isOnlyOrderWithEcoupon,
    subOptionHeadList: [],
    totalMenuWithSubOptionAndQuantityPrice: 20_000,
  };
}

describe('e-coupon cart lines', () => {
  it('an ordinary line is regular whatever coupons are held or ignored', () => {
    const states = ecouponLineStates([line(1, 10, false)], [{ couponNo: 'EC1', menuId: 10 }], ['EC1']);
    expect(states.get(1)).toEqual({ kind: 'regular' });
  });

  it('an E-쿠폰 전용 line is paid by the held coupon for its menu', () => {
    const states = ecouponLineStates([line(1, 10, true)], [{ couponNo: 'EC1', menuId: 10 }], []);
    expect(states.get(1)).toEqual({ kind: 'ecoupon', couponNo: 'EC1' });
  });

  it('an E-쿠폰 전용 line without a matching coupon still shows as an e-coupon line, with no coupon named', () => {
    const states = ecouponLineStates([line(1, 10, true)], [{ couponNo: 'EC1', menuId: 11 }], []);
    expect(states.get(1)).toEqual({ kind: 'ecoupon', couponNo: null });
  });

  it('a line whose only coupon is listed in ignoreEcoupons is ignored', () => {
    const states = ecouponLineStates([line(1, 10, true)], [{ couponNo: 'EC1', menuId: 10 }], ['EC1']);
    expect(states.get(1)).toEqual({ kind: 'ignored', couponNo: 'EC1' });
  });

  it('a coupon not ignored is preferred over an ignored one for the same menu', () => {
    const held = [
      { couponNo: 'EC1', menuId: 10 },
      { couponNo: 'EC2', menuId: 10 },
    ];
    const states = ecouponLineStates([line(1, 10, true)], held, ['EC1']);
    expect(states.get(1)).toEqual({ kind: 'ecoupon', couponNo: 'EC2' });
  });

  it('one coupon pays for one line only: the second line of the same menu takes the next coupon', () => {
    const held = [{ couponNo: 'EC1', menuId: 10 }];
    const states = ecouponLineStates([line(1, 10, true), line(2, 10, true)], held, []);
    expect(states.get(1)).toEqual({ kind: 'ecoupon', couponNo: 'EC1' });
    expect(states.get(2)).toEqual({ kind: 'ecoupon', couponNo: null });
  });

  it('every line gets a state and no coupon is named by two lines', () => {
    const lineArb = fc.record({ menuId: fc.integer({ min: 1, max: 4 }), ecoupon: fc.boolean() });
    const couponArb = fc.record({ no: fc.integer({ min: 1, max: 6 }), menuId: fc.integer({ min: 1, max: 4 }) });
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        fc.uniqueArray(couponArb, { selector: (c) => c.no, maxLength: 6 }),
        fc.subarray([1, 2, 3, 4, 5, 6]),
        (lineSpecs, couponSpecs, ignoredNos) => {
          const lines = lineSpecs.map((spec, i) => line(i + 1, spec.menuId, spec.ecoupon));
          const held: HeldEcoupon[] = couponSpecs.map((c) => ({ couponNo: `EC${c.no}`, menuId: c.menuId }));
          const ignored = ignoredNos.map((n) => `EC${n}`);
          const states = ecouponLineStates(lines, held, ignored);
          expect(states.size).toBe(lines.length);
          const named: string[] = [];
          for (const l of lines) {
            const state = states.get(l.cartId);
            if (!l.isOnlyOrderWithEcoupon) expect(state).toEqual({ kind: 'regular' });
            if (state?.kind === 'ignored') expect(ignored).toContain(state.couponNo);
            if (state?.kind === 'ecoupon' && state.couponNo !== null) expect(ignored).not.toContain(state.couponNo);
            const couponNo = state?.kind === 'ignored' || state?.kind === 'ecoupon' ? state.couponNo : null;
            if (couponNo !== null) {
              expect(held.find((c) => c.couponNo === couponNo)?.menuId).toBe(l.mainMenuId);
              named.push(couponNo);
            }
          }
          expect(new Set(named).size).toBe(named.length);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

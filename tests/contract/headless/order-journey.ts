import { expect } from 'vitest';
import type { CheckoutData, OrderRequest } from '../../../src/application/ports/order-gateway';
import type { PriceCheckoutResult } from '../../../src/application/use-cases/price-checkout';
import type { Resolve } from '../../../src/composition-root';
import { TOKENS } from '../../../src/composition-root';
import { SANDBOX_CARDS } from '../../../src/contract/payment';
import type { CouponBook } from '../../../src/domain/coupon/book';
import { type CouponSelection, EMPTY_COUPON_SELECTION } from '../../../src/domain/coupon/selection';
import { optionGroupRule, toggleOptionItem } from '../../../src/domain/menu/option-choice';
import { orderFormLineTotal } from '../../../src/domain/menu/order-form';
import type { OptionGroup, OrderFormItem } from '../../../src/domain/menu/types';
import { parseQuery, splitUrl } from '../../../src/domain/navigation/url';
import type { HeadlessWorld } from './headless-worlds';

/** The points the journey spends (issue 10: "start checkout with a membership coupon and 1,000 points"). */
const POINTS = 1_000;

const REQUEST: OrderRequest = {
  orderMessage: '',
  orderMessageExcludeRadish: false,
  orderMessageExcludeBeverage: false,
  orderMessageExcludeDisposableProducts: false,
  deliveryMessage: '문 앞에 놓아주세요',
};

/**
 * A member's whole delivery order through use cases only (no port is touched), with the same assertions on every
 * backend: sign in, choose delivery, browse, configure a menu with options, cart, checkout with a membership coupon
 * and 1,000 points, price, place, read the history, cancel, and see the coupon and the points back.
 */
export async function orderJourney({ resolve: get, member }: HeadlessWorld): Promise<void> {
  const signedIn = await get(TOKENS.SignInMember).execute(member);
  expect(signedIn.kind === 'signed-in' && signedIn.session.type).toBe('member');

  const chosen = await get(TOKENS.ChooseMealType).execute({
    mealType: 'DELIVERY',
    currentPath: '/',
    query: {},
  });
  // The member has a default address, so delivery goes straight to the menu, not to /address/permission.
  const landing = splitUrl(chosen.to);
  expect(landing.pathname).toMatch(/^\/categories\/\d+$/);
  const query = parseQuery(landing.search);
  expect(query).toEqual({ mealType: 'delivery' });

  const pointsBefore = (await get(TOKENS.ReadPointBalance).execute()).balance;
  const bookBefore = (await get(TOKENS.ReadCouponBook).execute()).book;
  const historyBefore = await get(TOKENS.ListOrderHistory).execute({ page: 1 });
  expect(pointsBefore).toBeGreaterThanOrEqual(POINTS);

  const item = await configureMenuWithOptions(get);
  const put = get(TOKENS.PutMenuInOrderForm);
  const unconfigured = put.execute({ ...item, selectedOptionItemIds: [] });
  expect(unconfigured.kind).toBe('invalid-options');
  expect(put.execute(item)).toEqual({ kind: 'put', form: [item] });

  const added = await get(TOKENS.AddOrderFormToCart).execute({ query });
  expect(added).toMatchObject({ kind: 'added', message: '장바구니에 추가했습니다.', cartCount: 1, redirectTo: null });

  const started = await get(TOKENS.StartCheckout).execute({ query, agent: 'DESKTOPWEB' });
  if (started.kind !== 'ready') throw new Error(`checkout not started: ${JSON.stringify(started)}`);
  const { checkout } = started;
  expect(checkout.mealType).toBe('DELIVERY');
  expect(checkout.deliveryInfo).not.toBeNull();
  expect(checkout.pointBalance).toBe(pointsBefore);
  expect(checkout.cartResponseInfo.totalPrice).toBe(orderFormLineTotal(item));
  expect(checkout.availablePaymentMethodList.map((m) => m.paymentMethod)).toContain('CARD');

  const { selection, couponNo, discount } = chooseFlatMembershipCoupon(get, checkout);
  const choices = { checkoutId: checkout.checkoutId, coupons: selection, points: POINTS, happyPoints: 0 };
  const priced: PriceCheckoutResult = await get(TOKENS.PriceCheckout).execute(choices);
  if (priced.kind !== 'priced') throw new Error(`checkout not priced: ${JSON.stringify(priced)}`);
  const { breakdown } = priced;
  expect(breakdown.subtotal).toBe(orderFormLineTotal(item));
  expect(breakdown.membershipCoupon).toMatchObject({ couponNo, amount: discount });
  expect(breakdown.pointsUsed).toBe(POINTS);
  expect(breakdown.total).toBe(breakdown.subtotal + breakdown.deliveryFee - breakdown.discountTotal - POINTS);

  const placed = await get(TOKENS.PlaceOrder).execute({
    ...choices,
    paymentMethod: 'CARD',
    cardNumber: SANDBOX_CARDS.approve,
    request: REQUEST,
    agent: 'DESKTOPWEB',
  });
  if (placed.kind !== 'placed') throw new Error(`order not placed: ${JSON.stringify(placed)}`);
  const { order } = placed;
  expect(order).toMatchObject({
    status: 'PAID',
    mealType: 'DELIVERY',
    subtotal: breakdown.subtotal,
    discountTotal: breakdown.discountTotal,
    pointsUsed: POINTS,
    totalPrice: breakdown.total,
    paymentMethod: 'CARD',
  });
  expect(placed.completePath).toBe(`/checkout/complete?orderId=${order.orderId}`);
  expect((await get(TOKENS.ReadPointBalance).execute()).balance).toBe(pointsBefore - POINTS);
  expect(membershipNos(await readBook(get))).not.toContain(couponNo);

  const history = await get(TOKENS.ListOrderHistory).execute({ page: 1 });
  expect(history.totalCount).toBe(historyBefore.totalCount + 1);
  expect(history.orders[0]?.orderId).toBe(order.orderId);
  const completed = await get(TOKENS.ReadOrder).execute({ orderId: order.orderId });
  expect(completed).toMatchObject({ kind: 'found', order: { id: order.id }, cancellable: true, ended: false });
  const detail = await get(TOKENS.ReadOrder).execute({ id: order.id });
  if (detail.kind !== 'found') throw new Error('the placed order is not in the history');
  expect(detail.order.orderMenuList.map((m) => [m.menuName, m.quantity])).toEqual([[item.menuName, item.quantity]]);

  const cancelled = await get(TOKENS.CancelOrder).execute({ order: detail.order });
  expect(cancelled).toMatchObject({ kind: 'cancelled', order: { id: order.id, status: 'CANCELLED' } });
  expect(await get(TOKENS.ReadOrder).execute({ id: order.id })).toMatchObject({
    kind: 'found',
    order: { status: 'CANCELLED' },
    cancellable: false,
    ended: true,
  });
  expect((await get(TOKENS.ReadPointBalance).execute()).balance).toBe(pointsBefore);
  const bookAfter = await readBook(get);
  expect(bookAfter.membership).toEqual(bookBefore.membership);
  expect(bookAfter.membership.find((entry) => entry.coupon.couponNo === couponNo)).toMatchObject({
    expired: false,
    coupon: { isUsable: true },
  });
}

/**
 * Browses as the menu pages do (categories, then a category's menus, then a menu) to the first orderable menu with
 * a required option group, and configures it as a customer taps: each required group's first item with an add
 * price (else its first), one item of each optional group, 2 units.
 */
async function configureMenuWithOptions(get: Resolve): Promise<OrderFormItem> {
  const { categories } = await get(TOKENS.ListCategories).execute();
  expect(categories.length).toBeGreaterThan(0);
  for (const category of categories) {
    const listed = await get(TOKENS.ListCategoryMenus).execute({ categoryId: category.id, branchId: null });
    if (listed.kind !== 'listed') continue;
    for (const card of listed.menus) {
      if (card.soldOut || card.adultOnly === true) continue;
      const shown = await get(TOKENS.ShowMenu).execute({ menuId: card.id, branchId: null });
      if (shown.kind !== 'found' || shown.soldOut) continue;
      if (!shown.options.some((group) => optionGroupRule(group).required)) continue;
      return {
        menuId: shown.detail.id,
        menuName: shown.detail.menuName,
        menuPrice: shown.detail.menuPrice,
        menuImageUrl: shown.detail.menuImageUrl,
        options: shown.options,
        selectedOptionItemIds: shown.options.reduce(tapOnce, [] as readonly number[]),
        quantity: 2,
      };
    }
  }
  throw new Error('no orderable menu with a required option group');
}

function tapOnce(selected: readonly number[], group: OptionGroup): readonly number[] {
  const items = group.subOptionItemDetailResponseList;
  const pick = optionGroupRule(group).required ? (items.find((i) => i.addPrice > 0) ?? items[0]) : items[0];
  return pick === undefined ? selected : toggleOptionItem(group, selected, pick.id);
}

/** The first fixed-amount membership coupon the checkout offers that ChooseCheckoutCoupon lets the member choose. */
function chooseFlatMembershipCoupon(
  get: Resolve,
  checkout: CheckoutData,
): { selection: CouponSelection; couponNo: string; discount: number } {
  const offered = {
    membershipCoupons: checkout.membershipCouponInfoList,
    vouchers: checkout.voucherInfoList,
    priceCoupons: checkout.priceCouponInfoList,
  };
  for (const coupon of offered.membershipCoupons.filter((c) => c.benefitType === 'FLAT_DISCOUNT')) {
    const chosen = get(TOKENS.ChooseCheckoutCoupon).execute({
      offered,
      selection: EMPTY_COUPON_SELECTION,
      pick: { kind: 'membership', couponNo: coupon.couponNo },
    });
    if (chosen.kind === 'chosen') {
      return { selection: chosen.selection, couponNo: coupon.couponNo, discount: coupon.discountAmount };
    }
  }
  throw new Error('the member holds no usable fixed-amount membership coupon');
}

async function readBook(get: Resolve): Promise<CouponBook> {
  return (await get(TOKENS.ReadCouponBook).execute()).book;
}

function membershipNos(book: CouponBook): readonly string[] {
  return book.membership.map((entry) => entry.coupon.couponNo);
}

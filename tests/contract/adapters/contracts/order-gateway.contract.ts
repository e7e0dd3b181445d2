import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartGateway } from '../../../../src/application/ports/cart-gateway';
import type { MenuCatalog } from '../../../../src/application/ports/menu-catalog';
import {
  type CheckoutData,
  ORDER_REJECTION_CODES,
  type OrderGateway,
  type PlacedOrder,
} from '../../../../src/application/ports/order-gateway';
import type { StoreLocator } from '../../../../src/application/ports/store-locator';
import { SANDBOX_CARDS } from '../../../../src/contract/payment';
import type { CartItem } from '../../../../src/domain/cart/types';
import { EMPTY_COUPON_SELECTION } from '../../../../src/domain/coupon/selection';
import { closedBranch, expectKoreanMessage, UNKNOWN_ID } from './discovery';
import {
  adultOnlyItemAt,
  cardSubmission,
  ORDER_REQUEST,
  placeTakeoutOrder,
  readyCheckout,
  type TakeoutSetting,
  takeoutInit,
  takeoutSetting,
} from './ordering';

export interface OrderGatewaySubject {
  /** The order flow of a new customer: no coupons, no points, no default address. */
  readonly orders: OrderGateway;
  /** The order flow of another new customer of the same backend. */
  readonly otherOrders: OrderGateway;
  /** The first customer's cart. */
  readonly cart: CartGateway;
  readonly catalog: MenuCatalog;
  readonly stores: StoreLocator;
}

/** The options of each ordered menu, flattened and sorted (how a backend groups them is its own). */
function orderedLines(order: PlacedOrder) {
  return order.orderMenuList.map((menu) => ({
    menuName: menu.menuName,
    quantity: menu.quantity,
    options: menu.orderSubOptionList
      .flatMap((group) => group.orderSubOptionItemList)
      .map((item) => [item.subOptionItemName, item.menuAndSubOptionAndQuantityPrice] as const)
      .sort(),
  }));
}

function expectedLines(setting: TakeoutSetting) {
  const { menu, options, quantity } = setting;
  return [
    {
      menuName: menu.card.menuName,
      quantity,
      options: options.map((o) => [o.itemTitle, (menu.card.menuPrice + o.addPrice) * quantity] as const).sort(),
    },
  ];
}

/** What the suite orders, found once through the ports. */
interface Found {
  readonly takeout: TakeoutSetting;
  /** A branch that takes no orders (영업종료 or 주문불가). */
  readonly closedBranchId: number;
  /** An adult-only menu on sale at the takeout branch. */
  readonly adultItem: CartItem;
}

async function discover({ catalog, stores }: OrderGatewaySubject): Promise<Found> {
  const takeout = await takeoutSetting(catalog, stores);
  return {
    takeout,
    closedBranchId: (await closedBranch(stores)).branchId,
    adultItem: await adultOnlyItemAt(catalog, takeout.branch.branchId),
  };
}

/** The OrderGateway port's contract (spec §4 order flow, §7 Order calls, issue 6), for any adapter of it. */
export function describeOrderGatewayContract(name: string, makeSubject: () => Promise<OrderGatewaySubject>): void {
  describe(`OrderGateway contract: ${name}`, () => {
    let orders: OrderGateway;
    let otherOrders: OrderGateway;
    let cart: CartGateway;
    let found: Found | undefined;
    let takeout: TakeoutSetting;
    let closedBranchId: number;
    let adultItem: CartItem;

    beforeEach(async () => {
      const subject = await makeSubject();
      ({ orders, otherOrders, cart } = subject);
      found ??= await discover(subject);
      ({ takeout, closedBranchId, adultItem } = found);
    });

    it("a new customer's takeout checkout is ready: the lines priced by the server, no delivery, no benefits", async () => {
      const checkout = await readyCheckout(orders, takeoutInit(takeout));
      expect(checkout).toMatchObject({
        branchId: takeout.branch.branchId,
        mealType: 'TAKEOUT',
        deliveryInfo: null,
        deliveryFee: 0,
        familyInfo: { branchName: takeout.branch.familyName, branchTel: takeout.branch.tel },
        membershipCouponInfoList: [],
        voucherInfoList: [],
        priceCouponInfoList: [],
        pointBalance: 0,
        changes: [],
        adultVerificationRequired: false,
      });
      expect(checkout.checkoutId).not.toBe('');
      const { responseList, totalPrice } = checkout.cartResponseInfo;
      expect(responseList.map((l) => [l.mainMenuId, l.mainMenuName, l.quantity])).toEqual([
        [takeout.menu.card.id, takeout.menu.card.menuName, takeout.quantity],
      ]);
      const chosen = responseList.flatMap((l) =>
        l.subOptionHeadList.flatMap((h) => h.subOptionDetailList.map((d) => d.subOptionDetailId)),
      );
      expect([...chosen].sort()).toEqual([...takeout.item.subOptionIds].sort());
      expect(responseList[0]?.totalMenuWithSubOptionAndQuantityPrice).toBe(takeout.lineTotal);
      expect(totalPrice).toBe(responseList.reduce((sum, l) => sum + l.totalMenuWithSubOptionAndQuantityPrice, 0));
      expect(checkout.availablePaymentMethodList.map((m) => m.paymentMethod)).toContain('CARD');
    });

    it('calc with no coupons and no points prices the takeout at its subtotal', async () => {
      const checkout = await readyCheckout(orders, takeoutInit(takeout));
      const priced = await orders.calc({
        checkoutId: checkout.checkoutId,
        coupons: EMPTY_COUPON_SELECTION,
        points: 0,
        happyPoints: 0,
      });
      expect(priced.kind).toBe('priced');
      if (priced.kind !== 'priced') return;
      expect(priced.breakdown).toMatchObject({
        subtotal: takeout.lineTotal,
        deliveryFee: 0,
        discountTotal: 0,
        pointsUsed: 0,
        happyPointsUsed: 0,
        total: takeout.lineTotal,
        membershipCoupon: null,
        vouchers: [],
        priceCoupons: [],
      });
    });

    it('the approved card places a PAID order, read back alike by complete, the history and its detail', async () => {
      const checkout = await readyCheckout(orders, takeoutInit(takeout));
      const placed = await orders.process(cardSubmission(checkout.checkoutId));
      expect(placed.kind).toBe('placed');
      if (placed.kind !== 'placed') return;
      const { order } = placed;
      expect(order).toMatchObject({
        status: 'PAID',
        cancellable: true,
        mealType: 'TAKEOUT',
        branchName: takeout.branch.familyName,
        deliveryInfo: null,
        paymentMethod: 'CARD',
        subtotal: takeout.lineTotal,
        deliveryFee: 0,
        discountTotal: 0,
        pointsUsed: 0,
        happyPointsUsed: 0,
        totalPrice: takeout.lineTotal,
        request: ORDER_REQUEST,
      });
      expect(order.statusHistory[0]?.status).toBe('PAID');
      expect(order.paymentMethodName).toMatch(/[가-힣]/);
      expect(orderedLines(order)).toEqual(expectedLines(takeout));
      expect(await orders.complete(order.orderId)).toEqual(order);
      expect(await orders.historyDetail(order.id)).toEqual(order);
      const history = await orders.history(1, 10);
      expect(history.totalCount).toBe(1);
      expect(history.items).toEqual([order]);
    });

    it('the same idempotency key again answers the first order and places no second one', async () => {
      const checkout = await readyCheckout(orders, takeoutInit(takeout));
      const submission = cardSubmission(checkout.checkoutId);
      const first = await orders.process(submission);
      const again = await orders.process(submission);
      expect(first.kind).toBe('placed');
      expect(again).toEqual(first);
      expect((await orders.history(1, 10)).totalCount).toBe(1);
    });

    it('a paid checkout cannot be paid again under a new key', async () => {
      const checkout = await readyCheckout(orders, takeoutInit(takeout));
      expect((await orders.process(cardSubmission(checkout.checkoutId))).kind).toBe('placed');
      const twice = await orders.process(cardSubmission(checkout.checkoutId));
      expect(twice).toMatchObject({ kind: 'rejected', code: 'CHECKOUT_USED' });
      if (twice.kind === 'rejected') expectKoreanMessage(twice.message);
      expect((await orders.history(1, 10)).totalCount).toBe(1);
    });

    it('a declined card is rejected as PAYMENT_DECLINED and places nothing; another card then pays the checkout', async () => {
      const checkout = await readyCheckout(orders, takeoutInit(takeout));
      const declined = await orders.process(cardSubmission(checkout.checkoutId, { cardNumber: SANDBOX_CARDS.decline }));
      expect(declined).toMatchObject({ kind: 'rejected', code: ORDER_REJECTION_CODES.PAYMENT_DECLINED });
      if (declined.kind === 'rejected') expectKoreanMessage(declined.message);
      expect(await orders.history(1, 10)).toMatchObject({ items: [], totalCount: 0 });
      const paid = await orders.process(cardSubmission(checkout.checkoutId));
      expect(paid).toMatchObject({ kind: 'placed', order: { status: 'PAID', totalPrice: takeout.lineTotal } });
    });

    it("an unknown checkout, or another customer's, is rejected as CHECKOUT_NOT_FOUND at calc and at process", async () => {
      const mine = await readyCheckout(orders, takeoutInit(takeout));
      const choices = { coupons: EMPTY_COUPON_SELECTION, points: 0, happyPoints: 0 };
      for (const [gateway, checkoutId] of [
        [orders, randomUUID()],
        [otherOrders, mine.checkoutId],
      ] as const) {
        const priced = await gateway.calc({ checkoutId, ...choices });
        expect(priced).toMatchObject({ kind: 'rejected', code: ORDER_REJECTION_CODES.CHECKOUT_NOT_FOUND });
        if (priced.kind === 'rejected') expectKoreanMessage(priced.message);
        const placed = await gateway.process(cardSubmission(checkoutId));
        expect(placed).toMatchObject({ kind: 'rejected', code: ORDER_REJECTION_CODES.CHECKOUT_NOT_FOUND });
      }
      expect((await orders.history(1, 10)).totalCount).toBe(0);
      expect((await otherOrders.history(1, 10)).totalCount).toBe(0);
    });

    it("another customer's order reads null and cancels as not-found, and stays as it was", async () => {
      const order = await placeTakeoutOrder(orders, takeout);
      expect(await otherOrders.historyDetail(order.id)).toBeNull();
      expect(await otherOrders.complete(order.orderId)).toBeNull();
      expect(await otherOrders.cancel(order.id)).toEqual({ kind: 'not-found' });
      expect(await otherOrders.history(1, 10)).toMatchObject({ items: [], totalCount: 0 });
      expect(await orders.historyDetail(UNKNOWN_ID)).toBeNull();
      expect(await orders.cancel(UNKNOWN_ID)).toEqual({ kind: 'not-found' });
      expect(await orders.historyDetail(order.id)).toMatchObject({ status: 'PAID', cancellable: true });
    });

    it('the customer cancels a PAID order once; a second cancel is rejected', async () => {
      const order = await placeTakeoutOrder(orders, takeout);
      const cancelled = await orders.cancel(order.id);
      expect(cancelled).toMatchObject({
        kind: 'cancelled',
        order: { id: order.id, orderId: order.orderId, status: 'CANCELLED', cancellable: false },
      });
      if (cancelled.kind === 'cancelled') {
        expect(cancelled.order.statusHistory.map((s) => s.status)).toEqual(['PAID', 'CANCELLED']);
      }
      expect(await orders.historyDetail(order.id)).toMatchObject({ status: 'CANCELLED', cancellable: false });
      const again = await orders.cancel(order.id);
      expect(again).toMatchObject({ kind: 'rejected', code: 'ALREADY_CANCELLED' });
      if (again.kind === 'rejected') expectKoreanMessage(again.message);
    });

    it('a checkout of the server cart orders its lines, and placing it empties the cart', async () => {
      const added = await cart.add({
        mainMenuId: takeout.item.menuId,
        quantity: takeout.item.quantity,
        subOptionItemIdSet: takeout.item.subOptionIds,
      });
      expect(added.kind).toBe('added');
      const checkout: CheckoutData = await readyCheckout(orders, takeoutInit(takeout, null));
      expect(checkout.cartResponseInfo.totalPrice).toBe(takeout.lineTotal);
      expect(checkout.cartResponseInfo.responseList.map((l) => [l.mainMenuId, l.quantity])).toEqual([
        [takeout.item.menuId, takeout.item.quantity],
      ]);
      expect(await cart.count()).toBe(1);
      const placed = await orders.process(cardSubmission(checkout.checkoutId));
      expect(placed).toMatchObject({ kind: 'placed', order: { totalPrice: takeout.lineTotal } });
      expect(await cart.count()).toBe(0);
    });

    it('an adult-only menu needs adult verification: the checkout says so and paying it is rejected', async () => {
      const checkout = await readyCheckout(orders, takeoutInit(takeout, [adultItem]));
      expect(checkout).toMatchObject({ adultVerificationRequired: true, adultVerified: false });
      const placed = await orders.process(cardSubmission(checkout.checkoutId));
      expect(placed).toMatchObject({ kind: 'rejected', code: ORDER_REJECTION_CODES.ADULT_VERIFICATION_REQUIRED });
      if (placed.kind === 'rejected') expectKoreanMessage(placed.message);
      expect((await orders.history(1, 10)).totalCount).toBe(0);
    });

    it('a delivery without a default address is rejected as ADDRESS_REQUIRED', async () => {
      const result = await orders.init({
        mealType: 'DELIVERY',
        branchId: null,
        items: [takeout.item],
        agent: 'DESKTOPWEB',
      });
      expect(result).toMatchObject({ kind: 'rejected', code: 'ADDRESS_REQUIRED' });
      if (result.kind === 'rejected') expectKoreanMessage(result.message);
    });

    it('a branch that takes no orders (영업종료, 주문불가) is rejected as BRANCH_CLOSED', async () => {
      const result = await orders.init({ ...takeoutInit(takeout), branchId: closedBranchId });
      expect(result).toMatchObject({ kind: 'rejected', code: ORDER_REJECTION_CODES.BRANCH_CLOSED });
      if (result.kind === 'rejected') expectKoreanMessage(result.message);
    });
  });
}

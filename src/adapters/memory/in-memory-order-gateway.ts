import type {
  AdultVerificationResult,
  CheckoutChange,
  CheckoutChoices,
  CheckoutData,
  CheckoutInit,
  CheckoutInitResult,
  CheckoutPriceResult,
  OrderCancelResult,
  OrderedMenu,
  OrderGateway,
  OrderPlaceResult,
  OrderRejection,
  OrderSubmission,
  PlacedOrder,
} from '../../application/ports/order-gateway';
import type { Page } from '../../application/ports/page';
import type { PointHistoryEntry } from '../../application/ports/point-ledger';
import { ORDER_MESSAGES } from '../../contract/order';
import { normaliseCardNumber, PAYMENT_MESSAGES, sandboxCardOutcome } from '../../contract/payment';
import type { CartLine } from '../../domain/cart/types';
import { calculateCheckout } from '../../domain/checkout/calculate';
import {
  branchClosedMessage,
  branchTakesOrders,
  minimumOrderRefusal,
  orderAmountsOf,
  requestForMealType,
  selectsCouponsNotHeld,
} from '../../domain/checkout/order-acceptance';
import { resolveCouponSelection } from '../../domain/coupon/selection';
import type { MembershipCoupon } from '../../domain/coupon/types';
import { distinctIds } from '../../domain/menu/order-form';
import { cancelRefusal, isCancellable, ORDER_CANCEL_REFUSALS } from '../../domain/order/status';
import { pointsExpireAt } from '../../domain/points/expiry';
import { isShortOfPoints } from '../../domain/points/points-input';
import { cartItemRejection, cartLineOf } from './cart-lines';
import type { MemoryBackend, OrderRecord, OwnerState } from './memory-backend';
import { pageOf } from './paging';

export const ORDER_REFUSALS = {
  branchNotFound: '매장 정보를 찾을 수 없습니다.',
  emptyOrder: '주문할 메뉴가 없습니다.',
  addressRequired: '배송지를 먼저 등록해주세요.',
  checkoutNotFound: '주문 정보를 찾을 수 없습니다. 다시 주문해주세요.',
  checkoutUsed: '이미 처리된 주문입니다.',
  couponNotFound: '사용할 수 없는 쿠폰입니다.',
  paymentMethod: '사용할 수 없는 결제수단입니다.',
  alreadyCancelled: ORDER_CANCEL_REFUSALS.ALREADY_CANCELLED,
  keyReused: '같은 주문 요청 번호로 다른 주문을 보낼 수 없습니다. 새로 주문해주세요.',
  notCancellable: ORDER_CANCEL_REFUSALS.NOT_CANCELLABLE,
  adultRequired: '성인 인증이 필요한 메뉴가 있습니다. 본인 인증 후 주문해주세요.',
  adultRefused: '만 19세 이상만 주문할 수 있는 메뉴입니다.',
  branchRequired: '포장할 매장을 먼저 선택해주세요.',
} as const;

/**
 * The order flow over the memory backend: init snapshots the `mc` items priced at a branch, calc and process
 * price with the domain's calculateCheckout against the customer's own coupons and points, process redeems them
 * and records the order once per idempotency key; cancel gives back the points and the coupons.
 * A branch that takes no orders (FAMILY_CLOSED, NOT_AVAILABLE) is refused as BRANCH_CLOSED; unlike the server, its
 * opening hours are not checked (the memory backend may run on the wall clock, in the browser demo).
 */
export class InMemoryOrderGateway implements OrderGateway {
  /** Checkouts snapshotted from the server cart: placing one empties the cart. */
  private readonly fromCart = new Set<string>();

  constructor(private readonly backend: MemoryBackend) {}

  async init(input: CheckoutInit): Promise<CheckoutInitResult> {
    const owner = this.backend.requireOwner();
    const delivery = input.mealType === 'DELIVERY';
    if (!delivery && input.branchId === null) return refuse('BRANCH_REQUIRED', ORDER_REFUSALS.branchRequired);
    const branch = this.backend.branch(input.branchId ?? this.backend.fixtures.branches[0]?.branchId ?? 0);
    if (branch === undefined) return refuse('BRANCH_NOT_FOUND', ORDER_REFUSALS.branchNotFound);
    if (!branchTakesOrders(branch.availableType)) {
      return refuse('BRANCH_CLOSED', branchClosedMessage(branch.opensAt, branch.closesAt));
    }
    const items =
      input.items ?? owner.cart.map((e) => ({ menuId: e.menuId, quantity: e.quantity, subOptionIds: e.subOptionIds }));
    if (items.length === 0) return refuse('EMPTY_ORDER', ORDER_REFUSALS.emptyOrder);
    const lines: CartLine[] = [];
    const changes: CheckoutChange[] = [];
    for (const item of items) {
      const menu = this.backend.menu(item.menuId);
      const rejection = cartItemRejection(menu, item.subOptionIds, item.quantity);
      if (rejection !== null) return refuse(rejection.code, rejection.message);
      if (menu === undefined) continue;
      const soldOut = branch.soldOutMenuIds.includes(menu.id);
      if (soldOut || branch.hiddenMenuIds.includes(menu.id)) {
        changes.push({
          menuId: menu.id,
          menuName: menu.menuName,
          kind: soldOut ? 'SOLD_OUT' : 'HIDDEN',
          message: `${menu.menuName}은(는) 이 매장에서 지금 주문할 수 없어 주문에서 빠졌습니다.`,
        });
        continue;
      }
      const entry = {
        cartId: this.backend.nextId(),
        subOptionIds: distinctIds(item.subOptionIds),
        quantity: item.quantity,
      };
      lines.push(cartLineOf(menu, entry));
    }
    if (lines.length === 0) {
      return refuse('MENU_UNAVAILABLE', changes[0]?.message ?? ORDER_REFUSALS.emptyOrder);
    }
    const home = owner.addresses.find((a) => a.isDefault);
    if (delivery && home === undefined) return refuse('ADDRESS_REQUIRED', ORDER_REFUSALS.addressRequired);
    const totalPrice = lines.reduce((sum, l) => sum + l.totalMenuWithSubOptionAndQuantityPrice, 0);
    const belowMinimum = minimumOrderRefusal({
      mealType: input.mealType,
      subtotal: totalPrice,
      minimumOrderAmount: branch.minimumOrderAmount,
    });
    if (belowMinimum !== null) return refuse(belowMinimum.code, belowMinimum.message);
    const member = owner.type === 'member';
    const checkout: CheckoutData = {
      checkoutId: `checkout-${this.backend.nextId()}`,
      branchId: branch.branchId,
      mealType: input.mealType,
      familyInfo: {
        branchName: branch.familyName,
        branchAddress: branch.address,
        branchTel: branch.tel,
        certifiedList: branch.certifiedList,
      },
      deliveryInfo:
        delivery && home !== undefined
          ? { deliveryFullAddress: home.fullAddress, deliveryDetailAddress: home.detailAddress }
          : null,
      deliveryFee: delivery ? branch.deliveryFee : 0,
      receiverPhoneNumber: owner.phoneNumber,
      membershipCouponInfoList: owner.membershipCoupons,
      voucherInfoList: owner.vouchers,
      priceCouponInfoList: owner.priceCoupons,
      availablePaymentMethodList: this.backend.fixtures.paymentMethods,
      cartResponseInfo: { responseList: lines, totalPrice },
      pointBalance: member ? owner.points : 0,
      happyPoint: member ? owner.happyPoint : null,
      changes,
      adultVerificationRequired: lines.some((l) => this.backend.menu(l.mainMenuId)?.adultOnly === true),
      adultVerified: owner.adultVerified,
    };
    owner.checkouts.set(checkout.checkoutId, { data: checkout, used: false });
    if (input.items === null) this.fromCart.add(checkout.checkoutId);
    return { kind: 'ready', checkout };
  }

  async calc(choices: CheckoutChoices): Promise<CheckoutPriceResult> {
    const owner = this.backend.requireOwner();
    const record = owner.checkouts.get(choices.checkoutId);
    if (record === undefined) return refuse('CHECKOUT_NOT_FOUND', ORDER_REFUSALS.checkoutNotFound);
    return this.price(owner, record.data, choices);
  }

  /**
   * Like the server: the same key answers its first result (an order or a refusal); the same key with another
   * submission is refused (IDEMPOTENCY_KEY_REUSED).
   */
  async process(submission: OrderSubmission): Promise<OrderPlaceResult> {
    const owner = this.backend.requireOwner();
    const { idempotencyKey, ...intent } = submission;
    const asked = JSON.stringify(intent);
    const first = owner.idempotency.get(idempotencyKey);
    if (first !== undefined) {
      if (first.submission !== asked) return refuse('IDEMPOTENCY_KEY_REUSED', ORDER_REFUSALS.keyReused);
      const { result } = first;
      if (result.kind !== 'placed') return result;
      const current = owner.orders.find((o) => o.order.id === result.order.id);
      return current === undefined ? result : { kind: 'placed', order: current.order };
    }
    const result = await this.place(owner, submission);
    owner.idempotency.set(idempotencyKey, { submission: asked, result });
    return result;
  }

  private async place(owner: OwnerState, submission: OrderSubmission): Promise<OrderPlaceResult> {
    const record = owner.checkouts.get(submission.checkoutId);
    if (record === undefined) return refuse('CHECKOUT_NOT_FOUND', ORDER_REFUSALS.checkoutNotFound);
    if (record.used) return refuse('CHECKOUT_USED', ORDER_REFUSALS.checkoutUsed);
    const { data } = record;
    const method = data.availablePaymentMethodList.find((m) => m.paymentMethod === submission.paymentMethod);
    if (method === undefined) return refuse('PAYMENT_METHOD_UNKNOWN', ORDER_REFUSALS.paymentMethod);
    if (data.adultVerificationRequired && !owner.adultVerified) {
      return refuse('ADULT_VERIFICATION_REQUIRED', ORDER_REFUSALS.adultRequired);
    }
    const priced = await this.price(owner, data, submission);
    // Like the server: a coupon or points spent since the checkout was priced refuse the order as already used.
    if (priced.kind === 'rejected') return priced.code === 'COUPON_NOT_FOUND' ? benefitUsed() : priced;
    const b = priced.breakdown;
    if (isShortOfPoints(submission.points, b.payableBeforePoints, b.pointsUsed)) return benefitUsed();
    if (b.total > 0 && method.paymentMethod === 'CARD') {
      const card = normaliseCardNumber(submission.cardNumber ?? '');
      if (card === null) return refuse('CARD_NUMBER_INVALID', PAYMENT_MESSAGES.cardNumberInvalid);
      const outcome = sandboxCardOutcome(card);
      if (outcome === 'declined') return refuse('PAYMENT_DECLINED', PAYMENT_MESSAGES.declined);
      if (outcome === 'timeout') return refuse('PAYMENT_TIMEOUT', PAYMENT_MESSAGES.timeout);
    }
    const orderedAt = this.backend.nowIso();
    const order: PlacedOrder = {
      id: this.backend.nextId(),
      orderId: `ORD${this.backend.nextId()}`,
      status: 'PAID',
      statusHistory: [{ status: 'PAID', at: orderedAt }],
      cancellable: isCancellable('PAID'),
      mealType: data.mealType,
      branchName: data.familyInfo.branchName,
      branchTel: data.familyInfo.branchTel,
      deliveryInfo: data.deliveryInfo,
      orderedAt,
      paymentMethod: method.paymentMethod,
      paymentMethodName: method.paymentMethodName,
      agent: submission.agent,
      ...orderAmountsOf(b),
      request: requestForMealType(submission.request, data.mealType),
      orderMenuList: data.cartResponseInfo.responseList.map((line) => this.orderedMenu(line)),
    };
    this.movePoints(owner, -b.pointsUsed, '주문 사용', order);
    const usedMembership = owner.membershipCoupons.filter((c) => c.couponNo === b.membershipCoupon?.couponNo);
    const usedVouchers = owner.vouchers.filter((v) => b.vouchers.some((used) => used.id === v.id));
    const spentPriceCoupons = owner.priceCoupons.filter((c) => b.priceCoupons.some((u) => u.id === c.id));
    const membershipBefore = owner.membershipCoupons;
    owner.membershipCoupons = owner.membershipCoupons.filter((c) => !usedMembership.includes(c));
    owner.vouchers = owner.vouchers.filter((v) => !usedVouchers.includes(v));
    owner.priceCoupons = owner.priceCoupons.map((c) => {
      const used = b.priceCoupons.find((u) => u.id === c.id);
      return used === undefined ? c : { ...c, balance: used.balanceAfter };
    });
    owner.orders = [
      ...owner.orders,
      {
        order,
        pointsUsed: b.pointsUsed,
        usedMembership,
        membershipBefore,
        usedVouchers,
        spentPriceCoupons,
        lines: data.cartResponseInfo.responseList,
      },
    ];
    if (this.fromCart.has(data.checkoutId)) owner.cart = [];
    record.used = true;
    return { kind: 'placed', order };
  }

  async complete(orderId: string): Promise<PlacedOrder | null> {
    return this.backend.requireOwner().orders.find((o) => o.order.orderId === orderId)?.order ?? null;
  }

  async cancel(id: number): Promise<OrderCancelResult> {
    const owner = this.backend.requireOwner();
    const record = owner.orders.find((o) => o.order.id === id);
    if (record === undefined) return { kind: 'not-found' };
    const refusal = cancelRefusal(record.order.status);
    if (refusal !== null) return refuse(refusal.code, refusal.message);
    record.order = {
      ...record.order,
      status: 'CANCELLED',
      cancellable: isCancellable('CANCELLED'),
      statusHistory: [...record.order.statusHistory, { status: 'CANCELLED', at: this.backend.nowIso() }],
    };
    this.movePoints(owner, record.pointsUsed, '주문 취소 환불', record.order);
    owner.membershipCoupons = restoredInIssueOrder(owner.membershipCoupons, record);
    owner.vouchers = [...owner.vouchers, ...record.usedVouchers];
    owner.priceCoupons = owner.priceCoupons.map(
      (c) => record.spentPriceCoupons.find((spent) => spent.id === c.id) ?? c,
    );
    return { kind: 'cancelled', order: record.order };
  }

  async verifyAdult(ciToken: string): Promise<AdultVerificationResult> {
    const owner = this.backend.requireOwner();
    if (ciToken.trim() === '') return refuse('ADULT_VERIFICATION_REQUIRED', ORDER_REFUSALS.adultRequired);
    owner.adultVerified = true;
    return { kind: 'verified' };
  }

  async history(page: number, size: number): Promise<Page<PlacedOrder>> {
    const orders = this.backend.requireOwner().orders.map((o) => o.order);
    return pageOf([...orders].reverse(), page, size);
  }

  async historyDetail(id: number): Promise<PlacedOrder | null> {
    return this.backend.requireOwner().orders.find((o) => o.order.id === id)?.order ?? null;
  }

  private async price(owner: OwnerState, data: CheckoutData, choices: CheckoutChoices): Promise<CheckoutPriceResult> {
    const wallet = {
      membershipCoupons: owner.membershipCoupons,
      vouchers: owner.vouchers,
      priceCoupons: owner.priceCoupons,
    };
    const chosen = resolveCouponSelection(choices.coupons, wallet);
    if (selectsCouponsNotHeld(choices.coupons, chosen))
      return refuse('COUPON_NOT_FOUND', ORDER_REFUSALS.couponNotFound);
    const result = calculateCheckout({
      lines: data.cartResponseInfo.responseList.map((l) => ({
        menuId: l.mainMenuId,
        lineTotal: l.totalMenuWithSubOptionAndQuantityPrice,
      })),
      mealType: data.mealType,
      deliveryFee: data.deliveryFee,
      membershipCoupons: owner.membershipCoupons,
      ...chosen,
      pointsTyped: choices.points,
      pointBalance: owner.type === 'member' ? owner.points : 0,
      happyPoint:
        owner.type === 'member' && owner.happyPoint.status === 'SUCCESS' && choices.happyPoints > 0
          ? { use: choices.happyPoints, balance: owner.happyPoint.balance }
          : null,
      nowMs: this.backend.clock.now(),
    });
    return result.ok ? { kind: 'priced', breakdown: result.value } : refuse(result.error.code, result.error.message);
  }

  private movePoints(owner: OwnerState, amount: number, description: string, order: PlacedOrder): void {
    if (amount === 0) return;
    owner.points += amount;
    const occurredAt = this.backend.nowIso();
    const entry: PointHistoryEntry = {
      id: this.backend.nextId(),
      kind: amount > 0 ? 'refunded' : 'spent',
      description,
      amount,
      occurredAt,
      expiresAt: amount > 0 ? pointsExpireAt(occurredAt).toISOString() : null,
      orderId: order.id,
      orderNo: order.orderId,
    };
    owner.pointHistory = [...owner.pointHistory, entry];
  }

  /** Spec §3 order history line; each option item's price is (menu price + its add price) × quantity. */
  private orderedMenu(line: CartLine): OrderedMenu {
    const menu = this.backend.menu(line.mainMenuId);
    const addPrice = (id: number) =>
      menu?.options.flatMap((g) => g.subOptionItemDetailResponseList).find((i) => i.id === id)?.addPrice ?? 0;
    return {
      menuImageUrl: line.menuImageUrl,
      menuName: line.mainMenuName,
      quantity: line.quantity,
      orderSubOptionList: line.subOptionHeadList.map((head) => ({
        orderSubOptionItemList: head.subOptionDetailList.map((d) => ({
          subOptionItemName: d.subOptionDetailName,
          menuAndSubOptionAndQuantityPrice: ((menu?.menuPrice ?? 0) + addPrice(d.subOptionDetailId)) * line.quantity,
        })),
      })),
    };
  }
}

/**
 * The held membership coupons with the order's own given back where it was: the server lists them by end, then issue
 * order, so a cancelled order's coupon returns to its old place (coupons issued since stay after the older ones).
 */
function restoredInIssueOrder(held: readonly MembershipCoupon[], record: OrderRecord): MembershipCoupon[] {
  const rank = (coupon: MembershipCoupon) => {
    const at = record.membershipBefore.indexOf(coupon);
    return at < 0 ? record.membershipBefore.length : at;
  };
  return [...held, ...record.usedMembership].sort((a, b) => rank(a) - rank(b));
}

/** The server's answer to an order whose coupon or points were spent meanwhile (by another order). */
function benefitUsed(): OrderRejection {
  return refuse('BENEFIT_ALREADY_USED', ORDER_MESSAGES.benefitAlreadyUsed);
}

function refuse(code: string, message: string): OrderRejection {
  return { kind: 'rejected', code, message };
}

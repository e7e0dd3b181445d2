import type {
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
import type { CartLine } from '../../domain/cart/types';
import { calculateCheckout } from '../../domain/checkout/calculate';
import { resolveCouponSelection } from '../../domain/coupon/selection';
import { distinctIds } from '../../domain/menu/order-form';
import { formatWon } from '../../domain/money/format';
import { cartItemRejection, cartLineOf } from './cart-lines';
import type { MemoryBackend, OwnerState } from './memory-backend';
import { pageOf } from './paging';

export const ORDER_REFUSALS = {
  branchNotFound: '매장 정보를 찾을 수 없습니다.',
  emptyOrder: '주문할 메뉴가 없습니다.',
  addressRequired: '배송지를 먼저 등록해주세요.',
  checkoutNotFound: '주문 정보를 찾을 수 없습니다. 다시 주문해주세요.',
  checkoutUsed: '이미 처리된 주문입니다.',
  couponNotFound: '사용할 수 없는 쿠폰입니다.',
  paymentMethod: '사용할 수 없는 결제수단입니다.',
  alreadyCancelled: '이미 취소된 주문입니다.',
} as const;

/**
 * The order flow over the memory backend: init snapshots the `mc` items priced at a branch, calc and process
 * price with the domain's calculateCheckout against the customer's own coupons and points, process redeems them
 * and records the order once per idempotency key; cancel refunds the points (coupons stay spent: later issue).
 */
export class InMemoryOrderGateway implements OrderGateway {
  constructor(private readonly backend: MemoryBackend) {}

  async init(input: CheckoutInit): Promise<CheckoutInitResult> {
    const owner = this.backend.requireOwner();
    const branch = this.backend.branch(input.branchId);
    if (branch === undefined) return refuse('BRANCH_NOT_FOUND', ORDER_REFUSALS.branchNotFound);
    if (input.items.length === 0) return refuse('EMPTY_ORDER', ORDER_REFUSALS.emptyOrder);
    const lines: CartLine[] = [];
    for (const item of input.items) {
      const menu = this.backend.menu(item.menuId);
      const rejection = cartItemRejection(menu, item.subOptionIds, item.quantity);
      if (rejection !== null) return refuse(rejection.code, rejection.message);
      if (menu === undefined) continue;
      if (branch.hiddenMenuIds.includes(menu.id) || branch.soldOutMenuIds.includes(menu.id)) {
        return refuse('MENU_UNAVAILABLE', `${menu.menuName}은(는) 지금 주문할 수 없는 메뉴입니다.`);
      }
      const entry = {
        cartId: this.backend.nextId(),
        subOptionIds: distinctIds(item.subOptionIds),
        quantity: item.quantity,
      };
      lines.push(cartLineOf(menu, entry));
    }
    const home = owner.addresses.find((a) => a.isDefault);
    const delivery = input.mealType === 'DELIVERY';
    if (delivery && home === undefined) return refuse('ADDRESS_REQUIRED', ORDER_REFUSALS.addressRequired);
    const totalPrice = lines.reduce((sum, l) => sum + l.totalMenuWithSubOptionAndQuantityPrice, 0);
    if (delivery && totalPrice < branch.minimumOrderAmount) {
      return refuse('BELOW_MINIMUM_ORDER', `최소 주문 금액은 ${formatWon(branch.minimumOrderAmount)}입니다.`);
    }
    const checkout: CheckoutData = {
      checkoutId: `checkout-${this.backend.nextId()}`,
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
    };
    owner.checkouts.set(checkout.checkoutId, { data: checkout, used: false });
    return { kind: 'ready', checkout };
  }

  async calc(choices: CheckoutChoices): Promise<CheckoutPriceResult> {
    const owner = this.backend.requireOwner();
    const record = owner.checkouts.get(choices.checkoutId);
    if (record === undefined) return refuse('CHECKOUT_NOT_FOUND', ORDER_REFUSALS.checkoutNotFound);
    return this.price(owner, record.data, choices);
  }

  async process(submission: OrderSubmission): Promise<OrderPlaceResult> {
    const owner = this.backend.requireOwner();
    const firstId = owner.idempotency.get(submission.idempotencyKey);
    const first = owner.orders.find((o) => o.order.id === firstId);
    if (first !== undefined) return { kind: 'placed', order: first.order };
    const record = owner.checkouts.get(submission.checkoutId);
    if (record === undefined) return refuse('CHECKOUT_NOT_FOUND', ORDER_REFUSALS.checkoutNotFound);
    if (record.used) return refuse('CHECKOUT_USED', ORDER_REFUSALS.checkoutUsed);
    const { data } = record;
    if (!data.availablePaymentMethodList.some((m) => m.paymentMethod === submission.paymentMethod)) {
      return refuse('PAYMENT_METHOD_UNKNOWN', ORDER_REFUSALS.paymentMethod);
    }
    const priced = await this.price(owner, data, submission);
    if (priced.kind === 'rejected') return priced;
    const b = priced.breakdown;
    const order: PlacedOrder = {
      id: this.backend.nextId(),
      orderId: `ORD${this.backend.nextId()}`,
      status: 'PLACED',
      mealType: data.mealType,
      branchName: data.familyInfo.branchName,
      orderedAt: this.backend.nowIso(),
      totalPrice: b.total,
      orderMenuList: data.cartResponseInfo.responseList.map((line) => this.orderedMenu(line)),
    };
    this.movePoints(owner, -b.pointsUsed, '주문 사용');
    owner.membershipCoupons = owner.membershipCoupons.filter((c) => c.couponNo !== b.membershipCoupon?.couponNo);
    owner.vouchers = owner.vouchers.filter((v) => !b.vouchers.some((used) => used.id === v.id));
    owner.priceCoupons = owner.priceCoupons.map((c) => {
      const used = b.priceCoupons.find((u) => u.id === c.id);
      return used === undefined ? c : { ...c, balance: used.balanceAfter };
    });
    owner.orders = [...owner.orders, { order, pointsUsed: b.pointsUsed }];
    owner.idempotency.set(submission.idempotencyKey, order.id);
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
    if (record.order.status === 'CANCELLED') return refuse('ALREADY_CANCELLED', ORDER_REFUSALS.alreadyCancelled);
    record.order = { ...record.order, status: 'CANCELLED' };
    this.movePoints(owner, record.pointsUsed, '주문 취소 환불');
    return { kind: 'cancelled' };
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
    const missing =
      (choices.coupons.membershipCouponNo !== null && chosen.membershipCoupon === null) ||
      chosen.vouchers.length !== choices.coupons.voucherIds.length ||
      chosen.priceCoupons.length !== choices.coupons.priceCouponIds.length;
    if (missing) return refuse('COUPON_NOT_FOUND', ORDER_REFUSALS.couponNotFound);
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
      happyPoint: null,
      nowMs: this.backend.clock.now(),
    });
    return result.ok ? { kind: 'priced', breakdown: result.value } : refuse(result.error.code, result.error.message);
  }

  private movePoints(owner: OwnerState, amount: number, description: string): void {
    if (amount === 0) return;
    owner.points += amount;
    const entry = { id: this.backend.nextId(), description, amount, occurredAt: this.backend.nowIso() };
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

function refuse(code: string, message: string): OrderRejection {
  return { kind: 'rejected', code, message };
}

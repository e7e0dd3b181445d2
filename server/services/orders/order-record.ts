import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, type OrderProcessBody } from '../../../src/contract/order';
import { orderAmountsOf, requestForMealType } from '../../../src/domain/checkout/order-acceptance';
import { inSeoul } from '../../../src/domain/money/seoul-time';
import { isShortOfPoints } from '../../../src/domain/points/points-input';
import type { Agent } from '../../../src/domain/shared/constants';
import type { Database } from '../../db/database';
import { ReusedStatement, setValue } from '../../db/reused-statement';
import {
  cartLines,
  checkouts,
  guestPhones,
  members,
  membershipCoupons,
  orderBenefits,
  orderRequests,
  orderStatusHistory,
  orders,
  owners,
  payments,
  pointLedgerEntries,
  walletCoupons,
} from '../../db/schema';
import type { BenefitKind } from '../../db/schema/orders';
import { PointLedgerService } from '../account/point-ledger';
import type { CheckoutRow, Customer, PricedSelection } from './checkout-pricing';
import type { CheckoutService } from './checkout-service';
import { LeaseLost, settleDoneUpdate } from './order-claims';
import { isRefusal, ORDER_TEXT, OrderConflict, type OrderRefusal, refusal } from './order-errors';

/** What an accepted order attempt writes: the priced checkout, the payment method and the card's authorization. */
export interface OrderRecordInput {
  readonly customer: Customer;
  readonly key: string;
  /** The attempt's hold on its idempotency key (order-claims.ts): the order commits only while it still holds. */
  readonly token: string;
  readonly agent: Agent;
  readonly body: OrderProcessBody;
  readonly checkout: CheckoutRow;
  readonly total: number;
  readonly method: string;
  readonly card: { readonly authorizationId: string; readonly last4: string } | null;
}

export interface OrderRecordDeps {
  readonly now: () => Date;
  readonly checkouts: CheckoutService;
}

// The statements every order runs, built once (server/db/reused-statement.ts): building them per order was the
// largest single cost of the Node thread while placing orders on PostgreSQL.

/**
 * The checkout marked used, under the owner's row lock (one order transaction per customer across instances; the
 * benefits read after it are spent under it), in one statement: the lock is an InitPlan, taken before the checkout
 * row is read. The conditional update finds nothing when another order took the checkout; a same-owner order that
 * committed while this one waited for the lock is seen by the update's recheck of the row.
 */
const MARK_CHECKOUT_USED = new ReusedStatement(
  (db) => {
    const ownerLock = db
      .select({ id: owners.id })
      .from(owners)
      .where(eq(owners.id, sql.placeholder('ownerId')))
      .for('update');
    return sql`WITH owner_lock AS MATERIALIZED (${ownerLock.getSQL()}) ${db
      .update(checkouts)
      .set({ usedAt: setValue('now') })
      .where(
        and(
          eq(checkouts.id, sql.placeholder('checkoutId')),
          isNull(checkouts.usedAt),
          sql`EXISTS (SELECT 1 FROM owner_lock)`,
        ),
      )
      .returning({ id: checkouts.id })
      .getSQL()}`;
  },
  { id: checkouts.id },
);

const ORDER_COLUMNS = getTableColumns(orders);

/** The order row; a guest's confirmed phone is read by the insert itself (one round trip less per order). */
function insertOrder(guestPhone: 'none' | 'confirmed') {
  return new ReusedStatement(
    (db) =>
      db
        .insert(orders)
        .values({
          orderNo: sql.placeholder('orderNo'),
          ownerId: sql.placeholder('ownerId'),
          memberOwner: sql.placeholder('memberOwner'),
          guestPhone:
            guestPhone === 'none'
              ? null
              : sql`${db
                  .select({ phone: guestPhones.phoneNumber })
                  .from(guestPhones)
                  .where(eq(guestPhones.ownerId, sql.placeholder('ownerId')))}`,
          checkoutId: sql.placeholder('checkoutId'),
          mealType: sql.placeholder('mealType'),
          branchId: sql.placeholder('branchId'),
          status: 'PAID',
          statusChangedAt: sql.placeholder('now'),
          orderedAt: sql.placeholder('now'),
          agent: sql.placeholder('agent'),
          paymentMethod: sql.placeholder('paymentMethod'),
          subtotal: sql.placeholder('subtotal'),
          deliveryFee: sql.placeholder('deliveryFee'),
          discountTotal: sql.placeholder('discountTotal'),
          pointsUsed: sql.placeholder('pointsUsed'),
          happyPointsUsed: sql.placeholder('happyPointsUsed'),
          totalPrice: sql.placeholder('totalPrice'),
          deliveryFullAddress: sql.placeholder('deliveryFullAddress'),
          deliveryDetailAddress: sql.placeholder('deliveryDetailAddress'),
          receiverPhoneNumber: sql.placeholder('receiverPhoneNumber'),
          request: sql.placeholder('request'),
          lines: sql.placeholder('lines'),
        })
        .returning(),
    ORDER_COLUMNS,
  );
}

const INSERT_MEMBER_ORDER = insertOrder('none');
const INSERT_GUEST_ORDER = insertOrder('confirmed');

/**
 * The first status, the payment and the claim settled DONE (order-claims.ts settleDoneUpdate) in one statement (a
 * data-modifying WITH): two round trips less per order. Its one row is the claim's key, absent when the attempt lost
 * its claim.
 */
const RECORD_PAYMENT_AND_SETTLE = new ReusedStatement(
  (db) => {
    const firstStatus = db
      .insert(orderStatusHistory)
      .values({ orderId: sql.placeholder('orderId'), status: 'PAID', at: sql.placeholder('now') });
    const payment = db.insert(payments).values({
      orderId: sql.placeholder('orderId'),
      method: sql.placeholder('method'),
      amount: sql.placeholder('amount'),
      status: sql.placeholder('status'),
      authorizationId: sql.placeholder('authorizationId'),
      cardLast4: sql.placeholder('cardLast4'),
      createdAt: sql.placeholder('now'),
      updatedAt: sql.placeholder('now'),
    });
    return sql`WITH first_status AS (${firstStatus.getSQL()}), payment AS (${payment.getSQL()}) ${settleDoneUpdate(db).getSQL()}`;
  },
  { key: orderRequests.idempotencyKey },
);

/**
 * Step (4) of placing an order (order-placement.ts), inside the caller's transaction and under the owner's row
 * lock: marks the checkout used, re-prices it (a price that moved is PRICE_CHANGED), creates the order, redeems its
 * benefits, records the payment and settles the idempotency claim DONE. Every refusal is thrown as OrderConflict,
 * and a claim the attempt lost as LeaseLost, so the transaction rolls back whole.
 */
export async function recordOrder(
  tx: Database,
  input: OrderRecordInput,
  deps: OrderRecordDeps,
): Promise<typeof orders.$inferSelect> {
  const { customer, checkout, body } = input;
  const now = deps.now();
  const used = await MARK_CHECKOUT_USED.rows(tx, { ownerId: customer.ownerId, checkoutId: checkout.id, now });
  if (used.length === 0) throw new OrderConflict(refusal('CHECKOUT_USED', ORDER_TEXT.checkoutUsed));
  const priced = await deps.checkouts.price(customer, checkout, body, tx);
  if (isRefusal(priced)) throw new OrderConflict(priced.code === 'COUPON_NOT_FOUND' ? benefitUsed() : priced);
  if (pointsShort(body.points, priced)) throw new OrderConflict(benefitUsed());
  const b = priced.breakdown;
  if (b.total !== input.total) throw new OrderConflict(refusal('PRICE_CHANGED', ORDER_MESSAGES.priceChanged));
  const [order] = await (customer.isMember ? INSERT_MEMBER_ORDER : INSERT_GUEST_ORDER).rows(tx, {
    orderNo: orderNumber(now),
    ownerId: customer.ownerId,
    memberOwner: customer.isMember,
    checkoutId: checkout.id,
    mealType: checkout.mealType,
    branchId: checkout.branchId,
    now,
    agent: input.agent,
    paymentMethod: input.method,
    ...orderAmountsOf(b),
    deliveryFullAddress: checkout.deliveryFullAddress,
    deliveryDetailAddress: checkout.deliveryDetailAddress,
    receiverPhoneNumber: checkout.receiverPhoneNumber,
    request: requestForMealType(body.request, checkout.mealType),
    lines: checkout.lines,
  });
  if (order === undefined) throw new Error('order insert returned no row');
  await redeem(tx, customer.ownerId, order.id, priced, now);
  const settled = await RECORD_PAYMENT_AND_SETTLE.rows(tx, {
    orderId: order.id,
    now,
    ownerId: customer.ownerId,
    key: input.key,
    token: input.token,
    method: input.method,
    amount: b.total,
    status: input.method === 'CARD' ? 'CAPTURED' : input.method === 'NONE' ? 'CAPTURED' : 'DUE_ON_DELIVERY',
    authorizationId: input.card?.authorizationId ?? null,
    cardLast4: input.card?.last4 ?? null,
  });
  if (settled.length === 0) throw new LeaseLost();
  if (checkout.fromCart) await tx.delete(cartLines).where(eq(cartLines.ownerId, customer.ownerId));
  return order;
}

/** Redeems what `priced` used, each with a conditional UPDATE: one that finds nothing to update is a conflict. */
async function redeem(
  tx: Database,
  ownerId: string,
  orderId: number,
  priced: PricedSelection,
  now: Date,
): Promise<void> {
  const b = priced.breakdown;
  const benefits: { kind: BenefitKind; refId: number | null; amount: number }[] = [];
  if (b.membershipCoupon !== null) {
    const spent = await tx
      .update(membershipCoupons)
      .set({ usedOrderId: orderId, usedAt: now })
      .where(
        and(
          eq(membershipCoupons.couponNo, b.membershipCoupon.couponNo),
          eq(membershipCoupons.ownerId, ownerId),
          isNull(membershipCoupons.usedOrderId),
        ),
      )
      .returning({ id: membershipCoupons.id });
    const [row] = spent;
    if (row === undefined) throw new OrderConflict(benefitUsed());
    benefits.push({ kind: 'MEMBERSHIP_COUPON', refId: row.id, amount: b.membershipCoupon.amount });
  }
  for (const voucher of b.vouchers) {
    const spent = await tx
      .update(walletCoupons)
      .set({ usedOrderId: orderId })
      .where(
        and(eq(walletCoupons.id, voucher.id), eq(walletCoupons.ownerId, ownerId), isNull(walletCoupons.usedOrderId)),
      )
      .returning({ id: walletCoupons.id });
    if (spent.length === 0) throw new OrderConflict(benefitUsed());
    benefits.push({ kind: 'VOUCHER', refId: voucher.id, amount: voucher.amount });
  }
  for (const coupon of b.priceCoupons) {
    if (coupon.amount === 0) continue;
    const before = coupon.balanceAfter + coupon.amount;
    const spent = await tx
      .update(walletCoupons)
      .set({ balance: sql`${walletCoupons.balance} - ${coupon.amount}` })
      .where(
        and(eq(walletCoupons.id, coupon.id), eq(walletCoupons.ownerId, ownerId), eq(walletCoupons.balance, before)),
      )
      .returning({ id: walletCoupons.id });
    if (spent.length === 0) throw new OrderConflict(benefitUsed());
    benefits.push({ kind: 'PRICE_COUPON', refId: coupon.id, amount: coupon.amount });
  }
  if (b.pointsUsed > 0) {
    const member = priced.member;
    if (member === null) throw new OrderConflict(benefitUsed());
    // Under the owner's row lock no other spend of this member runs, so the sum read is the balance spent from.
    const balance = await new PointLedgerService(tx, () => now).balance(member.id);
    if (balance < b.pointsUsed) throw new OrderConflict(benefitUsed());
    await tx.insert(pointLedgerEntries).values({
      memberId: member.id,
      kind: 'spent',
      amount: -b.pointsUsed,
      description: '주문 시 포인트 사용',
      orderId,
      occurredAt: now,
      expiresAt: null,
    });
    benefits.push({ kind: 'POINTS', refId: null, amount: b.pointsUsed });
  }
  if (b.happyPointsUsed > 0) benefits.push({ kind: 'HAPPY_POINT', refId: null, amount: b.happyPointsUsed });
  if (benefits.length > 0) await tx.insert(orderBenefits).values(benefits.map((benefit) => ({ orderId, ...benefit })));
}

/** YYYYMMDD of the Seoul order day, then 8 random hex digits. */
function orderNumber(now: Date): string {
  const day = inSeoul(now).format('YYYYMMDD');
  return `${day}-${crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

export function pointsShort(typed: number, priced: PricedSelection): boolean {
  return isShortOfPoints(typed, priced.breakdown.payableBeforePoints, priced.breakdown.pointsUsed);
}

export function benefitUsed(): OrderRefusal {
  return refusal('BENEFIT_ALREADY_USED', ORDER_MESSAGES.benefitAlreadyUsed);
}

export async function memberIdOf(db: Database, ownerId: string): Promise<string | null> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.ownerId, ownerId));
  return row?.id ?? null;
}

import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, type OrderProcessBody, type PlacedOrderWire } from '../../../src/contract/order';
import { normaliseCardNumber, PAYMENT_MESSAGES } from '../../../src/contract/payment';
import { CANCELLABLE_STATUSES } from '../../../src/domain/order/status';
import { isShortOfPoints } from '../../../src/domain/points/points-input';
import type { Agent } from '../../../src/domain/shared/constants';
import type { Database } from '../../db/database';
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
import {
  type CheckoutRow,
  type CheckoutService,
  type Customer,
  type PricedSelection,
  paymentMethodsFor,
} from './checkout-service';
import { KeyedMutex } from './keyed-mutex';
import { isRefusal, ORDER_TEXT, OrderConflict, type OrderRefusal, refusal } from './order-errors';
import { placedOrderOf, placedOrdersOf } from './order-views';
import type { PaymentGateway } from './payment-gateway';

/** An IN_FLIGHT claim older than this is taken over by a retry (its process died), ms. */
export const DEFAULT_CLAIM_STALE_MS = 15_000;

const POINT_EXPIRY_MS = 365 * 86_400_000;

export interface OrderServiceDeps {
  readonly db: Database;
  readonly now: () => Date;
  readonly checkouts: CheckoutService;
  readonly gateway: PaymentGateway;
  readonly claimStaleMs?: number;
}

export type ProcessOutcome = { readonly kind: 'placed'; readonly order: PlacedOrderWire } | OrderRefusal;

/** SHA-256 of the body with its keys sorted: the same intent always hashes the same. */
export function bodyHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value as Record<string, unknown>)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

function orderNumber(now: Date): string {
  const seoul = new Date(now.getTime() + 9 * 3_600_000);
  const day = seoul.toISOString().slice(0, 10).replace(/-/g, '');
  return `${day}-${crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/**
 * Spec §7 POST /order/process, DELETE /order/process/{id}, GET /order/complete, /order/history(/{id}).
 *
 * process, exactly once per idempotency key: (1) claim the key (INSERT … ON CONFLICT DO NOTHING; a finished key
 * answers its first result, another body 422, one still in flight 409, a stale claim of a dead process is taken
 * over); (2) price; (3) authorize the card with the gateway (its payment key is owner + idempotency key, so a
 * retry finds the first authorization); (4) in ONE transaction, under the owner's row lock: mark the checkout used,
 * re-price, create the order, redeem coupons with conditional UPDATEs (a coupon or a balance is spent once), spend
 * the points, record the benefits, the payment and the key's result; (5) capture, or void when (4) refused.
 * A crash anywhere leaves either the whole order or nothing, and the key's retry finishes or repeats the work.
 */
export class OrderService {
  /** One order transaction per customer at a time in this process (see KeyedMutex). */
  private readonly owners = new KeyedMutex();

  constructor(private readonly deps: OrderServiceDeps) {}

  async process(customer: Customer, key: string, agent: Agent, body: OrderProcessBody): Promise<ProcessOutcome> {
    const { db } = this.deps;
    const hash = bodyHash(body);
    const claim = await this.claim(customer.ownerId, key, hash);
    if (claim !== null) return claim;
    try {
      const outcome = await this.place(customer, key, agent, body);
      this.deps.checkouts.forget(customer.ownerId);
      if (isRefusal(outcome)) await this.settle(customer.ownerId, key, { failure: outcome });
      return outcome;
    } catch (error) {
      // Not an answer the customer can act on: free the key so a retry starts over.
      await db
        .delete(orderRequests)
        .where(
          and(
            eq(orderRequests.ownerId, customer.ownerId),
            eq(orderRequests.idempotencyKey, key),
            eq(orderRequests.state, 'IN_FLIGHT'),
          ),
        )
        .catch(() => undefined);
      throw error;
    }
  }

  /** Claims `key` for this attempt; null when claimed, else the answer to give (first result, 409 or 422). */
  private async claim(ownerId: string, key: string, hash: string): Promise<ProcessOutcome | null> {
    const { db } = this.deps;
    const now = this.deps.now();
    const inserted = await db
      .insert(orderRequests)
      .values({ ownerId, idempotencyKey: key, bodyHash: hash, state: 'IN_FLIGHT', claimedAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ key: orderRequests.idempotencyKey });
    if (inserted.length > 0) return null;
    const [existing] = await db
      .select()
      .from(orderRequests)
      .where(and(eq(orderRequests.ownerId, ownerId), eq(orderRequests.idempotencyKey, key)));
    if (existing === undefined) return this.claim(ownerId, key, hash);
    if (existing.bodyHash !== hash) return refusal(422, 'IDEMPOTENCY_KEY_REUSED', ORDER_MESSAGES.idempotencyKeyReused);
    if (existing.state === 'DONE' && existing.orderId !== null) {
      const [row] = await db.select().from(orders).where(eq(orders.id, existing.orderId));
      if (row !== undefined) {
        // A crash between the commit and the capture left the card only authorized: capture now (idempotent).
        if (row.paymentMethod === 'CARD') await this.deps.gateway.capture(`${ownerId}:${key}`);
        return { kind: 'placed', order: await placedOrderOf(db, row) };
      }
    }
    if (existing.state === 'FAILED') {
      return refusal(
        (existing.failureStatus ?? 409) as OrderRefusal['status'],
        existing.failureCode ?? 'ORDER_FAILED',
        existing.failureMessage ?? ORDER_MESSAGES.inFlight,
      );
    }
    const stale = now.getTime() - existing.claimedAt.getTime() > (this.deps.claimStaleMs ?? DEFAULT_CLAIM_STALE_MS);
    if (stale) {
      const taken = await db
        .update(orderRequests)
        .set({ claimedAt: now, updatedAt: now })
        .where(
          and(
            eq(orderRequests.ownerId, ownerId),
            eq(orderRequests.idempotencyKey, key),
            eq(orderRequests.state, 'IN_FLIGHT'),
            eq(orderRequests.claimedAt, existing.claimedAt),
          ),
        )
        .returning({ key: orderRequests.idempotencyKey });
      if (taken.length > 0) return null;
    }
    return refusal(409, 'ORDER_IN_FLIGHT', ORDER_MESSAGES.inFlight);
  }

  private async settle(
    ownerId: string,
    key: string,
    result: { failure: OrderRefusal } | { orderId: number },
    db: Database = this.deps.db,
  ) {
    const now = this.deps.now();
    const set =
      'orderId' in result
        ? { state: 'DONE' as const, orderId: result.orderId, updatedAt: now }
        : {
            state: 'FAILED' as const,
            failureStatus: result.failure.status,
            failureCode: result.failure.code,
            failureMessage: result.failure.message,
            updatedAt: now,
          };
    await db
      .update(orderRequests)
      .set(set)
      .where(
        and(
          eq(orderRequests.ownerId, ownerId),
          eq(orderRequests.idempotencyKey, key),
          eq(orderRequests.state, 'IN_FLIGHT'),
        ),
      );
  }

  private async place(customer: Customer, key: string, agent: Agent, body: OrderProcessBody): Promise<ProcessOutcome> {
    const { db, checkouts: checkoutService, gateway } = this.deps;
    const checkout = await checkoutService.checkout(customer.ownerId, body.checkoutId);
    if (checkout === null) return refusal(404, 'CHECKOUT_NOT_FOUND', ORDER_TEXT.checkoutNotFound);
    if (checkout.usedAt !== null) return refusal(409, 'CHECKOUT_USED', ORDER_TEXT.checkoutUsed);
    if (checkout.lines.some((line) => line.adultOnly) && !(await checkoutService.isAdultVerified(customer.ownerId))) {
      return refusal(403, 'ADULT_VERIFICATION_REQUIRED', ORDER_TEXT.adultRequired);
    }
    const priced = await checkoutService.price(customer, checkout, body, db);
    if (isRefusal(priced)) return priced.code === 'COUPON_NOT_FOUND' ? benefitUsed() : priced;
    if (pointsShort(body.points, priced)) return benefitUsed();
    const total = priced.breakdown.total;
    const method = total === 0 ? 'NONE' : body.paymentMethod;
    if (total > 0 && !paymentMethodsFor().some((m) => m.paymentMethod === method)) {
      return refusal(400, 'PAYMENT_METHOD_UNKNOWN', PAYMENT_MESSAGES.methodUnknown, 'paymentMethod');
    }
    const paymentKey = `${customer.ownerId}:${key}`;
    let card: { authorizationId: string; last4: string } | null = null;
    if (method === 'CARD') {
      const cardNumber = normaliseCardNumber(body.cardNumber ?? '');
      if (cardNumber === null)
        return refusal(400, 'CARD_NUMBER_INVALID', PAYMENT_MESSAGES.cardNumberInvalid, 'cardNumber');
      const charge = await gateway.authorize({ paymentKey, cardNumber, amount: total });
      if (charge.kind === 'declined') return refusal(402, 'PAYMENT_DECLINED', PAYMENT_MESSAGES.declined);
      if (charge.kind === 'timeout') {
        await gateway.void(paymentKey);
        return refusal(504, 'PAYMENT_TIMEOUT', PAYMENT_MESSAGES.timeout);
      }
      card = { authorizationId: charge.authorizationId, last4: cardNumber.slice(-4) };
    }
    try {
      const row = await this.owners.run(customer.ownerId, () =>
        db.transaction(async (tx) => this.record(tx, { customer, key, agent, body, checkout, total, method, card })),
      );
      if (card !== null) await gateway.capture(paymentKey);
      return { kind: 'placed', order: await placedOrderOf(db, row) };
    } catch (error) {
      if (card !== null) await gateway.void(paymentKey);
      if (error instanceof OrderConflict) return error.refusal;
      throw error;
    }
  }

  /** Step (4): everything of one order in the caller's transaction; a conflict throws OrderConflict (rollback). */
  private async record(
    tx: Database,
    input: {
      customer: Customer;
      key: string;
      agent: Agent;
      body: OrderProcessBody;
      checkout: CheckoutRow;
      total: number;
      method: string;
      card: { authorizationId: string; last4: string } | null;
    },
  ): Promise<typeof orders.$inferSelect> {
    const { customer, checkout, body } = input;
    const now = this.deps.now();
    await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, customer.ownerId)).for('update');
    const used = await tx
      .update(checkouts)
      .set({ usedAt: now })
      .where(and(eq(checkouts.id, checkout.id), isNull(checkouts.usedAt)))
      .returning({ id: checkouts.id });
    if (used.length === 0) throw new OrderConflict(refusal(409, 'CHECKOUT_USED', ORDER_TEXT.checkoutUsed));
    const priced = await this.deps.checkouts.price(customer, checkout, body, tx);
    if (isRefusal(priced)) throw new OrderConflict(priced.code === 'COUPON_NOT_FOUND' ? benefitUsed() : priced);
    if (pointsShort(body.points, priced)) throw new OrderConflict(benefitUsed());
    const b = priced.breakdown;
    if (b.total !== input.total) throw new OrderConflict(refusal(409, 'PRICE_CHANGED', ORDER_MESSAGES.priceChanged));
    const guestPhone = customer.isMember
      ? null
      : ((await tx.select().from(guestPhones).where(eq(guestPhones.ownerId, customer.ownerId)))[0]?.phoneNumber ??
        null);
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: orderNumber(now),
        ownerId: customer.ownerId,
        memberOwner: customer.isMember,
        guestPhone,
        checkoutId: checkout.id,
        mealType: checkout.mealType,
        branchId: checkout.branchId,
        status: 'PAID',
        statusChangedAt: now,
        orderedAt: now,
        agent: input.agent,
        paymentMethod: input.method,
        subtotal: b.subtotal,
        deliveryFee: b.deliveryFee,
        discountTotal: b.discountTotal,
        pointsUsed: b.pointsUsed,
        happyPointsUsed: b.happyPointsUsed,
        totalPrice: b.total,
        deliveryFullAddress: checkout.deliveryFullAddress,
        deliveryDetailAddress: checkout.deliveryDetailAddress,
        receiverPhoneNumber: checkout.receiverPhoneNumber,
        request: checkout.mealType === 'DELIVERY' ? body.request : { ...body.request, deliveryMessage: '' },
        lines: checkout.lines,
      })
      .returning();
    if (order === undefined) throw new Error('order insert returned no row');
    await this.redeem(tx, customer.ownerId, order.id, priced);
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 'PAID', at: now });
    await tx.insert(payments).values({
      orderId: order.id,
      method: input.method,
      amount: b.total,
      status: input.method === 'CARD' ? 'CAPTURED' : input.method === 'NONE' ? 'CAPTURED' : 'DUE_ON_DELIVERY',
      authorizationId: input.card?.authorizationId ?? null,
      cardLast4: input.card?.last4 ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (checkout.fromCart) await tx.delete(cartLines).where(eq(cartLines.ownerId, customer.ownerId));
    await this.settle(customer.ownerId, input.key, { orderId: order.id }, tx);
    return order;
  }

  /** Redeems what `priced` used, each with a conditional UPDATE: one that finds nothing to update is a conflict. */
  private async redeem(tx: Database, ownerId: string, orderId: number, priced: PricedSelection): Promise<void> {
    const b = priced.breakdown;
    const now = this.deps.now();
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
      const balance = await new PointLedgerService(tx).balance(member.id);
      if (balance < b.pointsUsed) throw new OrderConflict(benefitUsed());
      await tx.insert(pointLedgerEntries).values({
        memberId: member.id,
        amount: -b.pointsUsed,
        description: '주문 시 포인트 사용',
        occurredAt: now,
        expiresAt: null,
      });
      benefits.push({ kind: 'POINTS', refId: null, amount: b.pointsUsed });
    }
    if (b.happyPointsUsed > 0) benefits.push({ kind: 'HAPPY_POINT', refId: null, amount: b.happyPointsUsed });
    if (benefits.length > 0)
      await tx.insert(orderBenefits).values(benefits.map((benefit) => ({ orderId, ...benefit })));
  }

  /** Cancels the customer's order while PAID or ACCEPTED, giving back every benefit and refunding the card. */
  async cancel(customer: Customer, id: number): Promise<PlacedOrderWire | OrderRefusal | null> {
    const { db } = this.deps;
    const now = this.deps.now();
    const visible = await this.visibleOrder(customer, id);
    if (visible === null) return null;
    const result = await db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(orders)
        .set({ status: 'CANCELLED', statusChangedAt: now })
        .where(and(eq(orders.id, id), inArray(orders.status, [...CANCELLABLE_STATUSES])))
        .returning();
      if (cancelled === undefined) return null;
      await tx.insert(orderStatusHistory).values({ orderId: id, status: 'CANCELLED', at: now }).onConflictDoNothing();
      const benefits = await tx
        .update(orderBenefits)
        .set({ releasedAt: now })
        .where(and(eq(orderBenefits.orderId, id), isNull(orderBenefits.releasedAt)))
        .returning();
      for (const benefit of benefits) {
        if (benefit.kind === 'MEMBERSHIP_COUPON' && benefit.refId !== null) {
          await tx
            .update(membershipCoupons)
            .set({ usedOrderId: null, usedAt: null })
            .where(and(eq(membershipCoupons.id, benefit.refId), eq(membershipCoupons.usedOrderId, id)));
        } else if (benefit.kind === 'VOUCHER' && benefit.refId !== null) {
          await tx
            .update(walletCoupons)
            .set({ usedOrderId: null })
            .where(and(eq(walletCoupons.id, benefit.refId), eq(walletCoupons.usedOrderId, id)));
        } else if (benefit.kind === 'PRICE_COUPON' && benefit.refId !== null) {
          await tx
            .update(walletCoupons)
            .set({ balance: sql`${walletCoupons.balance} + ${benefit.amount}` })
            .where(eq(walletCoupons.id, benefit.refId));
        } else if (benefit.kind === 'POINTS') {
          const memberId = await memberIdOf(tx, cancelled.ownerId);
          if (memberId !== null) {
            await tx.insert(pointLedgerEntries).values({
              memberId,
              amount: benefit.amount,
              description: '주문 취소 포인트 환불',
              occurredAt: now,
              expiresAt: new Date(now.getTime() + POINT_EXPIRY_MS),
            });
          }
        }
      }
      const [payment] = await tx
        .update(payments)
        .set({
          status: sql`CASE WHEN ${payments.status} = 'CAPTURED' THEN 'REFUNDED' ELSE 'VOIDED' END`,
          updatedAt: now,
        })
        .where(eq(payments.orderId, id))
        .returning();
      return { cancelled, payment };
    });
    if (result === null) {
      return visible.status === 'CANCELLED'
        ? refusal(409, 'ALREADY_CANCELLED', ORDER_TEXT.alreadyCancelled)
        : refusal(409, 'NOT_CANCELLABLE', ORDER_TEXT.notCancellable);
    }
    this.deps.checkouts.forget(customer.ownerId);
    if (result.payment?.authorizationId) await this.deps.gateway.refund(result.payment.authorizationId);
    return placedOrderOf(db, result.cancelled);
  }

  /** The order `id` if the customer may see it: a member's own, or a guest's by owner or confirmed phone. */
  async visibleOrder(customer: Customer, id: number): Promise<typeof orders.$inferSelect | null> {
    const [row] = await this.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), await this.mine(customer)));
    return row ?? null;
  }

  async detail(customer: Customer, id: number): Promise<PlacedOrderWire | null> {
    const row = await this.visibleOrder(customer, id);
    return row === null ? null : placedOrderOf(this.deps.db, row);
  }

  async complete(customer: Customer, orderNo: string): Promise<PlacedOrderWire | null> {
    const [row] = await this.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), await this.mine(customer)));
    return row === undefined ? null : placedOrderOf(this.deps.db, row);
  }

  async history(customer: Customer, page: number, size: number) {
    const { db } = this.deps;
    const where = await this.mine(customer);
    const [counted] = await db.select({ total: count() }).from(orders).where(where);
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.orderedAt), desc(orders.id))
      .limit(size)
      .offset((page - 1) * size);
    return { list: await placedOrdersOf(db, rows), page, size, totalCount: counted?.total ?? 0 };
  }

  private async mine(customer: Customer) {
    if (customer.isMember) return eq(orders.ownerId, customer.ownerId);
    const [phone] = await this.deps.db.select().from(guestPhones).where(eq(guestPhones.ownerId, customer.ownerId));
    return phone === undefined
      ? eq(orders.ownerId, customer.ownerId)
      : or(
          eq(orders.ownerId, customer.ownerId),
          and(eq(orders.memberOwner, false), eq(orders.guestPhone, phone.phoneNumber)),
        );
  }
}

function pointsShort(typed: number, priced: PricedSelection): boolean {
  return isShortOfPoints(typed, priced.breakdown.payableBeforePoints, priced.breakdown.pointsUsed);
}

function benefitUsed(): OrderRefusal {
  return refusal(409, 'BENEFIT_ALREADY_USED', ORDER_MESSAGES.benefitAlreadyUsed);
}

async function memberIdOf(db: Database, ownerId: string): Promise<string | null> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.ownerId, ownerId));
  return row?.id ?? null;
}

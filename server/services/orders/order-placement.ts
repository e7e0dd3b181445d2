import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ORDER_MESSAGES, type OrderProcessBody, type PlacedOrderWire } from '../../../src/contract/order';
import { normaliseCardNumber, PAYMENT_MESSAGES } from '../../../src/contract/payment';
import type { Agent } from '../../../src/domain/shared/constants';
import type { Database } from '../../db/database';
import { orderRequests, orders } from '../../db/schema';
import type { ShopMetrics } from '../../metrics/shop-metrics';
import type { Customer } from './checkout-pricing';
import { type CheckoutService, paymentMethodsFor } from './checkout-service';
import { KeyedMutex } from './keyed-mutex';
import { isRefusal, ORDER_TEXT, OrderConflict, type OrderRefusal, refusal } from './order-errors';
import { benefitUsed, pointsShort, recordOrder } from './order-record';
import { placedOrderOf } from './order-views';
import type { PaymentGateway } from './payment-gateway';

/** An IN_FLIGHT claim older than this is taken over by a retry (its process died), ms. */
export const DEFAULT_CLAIM_STALE_MS = 15_000;

export interface OrderPlacementDeps {
  readonly db: Database;
  readonly now: () => Date;
  readonly checkouts: CheckoutService;
  readonly gateway: PaymentGateway;
  /** Counts each attempt's end: a new order, or a refusal by code (replays of a settled key are not attempts). */
  readonly metrics: ShopMetrics;
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

/**
 * Spec §7 POST /order/process, exactly once per idempotency key: (1) claim the key (INSERT … ON CONFLICT DO NOTHING;
 * a finished key answers its first result, another body 422, one still in flight 409, a stale claim of a dead
 * process is taken over); (2) price; (3) authorize the card with the gateway (its payment key is owner + idempotency
 * key, so a retry finds the first authorization); (4) in ONE transaction, under the owner's row lock: mark the
 * checkout used, re-price, create the order, redeem coupons with conditional UPDATEs (a coupon or a balance is spent
 * once), spend the points, record the benefits, the payment and the key's result (order-record.ts); (5) capture, or
 * void when (4) refused. A crash anywhere leaves either the whole order or nothing, and the key's retry finishes or
 * repeats the work.
 */
export class OrderPlacement {
  /** One order transaction per customer at a time in this process (see KeyedMutex). */
  private readonly owners = new KeyedMutex();

  constructor(private readonly deps: OrderPlacementDeps) {}

  async process(customer: Customer, key: string, agent: Agent, body: OrderProcessBody): Promise<ProcessOutcome> {
    const { db } = this.deps;
    const hash = bodyHash(body);
    const claim = await this.claim(customer.ownerId, key, hash);
    if (claim !== null) return claim;
    try {
      const outcome = await this.place(customer, key, agent, body);
      this.deps.checkouts.forget(customer.ownerId);
      if (isRefusal(outcome)) this.deps.metrics.orderRefused(outcome.code);
      else this.deps.metrics.orderPlaced();
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
    if (existing.bodyHash !== hash) return refusal('IDEMPOTENCY_KEY_REUSED', ORDER_MESSAGES.idempotencyKeyReused);
    if (existing.state === 'DONE' && existing.orderId !== null) {
      const [row] = await db.select().from(orders).where(eq(orders.id, existing.orderId));
      if (row !== undefined) {
        // A crash between the commit and the capture left the card only authorized: capture now (idempotent).
        if (row.paymentMethod === 'CARD') await this.deps.gateway.capture(`${ownerId}:${key}`);
        return { kind: 'placed', order: await placedOrderOf(db, row) };
      }
    }
    if (existing.state === 'FAILED') {
      // The stored code is one this service wrote (settle), so it is an OrderRefusalCode; its status is the routes'.
      const code = (existing.failureCode ?? 'ORDER_FAILED') as OrderRefusal['code'];
      return refusal(code, existing.failureMessage ?? ORDER_MESSAGES.inFlight);
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
    return refusal('ORDER_IN_FLIGHT', ORDER_MESSAGES.inFlight);
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
    if (checkout === null) return refusal('CHECKOUT_NOT_FOUND', ORDER_TEXT.checkoutNotFound);
    if (checkout.usedAt !== null) return refusal('CHECKOUT_USED', ORDER_TEXT.checkoutUsed);
    if (checkout.lines.some((line) => line.adultOnly) && !(await checkoutService.isAdultVerified(customer.ownerId))) {
      return refusal('ADULT_VERIFICATION_REQUIRED', ORDER_TEXT.adultRequired);
    }
    const priced = await checkoutService.price(customer, checkout, body, db);
    if (isRefusal(priced)) return priced.code === 'COUPON_NOT_FOUND' ? benefitUsed() : priced;
    if (pointsShort(body.points, priced)) return benefitUsed();
    const total = priced.breakdown.total;
    const method = total === 0 ? 'NONE' : body.paymentMethod;
    if (total > 0 && !paymentMethodsFor().some((m) => m.paymentMethod === method)) {
      return refusal('PAYMENT_METHOD_UNKNOWN', PAYMENT_MESSAGES.methodUnknown, 'paymentMethod');
    }
    const paymentKey = `${customer.ownerId}:${key}`;
    let card: { authorizationId: string; last4: string } | null = null;
    if (method === 'CARD') {
      const cardNumber = normaliseCardNumber(body.cardNumber ?? '');
      if (cardNumber === null) return refusal('CARD_NUMBER_INVALID', PAYMENT_MESSAGES.cardNumberInvalid, 'cardNumber');
      const charge = await gateway.authorize({ paymentKey, cardNumber, amount: total });
      if (charge.kind === 'declined') return refusal('PAYMENT_DECLINED', PAYMENT_MESSAGES.declined);
      if (charge.kind === 'timeout') {
        await gateway.void(paymentKey);
        return refusal('PAYMENT_TIMEOUT', PAYMENT_MESSAGES.timeout);
      }
      card = { authorizationId: charge.authorizationId, last4: cardNumber.slice(-4) };
    }
    try {
      const row = await this.owners.run(customer.ownerId, () =>
        db.transaction(async (tx) => {
          const recorded = await recordOrder(
            tx,
            { customer, key, agent, body, checkout, total, method, card },
            this.deps,
          );
          await this.settle(customer.ownerId, key, { orderId: recorded.id }, tx);
          return recorded;
        }),
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
}

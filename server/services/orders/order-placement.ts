import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES, type OrderProcessBody, type PlacedOrderWire } from '../../../src/contract/order';
import { normaliseCardNumber, PAYMENT_MESSAGES } from '../../../src/contract/payment';
import type { Agent } from '../../../src/domain/shared/constants';
import type { Database } from '../../db/database';
import { type orderRequests, orders } from '../../db/schema';
import type { ShopMetrics } from '../../metrics/shop-metrics';
import { inSpan } from '../../telemetry/spans';
import type { Customer } from './checkout-pricing';
import { type CheckoutService, paymentMethodsFor } from './checkout-service';
import { KeyedMutex } from './keyed-mutex';
import { type ClaimLease, LeaseLost, OrderClaims } from './order-claims';
import { isRefusal, ORDER_TEXT, OrderConflict, type OrderRefusal, refusal } from './order-errors';
import { benefitUsed, pointsShort, recordOrder } from './order-record';
import { newOrderWire, placedOrderOf } from './order-views';
import type { PaymentGateway } from './payment-gateway';
import type { TextedOrder } from './tracking-link-texts';

export interface OrderPlacementDeps {
  readonly db: Database;
  readonly now: () => Date;
  readonly checkouts: CheckoutService;
  readonly gateway: PaymentGateway;
  /** Counts each attempt's end: a new order, or a refusal by code (replays of a settled key are not attempts). */
  readonly metrics: ShopMetrics;
  /** How long an unrenewed claim stands (ORDER_CLAIM_LEASE_MS); undefined: DEFAULT_CLAIM_LEASE_MS. */
  readonly claimLeaseMs?: number;
}

/**
 * `texted`: set only for an order this call placed, what its tracking-link text names (its receiver and branch); a
 * key's first result answered again (an earlier attempt placed it) has none, so it is texted once.
 */
export type ProcessOutcome =
  | { readonly kind: 'placed'; readonly order: PlacedOrderWire; readonly texted?: TextedOrder }
  | OrderRefusal;

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
 * Spec §7 POST /order/process, exactly once per idempotency key: (1) claim the key as a lease its attempt renews while
 * it works (order-claims.ts: a finished key answers its first result, another body 422, one still in flight 409, the
 * claim of a dead instance is taken over once its lease runs out); (2) price; (3) authorize the card with the gateway
 * (its payment key is owner + idempotency key, so a retry finds the first authorization); (4) in ONE transaction, under
 * the owner's row lock: mark the checkout used, re-price, create the order, redeem coupons with conditional UPDATEs (a
 * coupon or a balance is spent once), spend the points, record the benefits, the payment and the key's result
 * (order-record.ts); (5) capture, or void when (4) refused. The transaction commits only while the attempt still holds
 * its claim. A crash anywhere leaves either the whole order or nothing, and the key's retry finishes or repeats the
 * work.
 */
export class OrderPlacement {
  /** One order transaction per customer at a time in this process (see KeyedMutex). */
  private readonly owners = new KeyedMutex();
  private readonly claims: OrderClaims;

  constructor(private readonly deps: OrderPlacementDeps) {
    this.claims = new OrderClaims(deps.db, deps.claimLeaseMs);
  }

  /** In the span `order.process` (README "Operations", Traces): the order's id or the refusal's code, and replays. */
  process(customer: Customer, key: string, agent: Agent, body: OrderProcessBody): Promise<ProcessOutcome> {
    return inSpan(
      'order.process',
      async (span) => {
        const hash = bodyHash(body);
        const claim = await this.claims.claim(customer.ownerId, key, hash, this.deps.now());
        span.setAttributes({ 'order.agent': agent, 'order.replay': claim.kind === 'held' });
        if (claim.kind === 'held') return this.answerFor(claim.row, hash);
        return this.attempt(customer, key, claim.lease, agent, body);
      },
      (outcome) => (isRefusal(outcome) ? { 'order.refusal_code': outcome.code } : { 'order.id': outcome.order.id }),
    );
  }

  private async attempt(
    customer: Customer,
    key: string,
    lease: ClaimLease,
    agent: Agent,
    body: OrderProcessBody,
  ): Promise<ProcessOutcome> {
    try {
      const outcome = await this.place(customer, key, lease.token, agent, body);
      this.deps.checkouts.forget(customer.ownerId);
      if (isRefusal(outcome)) this.deps.metrics.orderRefused(outcome.code);
      else this.deps.metrics.orderPlaced();
      if (isRefusal(outcome)) {
        const failure = { failureCode: outcome.code, failureMessage: outcome.message };
        await this.claims.settleFailed(customer.ownerId, key, lease.token, failure, this.deps.now());
      }
      return outcome;
    } catch (error) {
      // Another attempt took the claim over (this one stalled past its lease): that attempt answers the key.
      if (error instanceof LeaseLost) return refusal('ORDER_IN_FLIGHT', ORDER_MESSAGES.inFlight);
      // Not an answer the customer can act on: free the key so a retry starts over.
      await this.claims.release(customer.ownerId, key, lease.token).catch(() => undefined);
      throw error;
    } finally {
      lease.end();
    }
  }

  /** The answer for a key another attempt holds or held: its first result, 422 for another body, else 409. */
  private async answerFor(existing: typeof orderRequests.$inferSelect, hash: string): Promise<ProcessOutcome> {
    const { db } = this.deps;
    const { ownerId, idempotencyKey: key } = existing;
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
    return refusal('ORDER_IN_FLIGHT', ORDER_MESSAGES.inFlight);
  }

  private async place(
    customer: Customer,
    key: string,
    token: string,
    agent: Agent,
    body: OrderProcessBody,
  ): Promise<ProcessOutcome> {
    const { db, checkouts: checkoutService, gateway } = this.deps;
    const found = await checkoutService.checkoutWithBranch(customer.ownerId, body.checkoutId);
    if (found === null) return refusal('CHECKOUT_NOT_FOUND', ORDER_TEXT.checkoutNotFound);
    const { checkout, branch } = found;
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
        db.transaction((tx) =>
          recordOrder(tx, { customer, key, token, agent, body, checkout, total, method, card }, this.deps),
        ),
      );
      if (card !== null) await gateway.capture(paymentKey);
      const order = newOrderWire(row, branch);
      return {
        kind: 'placed',
        order,
        texted: { id: row.id, branchName: order.branchName, receiverPhoneNumber: row.receiverPhoneNumber },
      };
    } catch (error) {
      // A lost claim rolled back: the attempt that took it over goes on with the same authorization, so keep it.
      if (card !== null && !(error instanceof LeaseLost)) await gateway.void(paymentKey);
      if (error instanceof OrderConflict) return error.refusal;
      throw error;
    }
  }

  /** Step (4): everything of one order in the caller's transaction; a conflict throws OrderConflict (rollback). */
}

import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PlacedOrderWire } from '../../../src/contract/order';
import { CANCELLABLE_STATUSES, cancelRefusal } from '../../../src/domain/order/status';
import { pointsExpireAt } from '../../../src/domain/points/expiry';
import type { Database } from '../../db/database';
import {
  guestPhones,
  membershipCoupons,
  orderBenefits,
  orderStatusHistory,
  orders,
  payments,
  pointLedgerEntries,
  walletCoupons,
} from '../../db/schema';
import type { ShopMetrics } from '../../metrics/shop-metrics';
import type { Customer } from './checkout-pricing';
import type { CheckoutService } from './checkout-service';
import { ORDER_TEXT, type OrderRefusal, refusal } from './order-errors';
import { memberIdOf } from './order-record';
import { placedOrderOf, placedOrdersOf } from './order-views';
import type { PaymentGateway } from './payment-gateway';

export interface OrderServiceDeps {
  readonly db: Database;
  readonly now: () => Date;
  readonly checkouts: CheckoutService;
  readonly gateway: PaymentGateway;
  /** Counts the cancellations. */
  readonly metrics: ShopMetrics;
}

/**
 * Spec §7 DELETE /order/process/{id}, GET /order/complete and /order/history(/{id}): a customer's placed orders
 * (placing one is order-placement.ts). A guest also sees the guest orders of their confirmed phone.
 */
export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

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
              kind: 'refunded',
              amount: benefit.amount,
              description: '주문 취소 포인트 환불',
              orderId: id,
              occurredAt: now,
              expiresAt: pointsExpireAt(now),
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
      // The conditional update missed: the order moved on since it was read (a status that was cancellable then).
      const refused = cancelRefusal(visible.status) ?? { code: 'NOT_CANCELLABLE', message: ORDER_TEXT.notCancellable };
      return refusal(refused.code, refused.message);
    }
    this.deps.checkouts.forget(customer.ownerId);
    this.deps.metrics.orderCancelled();
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

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CheckoutDataWire } from '../../../src/contract/order';
import { calculateCheckout } from '../../../src/domain/checkout/calculate';
import { selectsCouponsNotHeld } from '../../../src/domain/checkout/order-acceptance';
import type { CheckoutBreakdown } from '../../../src/domain/checkout/types';
import type { CouponSelection } from '../../../src/domain/coupon/selection';
import { resolveCouponSelection } from '../../../src/domain/coupon/selection';
import type { MembershipCoupon, PriceCoupon, Voucher } from '../../../src/domain/coupon/types';
import type { Database } from '../../db/database';
import { type checkouts, orderBenefits, orders } from '../../db/schema';
import { activeMemberByOwner, type MemberRow } from '../account/account-members';
import type { HappyPointPartner } from '../account/happy-point';
import { PointLedgerService } from '../account/point-ledger';
import type { CouponService } from '../coupons/coupon-service';
import { ORDER_TEXT, type OrderRefusal, refusal } from './order-errors';

/** The caller of an order call. */
export interface Customer {
  readonly ownerId: string;
  readonly isMember: boolean;
}

export type CheckoutRow = typeof checkouts.$inferSelect;

export interface CheckoutChoicesInput {
  readonly checkoutId: string;
  readonly coupons: CouponSelection;
  readonly points: number;
  readonly happyPoints: number;
}

/** What a priced selection is, with the coupon objects it used (process redeems exactly these). */
export interface PricedSelection {
  readonly breakdown: CheckoutBreakdown;
  readonly membershipCoupon: MembershipCoupon | null;
  readonly vouchers: readonly Voucher[];
  readonly priceCoupons: readonly PriceCoupon[];
  readonly member: MemberRow | null;
}

/** What a price depends on besides the customer's choices. */
export interface PricingInputs {
  readonly checkout: CheckoutRow;
  readonly member: MemberRow | null;
  readonly wallet: {
    readonly membershipCoupons: readonly MembershipCoupon[];
    readonly vouchers: readonly Voucher[];
    readonly priceCoupons: readonly PriceCoupon[];
  };
  readonly pointBalance: number;
  readonly happyPoint: CheckoutDataWire['happyPoint'];
}

/** How long calc reuses what it read for a checkout, ms. */
export const CALC_CACHE_MS = 5000;
const CALC_CACHE_ENTRIES = 10_000;

/** calc's short-lived memory of pricing inputs, per owner and checkout (this process only). */
export class CalcCache {
  private readonly entries = new Map<
    string,
    { readonly ownerId: string; readonly at: number; readonly inputs: PricingInputs }
  >();

  get(ownerId: string, checkoutId: string, nowMs: number): PricingInputs | null {
    const entry = this.entries.get(checkoutId);
    if (entry === undefined || entry.ownerId !== ownerId || nowMs - entry.at > CALC_CACHE_MS || nowMs < entry.at)
      return null;
    return entry.inputs;
  }

  set(ownerId: string, checkoutId: string, inputs: PricingInputs, nowMs: number): void {
    if (this.entries.size >= CALC_CACHE_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(checkoutId, { ownerId, at: nowMs, inputs });
  }

  forget(ownerId: string): void {
    for (const [checkoutId, entry] of this.entries) if (entry.ownerId === ownerId) this.entries.delete(checkoutId);
  }
}

export interface CheckoutPricingDeps {
  readonly now: () => Date;
  readonly happyPoint: HappyPointPartner;
  readonly coupons: CouponService;
}

/** Prices a checkout: what the customer holds (coupons, points, Happy Point) and the domain's calculation. */
export class CheckoutPricing {
  constructor(private readonly deps: CheckoutPricingDeps) {}

  /** Everything a price depends on besides the choices: the checkout and what the customer holds. */
  async inputs(customer: Customer, checkout: CheckoutRow, db: Database): Promise<PricingInputs> {
    const subtotal = checkout.lines.reduce((sum, line) => sum + line.lineTotal, 0);
    const context = { mealType: checkout.mealType, subtotal };
    const member = customer.isMember ? await activeMemberByOwner(db, customer.ownerId) : null;
    if (member === null) {
      return {
        checkout,
        member,
        wallet: { membershipCoupons: [], vouchers: [], priceCoupons: [] },
        pointBalance: 0,
        happyPoint: null,
      };
    }
    const [membershipCoupons, vouchers, priceCoupons, pointBalance, happyPoint] = [
      await this.deps.coupons.membershipCoupons(customer.ownerId, context, db),
      await this.deps.coupons.wallet(customer.ownerId, 'voucher', db),
      await this.deps.coupons.wallet(customer.ownerId, 'price-coupon', db),
      await new PointLedgerService(db, this.deps.now).balance(member.id),
      await this.happyPointState(member, db),
    ];
    return { checkout, member, wallet: { membershipCoupons, vouchers, priceCoupons }, pointBalance, happyPoint };
  }

  /** Prices `choices` with the domain's calculateCheckout; a chosen coupon no longer held is COUPON_NOT_FOUND. */
  priceWith(inputs: PricingInputs, choices: CheckoutChoicesInput): PricedSelection | OrderRefusal {
    const { checkout, wallet, member } = inputs;
    const chosen = resolveCouponSelection(choices.coupons, wallet);
    if (selectsCouponsNotHeld(choices.coupons, chosen))
      return refusal('COUPON_NOT_FOUND', ORDER_TEXT.couponNotFound, 'coupons');
    const hpc = choices.happyPoints > 0 ? inputs.happyPoint : null;
    const result = calculateCheckout({
      lines: checkout.lines.map((line) => ({ menuId: line.menuId, lineTotal: line.lineTotal })),
      mealType: checkout.mealType,
      deliveryFee: checkout.deliveryFee,
      membershipCoupons: wallet.membershipCoupons,
      ...chosen,
      pointsTyped: choices.points,
      pointBalance: inputs.pointBalance,
      happyPoint: hpc?.status === 'SUCCESS' ? { use: choices.happyPoints, balance: hpc.balance } : null,
      nowMs: this.deps.now().getTime(),
    });
    if (!result.ok) return refusal(result.error.code, result.error.message, result.error.field);
    return { breakdown: result.value, ...chosen, member };
  }

  /** The member's Happy Point state; a SUCCESS balance is the partner's less what open orders of ours hold. */
  async happyPointState(member: MemberRow, db: Database): Promise<CheckoutDataWire['happyPoint']> {
    let account: Awaited<ReturnType<HappyPointPartner['accountOf']>>;
    try {
      account = await this.deps.happyPoint.accountOf({ ci: member.ci, phoneNumber: member.phoneNumber });
    } catch {
      return null;
    }
    if (account.status === 'SUCCESS') {
      const [row] = await db
        .select({ used: sql<number>`coalesce(sum(${orderBenefits.amount}), 0)`.mapWith(Number) })
        .from(orderBenefits)
        .innerJoin(orders, eq(orders.id, orderBenefits.orderId))
        .where(
          and(
            eq(orders.ownerId, member.ownerId),
            eq(orderBenefits.kind, 'HAPPY_POINT'),
            isNull(orderBenefits.releasedAt),
          ),
        );
      return { status: 'SUCCESS', balance: Math.max(0, (account.currentPoint ?? 0) - (row?.used ?? 0)) };
    }
    if (account.status === 'CI_REQUIRED' || account.status === 'NOT_HPC_MEMBER') return { status: account.status };
    return { status: 'raw', raw: account.status };
  }
}

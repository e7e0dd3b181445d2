import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { CheckoutDataWire } from '../../../src/contract/order';
import { PAYMENT_METHODS } from '../../../src/contract/payment';
import type { CartItem } from '../../../src/domain/cart/types';
import { branchTakesOrders, minimumOrderRefusal } from '../../../src/domain/checkout/order-acceptance';
import type { CheckoutBreakdown } from '../../../src/domain/checkout/types';
import type { MealType } from '../../../src/domain/shared/meal-type';
import { isOpenAt } from '../../../src/domain/store/opening-hours';
import type { Database } from '../../db/database';
import { ReusedStatement } from '../../db/reused-statement';
import { addresses, branches, branchMenuStatus, checkouts, guestPhones } from '../../db/schema';
import type { SnapshotLine } from '../../db/schema/orders';
import { activeMemberByOwner } from '../account/account-members';
import type { HappyPointPartner } from '../account/happy-point';
import { PointLedgerService } from '../account/point-ledger';
import { CouponService } from '../coupons/coupon-service';
import { StoreDirectory } from '../stores/store-directory';
import type { AdultVerificationService } from './adult-verification';
import { cartItemsOf, cartLineWireOf, priceItem } from './checkout-lines';
import {
  CalcCache,
  type CheckoutChoicesInput,
  CheckoutPricing,
  type CheckoutRow,
  type Customer,
  type PricedSelection,
} from './checkout-pricing';
import { branchClosedMessage, ORDER_TEXT, type OrderRefusal, refusal } from './order-errors';
import type { BranchLabel } from './order-views';

/**
 * The checkout an order is placed from with its branch's label (every order reads it first), built once
 * (server/db/reused-statement.ts); only the owner's own, unexpired checkout.
 */
const CHECKOUT_WITH_BRANCH_FIELDS = {
  ...getTableColumns(checkouts),
  branchFamilyName: branches.familyName,
  branchTel: branches.tel,
};

const CHECKOUT_WITH_BRANCH = new ReusedStatement(
  (db) =>
    db
      .select(CHECKOUT_WITH_BRANCH_FIELDS)
      .from(checkouts)
      .leftJoin(branches, eq(branches.id, checkouts.branchId))
      .where(
        and(
          eq(checkouts.id, sql.placeholder('id')),
          eq(checkouts.ownerId, sql.placeholder('ownerId')),
          sql`${checkouts.expiresAt} > ${sql.placeholder('now')}`,
        ),
      ),
  CHECKOUT_WITH_BRANCH_FIELDS,
);

/** How long a checkout may be priced and paid, ms (ours: an hour). */
export const CHECKOUT_TTL_MS = 60 * 60 * 1000;

export interface CheckoutDeps {
  readonly db: Database;
  readonly now: () => Date;
  readonly happyPoint: HappyPointPartner;
  /** Whether an owner passed adult verification (adult-only lines need it). */
  readonly adult: Pick<AdultVerificationService, 'isVerified'>;
}

/** The payment methods of a checkout: the card and the pay-on-delivery (or at the counter) ones. */
export function paymentMethodsFor(): { paymentMethod: string; paymentMethodName: string }[] {
  return PAYMENT_METHODS.map((m) => ({ ...m }));
}

/**
 * Spec §7 POST /order/init and /order/calc. init re-checks the branch (open, delivers to the default address) and
 * every line (still on the menu, not sold out or hidden at the branch) and reports what it left out; calc prices a
 * selection with the domain's calculateCheckout against the customer's coupons and points of this moment.
 */
export class CheckoutService {
  private readonly coupons: CouponService;
  private readonly points: PointLedgerService;
  private readonly stores: StoreDirectory;
  private readonly cache = new CalcCache();
  private readonly pricing: CheckoutPricing;

  constructor(private readonly deps: CheckoutDeps) {
    this.coupons = new CouponService(deps.db, deps.now);
    this.pricing = new CheckoutPricing({ now: deps.now, happyPoint: deps.happyPoint, coupons: this.coupons });
    this.points = new PointLedgerService(deps.db, deps.now);
    this.stores = new StoreDirectory(deps.db);
  }

  async init(
    customer: Customer,
    input: {
      readonly mealType: MealType;
      readonly branchId: number | null;
      readonly items: readonly CartItem[] | null;
    },
  ): Promise<CheckoutDataWire | OrderRefusal> {
    const { db } = this.deps;
    const now = this.deps.now();
    const delivery = input.mealType === 'DELIVERY';
    let home: typeof addresses.$inferSelect | undefined;
    let branchId = input.branchId;
    if (delivery) {
      [home] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.ownerId, customer.ownerId), eq(addresses.isDefault, true)));
      if (home === undefined) return refusal('ADDRESS_REQUIRED', ORDER_TEXT.addressRequired);
      const reaching = await this.stores.delivery({ lat: home.latitude, lng: home.longitude });
      if (branchId === null || !reaching.some((store) => store.branchId === branchId)) {
        // The nearest branch reaching the address that is open now; when none is, the nearest (init then says
        // it is closed, with its hours).
        const nearest = reaching[0];
        if (nearest === undefined) return refusal('NO_DELIVERY_BRANCH', ORDER_TEXT.noDeliveryBranch);
        const ids = reaching.map((store) => store.branchId);
        const rows = await db.select().from(branches).where(inArray(branches.id, ids));
        const open = ids.find((id) => {
          const row = rows.find((r) => r.id === id);
          return row !== undefined && isOpenAt(row, now.getTime());
        });
        branchId = open ?? nearest.branchId;
      }
    }
    if (branchId === null) return refusal('BRANCH_REQUIRED', ORDER_TEXT.branchRequired, 'branchId');
    const [branch] = await db.select().from(branches).where(eq(branches.id, branchId));
    if (branch === undefined) return refusal('BRANCH_NOT_FOUND', ORDER_TEXT.branchNotFound, 'branchId');
    if (!branchTakesOrders(branch.availableType) || !isOpenAt(branch, now.getTime())) {
      return refusal('BRANCH_CLOSED', branchClosedMessage(branch.opensAt, branch.closesAt));
    }

    const items = input.items ?? (await cartItemsOf(db, customer.ownerId));
    if (items.length === 0) return refusal('EMPTY_ORDER', ORDER_TEXT.emptyOrder);
    const statuses = await db.select().from(branchMenuStatus).where(eq(branchMenuStatus.branchId, branch.id));
    const lines: SnapshotLine[] = [];
    const changes: CheckoutDataWire['changes'] = [];
    for (const item of items) {
      const priced = await priceItem(db, item);
      if ('kind' in priced) {
        const name = priced.kind === 'options' ? priced.menuName : `메뉴 ${priced.menuId}`;
        changes.push({
          menuId: priced.menuId,
          menuName: name,
          kind: 'REMOVED',
          message:
            priced.kind === 'options'
              ? `${name}의 옵션이 바뀌어 주문에서 빠졌습니다. 다시 담아주세요.`
              : '판매가 끝난 메뉴가 주문에서 빠졌습니다.',
        });
        continue;
      }
      const status = statuses.find((s) => s.menuId === priced.menuId)?.status;
      if (status !== undefined) {
        const word = status === 'SOLD_OUT' ? '품절되어' : '판매 중지되어';
        changes.push({
          menuId: priced.menuId,
          menuName: priced.menuName,
          kind: status,
          message: `${priced.menuName}은(는) ${branch.familyName}에서 ${word} 주문에서 빠졌습니다.`,
        });
        continue;
      }
      lines.push(priced);
    }
    if (lines.length === 0) return refusal('MENU_UNAVAILABLE', changes[0]?.message ?? ORDER_TEXT.emptyOrder);
    const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
    const below = minimumOrderRefusal({
      mealType: input.mealType,
      subtotal,
      minimumOrderAmount: branch.minimumOrderAmount,
    });
    if (below !== null) return refusal(below.code, below.message);
    const member = customer.isMember ? await activeMemberByOwner(db, customer.ownerId) : null;
    const [row] = await db
      .insert(checkouts)
      .values({
        id: crypto.randomUUID(),
        ownerId: customer.ownerId,
        mealType: input.mealType,
        branchId: branch.id,
        deliveryFee: delivery ? branch.deliveryFee : 0,
        deliveryFullAddress: home?.fullAddress ?? null,
        deliveryDetailAddress: home?.detailAddress ?? null,
        receiverPhoneNumber: member?.phoneNumber ?? (await this.guestPhone(customer.ownerId)) ?? '',
        lines,
        fromCart: input.items === null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
      })
      .returning();
    if (row === undefined) throw new Error('checkout insert returned no row');
    const context = { mealType: input.mealType, subtotal };
    const [membershipCouponInfoList, voucherInfoList, priceCouponInfoList, adult] = await Promise.all([
      customer.isMember ? this.coupons.membershipCoupons(customer.ownerId, context) : [],
      customer.isMember ? this.coupons.wallet(customer.ownerId, 'voucher') : [],
      customer.isMember ? this.coupons.wallet(customer.ownerId, 'price-coupon') : [],
      this.isAdultVerified(customer.ownerId),
    ]);
    return {
      checkoutId: row.id,
      branchId: branch.id,
      mealType: input.mealType,
      familyInfo: {
        branchName: branch.familyName,
        branchAddress: branch.address,
        branchTel: branch.tel,
        certifiedList: branch.certifiedList,
      },
      deliveryInfo:
        home === undefined
          ? null
          : { deliveryFullAddress: home.fullAddress, deliveryDetailAddress: home.detailAddress },
      deliveryFee: row.deliveryFee,
      receiverPhoneNumber: row.receiverPhoneNumber,
      membershipCouponInfoList,
      voucherInfoList,
      priceCouponInfoList,
      availablePaymentMethodList: paymentMethodsFor(),
      cartResponseInfo: { responseList: lines.map(cartLineWireOf), totalPrice: subtotal },
      pointBalance: member === null ? 0 : await this.points.balance(member.id),
      happyPoint: member === null ? null : await this.pricing.happyPointState(member, this.deps.db),
      changes,
      adultVerificationRequired: lines.some((line) => line.adultOnly),
      adultVerified: adult,
    };
  }

  /** The owner's checkout `id`, unexpired (used or not); null when unknown or not theirs. */
  async checkout(ownerId: string, id: string, db: Database = this.deps.db): Promise<CheckoutRow | null> {
    const [row] = await db.select().from(checkouts).where(this.ownCheckout(ownerId, id));
    return row ?? null;
  }

  /**
   * The checkout as `checkout` reads it, with the name and telephone of its branch in the same query: what an order
   * placed from it shows (order-placement.ts answers a new order without reading it back).
   */
  async checkoutWithBranch(
    ownerId: string,
    id: string,
  ): Promise<{ checkout: CheckoutRow; branch: BranchLabel | undefined } | null> {
    const [row] = await CHECKOUT_WITH_BRANCH.rows(this.deps.db, { ownerId, id, now: this.deps.now() });
    if (row === undefined) return null;
    const { branchFamilyName, branchTel, ...checkout } = row;
    // A left join: without a branch row both of its columns are null (the column types say never null).
    const familyName: string | null = branchFamilyName;
    const branch = familyName === null ? undefined : { familyName, tel: branchTel };
    return { checkout, branch };
  }

  private ownCheckout(ownerId: string, id: string) {
    return and(eq(checkouts.id, id), eq(checkouts.ownerId, ownerId), sql`${checkouts.expiresAt} > ${this.deps.now()}`);
  }

  /**
   * Prices a selection for the screen. The checkout and what the customer holds are read once and kept for
   * CALC_CACHE_MS (a customer changing choices calls this on every tap); placing or cancelling an order drops the
   * owner's entries. A stale answer cannot cost anything: process always re-prices from the database.
   */
  async calc(customer: Customer, choices: CheckoutChoicesInput): Promise<CheckoutBreakdown | OrderRefusal> {
    const nowMs = this.deps.now().getTime();
    let inputs = this.cache.get(customer.ownerId, choices.checkoutId, nowMs);
    if (inputs === null) {
      const checkout = await this.checkout(customer.ownerId, choices.checkoutId);
      if (checkout === null) return refusal('CHECKOUT_NOT_FOUND', ORDER_TEXT.checkoutNotFound);
      if (checkout.usedAt !== null) return refusal('CHECKOUT_USED', ORDER_TEXT.checkoutUsed);
      inputs = await this.pricing.inputs(customer, checkout, this.deps.db);
      this.cache.set(customer.ownerId, choices.checkoutId, inputs, nowMs);
    }
    const priced = this.pricing.priceWith(inputs, choices);
    return 'breakdown' in priced ? priced.breakdown : priced;
  }

  /** Drops what calc keeps for `ownerId` (their coupons or points changed). */
  forget(ownerId: string): void {
    this.cache.forget(ownerId);
  }

  /**
   * Prices `choices` on `checkout` with what the customer holds now (read through `db`, the order transaction at
   * process). A chosen coupon the customer no longer holds is COUPON_NOT_FOUND (422).
   */
  async price(
    customer: Customer,
    checkout: CheckoutRow,
    choices: CheckoutChoicesInput,
    db: Database,
  ): Promise<PricedSelection | OrderRefusal> {
    return this.pricing.priceWith(await this.pricing.inputs(customer, checkout, db), choices);
  }

  async isAdultVerified(ownerId: string): Promise<boolean> {
    return this.deps.adult.isVerified(ownerId);
  }

  private async guestPhone(ownerId: string): Promise<string | null> {
    const [row] = await this.deps.db.select().from(guestPhones).where(eq(guestPhones.ownerId, ownerId));
    return row?.phoneNumber ?? null;
  }
}

import { makeAutoObservable, reaction } from 'mobx';
import type { CheckoutChoices, CheckoutData } from '../../../../application/ports/order-gateway';
import type { HappyPointInfo } from '../../../../application/ports/point-ledger';
import type { ChooseCheckoutCoupon } from '../../../../application/use-cases/choose-checkout-coupon';
import type { PriceCheckout } from '../../../../application/use-cases/price-checkout';
import { calculateCheckout } from '../../../../domain/checkout/calculate';
import type { CheckoutBreakdown, CheckoutError, CheckoutInput } from '../../../../domain/checkout/types';
import { resolveCouponSelection } from '../../../../domain/coupon/selection';
import { happyPointRowText } from '../../../../domain/points/happy-point-row';
import type { PointLimits } from '../../../../domain/points/types';
import type { Result } from '../../../../domain/shared/result';
import {
  type CheckoutLineView,
  checkoutLineViews,
  forfeitedVoucherWon,
  type SummaryRow,
  summaryRows,
} from './checkout-views';
import { CouponChooserViewModel } from './coupons/coupon-chooser.view-model';
import { PointFieldViewModel } from './points/point-field.view-model';
import { choicesKey, type PriceCheck, PriceConfirmation } from './price-confirmation';

/** Ours: the server confirms a changed price after this quiet time. */
export const CALC_DELAY_MS = 250;

export interface CheckoutPricingDeps {
  readonly checkout: () => CheckoutData | null;
  /** Spec §2/§6: points and Happy Point are for members. */
  readonly isMember: () => boolean;
  readonly price: Pick<PriceCheckout, 'execute'>;
  readonly chooseCoupon: Pick<ChooseCheckoutCoupon, 'execute'>;
  readonly calcDelayMs: number;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The checkout's price (spec §2 items 4–7 and the summary): the coupon choice, the points and the Happy Point to
 * use, priced at once on every change with the domain (calculateCheckout), then confirmed by the server (calc).
 * The points are clamped again whenever the coupons change what is left to pay (spec §5).
 */
export class CheckoutPricing {
  /** Epoch ms for coupon expiry: when the checkout was snapshotted, then when the coupons were last chosen. */
  nowMs = 0;
  readonly coupons: CouponChooserViewModel;
  readonly points: PointFieldViewModel;
  readonly happy: PointFieldViewModel;
  readonly confirmation: PriceConfirmation;

  constructor(private readonly deps: CheckoutPricingDeps) {
    this.coupons = new CouponChooserViewModel({
      checkout: deps.checkout,
      breakdown: () => this.breakdown,
      nowMs: () => this.nowMs,
      choose: (selection, pick) => {
        const checkout = deps.checkout();
        if (checkout === null) return { kind: 'unchanged' };
        const offered = {
          membershipCoupons: checkout.membershipCouponInfoList,
          vouchers: checkout.voucherInfoList,
          priceCoupons: checkout.priceCouponInfoList,
        };
        return deps.chooseCoupon.execute({ offered, selection, pick });
      },
      selectionChanged: (nowMs) => {
        this.nowMs = nowMs;
        this.blurPoints();
      },
    });
    this.points = new PointFieldViewModel(() => this.pointLimits);
    this.happy = new PointFieldViewModel(() => this.happyPointLimits);
    this.confirmation = new PriceConfirmation({ price: deps.price, delayMs: deps.calcDelayMs, log: deps.log });
    makeAutoObservable<CheckoutPricing, 'deps'>(this, {
      deps: false,
      coupons: false,
      points: false,
      happy: false,
      confirmation: false,
    });
  }

  get pointBalance(): number {
    return this.deps.isMember() ? (this.deps.checkout()?.pointBalance ?? 0) : 0;
  }

  /** Spec §2 item 7: the Happy Point state, members only, when the partner answered. */
  get happyPointInfo(): HappyPointInfo | null {
    return this.deps.isMember() ? (this.deps.checkout()?.happyPoint ?? null) : null;
  }

  /** Spec §4 Happy Point row text. */
  get happyPointText(): string {
    const info = this.happyPointInfo;
    if (info === null) return '';
    return happyPointRowText({ status: info.status === 'raw' ? info.raw : info.status, usePoints: this.happy.points });
  }

  /** The partner balance a linked (SUCCESS) member may spend, else null. */
  get happyPointBalance(): number | null {
    const info = this.happyPointInfo;
    return info?.status === 'SUCCESS' ? info.balance : null;
  }

  private get input(): CheckoutInput | null {
    const checkout = this.deps.checkout();
    if (checkout === null) return null;
    const chosen = resolveCouponSelection(this.coupons.selection, {
      membershipCoupons: checkout.membershipCouponInfoList,
      vouchers: checkout.voucherInfoList,
      priceCoupons: checkout.priceCouponInfoList,
    });
    const happyBalance = this.happyPointBalance;
    return {
      lines: checkout.cartResponseInfo.responseList.map((line) => ({
        menuId: line.mainMenuId,
        lineTotal: line.totalMenuWithSubOptionAndQuantityPrice,
      })),
      mealType: checkout.mealType,
      deliveryFee: checkout.deliveryFee,
      membershipCoupons: checkout.membershipCouponInfoList,
      ...chosen,
      pointsTyped: this.deps.isMember() ? this.points.points : 0,
      pointBalance: this.pointBalance,
      happyPoint:
        happyBalance !== null && this.happy.points > 0 ? { use: this.happy.points, balance: happyBalance } : null,
      nowMs: this.nowMs,
    };
  }

  /** The instant price of the current choices (domain), before the server confirms it. */
  get preview(): Result<CheckoutBreakdown, CheckoutError> | null {
    const input = this.input;
    return input === null ? null : calculateCheckout(input);
  }

  private get priced(): CheckoutBreakdown | null {
    const preview = this.preview;
    return preview?.ok ? preview.value : null;
  }

  /** What calc and process carry: the points as the rules clean them. */
  get choices(): CheckoutChoices | null {
    const checkout = this.deps.checkout();
    if (checkout === null) return null;
    const priced = this.priced;
    return {
      checkoutId: checkout.checkoutId,
      coupons: this.coupons.selection,
      points: priced?.pointsUsed ?? this.points.points,
      happyPoints: priced?.happyPointsUsed ?? this.happy.points,
    };
  }

  private get key(): string {
    const choices = this.choices;
    return choices === null ? '' : choicesKey(choices);
  }

  /** What the screen shows: the server's price for these choices once confirmed, else the instant one. */
  get breakdown(): CheckoutBreakdown | null {
    return this.confirmation.breakdownFor(this.key) ?? this.priced;
  }

  /** Why these choices cannot be ordered (the domain's refusal first, then the server's), or null. */
  get error(): string | null {
    const preview = this.preview;
    if (preview !== null && !preview.ok) return preview.error.message;
    return this.confirmation.rejectionFor(this.key)?.message ?? null;
  }

  /** The server no longer knows this checkout: the screen offers to snapshot it again. */
  get errorOffersReinit(): boolean {
    return this.confirmation.rejectionFor(this.key)?.code === 'CHECKOUT_NOT_FOUND';
  }

  get total(): number | null {
    return this.breakdown?.total ?? null;
  }

  /** Voucher face value that pays nothing (vouchers give no change), in won: the screen warns about it. */
  get forfeitedVoucherWon(): number {
    return forfeitedVoucherWon(this.breakdown);
  }

  get lines(): readonly CheckoutLineView[] {
    const checkout = this.deps.checkout();
    return checkout === null ? [] : checkoutLineViews(checkout, this.breakdown);
  }

  get summary(): readonly SummaryRow[] {
    const breakdown = this.breakdown;
    if (breakdown === null) return [];
    return summaryRows(breakdown, {
      delivery: this.deps.checkout()?.mealType === 'DELIVERY',
      points: this.deps.isMember(),
      happyPoint: this.happyPointInfo !== null,
    });
  }

  private get pointLimits(): PointLimits {
    return { balance: this.pointBalance, payable: this.priced?.payableBeforePoints ?? 0 };
  }

  private get happyPointLimits(): PointLimits {
    const priced = this.priced;
    const payable = priced === null ? 0 : priced.payableBeforePoints - priced.pointsUsed;
    return { balance: this.happyPointBalance ?? 0, payable };
  }

  /** Commits typed points, then the Happy Point within what the points leave. */
  blurPoints(): void {
    this.points.blur();
    this.happy.blur();
  }

  toggleWholePoints(): void {
    this.points.toggleWhole();
    this.happy.blur();
  }

  /** A new checkout snapshotted at `nowMs`: nothing chosen. */
  reset(nowMs: number): void {
    this.nowMs = nowMs;
    this.coupons.reset();
    this.points.reset();
    this.happy.reset();
    this.confirmation.awaiting(this.choices);
  }

  /** The server confirms each change of the choices after a quiet time; returns the stopper. */
  start(): () => void {
    const stop = reaction(
      () => this.choices,
      (choices) => {
        if (choices !== null) this.confirmation.schedule(choices);
      },
      {
        equals: (a, b) => (a === null ? '' : choicesKey(a)) === (b === null ? '' : choicesKey(b)),
        fireImmediately: true,
      },
    );
    return () => {
      stop();
      this.confirmation.cancel();
    };
  }

  /** The server's word on the current choices, at once (paying). */
  confirm(): Promise<PriceCheck> {
    const choices = this.choices;
    if (choices === null || this.error !== null) return Promise.resolve('rejected');
    return this.confirmation.confirmNow(choices);
  }
}

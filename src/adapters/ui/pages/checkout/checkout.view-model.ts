import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CheckoutData } from '../../../../application/ports/order-gateway';
import type { ChooseCheckoutCoupon } from '../../../../application/use-cases/choose-checkout-coupon';
import type { PlaceOrder, PlaceOrderInput } from '../../../../application/use-cases/place-order';
import type { PriceCheckout } from '../../../../application/use-cases/price-checkout';
import type { StartCheckoutResult } from '../../../../application/use-cases/start-checkout';
import type { VerifyAdultBuyer } from '../../../../application/use-cases/verify-adult-buyer';
import { normaliseCardNumber, PAYMENT_MESSAGES } from '../../../../contract/payment';
import { linkKeepingQuery } from '../../../../domain/navigation/query';
import { viewerOf } from '../../../../domain/navigation/role-visibility';
import { parseQuery, withQuery } from '../../../../domain/navigation/url';
import { orderAgentOf } from '../../../../domain/session/ars';
import { type Agent, DEFAULT_CATEGORY_PATH } from '../../../../domain/shared/constants';
import { type MealType, parseMealType } from '../../../../domain/shared/meal-type';
import type { CartStore } from '../../stores/cart-store';
import type { SessionStore } from '../../stores/session-store';
import type { CheckoutPreload } from './checkout.loader';
import { CALC_DELAY_MS, CheckoutPricing } from './checkout-pricing';
import { CheckoutSubmitViewModel } from './checkout-submit.view-model';
import { CHECKOUT_TEXT } from './checkout-text';
import { OrderRequestViewModel } from './order-request.view-model';
import type { PriceCheck } from './price-confirmation';

export type CheckoutStatus = 'loading' | 'signed-out' | 'meal-type-required' | 'rejected' | 'failed' | 'ready';

export interface CheckoutViewModelDeps {
  /**
   * Runs the page's route loader again (checkout.loader.ts): a new snapshot (POST /order/init) for the URL, the device
   * and the session now, which the page presents (present) before this settles.
   */
  readonly snapshotAgain: () => Promise<void>;
  /** One per screen: it remembers the newest price request (latest answer wins). */
  readonly priceCheckout: Pick<PriceCheckout, 'execute'>;
  readonly chooseCoupon: Pick<ChooseCheckoutCoupon, 'execute'>;
  /** One per screen: it holds the submit intent and its idempotency key. */
  readonly placeOrder: Pick<PlaceOrder, 'execute'>;
  readonly verifyAdult: Pick<VerifyAdultBuyer, 'execute'>;
  readonly session: Pick<SessionStore, 'session' | 'current'>;
  readonly cartStore: Pick<CartStore, 'refresh'>;
  /** Navigation without a history entry (the complete page replaces the checkout). */
  readonly replace: (to: string) => void;
  readonly calcDelayMs?: number;
  readonly log?: (message: string, error: unknown) => void;
}

/**
 * The /checkout screen (spec §2 Checkout page body, §4, §5): shows the order's snapshot (POST /order/init, from `mc` or
 * the server cart) that the route loader took, and holds the order request and the payment choice. The price
 * (coupons, points, Happy Point) is CheckoutPricing's, paying is CheckoutSubmitViewModel's. Issue 13: every snapshot is
 * the loader's (`present`); the router shows the last one asked for, so the screen keeps no count of its own.
 */
export class CheckoutViewModel {
  status: CheckoutStatus = 'loading';
  /** The Korean message of a refused or failed snapshot. */
  failure: string | null = null;
  checkout: CheckoutData | null = null;
  private mobile = false;
  paymentMethod: string | null = null;
  cardNumber = '';
  adultVerified = false;
  private search = '';
  /** The route loader's answer on screen. */
  private shown: CheckoutPreload;
  /** The next snapshot keeps the customer's choices (asked for by reinit, not by another query). */
  private keepChoices = false;
  /** Whether the loader read a member's session: the page's until the browser has read its own (a server render). */
  private readonly memberBeforeSession: boolean;
  readonly request = new OrderRequestViewModel();
  readonly pricing: CheckoutPricing;
  readonly submit: CheckoutSubmitViewModel;

  /** `snapshot` (the route loader's answer, checkout.loader.ts) is on screen from the first render. */
  constructor(
    private readonly deps: CheckoutViewModelDeps,
    snapshot: CheckoutPreload,
  ) {
    const log = deps.log ?? ((message: string, error: unknown) => console.error(message, error));
    this.pricing = new CheckoutPricing({
      checkout: () => this.checkout,
      isMember: () => this.isMember,
      price: deps.priceCheckout,
      chooseCoupon: deps.chooseCoupon,
      calcDelayMs: deps.calcDelayMs ?? CALC_DELAY_MS,
      log,
    });
    this.submit = new CheckoutSubmitViewModel(this, {
      placeOrder: deps.placeOrder,
      verifyAdult: deps.verifyAdult,
      cartStore: deps.cartStore,
      replace: deps.replace,
      log,
    });
    this.memberBeforeSession = snapshot.member;
    this.shown = snapshot;
    this.showSnapshot(snapshot, false);
    makeAutoObservable<CheckoutViewModel, 'deps' | 'shown' | 'keepChoices' | 'memberBeforeSession'>(this, {
      deps: false,
      shown: observableRef,
      keepChoices: false,
      memberBeforeSession: false,
      checkout: observableRef,
      request: false,
      pricing: false,
      submit: false,
    });
  }

  /** A mobile viewport (≤ 800 px) or user agent: the agent of a web order (orderAgentOf). */
  setMobile(mobile: boolean): void {
    this.mobile = mobile;
  }

  /** Spec §7/§9: the agent sent by init and process (VISUALARS / AGENTCALL in ARS mode, else MOBILEWEB / DESKTOPWEB). */
  get agent(): Agent {
    return orderAgentOf(this.deps.session.current, this.mobile);
  }

  private get query(): Record<string, string> {
    return parseQuery(this.search);
  }

  /** Spec §2: the mealType query, compared case-insensitively. */
  get mealType(): MealType | null {
    return parseMealType(this.query['mealType']);
  }

  get delivery(): boolean {
    return this.checkout?.mealType === 'DELIVERY';
  }

  /**
   * Spec §2/§6: the points and Happy Point sections are for members. Before the browser has read its session (a page
   * the server rendered reads it once hydrated), the loader's: the server's HTML and the hydration show the same.
   */
  get isMember(): boolean {
    const { session } = this.deps.session;
    if (session.status !== 'loaded') return this.memberBeforeSession;
    return viewerOf(session.value) === 'member';
  }

  get cartHref(): string {
    return linkKeepingQuery('/cart', this.query);
  }

  get menuHref(): string {
    return linkKeepingQuery(DEFAULT_CATEGORY_PATH, this.query);
  }

  get loginHref(): string {
    return withQuery('/member/login', { redirect_to: withQuery('/checkout', this.query) });
  }

  /** Spec §2 item 8: the payment methods only when something is left to pay. */
  get showsPayment(): boolean {
    return (this.pricing.total ?? 0) > 0;
  }

  get cardRequired(): boolean {
    return this.showsPayment && this.paymentMethod === 'CARD';
  }

  /** The sandbox card number must be 16 digits before anything is sent. */
  get cardProblem(): string | null {
    return this.cardRequired && normaliseCardNumber(this.cardNumber) === null
      ? PAYMENT_MESSAGES.cardNumberInvalid
      : null;
  }

  /** The card number's problem, shown once paying was tried and while it lasts. */
  get cardError(): string | null {
    return this.submit.cardError === null ? null : this.cardProblem;
  }

  /** '{total}원 결제하기', or 주문하기 when nothing is left to pay. */
  get payLabel(): string {
    const total = this.pricing.total ?? 0;
    return total > 0 ? CHECKOUT_TEXT.pay(total) : CHECKOUT_TEXT.orderFree;
  }

  get canPay(): boolean {
    return (
      this.status === 'ready' &&
      this.pricing.breakdown !== null &&
      this.pricing.error === null &&
      !this.submit.busy &&
      !this.submit.placed
    );
  }

  get adultVerificationNeeded(): boolean {
    return this.checkout?.adultVerificationRequired === true && !this.adultVerified;
  }

  /** The server confirms each change of the price (returns the stopper for the screen's effect). */
  start(): () => void {
    return this.pricing.start();
  }

  /**
   * The route loader's next answer on screen: for another query the choices start empty; a snapshot asked for by
   * reinit keeps them.
   */
  present(snapshot: CheckoutPreload): void {
    if (snapshot === this.shown) return;
    this.shown = snapshot;
    const keep = this.keepChoices;
    this.keepChoices = false;
    this.showSnapshot(snapshot, keep);
  }

  /**
   * Whether `snapshot` (the loader's answer on screen, or about to be) was taken for another agent than this device's
   * now (spec §9: a desktop window narrower than 800 px, or a page the server rendered for its user agent), once the
   * browser knows its session: the order would be processed for another agent than it was started for.
   */
  takenForOtherAgent(snapshot: CheckoutPreload): boolean {
    return (
      snapshot === this.shown &&
      this.status === 'ready' &&
      this.deps.session.session.status === 'loaded' &&
      snapshot.agent !== this.agent
    );
  }

  /** 다시 시도 of a snapshot that could not be taken. */
  retry(): Promise<void> {
    return this.snapshotAgain(false);
  }

  /**
   * Snapshots again keeping the choices: the server lost the checkout (CHECKOUT_NOT_FOUND), or the snapshot was taken
   * for another agent (takenForOtherAgent).
   */
  reinit(): Promise<void> {
    return this.snapshotAgain(true);
  }

  choosePaymentMethod(method: string): void {
    this.paymentMethod = method;
  }

  /** Keeps the digits (spaces and dashes a customer types are dropped), at most 16. */
  typeCardNumber(text: string): void {
    this.cardNumber = text.replace(/\D/g, '').slice(0, 16);
  }

  commitDrafts(): void {
    this.pricing.blurPoints();
  }

  markAdultVerified(verified: boolean): void {
    this.adultVerified = verified;
  }

  confirmPrice(): Promise<PriceCheck> {
    return this.pricing.confirm();
  }

  submission(): PlaceOrderInput | null {
    const choices = this.pricing.choices;
    const paymentMethod = this.paymentMethod;
    if (choices === null || paymentMethod === null) return null;
    return {
      ...choices,
      paymentMethod,
      cardNumber: this.cardRequired ? normaliseCardNumber(this.cardNumber) : null,
      request: this.request.request(this.delivery),
      agent: this.agent,
    };
  }

  /** Asks the route loader for a new snapshot; the screen waits for it (nothing can be paid meanwhile). */
  private async snapshotAgain(keepChoices: boolean): Promise<void> {
    const before = this.shown;
    const status = this.status;
    this.keepChoices = keepChoices;
    this.status = 'loading';
    this.failure = null;
    await this.deps.snapshotAgain();
    // No new answer came (the customer left the page meanwhile): the screen shows what it showed.
    if (this.shown === before)
      runInAction(() => {
        this.keepChoices = false;
        this.status = status;
      });
  }

  /** The loader's answer on screen: its query, and its snapshot (null: it could not be taken, 다시 시도). */
  private showSnapshot(snapshot: CheckoutPreload, keepChoices: boolean): void {
    this.search = snapshot.search;
    if (snapshot.result === null) this.showStatus('failed', CHECKOUT_TEXT.loadFailedDescription);
    else this.show(snapshot.result, keepChoices);
  }

  /** A snapshot's answer on screen. */
  private show(result: StartCheckoutResult, keepChoices: boolean): void {
    switch (result.kind) {
      case 'ready':
        this.ready(result.checkout, result.nowMs, keepChoices);
        break;
      case 'signed-out':
        this.showStatus('signed-out', null);
        break;
      case 'meal-type-required':
        this.showStatus('meal-type-required', result.message);
        break;
      default:
        this.showStatus('rejected', result.message);
    }
  }

  private showStatus(status: CheckoutStatus, failure: string | null): void {
    this.status = status;
    this.failure = failure;
  }

  private ready(checkout: CheckoutData, nowMs: number, keepChoices: boolean): void {
    this.checkout = checkout;
    this.adultVerified = checkout.adultVerified;
    const methods = checkout.availablePaymentMethodList;
    if (!methods.some((m) => m.paymentMethod === this.paymentMethod)) {
      this.paymentMethod = methods[0]?.paymentMethod ?? null;
    }
    if (!keepChoices) this.pricing.reset(nowMs);
    else this.pricing.blurPoints();
    this.status = 'ready';
  }
}

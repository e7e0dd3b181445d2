import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  ORDER_REJECTION_CODES,
  type OrderGateway,
  type OrderRejection,
  type OrderSubmission,
} from '../../../../application/ports/order-gateway';
import { SessionRequiredError } from '../../../../application/ports/session-required-error';
import { withQuery } from '../../../../domain/navigation/url';
import type { CartStore } from '../../stores/cart-store';
import { CHECKOUT_TEXT } from './checkout-text';
import type { PriceCheck } from './price-confirmation';

/** Where a placed order lands (the order-complete page). */
export const ORDER_COMPLETE_PATH = '/checkout/complete';

export function orderCompleteHref(orderId: string): string {
  return withQuery(ORDER_COMPLETE_PATH, { orderId });
}

/**
 * A fresh idempotency key (a v4 UUID). crypto.randomUUID exists only in secure contexts (https, localhost); a
 * storefront opened over plain http on a LAN address builds the same UUID from crypto.getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What paying needs from the checkout screen. */
export interface CheckoutSubmitSource {
  /** Commits what is still being typed (points) so the order carries what the customer sees. */
  commitDrafts(): void;
  /** Why the payment details cannot be sent (a card number that is not 16 digits), or null. */
  readonly cardProblem: string | null;
  /** The order holds an adult-only menu and this buyer is not verified yet. */
  readonly adultVerificationNeeded: boolean;
  markAdultVerified(verified: boolean): void;
  /** The server confirms the current price (at once, when it has not yet). */
  confirmPrice(): Promise<PriceCheck>;
  /** The order to send with this key, or null when the screen has no checkout. */
  submission(idempotencyKey: string): OrderSubmission | null;
  /** Snapshots the checkout again keeping the choices (the server lost it: CHECKOUT_NOT_FOUND). */
  reinit(): Promise<void>;
}

export interface CheckoutSubmitDeps {
  readonly orders: Pick<OrderGateway, 'process' | 'verifyAdult'>;
  readonly cartStore: Pick<CartStore, 'refresh'>;
  readonly replace: (to: string) => void;
  /** A new idempotency key (newIdempotencyKey in the browser). */
  readonly newKey: () => string;
  readonly log: (message: string, error: unknown) => void;
}

export interface CheckoutAlert {
  readonly title: string | null;
  readonly message: string;
  /** CHECKOUT_NOT_FOUND: the alert offers to snapshot the checkout again. */
  readonly reinit: boolean;
}

/**
 * Paying (POST /order/process). One idempotency key per submit intent: the same order details sent again after a
 * network failure reuse it (the server then answers with the first order, never a second one); any refusal, or a
 * change of the details, starts a new intent. A second tap while a submit runs is ignored here, not only by the
 * disabled button. An adult-only order first opens the identity popup, proves the age (verifyAdult) and carries on.
 */
export class CheckoutSubmitViewModel {
  busy = false;
  /** The order was placed: the screen is leaving, nothing may be sent again. */
  placed = false;
  cardError: string | null = null;
  alert: CheckoutAlert | null = null;
  adultOpen = false;
  private intent: { readonly key: string; readonly fingerprint: string } | null = null;

  constructor(
    private readonly source: CheckoutSubmitSource,
    private readonly deps: CheckoutSubmitDeps,
  ) {
    makeAutoObservable<CheckoutSubmitViewModel, 'source' | 'deps' | 'intent'>(this, {
      source: false,
      deps: false,
      alert: observableRef,
      intent: false,
    });
  }

  /** The key the next submit of the current details would carry (null before the first try). */
  get currentKey(): string | null {
    return this.intent?.key ?? null;
  }

  async pay(): Promise<void> {
    if (this.busy || this.placed) return;
    this.busy = true;
    try {
      await this.submit();
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** The identity popup answered: prove the age, then pay as asked. */
  async adultVerified(ciToken: string): Promise<void> {
    if (this.busy || this.placed) return;
    this.adultOpen = false;
    this.busy = true;
    try {
      const result = await this.deps.orders.verifyAdult(ciToken);
      if (result.kind === 'rejected') {
        this.show({ title: null, message: result.message, reinit: false });
        return;
      }
      runInAction(() => this.source.markAdultVerified(true));
      await this.submit();
    } catch (error) {
      this.failed('adult verification failed', error);
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  closeAdult(): void {
    this.adultOpen = false;
  }

  /** Spec §8: the identity popup's error is shown. */
  adultFailed(message: string): void {
    this.adultOpen = false;
    this.alert = { title: null, message, reinit: false };
  }

  dismissAlert(): void {
    this.alert = null;
  }

  async reinit(): Promise<void> {
    this.alert = null;
    await this.source.reinit();
  }

  private async submit(): Promise<void> {
    this.source.commitDrafts();
    this.cardError = this.source.cardProblem;
    if (this.cardError !== null) return;
    if (this.source.adultVerificationNeeded) {
      this.adultOpen = true;
      return;
    }
    const price = await this.source.confirmPrice();
    // A refused price is already on the screen (the summary shows the server's message).
    if (price === 'rejected') return;
    if (price === 'failed') {
      this.show({ title: null, message: CHECKOUT_TEXT.networkFailed, reinit: false });
      return;
    }
    const submission = runInAction(() => this.withKey());
    if (submission === null) return;
    let result: Awaited<ReturnType<OrderGateway['process']>>;
    try {
      result = await this.deps.orders.process(submission);
    } catch (error) {
      // The same details retried keep this key: if the order was made, the server answers with it.
      this.failed('order could not be placed', error);
      return;
    }
    if (result.kind === 'placed') {
      runInAction(() => {
        this.placed = true;
        this.intent = null;
      });
      await this.refreshCartCount();
      this.deps.replace(orderCompleteHref(result.order.orderId));
      return;
    }
    runInAction(() => this.rejected(result));
  }

  private withKey(): OrderSubmission | null {
    const details = this.source.submission('');
    if (details === null) return null;
    const fingerprint = JSON.stringify(details);
    if (this.intent === null || this.intent.fingerprint !== fingerprint) {
      this.intent = { key: this.deps.newKey(), fingerprint };
    }
    return { ...details, idempotencyKey: this.intent.key };
  }

  /** A refusal is final for its intent: the next attempt is a new one (a new key). */
  private rejected(rejection: OrderRejection): void {
    this.intent = null;
    switch (rejection.code) {
      case ORDER_REJECTION_CODES.PAYMENT_DECLINED:
      case ORDER_REJECTION_CODES.PAYMENT_TIMEOUT:
        this.alert = { title: CHECKOUT_TEXT.paymentFailedTitle, message: rejection.message, reinit: false };
        return;
      case ORDER_REJECTION_CODES.ADULT_VERIFICATION_REQUIRED:
        this.source.markAdultVerified(false);
        this.adultOpen = true;
        return;
      case ORDER_REJECTION_CODES.CHECKOUT_NOT_FOUND:
        this.alert = { title: null, message: rejection.message, reinit: true };
        return;
      default:
        this.alert = { title: null, message: rejection.message, reinit: false };
    }
  }

  private failed(what: string, error: unknown): void {
    this.deps.log(what, error);
    const message = error instanceof SessionRequiredError ? CHECKOUT_TEXT.sessionExpired : CHECKOUT_TEXT.networkFailed;
    this.show({ title: null, message, reinit: false });
  }

  private show(alert: CheckoutAlert): void {
    runInAction(() => {
      this.alert = alert;
    });
  }

  /** Spec §4: the cart badge follows the order (a checkout from the server cart empties it); a failure is logged. */
  private async refreshCartCount(): Promise<void> {
    try {
      await this.deps.cartStore.refresh();
    } catch (error) {
      this.deps.log('cart count could not be refreshed', error);
    }
  }
}

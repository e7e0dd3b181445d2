import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { SessionRequiredError } from '../../../../application/ports/session-required-error';
import type { PlaceOrder, PlaceOrderInput, PlaceOrderResult } from '../../../../application/use-cases/place-order';
import type { VerifyAdultBuyer } from '../../../../application/use-cases/verify-adult-buyer';
import type { CartStore } from '../../stores/cart-store';
import { CHECKOUT_TEXT } from './checkout-text';
import type { PriceCheck } from './price-confirmation';

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
  /** The order to send (PlaceOrder adds the key of its intent), or null when the screen has no checkout. */
  submission(): PlaceOrderInput | null;
  /** Snapshots the checkout again keeping the choices (the server lost it: CHECKOUT_NOT_FOUND). */
  reinit(): Promise<void>;
}

export interface CheckoutSubmitDeps {
  readonly placeOrder: Pick<PlaceOrder, 'execute'>;
  readonly verifyAdult: Pick<VerifyAdultBuyer, 'execute'>;
  readonly cartStore: Pick<CartStore, 'refresh'>;
  readonly replace: (to: string) => void;
  readonly log: (message: string, error: unknown) => void;
}

export interface CheckoutAlert {
  readonly title: string | null;
  readonly message: string;
  /** CHECKOUT_NOT_FOUND: the alert offers to snapshot the checkout again. */
  readonly reinit: boolean;
}

/**
 * Paying: PlaceOrder sends the order with one idempotency key per submit intent (a retry after a network failure
 * reuses it; a refusal or other details start a new one). A second tap while a submit runs is ignored here, not only
 * by the disabled button. An adult-only order first opens the identity popup, proves the age (VerifyAdultBuyer) and
 * carries on.
 */
export class CheckoutSubmitViewModel {
  busy = false;
  /** The order was placed: the screen is leaving, nothing may be sent again. */
  placed = false;
  cardError: string | null = null;
  alert: CheckoutAlert | null = null;
  adultOpen = false;

  constructor(
    private readonly source: CheckoutSubmitSource,
    private readonly deps: CheckoutSubmitDeps,
  ) {
    makeAutoObservable<CheckoutSubmitViewModel, 'source' | 'deps'>(this, {
      source: false,
      deps: false,
      alert: observableRef,
    });
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
      const result = await this.deps.verifyAdult.execute({ ciToken });
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
    const submission = runInAction(() => this.source.submission());
    if (submission === null) return;
    let result: PlaceOrderResult;
    try {
      result = await this.deps.placeOrder.execute(submission);
    } catch (error) {
      // The same details retried keep their key: if the order was made, the server answers with it.
      this.failed('order could not be placed', error);
      return;
    }
    if (result.kind === 'placed') {
      runInAction(() => {
        this.placed = true;
      });
      await this.refreshCartCount();
      this.deps.replace(result.completePath);
      return;
    }
    runInAction(() => this.refused(result));
  }

  private refused(result: Exclude<PlaceOrderResult, { readonly kind: 'placed' }>): void {
    switch (result.kind) {
      case 'declined':
        this.alert = { title: CHECKOUT_TEXT.paymentFailedTitle, message: result.message, reinit: false };
        return;
      case 'adult-required':
        this.source.markAdultVerified(false);
        this.adultOpen = true;
        return;
      case 'checkout-lost':
        this.alert = { title: null, message: result.message, reinit: true };
        return;
      default:
        this.alert = { title: null, message: result.message, reinit: false };
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

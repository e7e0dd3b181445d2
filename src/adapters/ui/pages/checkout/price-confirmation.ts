import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CheckoutChoices } from '../../../../application/ports/order-gateway';
import type { PriceCheckout } from '../../../../application/use-cases/price-checkout';
import type { CheckoutBreakdown } from '../../../../domain/checkout/types';

/** How a confirmation ended: the server priced the choices, refused them, or could not be reached. */
export type PriceCheck = 'priced' | 'rejected' | 'failed';

export interface PriceConfirmationDeps {
  /** The server's price, latest answer wins (an older answer arriving late is `superseded`). */
  readonly price: Pick<PriceCheckout, 'execute'>;
  /** The wait after the last change before asking the server, ms. */
  readonly delayMs: number;
  readonly log: (message: string, error: unknown) => void;
}

/** The same choices always give the same key (the screen's total is the server's only for the key it priced). */
export function choicesKey(choices: CheckoutChoices): string {
  return JSON.stringify([choices.checkoutId, choices.coupons, choices.points, choices.happyPoints]);
}

/**
 * The server's word on the checkout price (PriceCheckout). The screen prices every change at once with the domain;
 * this asks the server to confirm after a short quiet time (debounced). PriceCheckout lets only the latest request
 * count: an answer to older choices is superseded and dropped. Paying confirms at once (no wait) when the current
 * choices are not confirmed yet.
 */
export class PriceConfirmation {
  confirmed: { readonly key: string; readonly breakdown: CheckoutBreakdown } | null = null;
  rejection: { readonly key: string; readonly code: string; readonly message: string } | null = null;
  /** A confirmation is waiting or running. */
  pending = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly deps: PriceConfirmationDeps) {
    makeAutoObservable<PriceConfirmation, 'deps' | 'timer'>(this, {
      deps: false,
      confirmed: observableRef,
      rejection: observableRef,
      timer: false,
    });
  }

  breakdownFor(key: string): CheckoutBreakdown | null {
    return this.confirmed?.key === key ? this.confirmed.breakdown : null;
  }

  rejectionFor(key: string): { readonly code: string; readonly message: string } | null {
    return this.rejection?.key === key ? this.rejection : null;
  }

  /**
   * New choices the server has not priced yet (a new snapshot's) wait for their confirmation from the first render,
   * which the screen's start asks for: a page the server rendered shows its total as pending, as the browser's first
   * render does, not as confirmed until it is hydrated.
   */
  awaiting(choices: CheckoutChoices | null): void {
    if (choices === null) return;
    const key = choicesKey(choices);
    if (this.breakdownFor(key) === null && this.rejectionFor(key) === null) this.pending = true;
  }

  /** Asks the server after the quiet time; a later change restarts the wait. */
  schedule(choices: CheckoutChoices): void {
    this.cancel();
    this.pending = true;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run(choices);
    }, this.deps.delayMs);
  }

  /** Confirms the choices now, unless they already are (or were already refused). */
  async confirmNow(choices: CheckoutChoices): Promise<PriceCheck> {
    const key = choicesKey(choices);
    if (!this.pending && this.breakdownFor(key) !== null) return 'priced';
    if (!this.pending && this.rejectionFor(key) !== null) return 'rejected';
    this.cancel();
    return this.run(choices);
  }

  /** Stops a waiting confirmation (leaving the screen). */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * A superseded answer changes nothing and counts as not priced: paying stops (the newer price is being shown and
   * confirmed) rather than charging for choices the customer has since changed.
   */
  private async run(choices: CheckoutChoices): Promise<PriceCheck> {
    const key = choicesKey(choices);
    this.pending = true;
    try {
      const result = await this.deps.price.execute(choices);
      if (result.kind === 'superseded') return 'rejected';
      runInAction(() => {
        this.pending = false;
        if (result.kind === 'priced') {
          this.confirmed = { key, breakdown: result.breakdown };
          this.rejection = null;
        } else {
          this.rejection = { key, code: result.code, message: result.message };
        }
      });
      return result.kind === 'priced' ? 'priced' : 'rejected';
    } catch (error) {
      this.deps.log('checkout price could not be confirmed', error);
      runInAction(() => {
        this.pending = false;
      });
      return 'failed';
    }
  }
}

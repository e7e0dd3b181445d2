import { makeAutoObservable, observable, runInAction, when } from 'mobx';
import { SessionRequiredError } from '../../../../application/ports/session-required-error';
import type { ChangeCartLine } from '../../../../application/use-cases/change-cart-line';
import type { ChangeEcouponMenu } from '../../../../application/use-cases/change-ecoupon-menu';
import type { LoadCart, LoadCartResult } from '../../../../application/use-cases/load-cart';
import type { RemoveCartLines } from '../../../../application/use-cases/remove-cart-lines';
import { ecouponLineStates, type HeldEcoupon } from '../../../../domain/cart/ecoupon-lines';
import type { CartLine } from '../../../../domain/cart/types';
import { formatWon } from '../../../../domain/money/format';
import { parseIgnoreEcoupons } from '../../../../domain/navigation/coupon-change';
import { keepQuery, linkKeepingQuery } from '../../../../domain/navigation/query';
import { parseQuery, withQuery } from '../../../../domain/navigation/url';
import { DEFAULT_CATEGORY_PATH } from '../../../../domain/shared/constants';
import type { CartStore } from '../../stores/cart-store';
import type { SessionStore } from '../../stores/session-store';
import type { CartPreload } from './cart.loader';
import { type CartLineView, cartLineView } from './cart-line-view';
import { CART_MESSAGES } from './cart-messages';

export type { CartLineView } from './cart-line-view';

export type CartStatus = 'loading' | 'signed-out' | 'ready' | 'failed';

export interface CartViewModelDeps {
  readonly loadCart: Pick<LoadCart, 'execute' | 'hasCouponChangeToFinish'>;
  readonly changeLine: Pick<ChangeCartLine, 'execute'>;
  readonly removeLines: Pick<RemoveCartLines, 'execute'>;
  readonly changeEcouponMenu: Pick<ChangeEcouponMenu, 'execute'>;
  readonly session: Pick<SessionStore, 'session'>;
  readonly cartStore: Pick<CartStore, 'afterChange' | 'refresh'>;
  readonly log?: (message: string, error: unknown) => void;
}

/**
 * The /cart screen (spec §2, §3 Cart line, §4): the server cart's lines and total, quantity changes (PATCH, one
 * request state per line), deleting one line or all of them after a confirmation, e-coupon lines and the
 * ignoreEcoupons query, and the coupon-change clean-up: the line stored as removableCartId is deleted on arrival and
 * the stored id cleared. The header badge is refreshed after every change (CartStore.afterChange). Totals are the
 * server's: after the last running change the cart is read again.
 */
export class CartViewModel {
  status: CartStatus = 'loading';
  lines: readonly CartLine[] = [];
  totalPrice = 0;
  heldEcoupons: readonly HeldEcoupon[] = [];
  search = '';
  /** cartId → the quantity being saved. */
  readonly saving = new Map<number, number>();
  /** cartId → the Korean message of the line's last failed change. */
  readonly lineErrors = new Map<number, string>();
  /** The line a delete confirmation is open for. */
  removing: number | null = null;
  clearing = false;
  /** A delete or clear is running (the confirmation's button shows it). */
  busy = false;
  /** A failure to show in the alert modal. */
  alert: string | null = null;
  /** Changes still running: the total is re-read from the server when the last one ends. */
  private running = 0;

  /** The route loader's read on arrival (issue 13), until the first load() takes it. */
  private preloaded: LoadCartResult | null;
  /** That read was the server's (the page's HTML): a coupon change stored on this device is still to finish. */
  private readonly preloadedOnServer: boolean;

  /** `preload` (the route loader's answer, cart.loader.ts): what it read is on screen from the first render. */
  constructor(
    private readonly deps: CartViewModelDeps,
    preload: CartPreload | null = null,
  ) {
    this.preloaded = preload?.result ?? null;
    this.preloadedOnServer = preload?.readOnServer === true;
    if (this.preloaded !== null) this.show(this.preloaded);
    makeAutoObservable<CartViewModel, 'deps' | 'running' | 'preloaded' | 'preloadedOnServer'>(this, {
      deps: false,
      running: observable,
      preloaded: false,
      preloadedOnServer: false,
    });
  }

  setSearch(search: string): void {
    this.search = search.startsWith('?') ? search.slice(1) : search;
  }

  private get query(): Record<string, string> {
    return parseQuery(this.search);
  }

  /** Spec §2: the e-coupon values the customer changed to another menu (ignoreEcoupons, comma-separated). */
  get ignoredEcoupons(): readonly string[] {
    return parseIgnoreEcoupons(this.query['ignoreEcoupons']);
  }

  get lineViews(): readonly CartLineView[] {
    const query = this.query;
    const states = ecouponLineStates(this.lines, this.heldEcoupons, this.ignoredEcoupons);
    return this.lines.map((line) =>
      cartLineView(line, {
        ecoupon: states.get(line.cartId) ?? { kind: 'regular' },
        pending: this.saving.get(line.cartId),
        error: this.lineErrors.get(line.cartId) ?? null,
        query,
      }),
    );
  }

  /** The server's recomputed total of the lines (상품 금액 합계), in won. */
  get totalLabel(): string {
    return formatWon(this.totalPrice);
  }

  /** The total is being recomputed by the server after a change. */
  get totalUpdating(): boolean {
    return this.running > 0;
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.lines.length === 0;
  }

  /** 주문하기 (spec §2 /checkout): the kept query; never a stale `mc`, the checkout reads the server cart. */
  get checkoutHref(): string {
    const { mc: _stale, ...kept } = keepQuery('/checkout', this.query);
    return withQuery('/checkout', kept);
  }

  /** The default category (spec §2 /categories/1), keeping the query. */
  get menuHref(): string {
    return linkKeepingQuery(DEFAULT_CATEGORY_PATH, this.query);
  }

  get loginHref(): string {
    return withQuery('/member/login', { redirect_to: withQuery('/cart', this.query) });
  }

  get removingName(): string {
    return this.lines.find((line) => line.cartId === this.removing)?.mainMenuName ?? '';
  }

  /**
   * Reads the cart once the session is known. Without a session there is no server cart (and asking would sign the
   * visitor out), so nothing is asked. A coupon change left a removable line: it is deleted first (spec §4).
   */
  async load(): Promise<void> {
    const preloaded = this.preloaded;
    this.preloaded = null;
    if (preloaded !== null) {
      await this.afterRead(preloaded);
      if (this.preloadedOnServer && preloaded.kind === 'loaded' && this.deps.loadCart.hasCouponChangeToFinish()) {
        await this.finishCouponChange();
      }
      return;
    }
    this.status = 'loading';
    await when(() => this.deps.session.session.status === 'loaded');
    const session = this.deps.session.session;
    if (session.status !== 'loaded' || session.value === null) {
      runInAction(() => {
        this.status = 'signed-out';
      });
      return;
    }
    try {
      const read = await this.read(true);
      runInAction(() => {
        this.status = read ? 'ready' : 'signed-out';
      });
    } catch (error) {
      runInAction(() => {
        this.status = error instanceof SessionRequiredError ? 'signed-out' : 'failed';
      });
      if (!(error instanceof SessionRequiredError)) this.log('cart could not be read', error);
    }
  }

  /**
   * The server's read (issue 13) shows the line a coupon change replaced: it is deleted now and the cart read again
   * (spec §4), the lines on screen meanwhile. A failure leaves them and is alerted; the next arrival tries again.
   */
  private async finishCouponChange(): Promise<void> {
    try {
      await this.read(true);
    } catch (error) {
      this.log('the coupon change could not be finished', error);
      runInAction(() => {
        this.alert = CART_MESSAGES.removeFailed;
      });
    }
  }

  /** Spec §5 stepper: PATCH the line's quantity (1..99); the line's stepper is disabled until the server answers. */
  async changeQuantity(cartId: number, quantity: number): Promise<void> {
    if (this.saving.has(cartId)) return;
    this.saving.set(cartId, quantity);
    this.lineErrors.delete(cartId);
    await this.change(
      async () => {
        const result = await this.deps.changeLine.execute({ cartId, quantity });
        runInAction(() => {
          if (result.kind === 'changed') {
            this.lines = this.lines.map((line) => (line.cartId === cartId ? result.line : line));
          } else if (result.kind === 'rejected') {
            this.lineErrors.set(cartId, result.message);
          } else {
            this.alert = CART_MESSAGES.lineGone;
          }
        });
      },
      CART_MESSAGES.quantityFailed,
      cartId,
    );
    runInAction(() => this.saving.delete(cartId));
  }

  askRemove(cartId: number): void {
    this.removing = cartId;
  }

  cancelRemove(): void {
    if (!this.busy) this.removing = null;
  }

  async confirmRemove(): Promise<void> {
    const cartId = this.removing;
    if (cartId === null || this.busy) return;
    this.busy = true;
    await this.change(async () => {
      // A line already gone (another tab) is the wanted outcome too.
      await this.deps.removeLines.execute({ cartIds: [cartId] });
      runInAction(() => {
        this.lines = this.lines.filter((line) => line.cartId !== cartId);
      });
    }, CART_MESSAGES.removeFailed);
    runInAction(() => {
      this.busy = false;
      this.removing = null;
    });
  }

  askClear(): void {
    this.clearing = true;
  }

  cancelClear(): void {
    if (!this.busy) this.clearing = false;
  }

  async confirmClear(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    await this.change(async () => {
      await this.deps.removeLines.execute({ all: true });
      runInAction(() => {
        this.lines = [];
        this.totalPrice = 0;
      });
    }, CART_MESSAGES.clearFailed);
    runInAction(() => {
      this.busy = false;
      this.clearing = false;
    });
  }

  dismissAlert(): void {
    this.alert = null;
  }

  /** Spec §4: entering coupon-change mode from an e-coupon line remembers that line (it becomes removable later). */
  startCouponChange(cartId: number): void {
    const ecoupon = this.lineViews.find((line) => line.cartId === cartId)?.ecoupon;
    if (ecoupon?.kind !== 'ecoupon' || ecoupon.couponNo === null) return;
    this.deps.changeEcouponMenu.execute({ cartId, couponNo: ecoupon.couponNo, query: this.query });
  }

  /**
   * One cart change: the badge is refreshed after it (spec §4), a failure becomes `failure` (on the line when one is
   * named, else in the alert), and the last change to end re-reads the server's lines and total.
   */
  private async change(run: () => Promise<void>, failure: string, cartId?: number): Promise<void> {
    this.running += 1;
    try {
      await this.deps.cartStore.afterChange(run);
    } catch (error) {
      this.log('cart change failed', error);
      runInAction(() => {
        if (cartId === undefined) this.alert = failure;
        else this.lineErrors.set(cartId, failure);
      });
    }
    runInAction(() => {
      this.running -= 1;
    });
    if (this.running === 0) await this.reread();
  }

  private async reread(): Promise<void> {
    try {
      await this.read(false);
    } catch (error) {
      this.log('cart could not be re-read', error);
    }
  }

  /**
   * Reads the lines and total; on arrival also finishes a coupon change (spec §4), refreshing the badge when that
   * removed a line. False when there is no session.
   */
  private async read(arriving: boolean): Promise<boolean> {
    const result = await this.deps.loadCart.execute({ finishCouponChange: arriving });
    if (result.kind === 'signed-out') return false;
    await this.afterRead(result);
    runInAction(() => {
      // A change started meanwhile answers for its own line; this read is repeated after it.
      if (this.running > 0) return;
      this.lines = result.lines;
      this.totalPrice = result.totalPrice;
      this.heldEcoupons = result.heldEcoupons;
    });
    return true;
  }

  /** A read's answer as the screen shows it on arrival (the route loader's). */
  private show(result: LoadCartResult): void {
    if (result.kind === 'signed-out') {
      this.status = 'signed-out';
      return;
    }
    this.lines = result.lines;
    this.totalPrice = result.totalPrice;
    this.heldEcoupons = result.heldEcoupons;
    this.status = 'ready';
  }

  /** What follows a read: the header badge after the coupon-change clean-up deleted a line, the log of unread coupons. */
  private async afterRead(result: LoadCartResult): Promise<void> {
    if (result.kind === 'signed-out') return;
    if (result.removedChangedLine) await this.deps.cartStore.refresh();
    if (result.ecouponsUnread) this.log('e-coupons could not be read', null);
  }

  private log(message: string, error: unknown): void {
    (this.deps.log ?? console.error)(message, error);
  }
}

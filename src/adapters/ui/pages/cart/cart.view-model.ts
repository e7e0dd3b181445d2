import { makeAutoObservable, observable, runInAction, when } from 'mobx';
import type { CartGateway } from '../../../../application/ports/cart-gateway';
import type { CouponWallet } from '../../../../application/ports/coupon-wallet';
import type { OrderFormRepository } from '../../../../application/ports/order-form-repository';
import { SessionRequiredError } from '../../../../application/ports/session-required-error';
import { type EcouponLineState, ecouponLineStates, type HeldEcoupon } from '../../../../domain/cart/ecoupon-lines';
import type { CartLine } from '../../../../domain/cart/types';
import { formatWon } from '../../../../domain/money/format';
import { parseIgnoreEcoupons } from '../../../../domain/navigation/coupon-change';
import { keepQuery, linkKeepingQuery } from '../../../../domain/navigation/query';
import { parseQuery, withQuery } from '../../../../domain/navigation/url';
import { DEFAULT_CATEGORY_PATH } from '../../../../domain/shared/constants';
import type { CartStore } from '../../stores/cart-store';
import type { SessionStore } from '../../stores/session-store';
import { CART_MESSAGES } from './cart-messages';

export type CartStatus = 'loading' | 'signed-out' | 'ready' | 'failed';

/** One cart line as the screen shows it: names, the options by group, the server's total, the request state. */
export interface CartLineView {
  readonly cartId: number;
  readonly name: string;
  readonly imageUrl: string;
  readonly productHref: string;
  /** What the stepper shows: the quantity being saved while a change runs, else the server's. */
  readonly quantity: number;
  readonly options: readonly { readonly group: string; readonly items: string }[];
  readonly total: string;
  readonly ecoupon: EcouponLineState;
  /** Coupon-change mode entry (spec §4) for an e-coupon line whose coupon is known; null otherwise. */
  readonly changeHref: string | null;
  readonly saving: boolean;
  readonly error: string | null;
}

export interface CartViewModelDeps {
  readonly cart: CartGateway;
  readonly orderForms: Pick<OrderFormRepository, 'removableCartId' | 'saveRemovableCartId' | 'saveCartId'>;
  readonly wallet: Pick<CouponWallet, 'ecoupons'>;
  readonly session: Pick<SessionStore, 'session'>;
  readonly cartStore: Pick<CartStore, 'afterChange'>;
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

  constructor(private readonly deps: CartViewModelDeps) {
    makeAutoObservable<CartViewModel, 'deps' | 'running'>(this, { deps: false, running: observable });
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
    return this.lines.map((line) => {
      const ecoupon = states.get(line.cartId) ?? { kind: 'regular' };
      const pending = this.saving.get(line.cartId);
      return {
        cartId: line.cartId,
        name: line.mainMenuName,
        imageUrl: line.menuImageUrl,
        productHref: linkKeepingQuery(`/products/${line.mainMenuId}`, query),
        quantity: pending ?? line.quantity,
        options: line.subOptionHeadList.map((head) => ({
          group: head.subOptionName,
          items: head.subOptionDetailList.map((detail) => detail.subOptionDetailName).join(', '),
        })),
        total: formatWon(line.totalMenuWithSubOptionAndQuantityPrice),
        ecoupon,
        changeHref: ecoupon.kind === 'ecoupon' && ecoupon.couponNo !== null ? this.changeHref(ecoupon.couponNo) : null,
        saving: pending !== undefined,
        error: this.lineErrors.get(line.cartId) ?? null,
      };
    });
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
      await this.removeChangedLine();
      await this.read();
      runInAction(() => {
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = error instanceof SessionRequiredError ? 'signed-out' : 'failed';
      });
      if (!(error instanceof SessionRequiredError)) this.log('cart could not be read', error);
    }
  }

  /** Spec §5 stepper: PATCH the line's quantity (1..99); the line's stepper is disabled until the server answers. */
  async changeQuantity(cartId: number, quantity: number): Promise<void> {
    if (this.saving.has(cartId)) return;
    this.saving.set(cartId, quantity);
    this.lineErrors.delete(cartId);
    await this.change(
      async () => {
        const result = await this.deps.cart.changeQuantity(cartId, quantity);
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
      await this.deps.cart.remove(cartId);
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
      await this.deps.cart.clear();
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
    this.deps.orderForms.saveCartId(cartId);
  }

  private changeHref(couponNo: string): string {
    return withQuery(DEFAULT_CATEGORY_PATH, {
      ...keepQuery(DEFAULT_CATEGORY_PATH, this.query),
      ecouponAction: 'change',
      ecouponActionValue: couponNo,
    });
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
      await this.read();
    } catch (error) {
      this.log('cart could not be re-read', error);
    }
  }

  private async read(): Promise<void> {
    const summary = await this.deps.cart.list();
    const held = summary.responseList.some((line) => line.isOnlyOrderWithEcoupon) ? await this.readEcoupons() : [];
    runInAction(() => {
      // A change started meanwhile answers for its own line; this read is repeated after it.
      if (this.running > 0) return;
      this.lines = summary.responseList;
      this.totalPrice = summary.totalPrice;
      this.heldEcoupons = held;
    });
  }

  /** The held e-coupons pair coupons with lines; without them the lines still show, as E-쿠폰 전용 only. */
  private async readEcoupons(): Promise<readonly HeldEcoupon[]> {
    try {
      const coupons = await this.deps.wallet.ecoupons();
      return coupons.map((coupon) => ({ couponNo: coupon.couponNo, menuId: coupon.menuId }));
    } catch (error) {
      this.log('e-coupons could not be read', error);
      return [];
    }
  }

  /** Spec §4: the line whose e-coupon menu was changed leaves the cart; the stored id is cleared once it is gone. */
  private async removeChangedLine(): Promise<void> {
    const removable = this.deps.orderForms.removableCartId();
    if (removable === null) return;
    await this.deps.cartStore.afterChange(() => this.deps.cart.remove(removable));
    this.deps.orderForms.saveRemovableCartId(null);
  }

  private log(message: string, error: unknown): void {
    (this.deps.log ?? console.error)(message, error);
  }
}

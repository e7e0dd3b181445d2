import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AddOrderFormToCart,
  AddOrderFormToCartResult,
} from '../../../../application/use-cases/add-order-form-to-cart';
import type { PayNow, PayNowResult } from '../../../../application/use-cases/pay-now';
import type { ShowMenu, ShowMenuResult } from '../../../../application/use-cases/show-menu';
import { toggleOptionItem } from '../../../../domain/menu/option-choice';
import { addOrderFormItem, orderFormLineTotal, orderFormTotal } from '../../../../domain/menu/order-form';
import type { MenuDetail, OptionGroup, OrderFormItem } from '../../../../domain/menu/types';
import { formatWon } from '../../../../domain/money/format';
import { type CartButton, cartButtons, isCouponChangeMode } from '../../../../domain/navigation/coupon-change';
import { linkKeepingQuery } from '../../../../domain/navigation/query';
import { parseRouteId } from '../../../../domain/navigation/route-ids';
import { parseQuery } from '../../../../domain/navigation/url';
import { ORDER_LINE_QUANTITY_MAX, ORDER_LINE_QUANTITY_MIN } from '../../../../domain/order/quantity';
import { clampStepperValue } from '../../components/stepper/stepper-value';
import type { CartStore } from '../../stores/cart-store';
import type { OrderFormStore } from '../../stores/order-form-store';
import { cartOutcomeOf, REQUEST_FAILED_MESSAGE } from './cart-outcome';
import type { ProductPreload } from './product.loader';
import {
  type CartButtonView,
  cartButtonViews,
  type NutritionRow,
  nutritionRows,
  type OptionGroupView,
  optionGroupViews,
} from './product-views';

export type ProductStatus = 'loading' | 'ready' | 'not-found' | 'failed';

/**
 * Spec §5/§9: the quantity is an order line's 1..99 units (domain/order/quantity), not the stepper widget's default
 * 0..99: a line of 0 cannot be ordered (the cart code and the cart calls take 1..99).
 */
export const QUANTITY_BOUNDS = { min: ORDER_LINE_QUANTITY_MIN, max: ORDER_LINE_QUANTITY_MAX } as const;

export const ADDED_TO_ORDER_FORM_MESSAGE = '주문표에 담았습니다.';

export interface ProductEffects {
  navigate(to: string): void;
}

export interface ProductViewModelDeps {
  readonly showMenu: Pick<ShowMenu, 'execute'>;
  readonly addToCart: Pick<AddOrderFormToCart, 'execute'>;
  readonly payNow: Pick<PayNow, 'execute'>;
  readonly orderForm: OrderFormStore;
  readonly cart: Pick<CartStore, 'setCount'>;
  readonly effects: ProductEffects;
}

/**
 * /products/{id} (spec §2/§3/§4/§5): the menu, its option groups (min/max by the domain), the quantity, the live
 * line total and the order form. Add to cart, pay and 이 메뉴로 변경하기 run the use cases over the local order
 * form; the configuration on screen is put in the form first unless it was just put there unchanged, so pressing
 * 장바구니 담기 right after configuring a menu orders that menu. One per mounted page.
 */
export class ProductViewModel {
  menuId: number | null = null;
  search = '';
  status: ProductStatus = 'loading';
  detail: MenuDetail | null = null;
  options: readonly OptionGroup[] = [];
  /** Sold out at the query's branch: shown, not orderable. */
  soldOut = false;
  selectedIds: readonly number[] = [];
  quantity: number = QUANTITY_BOUNDS.min;
  /** The configuration on screen was put in the order form and has not changed since. */
  inOrderForm = false;
  running: CartButton | null = null;
  alertMessage: string | null = null;
  invalidGroupId: number | null = null;
  addedOpen = false;
  nutritionOpen = false;
  notice: string | null = null;

  /**
   * `route` and `preload` (the route loader's answer, issue 13) make the first render the finished page: on the server
   * into the HTML, and in the browser the same markup again when it hydrates.
   */
  constructor(
    private readonly deps: ProductViewModelDeps,
    route?: { readonly id: string | undefined; readonly search: string; readonly preload: ProductPreload | null },
  ) {
    makeAutoObservable<ProductViewModel, 'deps'>(this, { deps: false });
    if (route !== undefined) this.setRoute(route.id, route.search, route.preload);
  }

  /**
   * The route's id and query; another menu is shown from the loader's answer when it is for this menu and branch,
   * else loaded afresh.
   */
  setRoute(idParam: string | undefined, search: string, preload: ProductPreload | null = null): void {
    this.search = search.startsWith('?') ? search.slice(1) : search;
    const menuId = parseRouteId(idParam);
    if (menuId === this.menuId && this.status !== 'failed') return;
    this.menuId = menuId;
    const result = preload?.result ?? null;
    if (result !== null && preload?.menuId === menuId && preload.branchId === this.branchId) {
      this.resetConfiguration();
      this.show(result);
      return;
    }
    void this.load();
  }

  /** The menu of a ShowMenu answer on screen (or the not-found state). */
  private show(result: ShowMenuResult): void {
    this.detail = result.kind === 'found' ? result.detail : null;
    this.options = result.kind === 'found' ? result.options : [];
    this.soldOut = result.kind === 'found' && result.soldOut;
    this.status = result.kind === 'found' ? 'ready' : 'not-found';
  }

  get query(): Record<string, string> {
    return parseQuery(this.search);
  }

  get branchId(): number | null {
    return parseRouteId(this.query['branchId']);
  }

  async load(): Promise<void> {
    const menuId = this.menuId;
    this.resetConfiguration();
    this.status = 'loading';
    if (menuId === null) {
      this.status = 'not-found';
      return;
    }
    try {
      const result = await this.deps.showMenu.execute({ menuId, branchId: this.branchId });
      runInAction(() => {
        if (this.menuId === menuId) this.show(result);
      });
    } catch (error) {
      console.error('menu could not be read', error);
      runInAction(() => {
        if (this.menuId === menuId) this.status = 'failed';
      });
    }
  }

  /** Picks an option item of a group (radio replaces, checkbox toggles within the maximum). */
  choose(groupId: number, itemId: number): void {
    const group = this.options.find((g) => g.id === groupId);
    if (group === undefined) return;
    this.selectedIds = toggleOptionItem(group, this.selectedIds, itemId);
    this.changed();
    if (this.invalidGroupId === groupId) this.invalidGroupId = null;
  }

  /** The stepper's value, kept an integer in 1..99. */
  setQuantity(value: number): void {
    this.quantity = clampStepperValue(value, QUANTITY_BOUNDS);
    this.changed();
  }

  get optionGroups(): readonly OptionGroupView[] {
    return optionGroupViews(this.options, this.selectedIds, this.invalidGroupId);
  }

  /** The configuration on screen as an order-form item (null until the menu is read). */
  get currentItem(): OrderFormItem | null {
    const detail = this.detail;
    if (detail === null) return null;
    return {
      menuId: detail.id,
      menuName: detail.menuName,
      menuPrice: detail.menuPrice,
      menuImageUrl: detail.menuImageUrl,
      options: this.options,
      selectedOptionItemIds: this.selectedIds,
      quantity: this.quantity,
    };
  }

  get price(): string {
    return this.detail === null ? '' : formatWon(this.detail.menuPrice);
  }

  /** Spec §3: (menu price + chosen add prices) × quantity, in won with separators. */
  get lineTotal(): string {
    const item = this.currentItem;
    return item === null ? '' : formatWon(orderFormLineTotal(item));
  }

  /**
   * What 장바구니 담기 / 바로 주문하기 send, in won: the order form plus the configuration on screen (unless it was just
   * put in the form), summed with the domain's line totals.
   */
  get orderTotal(): string {
    const item = this.currentItem;
    const form = this.deps.orderForm.items;
    const sent = item === null || this.inOrderForm ? form : addOrderFormItem(form, item);
    return formatWon(orderFormTotal(sent));
  }

  /** The note under the total when the order form holds other items: "주문표 2개 포함". */
  get orderFormNote(): string | null {
    const count = this.deps.orderForm.items.length;
    return count === 0 ? null : `주문표 ${count}개 포함`;
  }

  /** Spec §4: 장바구니 담기 and 바로 주문하기, or only 이 메뉴로 변경하기 in coupon-change mode. */
  get buttons(): readonly CartButtonView[] {
    return cartButtonViews(cartButtons(this.query));
  }

  /** Spec §4: the buttons are disabled while a request runs (and for a menu that cannot be ordered). */
  get buttonsDisabled(): boolean {
    return this.running !== null || this.status !== 'ready' || this.soldOut;
  }

  /** Spec §4: in coupon-change mode only 이 메뉴로 변경하기 shows, so the order form is not offered either. */
  get showsOrderFormButton(): boolean {
    return !isCouponChangeMode(this.query);
  }

  get nutrition(): readonly NutritionRow[] {
    return this.detail === null ? [] : nutritionRows(this.detail);
  }

  get cartHref(): string {
    return linkKeepingQuery('/cart', this.query);
  }

  /** Puts the configuration in the order form (the sidebar card) and starts a fresh one. */
  addToOrderForm(): void {
    if (this.buttonsDisabled || !this.putCurrentInForm()) return;
    this.resetConfiguration();
    this.inOrderForm = true;
    this.notice = ADDED_TO_ORDER_FORM_MESSAGE;
  }

  /** Spec §4/§5/§8: runs add to cart, pay or change over the order form and reports the outcome. */
  async run(action: CartButton): Promise<void> {
    if (this.buttonsDisabled) return;
    if (!this.inOrderForm && !this.putCurrentInForm()) return;
    this.inOrderForm = true;
    this.running = action;
    try {
      const query = this.query;
      const result =
        action === 'pay' ? await this.deps.payNow.execute({ query }) : await this.deps.addToCart.execute({ query });
      runInAction(() => this.settle(result));
    } catch (error) {
      console.error('cart request failed', error);
      runInAction(() => {
        this.alertMessage = REQUEST_FAILED_MESSAGE;
      });
    } finally {
      runInAction(() => {
        this.running = null;
        this.deps.orderForm.reload();
      });
    }
  }

  closeAlert(): void {
    this.alertMessage = null;
  }

  /** The success popup's 계속 쇼핑하기. */
  keepShopping(): void {
    this.addedOpen = false;
  }

  /** The success popup's 장바구니로 이동하기 (keeping the query). */
  goToCart(): void {
    this.addedOpen = false;
    this.deps.effects.navigate(this.cartHref);
  }

  openNutrition(): void {
    this.nutritionOpen = true;
  }

  closeNutrition(): void {
    this.nutritionOpen = false;
  }

  private settle(result: AddOrderFormToCartResult | PayNowResult): void {
    const outcome = cartOutcomeOf(result);
    if (outcome.kind === 'alert') {
      this.alertMessage = outcome.message;
      return;
    }
    this.deps.cart.setCount(outcome.cartCount);
    this.resetConfiguration();
    if (outcome.navigateTo !== null) this.deps.effects.navigate(outcome.navigateTo);
    else this.addedOpen = true;
  }

  /** Adds the configuration on screen to the order form (PutMenuInOrderForm checks it); else says what is wrong. */
  private putCurrentInForm(): boolean {
    const item = this.currentItem;
    if (item === null) return false;
    const result = this.deps.orderForm.add(item);
    if (result.kind === 'put') return true;
    this.invalidGroupId = result.kind === 'invalid-options' ? result.groupId : null;
    this.alertMessage = result.message;
    return false;
  }

  private changed(): void {
    this.inOrderForm = false;
    this.notice = null;
  }

  private resetConfiguration(): void {
    this.selectedIds = [];
    this.quantity = QUANTITY_BOUNDS.min;
    this.inOrderForm = false;
    this.invalidGroupId = null;
    this.notice = null;
  }
}

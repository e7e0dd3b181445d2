import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { PlacedOrder } from '../../../../../application/ports/order-gateway';
import type { CancelOrder } from '../../../../../application/use-cases/cancel-order';
import {
  type ListOrderHistoryResult,
  ORDER_HISTORY_PAGE_SIZE,
} from '../../../../../application/use-cases/list-order-history';
import type { ReadOrder } from '../../../../../application/use-cases/read-order';
import type { RefreshOrderHistory, ShownHistoryPage } from '../../../../../application/use-cases/refresh-order-history';
import type { SaveQuickOrder } from '../../../../../application/use-cases/save-quick-order';
import { QuickOrderTitleFormViewModel } from '../../quickorder/quick-order-title-form.view-model';
import { ORDER_HISTORY_TEXT } from './order-history-messages';
import { type OrderDetailView, type OrderRowView, orderDetailView, orderRowView } from './order-views';

export { ORDER_HISTORY_PAGE_SIZE };

/** How often orders still in progress are read again while their status stream cannot connect (ours: 15 s). */
export const ORDER_REFRESH_MS = 15_000;

/** The page of the history could be read (the orders show), or not (the page offers 다시 시도). */
export type OrderHistoryStatus = 'ready' | 'failed';

type Logger = (message: string, error: unknown) => void;

export interface OrderHistoryDeps {
  /** Shows another page of the history (a navigation: the route loader reads it, mypage-orders.loader.ts). */
  readonly goToPage: (page: number) => void;
  /** 다시 시도: the route loader reads the page on screen again. */
  readonly readAgain: () => Promise<void>;
  readonly readOrder: Pick<ReadOrder, 'execute'>;
  readonly cancelOrder: Pick<CancelOrder, 'execute'>;
  readonly saveQuickOrder: Pick<SaveQuickOrder, 'execute'>;
  /** Keeps the orders in progress current: their status streams, else reads of the page (RefreshOrderHistory). */
  readonly refreshHistory: Pick<RefreshOrderHistory, 'execute'>;
  /** After a cancellation: the refunded points and coupons show in the header (the session's member details). */
  readonly afterCancel?: () => Promise<void>;
  readonly log?: Logger;
}

/**
 * The order history of /mypage/orders (issue 6): pages of 10 orders newest first, one order's detail expanded at a
 * time (read again when opened), 주문 취소 after a confirmation while the order is cancellable, and 퀵오더 등록 from an
 * order (spec §2 quick-order saving popup; success alert 추가했습니다., spec §8). While the page is open, its orders
 * still in progress follow their status streams (RefreshOrderHistory, issue 14), so a customer sees the branch move
 * them on; the page is read again every 15 s only while a stream cannot connect. Issue 13: each page of the history
 * (the page in the URL) is the route loader's answer, which the page presents (`present`).
 */
export class OrderHistoryViewModel {
  status: OrderHistoryStatus = 'ready';
  orders: readonly PlacedOrder[] = [];
  page = 1;
  totalCount = 0;
  expandedId: number | null = null;
  /** The order a cancel confirmation is open for. */
  cancelling: PlacedOrder | null = null;
  cancelBusy = false;
  /** A result or failure for the alert modal. */
  alert: string | null = null;
  /** The open quick-order popup and the order it saves. */
  quickOrderForm: QuickOrderTitleFormViewModel | null = null;
  quickOrderSource: PlacedOrder | null = null;
  constructor(private readonly deps: OrderHistoryDeps) {
    makeAutoObservable<OrderHistoryViewModel, 'deps'>(this, { deps: false });
  }

  /**
   * Shows the route loader's answer for page `page`: its orders (a page past the end answers with the last one), or
   * the error with 다시 시도 when it could not be read. An order's detail stays open while the order is still shown.
   */
  present(page: number, result: ListOrderHistoryResult | null): void {
    if (result === null) {
      this.status = 'failed';
      this.page = Math.max(1, page);
      this.orders = [];
      this.totalCount = 0;
    } else {
      this.status = 'ready';
      this.orders = result.orders;
      this.page = result.page;
      this.totalCount = result.totalCount;
    }
    if (!this.orders.some((order) => order.id === this.expandedId)) this.expandedId = null;
  }

  get rows(): readonly OrderRowView[] {
    return this.orders.map(orderRowView);
  }

  get totalPages(): number {
    return Math.ceil(this.totalCount / ORDER_HISTORY_PAGE_SIZE);
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.orders.length === 0;
  }

  get expanded(): OrderDetailView | null {
    const order = this.orders.find((o) => o.id === this.expandedId);
    return order === undefined ? null : orderDetailView(order);
  }

  goTo(page: number): void {
    if (page === this.page && this.status === 'ready') return;
    this.deps.goToPage(page);
  }

  retry(): Promise<void> {
    return this.deps.readAgain();
  }

  /**
   * Starts keeping the orders in progress current (RefreshOrderHistory): each status change pushed shows at once;
   * without a stream the page is read again every 15 s, without the skeleton, not while a page is read or a cancel
   * is being confirmed, and a failure keeps what is shown. Returns the way to stop it (on unmount).
   */
  start(): () => void {
    const controller = new AbortController();
    this.deps.refreshHistory
      .execute({
        intervalMs: ORDER_REFRESH_MS,
        shown: () => (this.status === 'ready' && this.cancelling === null ? this.shownPage : null),
        onRead: (result, asked) => this.refreshed(result, asked),
        onOrderChanged: (order) => this.pushed(order),
        watchShown: (listener) => reaction(() => [this.status, this.orders, this.cancelling], listener),
        onReadFailed: (error) => this.log('order history could not be read again', error),
        signal: controller.signal,
      })
      .catch((error: unknown) => this.log('order history stopped refreshing', error));
    return () => controller.abort();
  }

  /** The page on screen, as the refresh is asked about it. */
  private get shownPage(): ShownHistoryPage {
    return { page: this.page, orders: this.orders };
  }

  /** A refreshed page shows unless the screen moved on since it was asked (another read, a cancel, a detail). */
  private refreshed(result: ListOrderHistoryResult, asked: ShownHistoryPage): void {
    if (this.status !== 'ready' || this.orders !== asked.orders) return;
    this.orders = result.orders;
    this.page = result.page;
    this.totalCount = result.totalCount;
  }

  /** A status change its stream pushed shows where the order is shown (the page may have moved on since). */
  private pushed(order: PlacedOrder): void {
    if (!this.orders.some((shown) => shown.id === order.id)) return;
    runInAction(() => this.replace(order));
  }

  /** Opens or closes one order's detail; opening reads the order again (GET /order/history/{id}). */
  async toggle(id: number): Promise<void> {
    if (this.expandedId === id) {
      this.expandedId = null;
      return;
    }
    this.expandedId = id;
    await this.refreshEntry(id);
  }

  askCancel(id: number): void {
    const order = this.orders.find((o) => o.id === id);
    if (order?.cancellable === true) this.cancelling = order;
  }

  dismissCancel(): void {
    if (!this.cancelBusy) this.cancelling = null;
  }

  /** DELETE /order/process/{id}: the result is alerted and the entry shows the order as it now is. */
  async confirmCancel(): Promise<void> {
    const order = this.cancelling;
    if (order === null || this.cancelBusy) return;
    this.cancelBusy = true;
    try {
      const result = await this.deps.cancelOrder.execute({ order });
      if (result.kind === 'cancelled') {
        runInAction(() => {
          this.replace(result.order);
          this.alert = result.message;
        });
        await this.deps.afterCancel?.().catch((error: unknown) => this.log('details could not be read again', error));
      } else {
        runInAction(() => {
          this.alert = result.kind === 'not-found' ? ORDER_HISTORY_TEXT.notFound : result.message;
        });
        await this.refreshEntry(order.id);
      }
    } catch (error) {
      this.log('order could not be cancelled', error);
      runInAction(() => {
        this.alert = ORDER_HISTORY_TEXT.cancelFailed;
      });
    } finally {
      runInAction(() => {
        this.cancelBusy = false;
        this.cancelling = null;
      });
    }
  }

  dismissAlert(): void {
    this.alert = null;
  }

  /** Spec §2 quick-order saving popup for one order (members only: the page offers it to members). */
  openQuickOrder(id: number): void {
    const order = this.orders.find((o) => o.id === id);
    if (order === undefined) return;
    this.quickOrderSource = order;
    this.quickOrderForm = new QuickOrderTitleFormViewModel(async (title) => {
      const result = await this.deps.saveQuickOrder.execute({ orderHistoryId: order.id, title });
      return result.kind === 'saved' ? { kind: 'saved' } : { kind: 'rejected', message: result.message };
    });
  }

  closeQuickOrder(): void {
    if (this.quickOrderForm?.saving === true) return;
    this.quickOrderForm = null;
    this.quickOrderSource = null;
  }

  /** Spec §8: a saved quick order closes the popup and says 추가했습니다. */
  quickOrderSaved(): void {
    this.quickOrderForm = null;
    this.quickOrderSource = null;
    this.alert = ORDER_HISTORY_TEXT.quickOrderAdded;
  }

  /** The order's menus as the quick-order popup names them. */
  get quickOrderLead(): string {
    const source = this.quickOrderSource;
    return source === null ? '' : orderRowView(source).menuSummary;
  }

  /** Reads one order again and shows it as it now is; an order no longer readable stays as it was. */
  private async refreshEntry(id: number): Promise<void> {
    try {
      const fresh = await this.deps.readOrder.execute({ id });
      if (fresh.kind === 'found') runInAction(() => this.replace(fresh.order));
    } catch (error) {
      this.log('order could not be read', error);
    }
  }

  private replace(order: PlacedOrder): void {
    this.orders = this.orders.map((o) => (o.id === order.id ? order : o));
  }

  private log(message: string, error: unknown): void {
    (this.deps.log ?? console.error)(message, error);
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import type { OrderGateway, PlacedOrder } from '../../../../../application/ports/order-gateway';
import type { QuickOrderBook } from '../../../../../application/ports/quick-order-book';
import { QUICK_ORDER_ADDED_MESSAGE } from '../../../../../domain/validation/quick-order';
import { QuickOrderTitleFormViewModel } from '../../quickorder/quick-order-title-form.view-model';
import { ORDER_HISTORY_TEXT } from './order-history-messages';
import { isInProgress, type OrderDetailView, type OrderRowView, orderDetailView, orderRowView } from './order-views';

/** Orders per history page (ours: the spec gives no page size for the history). */
export const ORDER_HISTORY_PAGE_SIZE = 10;

/** How often orders still in progress are read again while the page is open (ours: 15 s). */
export const ORDER_REFRESH_MS = 15_000;

export type OrderHistoryStatus = 'idle' | 'loading' | 'ready' | 'failed';

type Logger = (message: string, error: unknown) => void;

export interface OrderHistoryDeps {
  readonly orders: Pick<OrderGateway, 'history' | 'historyDetail' | 'cancel'>;
  readonly quickOrders: Pick<QuickOrderBook, 'create'>;
  /** Runs `run` every `ms` until the returned function is called (window.setInterval in the browser). */
  readonly every: (ms: number, run: () => void) => () => void;
  /** After a cancellation: the refunded points and coupons show in the header (the session's member details). */
  readonly afterCancel?: () => Promise<void>;
  readonly log?: Logger;
}

/**
 * The order history of /mypage/orders (issue 6): pages of 10 orders newest first, one order's detail expanded at a
 * time (read again when opened), 주문 취소 after a confirmation while the order is cancellable, and 퀵오더 등록 from an
 * order (spec §2 quick-order saving popup; success alert 추가했습니다., spec §8). While the page is open, a page
 * with orders still in progress is read again every 15 s, so a customer sees the branch move them on.
 */
export class OrderHistoryViewModel {
  status: OrderHistoryStatus = 'idle';
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
  /** Bumped by each list read: an older answer arriving late is dropped. */
  private readSequence = 0;

  constructor(private readonly deps: OrderHistoryDeps) {
    makeAutoObservable<OrderHistoryViewModel, 'deps' | 'readSequence'>(this, { deps: false, readSequence: false });
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

  get hasOrdersInProgress(): boolean {
    return this.orders.some(isInProgress);
  }

  /** Reads one page, showing the skeleton; a failure shows the retry state. */
  async load(page = this.page): Promise<void> {
    this.status = 'loading';
    this.page = Math.max(1, page);
    const read = await this.read(this.page);
    if (read === 'stale') return;
    runInAction(() => {
      if (read === 'failed') {
        this.status = 'failed';
        return;
      }
      this.status = 'ready';
      // A page past the end (the last order of the last page was cancelled elsewhere): go to the last page.
      if (this.orders.length === 0 && this.page > 1 && this.totalPages > 0) void this.load(this.totalPages);
    });
  }

  goTo(page: number): void {
    if (page === this.page && this.status === 'ready') return;
    this.expandedId = null;
    void this.load(page);
  }

  retry(): Promise<void> {
    return this.load(this.page);
  }

  /** Reads the current page again without the skeleton (the 15 s refresh); a failure keeps what is shown. */
  async refresh(): Promise<void> {
    if (this.status !== 'ready') return;
    await this.read(this.page);
  }

  /** Starts the 15 s refresh of orders in progress; returns the way to stop it (on unmount). */
  start(): () => void {
    return this.deps.every(ORDER_REFRESH_MS, () => {
      if (this.hasOrdersInProgress && this.cancelling === null) void this.refresh();
    });
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
      const result = await this.deps.orders.cancel(order.id);
      if (result.kind === 'cancelled') {
        runInAction(() => {
          this.replace(result.order);
          this.alert = ORDER_HISTORY_TEXT.cancelled;
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
      const result = await this.deps.quickOrders.create(order.id, title);
      return result.kind === 'created' ? { kind: 'saved' } : { kind: 'rejected', message: result.message };
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
    this.alert = QUICK_ORDER_ADDED_MESSAGE;
  }

  /** The order's menus as the quick-order popup names them. */
  get quickOrderLead(): string {
    const source = this.quickOrderSource;
    return source === null ? '' : orderRowView(source).menuSummary;
  }

  private async read(page: number): Promise<'ok' | 'failed' | 'stale'> {
    this.readSequence += 1;
    const sequence = this.readSequence;
    try {
      const result = await this.deps.orders.history(page, ORDER_HISTORY_PAGE_SIZE);
      if (sequence !== this.readSequence) return 'stale';
      runInAction(() => {
        this.orders = result.items;
        this.totalCount = result.totalCount;
      });
      return 'ok';
    } catch (error) {
      if (sequence !== this.readSequence) return 'stale';
      this.log('order history could not be read', error);
      return 'failed';
    }
  }

  /** Reads one order again and shows it as it now is; an order no longer readable stays as it was. */
  private async refreshEntry(id: number): Promise<void> {
    try {
      const fresh = await this.deps.orders.historyDetail(id);
      if (fresh !== null) runInAction(() => this.replace(fresh));
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

import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { QuickOrder, QuickOrderItem } from '../../../../application/ports/quick-order-book';
import type { DeleteQuickOrder } from '../../../../application/use-cases/delete-quick-order';
import type { DeleteQuickOrderLine } from '../../../../application/use-cases/delete-quick-order-line';
import type { ListQuickOrders } from '../../../../application/use-cases/list-quick-orders';
import type { RenameQuickOrder } from '../../../../application/use-cases/rename-quick-order';
import {
  REORDERED_MESSAGE,
  REORDERED_WITH_FLAGS_MESSAGE,
  type ReorderQuickOrder,
} from '../../../../application/use-cases/reorder-quick-order';
import { formatSeoulDate } from '../../../../domain/money/calendar';
import { formatWon } from '../../../../domain/money/format';
import { linkKeepingQuery } from '../../../../domain/navigation/query';
import { type Viewer, viewerOf } from '../../../../domain/navigation/role-visibility';
import { parseQuery, withQuery } from '../../../../domain/navigation/url';
import { DEFAULT_CATEGORY_PATH } from '../../../../domain/shared/constants';
import { sessionIdentity } from '../../session/session-identity';
import type { CartStore } from '../../stores/cart-store';
import type { SessionStore } from '../../stores/session-store';
import { QuickOrderTitleFormViewModel } from './quick-order-title-form.view-model';

/** The /quickorder Korean text (spec §2 quick order; wording ours except where the spec gives it). */
export const QUICK_ORDER_TEXT = {
  title: '퀵오더',
  lead: '자주 먹는 메뉴를 한 번에 장바구니에 담아보세요.',
  membersOnlyTitle: '퀵오더는 회원만 이용할 수 있어요',
  membersOnlyDescription: '로그인하면 주문 이력에서 퀵오더를 등록하고 한 번에 담을 수 있어요.',
  login: '로그인',
  join: '회원가입',
  emptyTitle: '등록된 퀵오더가 없어요.',
  emptyDescription: '자주 주문하는 메뉴를 퀵오더로 등록해두면 한 번에 담을 수 있어요.',
  toHistory: '주문 이력에서 퀵오더 등록하기',
  loadFailedTitle: '퀵오더를 불러오지 못했습니다',
  loadFailedDescription: '잠시 후 다시 시도해주세요.',
  retry: '다시 시도',
  loading: '퀵오더를 불러오는 중',
  createdOn: (date: string) => `${date} 등록`,
  quantity: (quantity: number) => `${quantity}개`,
  savedTotal: '저장 금액',
  reorder: '장바구니 담기',
  rename: '이름 변경',
  renameTitle: '퀵오더 이름 변경',
  renameSave: '변경',
  remove: '삭제',
  removeTitle: '퀵오더 삭제',
  removeQuestion: (title: string) => `'${title}' 퀵오더를 삭제할까요?`,
  removeItem: '삭제',
  removeItemLabel: (menuName: string) => `${menuName} 메뉴 삭제`,
  removeItemTitle: '메뉴 삭제',
  removeItemQuestion: (menuName: string, last: boolean) =>
    last
      ? `${menuName}을(를) 삭제할까요? 마지막 메뉴라 퀵오더도 함께 삭제돼요.`
      : `${menuName}을(를) 퀵오더에서 삭제할까요?`,
  confirmRemove: '삭제',
  cancel: '취소',
  reorderTitle: '장바구니 담기',
  reordered: REORDERED_MESSAGE,
  reorderedWithFlags: REORDERED_WITH_FLAGS_MESSAGE,
  toCart: '장바구니로 이동하기',
  close: '닫기',
  closeIcon: '창 닫기',
  notFound: '이미 삭제된 퀵오더입니다.',
  changeFailed: '처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
  reorderFailed: '장바구니에 담지 못했습니다. 잠시 후 다시 시도해주세요.',
  savedPriceNote: '저장할 때의 정상가예요. 담을 때의 가격이 다르면 알려드려요.',
} as const;

export type QuickOrderView = 'loading' | 'members-only' | 'failed' | 'ready';

export interface QuickOrderItemView {
  readonly id: number;
  readonly name: string;
  readonly options: string;
  readonly quantity: string;
  readonly price: string;
}

export interface QuickOrderCardView {
  readonly id: number;
  readonly title: string;
  readonly created: string;
  readonly items: readonly QuickOrderItemView[];
  readonly total: string;
}

/** What a reorder put in the cart: the flags of lines left out or repriced (each its Korean sentence). */
export interface ReorderOutcome {
  readonly message: string;
  readonly flags: readonly string[];
}

type Logger = (message: string, error: unknown) => void;

/** What a change (rename aside) came to: done, gone meanwhile, or refused with the backend's message. */
type ChangeResult =
  | { readonly kind: 'deleted' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'rejected'; readonly message: string };

export interface QuickOrderPageDeps {
  readonly listQuickOrders: Pick<ListQuickOrders, 'execute'>;
  readonly renameQuickOrder: Pick<RenameQuickOrder, 'execute'>;
  readonly deleteQuickOrder: Pick<DeleteQuickOrder, 'execute'>;
  readonly deleteQuickOrderLine: Pick<DeleteQuickOrderLine, 'execute'>;
  readonly reorderQuickOrder: Pick<ReorderQuickOrder, 'execute'>;
  readonly session: Pick<SessionStore, 'status' | 'current'>;
  readonly cartStore: Pick<CartStore, 'afterChange'>;
  readonly log?: Logger;
}

/**
 * /quickorder (spec §2, §6 members only): the member's quick orders with their saved lines; 장바구니 담기 puts one in
 * the cart (at the query's branch) and lists what changed since it was saved; 이름 변경 (spec §5 name rules), 삭제 and
 * per-line 메뉴 삭제 after a confirmation. A guest or signed-out visitor is told quick orders are for members.
 */
export class QuickOrderPageViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  quickOrders: readonly QuickOrder[] = [];
  search = '';
  reorderingId: number | null = null;
  reorderOutcome: ReorderOutcome | null = null;
  alert: string | null = null;
  renaming: QuickOrder | null = null;
  renameForm: QuickOrderTitleFormViewModel | null = null;
  removing: QuickOrder | null = null;
  removingItem: { readonly quickOrder: QuickOrder; readonly item: QuickOrderItem } | null = null;
  busy = false;

  constructor(private readonly deps: QuickOrderPageDeps) {
    makeAutoObservable<QuickOrderPageViewModel, 'deps'>(this, { deps: false });
  }

  setSearch(search: string): void {
    this.search = search.startsWith('?') ? search.slice(1) : search;
  }

  private get query(): Record<string, string> {
    return parseQuery(this.search);
  }

  get viewer(): Viewer {
    return viewerOf(this.deps.session.current);
  }

  get view(): QuickOrderView {
    if (this.deps.session.status === 'loading') return 'loading';
    if (this.viewer !== 'member') return 'members-only';
    return this.status;
  }

  /** Spec §2 branchId query: the branch a reorder checks sold-out menus at; none without a valid id. */
  get branchId(): number | null {
    const raw = this.query['branchId'];
    if (raw === undefined || !/^\d+$/.test(raw)) return null;
    const id = Number(raw);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  }

  get cards(): readonly QuickOrderCardView[] {
    return this.quickOrders.map((quickOrder) => ({
      id: quickOrder.id,
      title: quickOrder.quickOrderTitle,
      created: QUICK_ORDER_TEXT.createdOn(formatSeoulDate(quickOrder.createdAt)),
      items: quickOrder.items.map((item) => ({
        id: item.id,
        name: item.menuName,
        options: item.subOptionNames.join(', '),
        quantity: QUICK_ORDER_TEXT.quantity(item.quantity),
        price: formatWon(item.savedPrice),
      })),
      total: formatWon(quickOrder.items.reduce((sum, item) => sum + item.savedPrice, 0)),
    }));
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.quickOrders.length === 0;
  }

  /** Spec §2: the cart keeps mealType and branchId (and the other kept parameters). */
  get cartHref(): string {
    return linkKeepingQuery('/cart', this.query);
  }

  get historyHref(): string {
    return linkKeepingQuery('/mypage/orders', this.query);
  }

  get menuHref(): string {
    return linkKeepingQuery(DEFAULT_CATEGORY_PATH, this.query);
  }

  get loginHref(): string {
    return withQuery('/member/login', { redirect_to: withQuery('/quickorder', this.query) });
  }

  /** Reads the list whenever a member is (again) signed in; returns the way to stop. */
  start(): () => void {
    return reaction(
      () => (this.viewer === 'member' ? sessionIdentity(this.deps.session.current) : null),
      (identity) => {
        if (identity !== null) void this.load();
      },
      { fireImmediately: true },
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    await this.read();
  }

  /**
   * 장바구니 담기: the lines still sold go into the cart (sold out at the query's branch: left out), the header badge
   * is refreshed (spec §4), then the flags (left out, repriced) or 장바구니에 담았습니다. are shown.
   */
  async reorder(id: number): Promise<void> {
    if (this.reorderingId !== null) return;
    this.reorderingId = id;
    try {
      const branchId = this.branchId;
      const result = await this.deps.cartStore.afterChange(() => this.deps.reorderQuickOrder.execute({ id, branchId }));
      runInAction(() => {
        if (result.kind === 'reordered') {
          this.reorderOutcome = { message: result.message, flags: result.flags.map((flag) => flag.message) };
        } else {
          this.alert = result.kind === 'not-found' ? QUICK_ORDER_TEXT.notFound : result.message;
        }
      });
      if (result.kind === 'not-found') await this.read();
    } catch (error) {
      this.log('quick order could not be put in the cart', error);
      runInAction(() => {
        this.alert = QUICK_ORDER_TEXT.reorderFailed;
      });
    } finally {
      runInAction(() => {
        this.reorderingId = null;
      });
    }
  }

  dismissReorder(): void {
    this.reorderOutcome = null;
  }

  dismissAlert(): void {
    this.alert = null;
  }

  openRename(id: number): void {
    const quickOrder = this.quickOrders.find((q) => q.id === id);
    if (quickOrder === undefined) return;
    this.renaming = quickOrder;
    this.renameForm = new QuickOrderTitleFormViewModel(
      async (title) => {
        const result = await this.deps.renameQuickOrder.execute({ id: quickOrder.id, title });
        if (result.kind === 'renamed') return { kind: 'saved' };
        if (result.kind === 'not-found') return { kind: 'rejected', message: QUICK_ORDER_TEXT.notFound };
        return { kind: 'rejected', message: result.message };
      },
      quickOrder.quickOrderTitle,
      (message, error) => this.log(message, error),
    );
  }

  closeRename(): void {
    if (this.renameForm?.saving === true) return;
    this.renameForm = null;
    this.renaming = null;
  }

  async renamed(): Promise<void> {
    this.renameForm = null;
    this.renaming = null;
    await this.read();
  }

  askRemove(id: number): void {
    this.removing = this.quickOrders.find((q) => q.id === id) ?? null;
  }

  askRemoveItem(quickOrderId: number, itemId: number): void {
    const quickOrder = this.quickOrders.find((q) => q.id === quickOrderId);
    const item = quickOrder?.items.find((i) => i.id === itemId);
    this.removingItem = quickOrder === undefined || item === undefined ? null : { quickOrder, item };
  }

  dismissRemove(): void {
    if (this.busy) return;
    this.removing = null;
    this.removingItem = null;
  }

  /** Spec §7 DELETE /order/quick-order/{id}. */
  async confirmRemove(): Promise<void> {
    const quickOrder = this.removing;
    if (quickOrder === null) return;
    await this.change(() => this.deps.deleteQuickOrder.execute({ id: quickOrder.id }));
  }

  /** Spec §7 DELETE /order/quick-order/detail/{id}; the last line takes its quick order with it. */
  async confirmRemoveItem(): Promise<void> {
    const target = this.removingItem;
    if (target === null) return;
    await this.change(() => this.deps.deleteQuickOrderLine.execute({ lineId: target.item.id }));
  }

  get removingItemQuestion(): string {
    const target = this.removingItem;
    if (target === null) return '';
    return QUICK_ORDER_TEXT.removeItemQuestion(target.item.menuName, target.quickOrder.items.length === 1);
  }

  private async change(run: () => Promise<ChangeResult>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const result = await run();
      runInAction(() => {
        if (result.kind === 'not-found') this.alert = QUICK_ORDER_TEXT.notFound;
        else if (result.kind === 'rejected') this.alert = result.message;
      });
      await this.read();
    } catch (error) {
      this.log('quick order could not be changed', error);
      runInAction(() => {
        this.alert = QUICK_ORDER_TEXT.changeFailed;
      });
    } finally {
      runInAction(() => {
        this.busy = false;
        this.removing = null;
        this.removingItem = null;
      });
    }
  }

  /** Reads the list; the first read's failure shows the retry state, a later one keeps what is shown. */
  private async read(): Promise<void> {
    try {
      const { quickOrders } = await this.deps.listQuickOrders.execute();
      runInAction(() => {
        this.quickOrders = quickOrders;
        this.status = 'ready';
      });
    } catch (error) {
      this.log('quick orders could not be read', error);
      runInAction(() => {
        if (this.status === 'loading') this.status = 'failed';
        else this.alert = QUICK_ORDER_TEXT.changeFailed;
      });
    }
  }

  private log(message: string, error: unknown): void {
    (this.deps.log ?? console.error)(message, error);
  }
}

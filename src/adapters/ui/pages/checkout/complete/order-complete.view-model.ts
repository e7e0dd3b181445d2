import { makeAutoObservable, when } from 'mobx';
import type { PlacedOrder } from '../../../../../application/ports/order-gateway';
import { SessionRequiredError } from '../../../../../application/ports/session-required-error';
import type { FollowOrderStatus } from '../../../../../application/use-cases/follow-order-status';
import { formatSeoulDateTime } from '../../../../../domain/money/calendar';
import { formatWon } from '../../../../../domain/money/format';
import { parseQuery, withQuery } from '../../../../../domain/navigation/url';
import { isOrderEnded, orderStatusLabel } from '../../../../../domain/order/status';
import { ARS_SIGN_OUT_PATH } from '../../../../../domain/session/ars';
import { DEFAULT_CATEGORY_PATH } from '../../../../../domain/shared/constants';
import { FollowedOrder, type FollowedOrderStatus } from '../../../components/order-progress/followed-order';
import type { OrderProgressStep } from '../../../components/order-progress/order-progress';
import { orderProgressView } from '../../../components/order-progress/order-progress-steps';
import type { SessionStore } from '../../../stores/session-store';
import { formatDeduction, type SummaryRow } from '../checkout-views';

/** The order-complete page's text (ours: the spec shows no order states). */
export const ORDER_COMPLETE_TEXT = {
  title: '주문이 완료되었습니다',
  /** The one action of an ARS caller once the order is placed: the call's page ends at /sign/out (spec §2). */
  endArs: '보이는 ARS 종료하기',
  notFound: '주문 정보를 찾을 수 없습니다.',
  notFoundDescription: '주문 내역에서 주문을 확인해주세요.',
  signedOut: '로그인 후 주문 정보를 확인할 수 있어요.',
  login: '로그인',
  failed: '주문 정보를 불러오지 못했습니다.',
  retry: '다시 시도',
  orderNumber: '주문번호',
  orderedAt: '주문일시',
  status: '주문 상태',
  progress: '주문 진행 상황',
  branch: '주문 매장',
  address: '배달 주소',
  items: '주문 상품',
  amounts: '결제 정보',
  subtotal: '주문금액',
  deliveryFee: '배달팁',
  discount: '할인',
  points: '포인트',
  happyPoints: '해피포인트',
  paid: '결제금액',
  method: '결제수단',
  history: '주문 내역 보기',
  more: '메뉴 더 보기',
  quantity: (quantity: number) => `${quantity}개`,
} as const;

export const ORDER_HISTORY_PATH = '/mypage/orders';
export const MORE_MENU_PATH = DEFAULT_CATEGORY_PATH;

/** Ours: how often a placed order's status is read again while its status stream cannot connect. */
export const ORDER_POLL_MS = 10_000;

export type OrderCompleteStatus = FollowedOrderStatus<'signed-out' | 'not-found'>;

export interface OrderedItemView {
  readonly key: string;
  readonly name: string;
  readonly options: string;
  readonly quantity: string;
}

export interface OrderCompleteDeps {
  /**
   * Reads the order at once, then follows its status stream (every `pollMs` read instead while the stream cannot
   * connect) until it has ended (domain isOrderEnded) or is stopped.
   */
  readonly followOrder: Pick<FollowOrderStatus, 'execute'>;
  readonly session: Pick<SessionStore, 'session' | 'current'>;
  readonly pollMs?: number;
  readonly log?: (message: string, error: unknown) => void;
}

/**
 * /checkout/complete?orderId= (spec §7 GET /order/complete): the placed order, its status and progress, followed
 * (FollowOrderStatus: each change pushed by the order status stream, issue 14; read again every 10 s only while the
 * stream cannot connect) while the branch is still working on it and the page is shown.
 */
export class OrderCompleteViewModel {
  private readonly followed: FollowedOrder<PlacedOrder, 'signed-out' | 'not-found'>;
  private search = '';
  /** The page is shown: the order is followed only meanwhile. */
  private active = false;

  constructor(private readonly deps: OrderCompleteDeps) {
    this.followed = new FollowedOrder('order', deps.log);
    makeAutoObservable<OrderCompleteViewModel, 'deps' | 'followed' | 'active'>(this, {
      deps: false,
      followed: false,
      active: false,
    });
  }

  get status(): OrderCompleteStatus {
    return this.followed.status;
  }

  get order(): PlacedOrder | null {
    return this.followed.order;
  }

  setSearch(search: string): void {
    this.search = search.startsWith('?') ? search.slice(1) : search;
  }

  get orderId(): string | null {
    const id = parseQuery(this.search)['orderId']?.trim() ?? '';
    return id === '' ? null : id;
  }

  /**
   * Spec §6: an ARS session may not leave the ARS flow, so instead of 주문 내역 / 메뉴 더 보기 its caller ends the
   * visible-ARS call at /sign/out (where the ARS session is signed out).
   */
  get endArsHref(): string | null {
    return this.deps.session.current?.type === 'ars' ? ARS_SIGN_OUT_PATH : null;
  }

  get loginHref(): string {
    return withQuery('/member/login', { redirect_to: withQuery('/checkout/complete', parseQuery(this.search)) });
  }

  get statusLabel(): string {
    const order = this.order;
    return order === null ? '' : orderStatusLabel(order.status, order.mealType);
  }

  get orderedAt(): string {
    return this.order === null ? '' : formatSeoulDateTime(this.order.orderedAt);
  }

  /** The progress bar: steps before the current one done; a cancelled order shows no progress. */
  get steps(): readonly OrderProgressStep[] {
    return this.order === null ? [] : orderProgressView(this.order.status, this.order.mealType);
  }

  get items(): readonly OrderedItemView[] {
    return (this.order?.orderMenuList ?? []).map((menu, index) => ({
      key: `${index}-${menu.menuName}`,
      name: menu.menuName,
      options: menu.orderSubOptionList
        .flatMap((group) => group.orderSubOptionItemList.map((item) => item.subOptionItemName))
        .join(', '),
      quantity: ORDER_COMPLETE_TEXT.quantity(menu.quantity),
    }));
  }

  get amounts(): readonly SummaryRow[] {
    const order = this.order;
    if (order === null) return [];
    const T = ORDER_COMPLETE_TEXT;
    const rows: SummaryRow[] = [{ key: 'subtotal', label: T.subtotal, value: formatWon(order.subtotal) }];
    if (order.mealType === 'DELIVERY')
      rows.push({ key: 'fee', label: T.deliveryFee, value: formatWon(order.deliveryFee) });
    rows.push({ key: 'discount', label: T.discount, value: formatDeduction(order.discountTotal) });
    if (order.pointsUsed > 0) rows.push({ key: 'points', label: T.points, value: formatDeduction(order.pointsUsed) });
    if (order.happyPointsUsed > 0) {
      rows.push({ key: 'happyPoints', label: T.happyPoints, value: formatDeduction(order.happyPointsUsed) });
    }
    return rows;
  }

  get paidTotal(): string {
    return this.order === null ? '' : formatWon(this.order.totalPrice);
  }

  /** Starts the following lifetime (the page is shown); the returned stopper ends it (the page unmounts). */
  start(): () => void {
    this.active = true;
    const order = this.order;
    if (order !== null && !this.followed.isFollowing && !isOrderEnded(order.status)) {
      void this.follow(order.orderId);
    }
    return () => {
      this.active = false;
      this.followed.stop();
    };
  }

  /** Reads the order of the link; resolves with the first answer (the order keeps being followed after it). */
  async load(): Promise<void> {
    this.followed.reset();
    await when(() => this.deps.session.session.status === 'loaded');
    const orderId = this.orderId;
    if (this.deps.session.current === null) return this.followed.settle('signed-out');
    if (orderId === null) return this.followed.settle('not-found');
    await this.follow(orderId);
  }

  /** Follows the order; resolves with the first answer. */
  private follow(orderId: string): Promise<void> {
    return this.followed.follow({
      execute: ({ onRead, ...callbacks }) =>
        this.deps.followOrder.execute({
          order: { orderId },
          intervalMs: this.deps.pollMs ?? ORDER_POLL_MS,
          onRead: (found) => onRead(found.order),
          ...callbacks,
        }),
      statusOf: (result, shown) => (result.kind === 'not-found' && shown === null ? 'not-found' : null),
      statusOfError: (error) => (error instanceof SessionRequiredError ? 'signed-out' : null),
      // Followed only while the page is shown.
      keepFollowing: () => this.active,
    });
  }
}

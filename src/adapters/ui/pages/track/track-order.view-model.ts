import { makeAutoObservable } from 'mobx';
import type { TrackedOrder } from '../../../../application/ports/order-tracker';
import type { FollowTrackedOrder } from '../../../../application/use-cases/follow-tracked-order';
import { formatSeoulDateTime } from '../../../../domain/money/calendar';
import { formatWon } from '../../../../domain/money/format';
import { isOrderEnded, orderStatusLabel } from '../../../../domain/order/status';
import { FollowedOrder, type FollowedOrderStatus } from '../../components/order-progress/followed-order';
import type { OrderProgressStep } from '../../components/order-progress/order-progress';
import { orderProgressView } from '../../components/order-progress/order-progress-steps';

/** The tracking page's text (ours: the spec has no tracking link). */
export const TRACK_ORDER_TEXT = {
  eyebrow: '주문 조회',
  status: '현재 주문 상태',
  live: '실시간 업데이트 중',
  progress: '주문 진행 상황',
  items: '주문 메뉴',
  paid: '결제금액',
  orderedAt: '주문일시',
  mealType: { DELIVERY: '배달 주문', TAKEOUT: '포장 주문' },
  quantity: (quantity: number) => `${quantity}개`,
  /** While the order is live the link has no end yet. */
  linkOpen: '이 링크는 주문이 끝나고 24시간까지 볼 수 있어요.',
  linkUntil: (until: string) => `이 링크는 ${until}까지 볼 수 있어요.`,
  readOnly: '로그인 없이 보는 주문 조회 화면이에요. 주소와 연락처는 표시하지 않아요.',
  invalid: '유효하지 않은 주문 조회 링크입니다.',
  invalidDescription: '문자로 받은 링크가 잘리거나 바뀌지 않았는지 확인해주세요.',
  expired: '주문 조회 기간이 지났습니다.',
  expiredDescription: '주문 조회 링크는 주문이 끝나고 24시간 동안만 볼 수 있어요.',
  failed: '주문 정보를 불러오지 못했습니다.',
  failedDescription: '잠시 후 다시 시도해주세요.',
  retry: '다시 시도',
  home: '홈으로',
} as const;

/** Ours: how often a tracked order is read again while its status stream cannot connect. */
export const TRACK_POLL_MS = 10_000;

export type TrackOrderStatus = FollowedOrderStatus<'invalid' | 'expired'>;

export interface TrackedItemView {
  readonly key: string;
  readonly name: string;
  readonly options: string;
  readonly quantity: string;
}

export interface TrackOrderDeps {
  /** Reads the order of a link at once, then follows its status stream (reads every `pollMs` while it cannot). */
  readonly followTracked: Pick<FollowTrackedOrder, 'execute'>;
  readonly pollMs?: number;
  readonly log?: (message: string, error: unknown) => void;
}

/**
 * /track/{token} (issue 14): the order a tracking link names, shown without a session and followed live
 * (FollowTrackedOrder: each change pushed by the stream; read again every 10 s only while the stream cannot connect)
 * until it has ended or the page closes. A forged link and one past its time each get their own page.
 */
export class TrackOrderViewModel {
  private readonly followed: FollowedOrder<TrackedOrder, 'invalid' | 'expired'>;
  private token = '';

  constructor(private readonly deps: TrackOrderDeps) {
    this.followed = new FollowedOrder('tracked order', deps.log);
    makeAutoObservable<TrackOrderViewModel, 'deps' | 'followed' | 'token'>(this, {
      deps: false,
      followed: false,
      token: false,
    });
  }

  get status(): TrackOrderStatus {
    return this.followed.status;
  }

  get order(): TrackedOrder | null {
    return this.followed.order;
  }

  /** Still followed: the status may change while the page is shown. */
  get live(): boolean {
    return this.status === 'ready' && this.order !== null && !isOrderEnded(this.order.status);
  }

  get statusLabel(): string {
    return this.order === null ? '' : orderStatusLabel(this.order.status, this.order.mealType);
  }

  get mealTypeLabel(): string {
    return this.order === null ? '' : TRACK_ORDER_TEXT.mealType[this.order.mealType];
  }

  get orderedAt(): string {
    return this.order === null ? '' : formatSeoulDateTime(this.order.orderedAt);
  }

  /** The progress bar: steps before the current one done; a cancelled order shows none. */
  get steps(): readonly OrderProgressStep[] {
    return this.order === null ? [] : orderProgressView(this.order.status, this.order.mealType);
  }

  get items(): readonly TrackedItemView[] {
    return (this.order?.lines ?? []).map((line, index) => ({
      key: `${index}-${line.menuName}`,
      name: line.menuName,
      options: line.optionNames.join(', '),
      quantity: TRACK_ORDER_TEXT.quantity(line.quantity),
    }));
  }

  get paidTotal(): string {
    return this.order === null ? '' : formatWon(this.order.totalPrice);
  }

  get linkNotice(): string {
    const until = this.order?.linkExpiresAt ?? null;
    return until === null ? TRACK_ORDER_TEXT.linkOpen : TRACK_ORDER_TEXT.linkUntil(formatSeoulDateTime(until));
  }

  /** Follows the order of `token` (the one before is stopped); resolves with the first answer. */
  follow(token: string): Promise<void> {
    this.followed.reset();
    this.token = token;
    return this.followed.follow({
      execute: (callbacks) =>
        this.deps.followTracked.execute({ token, intervalMs: this.deps.pollMs ?? TRACK_POLL_MS, ...callbacks }),
      statusOf: (result) => (result.kind === 'invalid' || result.kind === 'expired' ? result.kind : null),
    });
  }

  /** Follows the same link again (after a failed first read). */
  retry(): Promise<void> {
    return this.follow(this.token);
  }

  /** Stops following (the page closed). */
  stop(): void {
    this.followed.stop();
  }
}

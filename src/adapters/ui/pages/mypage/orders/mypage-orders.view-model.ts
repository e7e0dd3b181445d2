import { makeAutoObservable, reaction } from 'mobx';
import { myPageMenu, type Viewer, viewerOf } from '../../../../../domain/navigation/role-visibility';
import type { GuestPhoneOutcome } from '../../../components/phone-verification/guest-phone-confirmation.view-model';
import { sessionIdentity } from '../../../session/session-identity';
import type { SessionStore } from '../../../stores/session-store';
import type { OrderHistoryViewModel } from './order-history.view-model';

/** Ours (spec §2 names the page, not its texts). */
export const ORDERS_TEXT = {
  guestLead: '비회원 주문 내역은 휴대폰 인증 후 확인할 수 있어요.',
  confirmedLead: '인증된 휴대폰 번호로 주문 내역을 보여드려요.',
  confirmedPhone: '인증된 휴대폰 번호',
  empty: '주문 내역이 없어요.',
  emptyDescription: '맛있는 치킨을 주문해보세요.',
  toMenu: '메뉴 보러 가기',
} as const;

/** What the page shows: the session is still read, a guest must confirm a phone, or the history. */
export type OrdersView = 'loading' | 'guest-unconfirmed' | 'history';

/**
 * Ours (the spec is silent): a shown phone keeps its first 3 and last 4 digits, the middle digits become *, one per digit
 * (01012345678 → 010-****-5678). A number that is not 10–11 digits is masked whole rather than shown.
 */
export function maskPhoneNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 11) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}-${'*'.repeat(digits.length - 7)}-${digits.slice(-4)}`;
}

/**
 * /mypage/orders (spec §2: 주문 이력 for a guest, 주문 이력 & 퀵오더 등록 for a member). Issue 6: a guest sees its
 * history by a verified phone, so a guest first confirms one (spec §5 guest path); then the order history shows
 * (read when it first shows and again for another customer), with quick-order registration for members.
 */
export class MypageOrdersViewModel {
  /** The phone this guest confirmed on this page (the contract has no read of a guest's phone to restore it). */
  confirmedPhone: string | null = null;

  constructor(
    private readonly session: Pick<SessionStore, 'status' | 'current'>,
    readonly history: OrderHistoryViewModel,
  ) {
    makeAutoObservable<MypageOrdersViewModel, 'session'>(this, {
      session: false,
      history: false,
    });
  }

  /**
   * Reads the history once it shows (a member at once, a guest after confirming a phone) and again when the customer
   * changes; starts the 15 s refresh of orders in progress. Returns the way to stop both (on unmount).
   */
  start(): () => void {
    const stopReading = reaction(
      () => (this.view === 'history' ? sessionIdentity(this.session.current) : null),
      (identity) => {
        if (identity !== null) void this.history.load(1);
      },
      { fireImmediately: true },
    );
    const stopRefreshing = this.history.start();
    return () => {
      stopReading();
      stopRefreshing();
    };
  }

  /** Spec §2/§6: quick orders are saved by members only. */
  get offersQuickOrder(): boolean {
    return this.viewer === 'member';
  }

  get viewer(): Viewer {
    return viewerOf(this.session.current);
  }

  /** The my-page menu's label for this viewer (spec §2). */
  get title(): string {
    return myPageMenu(this.viewer).find((entry) => entry.key === 'order')?.label ?? '주문 이력';
  }

  get view(): OrdersView {
    if (this.session.status === 'loading') return 'loading';
    if (this.viewer === 'guest' && this.confirmedPhone === null) return 'guest-unconfirmed';
    return 'history';
  }

  get maskedPhone(): string | null {
    return this.confirmedPhone === null ? null : maskPhoneNumber(this.confirmedPhone);
  }

  /** The guest confirmation (GuestPhoneConfirmation) succeeded: the page shows that phone, masked, and the history. */
  confirmed(outcome: GuestPhoneOutcome): void {
    this.confirmedPhone = outcome.phoneNumber;
  }
}

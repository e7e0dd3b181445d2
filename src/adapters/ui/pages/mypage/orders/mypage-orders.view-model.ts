import { makeAutoObservable, observableRef } from 'mobx';
import { myPageMenu, type Viewer } from '../../../../../domain/navigation/role-visibility';
import type { GuestPhoneOutcome } from '../../../components/phone-verification/guest-phone-confirmation.view-model';
import type { OrdersPreload } from './mypage-orders.loader';
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

/** What the page shows: a guest must confirm a phone, or the history. */
export type OrdersView = OrdersPreload['view'];

/**
 * Ours (the spec is silent): a shown phone keeps its first 3 and last 4 digits, the middle digits become *, one per digit
 * (01012345678 → 010-****-5678). A number that is not 10–11 digits is masked whole rather than shown.
 */
export function maskPhoneNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 11) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}-${'*'.repeat(digits.length - 7)}-${digits.slice(-4)}`;
}

export interface MypageOrdersDeps {
  /** Records the phone the guest on this tab confirmed (ConfirmedGuestPhones, for the customer the session is now). */
  readonly confirmPhone: (phoneNumber: string) => void;
  /** Runs the page's route loader again (after the confirmation). */
  readonly readAgain: () => Promise<void>;
}

/**
 * /mypage/orders (spec §2: 주문 이력 for a guest, 주문 이력 & 퀵오더 등록 for a member). Issue 6: a guest sees its
 * history by a verified phone, so a guest first confirms one (spec §5 guest path); then the order history shows, with
 * quick-order registration for members. Issue 13: what the page shows is the route loader's answer
 * (mypage-orders.loader.ts: read once the session is known, for the page in the URL, again for another customer and
 * once the guest confirmed a phone), which the page presents.
 */
export class MypageOrdersViewModel {
  preload: OrdersPreload;

  constructor(
    private readonly deps: MypageOrdersDeps,
    readonly history: OrderHistoryViewModel,
    preload: OrdersPreload,
  ) {
    this.preload = preload;
    this.present(preload);
    makeAutoObservable<MypageOrdersViewModel, 'deps'>(this, { deps: false, history: false, preload: observableRef });
  }

  /** Shows the loader's answer (the history's page, when it read one). */
  present(preload: OrdersPreload): void {
    this.preload = preload;
    if (preload.view === 'history') this.history.present(preload.page, preload.result);
  }

  /** Keeps the orders in progress current (OrderHistoryViewModel.start). Returns the way to stop (on unmount). */
  start(): () => void {
    return this.history.start();
  }

  /** Spec §2/§6: quick orders are saved by members only. */
  get offersQuickOrder(): boolean {
    return this.viewer === 'member';
  }

  get viewer(): Viewer {
    return this.preload.viewer;
  }

  /** The my-page menu's label for this viewer (spec §2). */
  get title(): string {
    return myPageMenu(this.viewer).find((entry) => entry.key === 'order')?.label ?? '주문 이력';
  }

  get view(): OrdersView {
    return this.preload.view;
  }

  get maskedPhone(): string | null {
    const phone = this.preload.view === 'history' ? this.preload.confirmedPhone : null;
    return phone === null ? null : maskPhoneNumber(phone);
  }

  /** The guest confirmation (GuestPhoneConfirmation) succeeded: the page shows that phone, masked, and the history. */
  confirmed(outcome: GuestPhoneOutcome): Promise<void> {
    this.deps.confirmPhone(outcome.phoneNumber);
    return this.deps.readAgain();
  }
}

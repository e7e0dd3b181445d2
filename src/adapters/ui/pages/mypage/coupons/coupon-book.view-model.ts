import { makeAutoObservable, runInAction } from 'mobx';
import type { WalletCouponKind } from '../../../../../application/ports/coupon-wallet';
import type {
  DeleteWalletCoupon,
  DeleteWalletCouponResult,
} from '../../../../../application/use-cases/delete-wallet-coupon';
import { type BookEntry, type CouponBook, EMPTY_COUPON_BOOK } from '../../../../../domain/coupon/book';
import type { Ecoupon, MembershipCoupon, PriceCoupon, Voucher } from '../../../../../domain/coupon/types';
import { formatSeoulDate } from '../../../../../domain/money/calendar';
import { formatCouponCount, formatWon } from '../../../../../domain/money/format';
import { COUPON_KIND_LABELS } from '../../../shell/sidebar/coupon-register.view-model';
import { membershipBenefitText } from '../../checkout/coupons/coupon-chooser.view-model';
import type { CouponBookPreload } from './coupon-book.loader';

/** The coupon book's texts (spec §2 names the page and its routes; the wording of the rest is ours). */
export const COUPON_BOOK_TEXT = {
  title: '쿠폰북',
  lead: '보유한 쿠폰을 확인하고 쿠폰번호를 등록할 수 있어요.',
  tabsLabel: '쿠폰 종류',
  empty: '보유한 쿠폰이 없어요.',
  emptyDescription: 'E-쿠폰, 금액권, 상품권은 아래에서 쿠폰번호로 등록할 수 있어요.',
  loadFailed: '쿠폰을 불러오지 못했어요.',
  loadFailedDescription: '잠시 후 다시 시도해주세요.',
  retry: '다시 시도',
  until: (date: string) => `${date}까지`,
  balance: (won: number) => `잔액 ${formatWon(won)}`,
  voucherName: (won: number) => `상품권 ${formatWon(won)}`,
  faceValue: (won: number) => `액면가 ${formatWon(won)}`,
  exchange: (menuName: string) => `${menuName} 교환`,
  expired: '기간 만료',
  remove: '삭제',
  removeTitle: '쿠폰 삭제',
  removeConfirm: (name: string) => `${name}을(를) 삭제할까요? 삭제한 쿠폰은 되돌릴 수 없어요.`,
  removeNotFound: '이미 삭제되었거나 찾을 수 없는 쿠폰이에요.',
  removeFailed: '쿠폰을 삭제하지 못했어요. 잠시 후 다시 시도해주세요.',
} as const;

/** The book's tabs: spec §2 /mypage/coupons/1 membership coupons and /3 e-coupons; /2 (금액권·상품권) is ours. */
export type CouponTab = 'membership' | 'discount' | 'ecoupon';

export interface CouponTabEntry {
  readonly tab: CouponTab;
  readonly label: string;
  readonly path: string;
}

export const COUPON_TABS: readonly CouponTabEntry[] = [
  { tab: 'membership', label: '멤버십 쿠폰', path: '/mypage/coupons/1' },
  { tab: 'discount', label: '금액권·상품권', path: '/mypage/coupons/2' },
  { tab: 'ecoupon', label: 'E-쿠폰', path: '/mypage/coupons/3' },
];

/** The tab a route's :kind names; /mypage/coupons (no kind) is the membership tab (spec §2); null for anything else. */
export function couponTabOf(kind: string | undefined): CouponTab | null {
  if (kind === undefined) return 'membership';
  return COUPON_TABS.find((entry) => entry.path === `/mypage/coupons/${kind}`)?.tab ?? null;
}

/** One coupon as a card shows it. */
export interface CouponCardView {
  readonly key: string;
  readonly name: string;
  /** 금액권 or 상품권 on the mixed tab; null elsewhere. */
  readonly kindLabel: string | null;
  readonly benefit: string;
  readonly until: string;
  readonly couponNo: string | null;
  readonly expired: boolean;
  /** Why a held coupon cannot be used now (membership coupons, spec §3 unUsableReason). */
  readonly note: string | null;
  /** Registered coupons can be deleted; membership coupons cannot. */
  readonly removal: { readonly kind: WalletCouponKind; readonly id: number } | null;
}

const until = (instant: string) => COUPON_BOOK_TEXT.until(formatSeoulDate(instant));

/** What a removal leaves to say: nothing once removed, else why the coupon is not gone (in-use: the server's text). */
function removalMessage(result: DeleteWalletCouponResult): string | null {
  if (result.kind === 'removed') return null;
  return result.kind === 'in-use' ? result.message : COUPON_BOOK_TEXT.removeNotFound;
}

function membershipCard({ coupon, expired }: BookEntry<MembershipCoupon>): CouponCardView {
  return {
    key: `membership-${coupon.couponNo}`,
    name: coupon.couponName,
    kindLabel: null,
    benefit: membershipBenefitText(coupon),
    until: until(coupon.useEndsAt),
    couponNo: null,
    expired,
    note: expired || coupon.isUsable ? null : coupon.unUsableReason,
    removal: null,
  };
}

function priceCouponCard({ coupon, expired }: BookEntry<PriceCoupon>): CouponCardView {
  return {
    key: `price-coupon-${coupon.id}`,
    name: coupon.couponName,
    kindLabel: COUPON_KIND_LABELS['price-coupon'],
    benefit: COUPON_BOOK_TEXT.balance(coupon.balance),
    until: until(coupon.endDate),
    couponNo: coupon.couponNo,
    expired,
    note: null,
    removal: { kind: 'price-coupon', id: coupon.id },
  };
}

function voucherCard({ coupon: voucher, expired }: BookEntry<Voucher>): CouponCardView {
  return {
    key: `voucher-${voucher.id}`,
    name: COUPON_BOOK_TEXT.voucherName(voucher.price),
    kindLabel: COUPON_KIND_LABELS.voucher,
    benefit: COUPON_BOOK_TEXT.faceValue(voucher.price),
    until: until(voucher.endDate),
    couponNo: voucher.voucherSn,
    expired,
    note: null,
    removal: { kind: 'voucher', id: voucher.id },
  };
}

function ecouponCard({ coupon, expired }: BookEntry<Ecoupon>): CouponCardView {
  return {
    key: `ecoupon-${coupon.id}`,
    name: coupon.couponName,
    kindLabel: null,
    benefit: COUPON_BOOK_TEXT.exchange(coupon.menuName),
    until: until(coupon.endDate),
    couponNo: coupon.couponNo,
    expired,
    note: null,
    removal: { kind: 'ecoupon', id: coupon.id },
  };
}

export interface CouponBookDeps {
  readonly deleteWalletCoupon: Pick<DeleteWalletCoupon, 'execute'>;
  /** Runs the page's loader again (after a registration or a deletion, and for 다시 시도). */
  readonly readAgain: () => Promise<void>;
  /** Reads the shell's member counts again (membershipCouponCount, ecouponCount) after the book changed. */
  readonly refreshShell: () => Promise<void>;
}

/**
 * /mypage/coupons 쿠폰북 (spec §2): the coupons held by kind (membership coupons, price coupons with vouchers,
 * e-coupons), read together so every tab shows its count (spec §9 장); registered coupons are deleted after a
 * confirmation. Issue 13: the book is the route loader's answer (coupon-book.loader.ts: read once the session is
 * known, again for another customer, after a change and for 다시 시도), which the page presents to this view-model.
 */
export class CouponBookViewModel {
  held: CouponBook = EMPTY_COUPON_BOOK;
  status: 'ready' | 'failed' = 'ready';
  removing: CouponCardView | null = null;
  busy = false;
  message: string | null = null;

  constructor(
    private readonly deps: CouponBookDeps,
    preload: CouponBookPreload,
  ) {
    this.present(preload);
    makeAutoObservable<CouponBookViewModel, 'deps'>(this, { deps: false });
  }

  /** Shows the loader's answer: the book, or the error with 다시 시도 when it could not be read. */
  present({ book }: CouponBookPreload): void {
    this.held = book ?? EMPTY_COUPON_BOOK;
    this.status = book === null ? 'failed' : 'ready';
  }

  retry(): Promise<void> {
    return this.deps.readAgain();
  }

  cards(tab: CouponTab): readonly CouponCardView[] {
    const { held } = this;
    switch (tab) {
      case 'membership':
        return held.membership.map(membershipCard);
      case 'discount':
        return [...held.priceCoupons.map(priceCouponCard), ...held.vouchers.map(voucherCard)];
      case 'ecoupon':
        return held.ecoupons.map(ecouponCard);
    }
  }

  count(tab: CouponTab): number {
    const { held } = this;
    if (tab === 'membership') return held.membership.length;
    if (tab === 'discount') return held.priceCoupons.length + held.vouchers.length;
    return held.ecoupons.length;
  }

  /** "2장" once the book is read (spec §9: 장 for coupons held); null while it is not. */
  countText(tab: CouponTab): string | null {
    return this.status === 'ready' ? formatCouponCount(this.count(tab)) : null;
  }

  askRemove(card: CouponCardView): void {
    if (card.removal !== null) this.removing = card;
  }

  cancelRemove(): void {
    if (!this.busy) this.removing = null;
  }

  /** Deletes the coupon asked about; one the server no longer has, or keeps because an order used it, is said so. */
  async confirmRemove(): Promise<void> {
    const removal = this.removing?.removal ?? null;
    if (removal === null || this.busy) return;
    this.busy = true;
    try {
      const result = await this.deps.deleteWalletCoupon.execute(removal);
      runInAction(() => (this.message = removalMessage(result)));
      await this.refresh();
    } catch (error) {
      console.error('the coupon could not be removed', error);
      runInAction(() => (this.message = COUPON_BOOK_TEXT.removeFailed));
    } finally {
      runInAction(() => {
        this.busy = false;
        this.removing = null;
      });
    }
  }

  dismissMessage(): void {
    this.message = null;
  }

  /** The book and the shell's counts read again (after a registration or a deletion). */
  async refresh(): Promise<void> {
    await Promise.all([this.deps.readAgain(), this.deps.refreshShell().catch(() => undefined)]);
  }
}

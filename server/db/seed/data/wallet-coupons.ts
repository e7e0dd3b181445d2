import type { WalletKind } from '../../schema/coupons';

/** A printed coupon number waiting to be registered (spec §7 ecoupon, price-coupon, voucher add by couponNo). */
export interface SeedWalletCoupon {
  readonly kind: WalletKind;
  readonly couponNo: string;
  readonly couponName: string;
  /** Voucher face value or price-coupon value, won (0 for e-coupons). */
  readonly faceValue: number;
  readonly menuId: number | null;
  readonly endDate: string;
}

function series(count: number, make: (n: number) => SeedWalletCoupon): readonly SeedWalletCoupon[] {
  return Array.from({ length: count }, (_, i) => make(i + 1));
}

const pad = (n: number) => String(n).padStart(4, '0');

/**
 * The printed numbers of the demo franchise (README "Coupons to try"): each series holds 20 numbers; numbers
 * ending 0001–0003 go to the demo member, the rest are free to register. The *-9999 ones are past their end date.
 */
export const walletCouponStock: readonly SeedWalletCoupon[] = [
  ...series(20, (n) => ({
    kind: 'ecoupon',
    couponNo: `EC1000${pad(n)}`,
    couponName: '바삭 후라이드 치킨 교환권',
    faceValue: 0,
    menuId: 1,
    endDate: '2027-06-30',
  })),
  ...series(20, (n) => ({
    kind: 'price-coupon',
    couponNo: `PC2000${pad(n)}`,
    couponName: n % 2 === 0 ? '3만원 금액권' : '1만원 금액권',
    faceValue: n % 2 === 0 ? 30_000 : 10_000,
    menuId: null,
    endDate: '2027-06-30',
  })),
  ...series(20, (n) => ({
    kind: 'voucher',
    couponNo: `VC3000${pad(n)}`,
    couponName: n % 2 === 0 ? '1만원 상품권' : '2만원 상품권',
    faceValue: n % 2 === 0 ? 10_000 : 20_000,
    menuId: null,
    endDate: '2027-12-31',
  })),
  {
    kind: 'price-coupon',
    couponNo: 'PC2000-9999',
    couponName: '지난 금액권',
    faceValue: 5000,
    menuId: null,
    endDate: '2026-01-31',
  },
  {
    kind: 'voucher',
    couponNo: 'VC3000-9999',
    couponName: '지난 상품권',
    faceValue: 10_000,
    menuId: null,
    endDate: '2026-01-31',
  },
];

/** The numbers registered to the demo member at seed. */
export const DEMO_WALLET_COUPON_NOS: readonly string[] = [
  'EC10000001',
  'PC20000001',
  'PC20000002',
  'VC30000001',
  'VC30000002',
  'VC30000003',
];

/** The membership coupon templates issued to the demo member at seed (one of each benefit type and more). */
export const DEMO_MEMBERSHIP_TEMPLATE_IDS: readonly number[] = [1, 2, 3, 4, 5, 7];

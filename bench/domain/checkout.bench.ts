import { pathToFileURL } from 'node:url';
import { calculateCheckout } from '../../src/domain/checkout/calculate';
import type { CheckoutInput } from '../../src/domain/checkout/types';
import type { MembershipCoupon } from '../../src/domain/coupon/types';

/**
 * Throughput of the checkout calculation (src/domain/checkout/calculate.ts), which the storefront re-runs on
 * every coupon or point change and the server on every /order/calc and /order/process: a 10-line cart with one
 * membership coupon, three vouchers and points. Prints a table; it does not fail (ARCHITECTURE.md: benches are
 * not timed tests). Run: `npx tsx bench/domain/checkout.bench.ts`.
 */
export interface BenchRow {
  readonly bench: string;
  readonly value: number;
  readonly unit: string;
  readonly target: string;
  readonly meetsTarget: boolean;
}

const TARGET_PER_SECOND = 200_000;
const WARM_UP_MS = 300;
const MEASURE_MS = 2_000;

const coupon: MembershipCoupon = {
  couponNo: 'M-RATE-10',
  couponName: '10% 할인',
  benefitType: 'RATE_DISCOUNT',
  discountAmount: 0,
  discountRate: 10,
  maxDiscountAmount: 5_000,
  useEndsAt: '2099-12-31T23:59:59+09:00',
  isUsable: true,
  unUsableReason: null,
};

const input: CheckoutInput = {
  lines: Array.from({ length: 10 }, (_, i) =>
    i % 2 === 0
      ? { menuId: i + 1, lineTotal: 20_000 + i * 1_000 }
      : { menuId: i + 1, menuPrice: 18_000, optionAddPrices: [1_500, 500], quantity: 2 },
  ),
  mealType: 'DELIVERY',
  deliveryFee: 3_000,
  membershipCoupon: coupon,
  membershipCoupons: [coupon, { ...coupon, couponNo: 'M-OTHER', isUsable: false, unUsableReason: '사용 불가' }],
  vouchers: [1, 2, 3].map((id) => ({ id, voucherSn: `V-${id}`, price: 10_000, endDate: '2099-12-31' })),
  priceCoupons: [],
  pointsTyped: '3,456',
  pointBalance: 12_000,
  happyPoint: null,
  nowMs: Date.UTC(2024, 4, 15, 3),
};

/** Calls per second over `ms` of wall time, checking each result so the work cannot be optimised away. */
function measure(ms: number): number {
  let calls = 0;
  let checksum = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 1_000; i++) {
      const result = calculateCheckout(input);
      if (!result.ok) throw new Error(`bench input refused: ${result.error.code}`);
      checksum += result.value.total;
    }
    calls += 1_000;
    elapsed = performance.now() - start;
  }
  if (checksum <= 0) throw new Error('unexpected checksum');
  return (calls * 1_000) / elapsed;
}

/** Runs the bench and returns its rows (for a bench runner); prints nothing. */
export function run(): readonly BenchRow[] {
  measure(WARM_UP_MS);
  const perSecond = Math.round(measure(MEASURE_MS));
  return [
    {
      bench: 'checkout calculation (10 lines, 1 membership coupon, 3 vouchers, points)',
      value: perSecond,
      unit: 'calculations/s',
      target: `≥ ${TARGET_PER_SECOND.toLocaleString('en-US')}`,
      meetsTarget: perSecond >= TARGET_PER_SECOND,
    },
  ];
}

/** Runs the bench and prints its table (the entry bench/run.ts calls). */
export function main(): void {
  console.table(run().map((row) => ({ ...row, value: row.value.toLocaleString('en-US') })));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();

import { franchiseFixtures } from '../adapters/memory/fixtures';
import { InMemoryCouponWallet } from '../adapters/memory/in-memory-coupon-wallet';
import { InMemoryOrderGateway } from '../adapters/memory/in-memory-order-gateway';
import { InMemoryQuickOrderBook } from '../adapters/memory/in-memory-quick-order-book';
import { MemoryBackend } from '../adapters/memory/memory-backend';
import type { Clock } from '../application/ports/clock';
import type { CouponWallet } from '../application/ports/coupon-wallet';
import type { OrderGateway } from '../application/ports/order-gateway';
import type { QuickOrderBook } from '../application/ports/quick-order-book';

/** The ports the franchise API server does not serve yet, on one memory backend (one "server"). */
export interface MemoryStandIns {
  readonly orderGateway: OrderGateway;
  readonly couponWallet: CouponWallet;
  readonly quickOrderBook: QuickOrderBook;
}

/** OrderGateway and CouponWallet over one MemoryBackend seeded from the fixtures, its clock the container's. */
export function createMemoryStandIns(clock: Clock, fixtures = franchiseFixtures): MemoryStandIns {
  const backend = new MemoryBackend(fixtures, clock);
  return {
    orderGateway: new InMemoryOrderGateway(backend),
    couponWallet: new InMemoryCouponWallet(backend),
    quickOrderBook: new InMemoryQuickOrderBook(backend),
  };
}

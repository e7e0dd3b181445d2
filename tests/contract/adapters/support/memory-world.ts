import { franchiseFixtures, MEMORY_START_MS } from '../../../../src/adapters/memory/fixtures';
import { InMemoryAddressBook } from '../../../../src/adapters/memory/in-memory-address-book';
import { InMemoryBulkPurchaseDesk } from '../../../../src/adapters/memory/in-memory-bulk-purchase-desk';
import { InMemoryCartGateway } from '../../../../src/adapters/memory/in-memory-cart-gateway';
import { InMemoryContentFeed } from '../../../../src/adapters/memory/in-memory-content-feed';
import { InMemoryCouponWallet } from '../../../../src/adapters/memory/in-memory-coupon-wallet';
import { InMemoryInquiryDesk } from '../../../../src/adapters/memory/in-memory-inquiry-desk';
import { InMemoryMenuCatalog } from '../../../../src/adapters/memory/in-memory-menu-catalog';
import { InMemoryOrderGateway } from '../../../../src/adapters/memory/in-memory-order-gateway';
import { InMemoryQuickOrderBook } from '../../../../src/adapters/memory/in-memory-quick-order-book';
import { InMemoryStoreLocator } from '../../../../src/adapters/memory/in-memory-store-locator';
import { ManualClock } from '../../../../src/adapters/memory/local/manual-clock';
import { MemoryBackend } from '../../../../src/adapters/memory/memory-backend';
import type { AdapterSession, AdapterWorld } from './adapter-world';
import { memoryAccountWorld } from './memory-account-world';

/**
 * Wraps an adapter so every call first makes `enter` the backend's current sign-in. The memory adapters read the
 * current owner synchronously at the start of each call, so two sessions can share one backend (as two browsers
 * share one server) even with their calls interleaved.
 */
function actingAs<T extends object>(adapter: T, enter: () => void): T {
  return new Proxy(adapter, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        enter();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** The memory adapters over one backend seeded from the fixtures; each session is a new member of its own. */
export function memoryWorld(): AdapterWorld {
  const clock = new ManualClock(MEMORY_START_MS);
  const backend = new MemoryBackend(franchiseFixtures, clock);
  let sessions = 0;
  const adapters = (enter: () => void): AdapterSession => ({
    catalog: actingAs(new InMemoryMenuCatalog(backend), enter),
    stores: actingAs(new InMemoryStoreLocator(backend), enter),
    cart: actingAs(new InMemoryCartGateway(backend), enter),
    addresses: actingAs(new InMemoryAddressBook(backend), enter),
    content: actingAs(new InMemoryContentFeed(backend), enter),
    inquiries: actingAs(new InMemoryInquiryDesk(backend), enter),
    orders: actingAs(new InMemoryOrderGateway(backend), enter),
    quickOrders: actingAs(new InMemoryQuickOrderBook(backend), enter),
    wallet: actingAs(new InMemoryCouponWallet(backend), enter),
    bulkPurchases: actingAs(new InMemoryBulkPurchaseDesk(backend), enter),
  });
  return {
    async session(): Promise<AdapterSession> {
      sessions += 1;
      const ownerId = `contract-member-${sessions}`;
      const accessToken = `contract-access-${sessions}`;
      backend.ownerFor(ownerId, 'member', '');
      backend.accessTokens.set(accessToken, {
        ownerId,
        type: 'member',
        family: -sessions,
        expiresAtMs: Number.POSITIVE_INFINITY,
        rotated: false,
      });
      return adapters(() => {
        backend.current = { accessToken, refreshToken: null };
      });
    },
    async signedOut(): Promise<AdapterSession> {
      return adapters(() => {
        backend.current = null;
      });
    },
    accounts: memoryAccountWorld(backend, clock),
  };
}

import { ContainerModule } from 'inversify';
import { franchiseFixtures, MEMORY_START_MS } from '../adapters/memory/fixtures';
import { InMemoryAccountRecovery } from '../adapters/memory/in-memory-account-recovery';
import { InMemoryAccountRegistration } from '../adapters/memory/in-memory-account-registration';
import { InMemoryAddressBook } from '../adapters/memory/in-memory-address-book';
import { InMemoryBulkPurchaseDesk } from '../adapters/memory/in-memory-bulk-purchase-desk';
import { InMemoryCartGateway } from '../adapters/memory/in-memory-cart-gateway';
import { InMemoryContentFeed } from '../adapters/memory/in-memory-content-feed';
import { InMemoryCouponWallet } from '../adapters/memory/in-memory-coupon-wallet';
import { InMemoryInquiryDesk } from '../adapters/memory/in-memory-inquiry-desk';
import { InMemoryMemberAccount } from '../adapters/memory/in-memory-member-account';
import { InMemoryMenuCatalog } from '../adapters/memory/in-memory-menu-catalog';
import { InMemoryOrderGateway } from '../adapters/memory/in-memory-order-gateway';
import { InMemoryOrderStatusStream } from '../adapters/memory/in-memory-order-status-stream';
import { InMemoryOrderTracker } from '../adapters/memory/in-memory-order-tracker';
import { InMemoryPhoneVerification } from '../adapters/memory/in-memory-phone-verification';
import { InMemoryPointLedger } from '../adapters/memory/in-memory-point-ledger';
import { InMemoryQuickOrderBook } from '../adapters/memory/in-memory-quick-order-book';
import { InMemorySessionGateway } from '../adapters/memory/in-memory-session-gateway';
import { InMemoryStoreLocator } from '../adapters/memory/in-memory-store-locator';
import { InMemoryCookieJar } from '../adapters/memory/local/in-memory-cookie-jar';
import { InMemoryKeyValueStore } from '../adapters/memory/local/in-memory-key-value-store';
import { ManualClock } from '../adapters/memory/local/manual-clock';
import { ManualScheduler } from '../adapters/memory/local/manual-scheduler';
import { RecordingLogger } from '../adapters/memory/local/recording-logger';
import { MemoryBackend } from '../adapters/memory/memory-backend';
import { TOKENS, type Token } from '../tokens';
import { bindDevicePorts } from './device-ports';
import { provide, type Resolve } from './provide';

/** The memory backend's shared state: one "server" per container. */
export const MEMORY_BACKEND: Token<MemoryBackend> = Symbol('MemoryBackend') as Token<MemoryBackend>;

/** Every backend port on the in-memory adapters over one MemoryBackend seeded from `fixtures` (singletons). */
export function createMemoryBackendModule(fixtures = franchiseFixtures): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provide(bind, MEMORY_BACKEND, (get) => new MemoryBackend(fixtures, get(TOKENS.Clock))).inSingletonScope();
    const backend = (get: Resolve) => get(MEMORY_BACKEND);
    provide(bind, TOKENS.MenuCatalog, (get) => new InMemoryMenuCatalog(backend(get))).inSingletonScope();
    provide(bind, TOKENS.StoreLocator, (get) => new InMemoryStoreLocator(backend(get))).inSingletonScope();
    provide(bind, TOKENS.CartGateway, (get) => new InMemoryCartGateway(backend(get))).inSingletonScope();
    provide(bind, TOKENS.OrderGateway, (get) => new InMemoryOrderGateway(backend(get))).inSingletonScope();
    provide(bind, TOKENS.OrderStatusStream, (get) => InMemoryOrderStatusStream.of(backend(get))).inSingletonScope();
    provide(bind, TOKENS.OrderTracker, (get) => InMemoryOrderTracker.of(backend(get))).inSingletonScope();
    provide(bind, TOKENS.CouponWallet, (get) => new InMemoryCouponWallet(backend(get))).inSingletonScope();
    provide(bind, TOKENS.QuickOrderBook, (get) => new InMemoryQuickOrderBook(backend(get))).inSingletonScope();
    provide(bind, TOKENS.PointLedger, (get) => new InMemoryPointLedger(backend(get))).inSingletonScope();
    provide(bind, TOKENS.AddressBook, (get) => new InMemoryAddressBook(backend(get))).inSingletonScope();
    provide(bind, TOKENS.MemberAccount, (get) => new InMemoryMemberAccount(backend(get))).inSingletonScope();
    provide(bind, TOKENS.SessionGateway, (get) => new InMemorySessionGateway(backend(get))).inSingletonScope();
    provide(bind, TOKENS.ContentFeed, (get) => new InMemoryContentFeed(backend(get))).inSingletonScope();
    provide(bind, TOKENS.InquiryDesk, (get) => new InMemoryInquiryDesk(backend(get))).inSingletonScope();
    provide(bind, TOKENS.BulkPurchaseDesk, (get) => new InMemoryBulkPurchaseDesk(backend(get))).inSingletonScope();
    provide(bind, TOKENS.PhoneVerification, (get) => new InMemoryPhoneVerification(backend(get))).inSingletonScope();
    provide(
      bind,
      TOKENS.AccountRegistration,
      (get) => new InMemoryAccountRegistration(backend(get)),
    ).inSingletonScope();
    provide(bind, TOKENS.AccountRecovery, (get) => new InMemoryAccountRecovery(backend(get))).inSingletonScope();
  });
}

/**
 * Device-side ports in memory: Map-backed storage and cookies, a ManualClock starting at `startMs`, and a logger
 * that records (TOKENS.Logger resolves to a RecordingLogger).
 */
export function createMemoryLocalModule(startMs = MEMORY_START_MS): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provide(bind, TOKENS.Clock, () => new ManualClock(startMs)).inSingletonScope();
    provide(bind, TOKENS.Scheduler, () => new ManualScheduler()).inSingletonScope();
    provide(bind, TOKENS.Logger, () => new RecordingLogger()).inSingletonScope();
    provide(bind, TOKENS.LocalStore, () => new InMemoryKeyValueStore()).inSingletonScope();
    provide(bind, TOKENS.SessionStore, () => new InMemoryKeyValueStore()).inSingletonScope();
    provide(bind, TOKENS.CookieJar, (get) => new InMemoryCookieJar(get(TOKENS.Clock))).inSingletonScope();
    bindDevicePorts(bind);
  });
}

// Pure: a bundle that never reads these (the browser's http build) drops them and the memory adapters with them.
export const memoryBackendModule = /* @__PURE__ */ createMemoryBackendModule();
export const memoryLocalModule = /* @__PURE__ */ createMemoryLocalModule();

/** The headless family: in-memory backend and device. */
export const memoryModules: readonly ContainerModule[] = [memoryBackendModule, memoryLocalModule];

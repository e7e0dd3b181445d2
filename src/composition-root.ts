import 'reflect-metadata';
import type { Container } from 'inversify';
import { ContainerModule } from 'inversify';
import type { HttpClientOptions } from './adapters/http/http-client';
import { franchiseFixtures, MEMORY_START_MS } from './adapters/memory/fixtures';
import { InMemoryAccountRecovery } from './adapters/memory/in-memory-account-recovery';
import { InMemoryAccountRegistration } from './adapters/memory/in-memory-account-registration';
import { InMemoryAddressBook } from './adapters/memory/in-memory-address-book';
import { InMemoryCartGateway } from './adapters/memory/in-memory-cart-gateway';
import { InMemoryContentFeed } from './adapters/memory/in-memory-content-feed';
import { InMemoryCouponWallet } from './adapters/memory/in-memory-coupon-wallet';
import { InMemoryInquiryDesk } from './adapters/memory/in-memory-inquiry-desk';
import { InMemoryMemberAccount } from './adapters/memory/in-memory-member-account';
import { InMemoryMenuCatalog } from './adapters/memory/in-memory-menu-catalog';
import { InMemoryOrderGateway } from './adapters/memory/in-memory-order-gateway';
import { InMemoryPhoneVerification } from './adapters/memory/in-memory-phone-verification';
import { InMemoryPointLedger } from './adapters/memory/in-memory-point-ledger';
import { InMemoryQuickOrderBook } from './adapters/memory/in-memory-quick-order-book';
import { InMemorySessionGateway } from './adapters/memory/in-memory-session-gateway';
import { InMemoryStoreLocator } from './adapters/memory/in-memory-store-locator';
import { InMemoryCookieJar } from './adapters/memory/local/in-memory-cookie-jar';
import { InMemoryKeyValueStore } from './adapters/memory/local/in-memory-key-value-store';
import { ManualClock } from './adapters/memory/local/manual-clock';
import { MemoryBackend } from './adapters/memory/memory-backend';
import { bindDevicePorts } from './composition/device-ports';
import { httpBackendModule } from './composition/http-backend-module';
import { provide, type Resolve } from './composition/provide';
import { containerWith } from './composition/use-case-module';
import { TOKENS, type Token } from './tokens';

export { type BrowserEnvironment, browserStorageModule, createBrowserStorageModule } from './composition/device-ports';
export { HTTP_BACKEND } from './composition/http-backend-module';
export type { Resolve } from './composition/provide';
export { resolverOf, useCaseModule } from './composition/use-case-module';
export { TOKENS, type Token } from './tokens';

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
    provide(bind, TOKENS.CouponWallet, (get) => new InMemoryCouponWallet(backend(get))).inSingletonScope();
    provide(bind, TOKENS.QuickOrderBook, (get) => new InMemoryQuickOrderBook(backend(get))).inSingletonScope();
    provide(bind, TOKENS.PointLedger, (get) => new InMemoryPointLedger(backend(get))).inSingletonScope();
    provide(bind, TOKENS.AddressBook, (get) => new InMemoryAddressBook(backend(get))).inSingletonScope();
    provide(bind, TOKENS.MemberAccount, (get) => new InMemoryMemberAccount(backend(get))).inSingletonScope();
    provide(bind, TOKENS.SessionGateway, (get) => new InMemorySessionGateway(backend(get))).inSingletonScope();
    provide(bind, TOKENS.ContentFeed, (get) => new InMemoryContentFeed(backend(get))).inSingletonScope();
    provide(bind, TOKENS.InquiryDesk, (get) => new InMemoryInquiryDesk(backend(get))).inSingletonScope();
    provide(bind, TOKENS.PhoneVerification, (get) => new InMemoryPhoneVerification(backend(get))).inSingletonScope();
    provide(
      bind,
      TOKENS.AccountRegistration,
      (get) => new InMemoryAccountRegistration(backend(get)),
    ).inSingletonScope();
    provide(bind, TOKENS.AccountRecovery, (get) => new InMemoryAccountRecovery(backend(get))).inSingletonScope();
  });
}

export const memoryBackendModule = createMemoryBackendModule();

/**
 * The backend ports on the franchise API server (spec §7) over one axios client built from `options`
 * (composition/http-backend-module.ts). A franchise swaps its backend in one line:
 * createContainer([createHttpBackendModule(options), browserStorageModule]).
 */
export function createHttpBackendModule(options: HttpClientOptions): ContainerModule {
  return httpBackendModule(options);
}

/** Device-side ports in memory: Map-backed storage and cookies, and a ManualClock starting at `startMs`. */
export function createMemoryLocalModule(startMs = MEMORY_START_MS): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provide(bind, TOKENS.Clock, () => new ManualClock(startMs)).inSingletonScope();
    provide(bind, TOKENS.LocalStore, () => new InMemoryKeyValueStore()).inSingletonScope();
    provide(bind, TOKENS.SessionStore, () => new InMemoryKeyValueStore()).inSingletonScope();
    provide(bind, TOKENS.CookieJar, (get) => new InMemoryCookieJar(get(TOKENS.Clock))).inSingletonScope();
    bindDevicePorts(bind);
  });
}

export const memoryLocalModule = createMemoryLocalModule();

/** The headless family: in-memory backend and device. */
export const memoryModules: readonly ContainerModule[] = [memoryBackendModule, memoryLocalModule];

/**
 * A container with the use cases and the given adapter families: a franchise picks its backend in one line,
 * e.g. createContainer([memoryBackendModule, browserStorageModule]).
 */
export function createContainer(modules: readonly ContainerModule[] = memoryModules): Container {
  return containerWith(modules);
}

import 'reflect-metadata';
import { type Bind, Container, ContainerModule } from 'inversify';
import { createHttpBackend, type HttpBackend } from './adapters/http/http-backend-module';
import type { HttpClientOptions } from './adapters/http/http-client';
import { franchiseFixtures, MEMORY_START_MS } from './adapters/memory/fixtures';
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
import { InMemorySessionGateway } from './adapters/memory/in-memory-session-gateway';
import { InMemoryStoreLocator } from './adapters/memory/in-memory-store-locator';
import { InMemoryCookieJar } from './adapters/memory/local/in-memory-cookie-jar';
import { InMemoryKeyValueStore } from './adapters/memory/local/in-memory-key-value-store';
import { ManualClock } from './adapters/memory/local/manual-clock';
import { MemoryBackend } from './adapters/memory/memory-backend';
import { BrowserKeyValueStore } from './adapters/storage/browser-key-value-store';
import { CookiePreferenceStore } from './adapters/storage/cookie-preference-store';
import { DocumentCookieJar } from './adapters/storage/document-cookie-jar';
import { LocalStorageOrderFormRepository } from './adapters/storage/local-storage-order-form-repository';
import { SessionStorageArsFlag } from './adapters/storage/session-storage-ars-flag';
import { SystemClock } from './adapters/storage/system-clock';
import { AddOrderFormToCart } from './application/use-cases/add-order-form-to-cart';
import { CheckGuestLoginCouponWarning } from './application/use-cases/check-guest-login-coupon-warning';
import { ChooseMealType } from './application/use-cases/choose-meal-type';
import { GuardRoute } from './application/use-cases/guard-route';
import { LogOut } from './application/use-cases/log-out';
import { PayNow } from './application/use-cases/pay-now';
import { RefreshSession } from './application/use-cases/refresh-session';
import { RegisterCoupon } from './application/use-cases/register-coupon';
import { TOKENS, type Token } from './tokens';

export { TOKENS, type Token } from './tokens';

/** Resolves a token of the container with its bound type. */
export type Resolve = <T>(token: Token<T>) => T;

/** Binds a token to a factory (STYLE.md: explicit factories, no decorators in src/application). */
function provide<T>(bind: Bind, key: Token<T>, build: (resolve: Resolve) => T) {
  return bind<T>(key).toDynamicValue((context) => build((k) => context.get(k)));
}

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
    provide(bind, TOKENS.PointLedger, (get) => new InMemoryPointLedger(backend(get))).inSingletonScope();
    provide(bind, TOKENS.AddressBook, (get) => new InMemoryAddressBook(backend(get))).inSingletonScope();
    provide(bind, TOKENS.MemberAccount, (get) => new InMemoryMemberAccount(backend(get))).inSingletonScope();
    provide(bind, TOKENS.SessionGateway, (get) => new InMemorySessionGateway(backend(get))).inSingletonScope();
    provide(bind, TOKENS.ContentFeed, (get) => new InMemoryContentFeed(backend(get))).inSingletonScope();
    provide(bind, TOKENS.InquiryDesk, (get) => new InMemoryInquiryDesk(backend(get))).inSingletonScope();
    provide(bind, TOKENS.PhoneVerification, (get) => new InMemoryPhoneVerification(backend(get))).inSingletonScope();
  });
}

export const memoryBackendModule = createMemoryBackendModule();

/** The HTTP family's adapters and their one axios client (a test may add interceptors to the client). */
export const HTTP_BACKEND: Token<HttpBackend> = Symbol('HttpBackend') as Token<HttpBackend>;

/**
 * The backend ports on the franchise API server (spec §7), over one axios client built from `options`; a franchise
 * swaps its backend in one line: createContainer([createHttpBackendModule(options), browserStorageModule]).
 * Bound to HTTP: MenuCatalog, StoreLocator, CartGateway, AddressBook, ContentFeed, InquiryDesk (issue 3).
 * Still on the memory backend, because the server has no routes for them yet: SessionGateway and PhoneVerification
 * (the sessions issue), OrderGateway, CouponWallet, PointLedger and MemberAccount (the orders and account issues).
 * Until the sessions issue lands, `getAccessToken` must yield a token the server accepts (tests sign one).
 */
export function createHttpBackendModule(options: HttpClientOptions, fixtures = franchiseFixtures): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provide(bind, HTTP_BACKEND, () => createHttpBackend(options)).inSingletonScope();
    const http = (get: Resolve) => get(HTTP_BACKEND);
    provide(bind, TOKENS.MenuCatalog, (get) => http(get).menuCatalog).inSingletonScope();
    provide(bind, TOKENS.StoreLocator, (get) => http(get).storeLocator).inSingletonScope();
    provide(bind, TOKENS.CartGateway, (get) => http(get).cartGateway).inSingletonScope();
    provide(bind, TOKENS.AddressBook, (get) => http(get).addressBook).inSingletonScope();
    provide(bind, TOKENS.ContentFeed, (get) => http(get).contentFeed).inSingletonScope();
    provide(bind, TOKENS.InquiryDesk, (get) => http(get).inquiryDesk).inSingletonScope();

    // Not served over HTTP yet (see above): the memory backend stands in until their issues land.
    provide(bind, MEMORY_BACKEND, (get) => new MemoryBackend(fixtures, get(TOKENS.Clock))).inSingletonScope();
    const backend = (get: Resolve) => get(MEMORY_BACKEND);
    provide(bind, TOKENS.OrderGateway, (get) => new InMemoryOrderGateway(backend(get))).inSingletonScope();
    provide(bind, TOKENS.CouponWallet, (get) => new InMemoryCouponWallet(backend(get))).inSingletonScope();
    provide(bind, TOKENS.PointLedger, (get) => new InMemoryPointLedger(backend(get))).inSingletonScope();
    provide(bind, TOKENS.MemberAccount, (get) => new InMemoryMemberAccount(backend(get))).inSingletonScope();
    provide(bind, TOKENS.SessionGateway, (get) => new InMemorySessionGateway(backend(get))).inSingletonScope();
    provide(bind, TOKENS.PhoneVerification, (get) => new InMemoryPhoneVerification(backend(get))).inSingletonScope();
  });
}

/** The sidebar order form, preferences and ARS flag over whichever stores and cookie jar the family binds. */
function bindDevicePorts(bind: Bind): void {
  provide(
    bind,
    TOKENS.OrderFormRepository,
    (get) => new LocalStorageOrderFormRepository(get(TOKENS.LocalStore)),
  ).inSingletonScope();
  provide(bind, TOKENS.PreferenceStore, (get) => new CookiePreferenceStore(get(TOKENS.CookieJar))).inSingletonScope();
  provide(bind, TOKENS.ArsFlag, (get) => new SessionStorageArsFlag(get(TOKENS.SessionStore))).inSingletonScope();
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

/** What the browser family reads from the page; read lazily, so importing this file needs no browser. */
export interface BrowserEnvironment {
  readonly localStorage: Storage;
  readonly sessionStorage: Storage;
  readonly document: Document;
}

/** Device-side ports in the browser: localStorage, sessionStorage, document.cookie and the system clock. */
export function createBrowserStorageModule(environment: () => BrowserEnvironment = () => globalThis): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provide(bind, TOKENS.Clock, () => new SystemClock()).inSingletonScope();
    provide(bind, TOKENS.LocalStore, () => new BrowserKeyValueStore(environment().localStorage)).inSingletonScope();
    provide(bind, TOKENS.SessionStore, () => new BrowserKeyValueStore(environment().sessionStorage)).inSingletonScope();
    provide(bind, TOKENS.CookieJar, () => new DocumentCookieJar(environment().document)).inSingletonScope();
    bindDevicePorts(bind);
  });
}

export const browserStorageModule = createBrowserStorageModule();

/**
 * The use cases, built by factories from the ports bound by the families. They are stateless and built per
 * request, except RefreshSession: its single-flight refresh and 10 s cache must be shared by every caller.
 */
export const useCaseModule = new ContainerModule(({ bind }) => {
  provide(
    bind,
    TOKENS.ChooseMealType,
    (get) =>
      new ChooseMealType(
        get(TOKENS.SessionGateway),
        get(TOKENS.AddressBook),
        get(TOKENS.PreferenceStore),
        get(TOKENS.ArsFlag),
      ),
  );
  provide(
    bind,
    TOKENS.AddOrderFormToCart,
    (get) => new AddOrderFormToCart(get(TOKENS.CartGateway), get(TOKENS.OrderFormRepository)),
  );
  provide(bind, TOKENS.PayNow, (get) => new PayNow(get(TOKENS.CartGateway), get(TOKENS.OrderFormRepository)));
  provide(bind, TOKENS.LogOut, (get) => new LogOut(get(TOKENS.SessionGateway), get(TOKENS.OrderFormRepository)));
  provide(
    bind,
    TOKENS.CheckGuestLoginCouponWarning,
    (get) => new CheckGuestLoginCouponWarning(get(TOKENS.SessionGateway), get(TOKENS.MemberAccount)),
  );
  provide(bind, TOKENS.RegisterCoupon, (get) => new RegisterCoupon(get(TOKENS.CouponWallet)));
  provide(
    bind,
    TOKENS.RefreshSession,
    (get) => new RefreshSession(get(TOKENS.SessionGateway), get(TOKENS.Clock)),
  ).inSingletonScope();
  provide(
    bind,
    TOKENS.GuardRoute,
    (get) =>
      new GuardRoute(
        get(TOKENS.SessionGateway),
        get(TOKENS.MemberAccount),
        get(TOKENS.AddressBook),
        get(TOKENS.ArsFlag),
      ),
  );
});

/** The headless family: in-memory backend and device. */
export const memoryModules: readonly ContainerModule[] = [memoryBackendModule, memoryLocalModule];

/**
 * A container with the use cases and the given adapter families: a franchise picks its backend in one line,
 * e.g. createContainer([memoryBackendModule, browserStorageModule]).
 */
export function createContainer(modules: readonly ContainerModule[] = memoryModules): Container {
  const container = new Container();
  container.load(useCaseModule, ...modules);
  return container;
}

/** A typed lookup into a container: resolve(TOKENS.PayNow) is a PayNow. */
export function resolverOf(container: Container): Resolve {
  return (key) => container.get(key);
}

import type { AxiosInstance } from 'axios';
import { type Bind, ContainerModule } from 'inversify';
import type { HttpClientOptions } from '../adapters/http/http-client';
import { loadOnce } from '../domain/shared/load-once';
import { TOKENS, type Token } from '../tokens';
import { loadJitlessZod } from './jitless-zod';
import { type AsyncPort, lazyPort } from './lazy-port';
import { provide } from './provide';
import { yieldToBrowser } from './yield-to-browser';

/** The browser's one axios client, created when the first adapter loads (axios is not in the first load). */
type ClientLoader = () => Promise<AxiosInstance>;
const BROWSER_HTTP_CLIENT: Token<ClientLoader> = Symbol('BrowserHttpClient') as Token<ClientLoader>;

/**
 * The one client (every adapter shares its token header and its 401 refresh-and-replay), loaded with axios on the
 * first call; a load that failed is tried again on the next call.
 */
function clientLoader(options: HttpClientOptions): ClientLoader {
  return loadOnce(async () => (await import('../adapters/http/http-client')).createHttpClient(options));
}

/**
 * The adapter once the browser had a task of its own: a port's first call comes right after its chunk (and, for the
 * first port, axios's and zod's) was evaluated, and both in one task were 107-109 ms at an 8x CPU slowdown (issue 13).
 */
async function afterATask<T>(adapter: T): Promise<T> {
  await yieldToBrowser();
  return adapter;
}

/** Binds `token` to its Axios adapter over the shared client, the adapter's code imported on the port's first call. */
function bindLazily<T extends AsyncPort<T>>(
  bind: Bind,
  token: Token<T>,
  load: (client: AxiosInstance) => Promise<T>,
): void {
  provide(bind, token, (get) => {
    const clientOf = get(BROWSER_HTTP_CLIENT);
    return lazyPort(async () => {
      const [client] = await Promise.all([clientOf(), loadJitlessZod()]);
      return afterATask(await load(client));
    });
  }).inSingletonScope();
}

/**
 * The HTTP family as the browser binds it (issue 13 "a smaller first load"): the same Axios adapters over one client
 * as httpBackendModule, each a chunk imported on the port's first call (lazyPort), with the wire schemas it validates
 * answers with and, for the first of them, zod, axios and the client. A server-rendered landing page needs none of them
 * to show or to hydrate (its loaders' data came with the HTML): the session read after hydration loads the first.
 * Headless use, the tests and the server renderer keep httpBackendModule (every adapter at once, HTTP_BACKEND).
 */
export function browserHttpBackendModule(options: HttpClientOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provide(bind, BROWSER_HTTP_CLIENT, () => clientLoader(options)).inSingletonScope();
    provide(bind, TOKENS.SessionGateway, () =>
      lazyPort(async () => {
        await loadJitlessZod();
        const { AxiosSessionGateway, createAuthClient } = await import('../adapters/http/axios-session-gateway');
        return afterATask(
          new AxiosSessionGateway(createAuthClient(options.baseURL, options.transport), options.origin ?? null),
        );
      }),
    ).inSingletonScope();
    bindLazily(
      bind,
      TOKENS.MenuCatalog,
      async (c) => new (await import('../adapters/http/axios-menu-catalog')).AxiosMenuCatalog(c),
    );
    bindLazily(
      bind,
      TOKENS.CartGateway,
      async (c) => new (await import('../adapters/http/axios-cart-gateway')).AxiosCartGateway(c),
    );
    bindLazily(
      bind,
      TOKENS.AddressBook,
      async (c) => new (await import('../adapters/http/axios-address-book')).AxiosAddressBook(c),
    );
    bindLazily(
      bind,
      TOKENS.ContentFeed,
      async (c) => new (await import('../adapters/http/axios-content-feed')).AxiosContentFeed(c),
    );

    bindLazily(
      bind,
      TOKENS.StoreLocator,
      async (c) => new (await import('../adapters/http/axios-store-locator')).AxiosStoreLocator(c),
    );
    bindLazily(
      bind,
      TOKENS.InquiryDesk,
      async (c) => new (await import('../adapters/http/axios-inquiry-desk')).AxiosInquiryDesk(c),
    );
    bindLazily(
      bind,
      TOKENS.BulkPurchaseDesk,
      async (c) => new (await import('../adapters/http/axios-bulk-purchase-desk')).AxiosBulkPurchaseDesk(c),
    );
    bindLazily(
      bind,
      TOKENS.MemberAccount,
      async (c) => new (await import('../adapters/http/axios-member-account')).AxiosMemberAccount(c),
    );
    bindLazily(
      bind,
      TOKENS.PointLedger,
      async (c) => new (await import('../adapters/http/axios-point-ledger')).AxiosPointLedger(c),
    );
    bindLazily(
      bind,
      TOKENS.PhoneVerification,
      async (c) => new (await import('../adapters/http/axios-phone-verification')).AxiosPhoneVerification(c),
    );
    bindLazily(
      bind,
      TOKENS.AccountRegistration,
      async (c) => new (await import('../adapters/http/axios-account-registration')).AxiosAccountRegistration(c),
    );
    bindLazily(
      bind,
      TOKENS.AccountRecovery,
      async (c) => new (await import('../adapters/http/axios-account-recovery')).AxiosAccountRecovery(c),
    );
    bindLazily(
      bind,
      TOKENS.OrderGateway,
      async (c) => new (await import('../adapters/http/axios-order-gateway')).AxiosOrderGateway(c),
    );
    bindLazily(
      bind,
      TOKENS.OrderStatusStream,
      async (c) => new (await import('../adapters/http/axios-order-status-stream')).AxiosOrderStatusStream(c),
    );
    bindLazily(
      bind,
      TOKENS.OrderTracker,
      async (c) => new (await import('../adapters/http/axios-order-tracker')).AxiosOrderTracker(c),
    );
    bindLazily(
      bind,
      TOKENS.CouponWallet,
      async (c) => new (await import('../adapters/http/axios-coupon-wallet')).AxiosCouponWallet(c),
    );
    bindLazily(
      bind,
      TOKENS.QuickOrderBook,
      async (c) => new (await import('../adapters/http/axios-quick-order-book')).AxiosQuickOrderBook(c),
    );
  });
}

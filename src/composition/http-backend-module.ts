import { ContainerModule } from 'inversify';
import { AxiosAccountRecovery } from '../adapters/http/axios-account-recovery';
import { AxiosAccountRegistration } from '../adapters/http/axios-account-registration';
import { AxiosBulkPurchaseDesk } from '../adapters/http/axios-bulk-purchase-desk';
import { AxiosOrderTracker } from '../adapters/http/axios-order-tracker';
import { AxiosPhoneVerification } from '../adapters/http/axios-phone-verification';
import { createHttpBackend, type HttpBackend } from '../adapters/http/http-backend';
import type { HttpClientOptions } from '../adapters/http/http-client';
import { TOKENS, type Token } from '../tokens';
import { provide, type Resolve } from './provide';

/** The HTTP family's adapters and their one axios client (a test may add interceptors to the client). */
export const HTTP_BACKEND: Token<HttpBackend> = Symbol('HttpBackend') as Token<HttpBackend>;

/**
 * The backend ports on the franchise API server (spec §7), every one over one axios client built from `options`:
 * MenuCatalog, StoreLocator, CartGateway, AddressBook, ContentFeed, InquiryDesk (issue 3), SessionGateway (the
 * Auth.js sign-in helper), MemberAccount and PointLedger (issue 4), PhoneVerification, AccountRegistration and
 * AccountRecovery (issue 4 account calls), OrderGateway, CouponWallet and QuickOrderBook (issue 6), OrderStatusStream
 * and OrderTracker (issue 14).
 */
export function httpBackendModule(options: HttpClientOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provide(bind, HTTP_BACKEND, () => createHttpBackend(options)).inSingletonScope();
    const http = (get: Resolve) => get(HTTP_BACKEND);
    provide(bind, TOKENS.MenuCatalog, (get) => http(get).menuCatalog).inSingletonScope();
    provide(bind, TOKENS.StoreLocator, (get) => http(get).storeLocator).inSingletonScope();
    provide(bind, TOKENS.CartGateway, (get) => http(get).cartGateway).inSingletonScope();
    provide(bind, TOKENS.AddressBook, (get) => http(get).addressBook).inSingletonScope();
    provide(bind, TOKENS.ContentFeed, (get) => http(get).contentFeed).inSingletonScope();
    provide(bind, TOKENS.InquiryDesk, (get) => http(get).inquiryDesk).inSingletonScope();
    provide(bind, TOKENS.BulkPurchaseDesk, (get) => new AxiosBulkPurchaseDesk(http(get).client)).inSingletonScope();
    provide(bind, TOKENS.SessionGateway, (get) => http(get).sessionGateway).inSingletonScope();
    provide(bind, TOKENS.MemberAccount, (get) => http(get).memberAccount).inSingletonScope();
    provide(bind, TOKENS.PointLedger, (get) => http(get).pointLedger).inSingletonScope();
    provide(bind, TOKENS.PhoneVerification, (get) => new AxiosPhoneVerification(http(get).client)).inSingletonScope();
    provide(
      bind,
      TOKENS.AccountRegistration,
      (get) => new AxiosAccountRegistration(http(get).client),
    ).inSingletonScope();
    provide(bind, TOKENS.AccountRecovery, (get) => new AxiosAccountRecovery(http(get).client)).inSingletonScope();
    provide(bind, TOKENS.OrderGateway, (get) => http(get).orderGateway).inSingletonScope();
    provide(bind, TOKENS.OrderStatusStream, (get) => http(get).orderStatusStream).inSingletonScope();
    provide(bind, TOKENS.OrderTracker, (get) => new AxiosOrderTracker(http(get).client)).inSingletonScope();
    provide(bind, TOKENS.CouponWallet, (get) => http(get).couponWallet).inSingletonScope();
    provide(bind, TOKENS.QuickOrderBook, (get) => http(get).quickOrderBook).inSingletonScope();
  });
}

import type { AxiosInstance } from 'axios';
import type { AddressBook } from '../../application/ports/address-book';
import type { CartGateway } from '../../application/ports/cart-gateway';
import type { ContentFeed } from '../../application/ports/content-feed';
import type { CouponWallet } from '../../application/ports/coupon-wallet';
import type { InquiryDesk } from '../../application/ports/inquiry-desk';
import type { MemberAccount } from '../../application/ports/member-account';
import type { MenuCatalog } from '../../application/ports/menu-catalog';
import type { OrderGateway } from '../../application/ports/order-gateway';
import type { OrderStatusStream } from '../../application/ports/order-status-stream';
import type { PointLedger } from '../../application/ports/point-ledger';
import type { QuickOrderBook } from '../../application/ports/quick-order-book';
import type { SessionGateway } from '../../application/ports/session-gateway';
import type { StoreLocator } from '../../application/ports/store-locator';
import { AxiosAddressBook } from './axios-address-book';
import { AxiosCartGateway } from './axios-cart-gateway';
import { AxiosContentFeed } from './axios-content-feed';
import { AxiosCouponWallet } from './axios-coupon-wallet';
import { AxiosInquiryDesk } from './axios-inquiry-desk';
import { AxiosMemberAccount } from './axios-member-account';
import { AxiosMenuCatalog } from './axios-menu-catalog';
import { AxiosOrderGateway } from './axios-order-gateway';
import { AxiosOrderStatusStream } from './axios-order-status-stream';
import { AxiosPointLedger } from './axios-point-ledger';
import { AxiosQuickOrderBook } from './axios-quick-order-book';
import { AxiosSessionGateway, createAuthClient } from './axios-session-gateway';
import { AxiosStoreLocator } from './axios-store-locator';
import { createHttpClient, type HttpClientOptions } from './http-client';

/**
 * The backend ports the franchise API server serves today (issue 3: catalog, stores, cart, addresses, content,
 * inquiries; issue 4: member account and points; issue 6: orders, coupons, quick orders), all over ONE axios client, so
 * they share its token header and its 401 refresh-and-replay; and the sign-in helper (issue 4) over its own
 * cookie-carrying instance.
 */
export interface HttpBackend {
  readonly client: AxiosInstance;
  readonly menuCatalog: MenuCatalog;
  readonly storeLocator: StoreLocator;
  readonly cartGateway: CartGateway;
  readonly addressBook: AddressBook;
  readonly contentFeed: ContentFeed;
  readonly inquiryDesk: InquiryDesk;
  /** The sign-in helper (issue 4), over its own cookie-carrying axios instance (see createAuthClient). */
  readonly sessionGateway: SessionGateway;
  readonly memberAccount: MemberAccount;
  readonly pointLedger: PointLedger;
  readonly orderGateway: OrderGateway;
  /** Issue 14: an order's status changes as server-sent events, read with fetch through the same client. */
  readonly orderStatusStream: OrderStatusStream;
  readonly couponWallet: CouponWallet;
  readonly quickOrderBook: QuickOrderBook;
}

/** Builds the client of `options` and every Axios adapter over it (the composition root binds them). */
export function createHttpBackend(options: HttpClientOptions): HttpBackend {
  const client = createHttpClient(options);
  return {
    client,
    menuCatalog: new AxiosMenuCatalog(client),
    storeLocator: new AxiosStoreLocator(client),
    cartGateway: new AxiosCartGateway(client),
    addressBook: new AxiosAddressBook(client),
    contentFeed: new AxiosContentFeed(client),
    inquiryDesk: new AxiosInquiryDesk(client),
    sessionGateway: new AxiosSessionGateway(
      createAuthClient(options.baseURL, options.transport),
      options.origin ?? null,
    ),
    memberAccount: new AxiosMemberAccount(client),
    pointLedger: new AxiosPointLedger(client),
    orderGateway: new AxiosOrderGateway(client),
    orderStatusStream: new AxiosOrderStatusStream(client),
    couponWallet: new AxiosCouponWallet(client),
    quickOrderBook: new AxiosQuickOrderBook(client),
  };
}

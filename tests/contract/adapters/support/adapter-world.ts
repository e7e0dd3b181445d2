import type { AddressBook } from '../../../../src/application/ports/address-book';
import type { BulkPurchaseDesk } from '../../../../src/application/ports/bulk-purchase-desk';
import type { CartGateway } from '../../../../src/application/ports/cart-gateway';
import type { ContentFeed } from '../../../../src/application/ports/content-feed';
import type { CouponWallet } from '../../../../src/application/ports/coupon-wallet';
import type { InquiryDesk } from '../../../../src/application/ports/inquiry-desk';
import type { MenuCatalog } from '../../../../src/application/ports/menu-catalog';
import type { OrderGateway } from '../../../../src/application/ports/order-gateway';
import type { QuickOrderBook } from '../../../../src/application/ports/quick-order-book';
import type { StoreLocator } from '../../../../src/application/ports/store-locator';
import type { AccountWorld } from './account-world';

/** Every backend port of one adapter family, as one signed-in customer sees it. */
export interface AdapterSession {
  readonly catalog: MenuCatalog;
  readonly stores: StoreLocator;
  readonly cart: CartGateway;
  readonly addresses: AddressBook;
  readonly content: ContentFeed;
  readonly inquiries: InquiryDesk;
  readonly orders: OrderGateway;
  readonly quickOrders: QuickOrderBook;
  readonly wallet: CouponWallet;
  readonly bulkPurchases: BulkPurchaseDesk;
}

/**
 * One backend (the memory backend, or the real server on a database) that hands out sessions of NEW customers:
 * each session starts with an empty cart, no addresses, no posts, no orders, no quick orders, no coupons and no
 * points, so suites need no cleanup and no ordering.
 */
export interface AdapterWorld {
  session(): Promise<AdapterSession>;
  /** The same ports without a session: no access token, and a refresh that signs the customer out (spec §8). */
  signedOut(): Promise<AdapterSession>;
  /** The account ports (sign-in, member, points, phone, sign-up, find) per browser, and the partners' side. */
  readonly accounts: AccountWorld;
}

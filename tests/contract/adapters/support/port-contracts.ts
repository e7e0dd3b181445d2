import { describeAccountRecoveryContract } from '../contracts/account-recovery.contract';
import { describeAccountRegistrationContract } from '../contracts/account-registration.contract';
import { describeAddressBookContract } from '../contracts/address-book.contract';
import { describeBulkPurchaseDeskContract } from '../contracts/bulk-purchase-desk.contract';
import { describeCartGatewayContract } from '../contracts/cart-gateway.contract';
import { describeContentFeedContract, describeCustomerContentContract } from '../contracts/content-feed.contract';
import { describeCouponWalletContract } from '../contracts/coupon-wallet.contract';
import { describeInquiryDeskContract } from '../contracts/inquiry-desk.contract';
import { describeMemberAccountContract } from '../contracts/member-account.contract';
import { describeMenuCatalogContract } from '../contracts/menu-catalog.contract';
import { describeOrderGatewayContract } from '../contracts/order-gateway.contract';
import { describePhoneVerificationContract } from '../contracts/phone-verification.contract';
import { describePointLedgerContract } from '../contracts/point-ledger.contract';
import { describeQuickOrderBookContract } from '../contracts/quick-order-book.contract';
import { describeSessionGatewayContract } from '../contracts/session-gateway.contract';
import { describeSessionRequiredContract } from '../contracts/session-required.contract';
import { describeStoreLocatorContract } from '../contracts/store-locator.contract';
import type { AdapterWorld } from './adapter-world';

/** Declares every port's contract suite against the adapters `world` hands out; `family` names them. */
export function describePortContracts(family: string, world: AdapterWorld): void {
  const two = async () => Promise.all([world.session(), world.session()]);
  describeMenuCatalogContract(family, async () => {
    const { catalog, stores } = await world.session();
    return { catalog, stores };
  });
  describeStoreLocatorContract(family, async () => {
    const { stores } = await world.session();
    return { stores };
  });
  describeCartGatewayContract(family, async () => {
    const [mine, other] = await two();
    return { cart: mine.cart, otherCart: other.cart, catalog: mine.catalog };
  });
  describeAddressBookContract(family, async () => {
    const [mine, other] = await two();
    return { addresses: mine.addresses, otherAddresses: other.addresses };
  });
  describeContentFeedContract(family, async () => (await world.session()).content);
  describeCustomerContentContract(family, async () => {
    const [mine, other] = await two();
    return { content: mine.content, otherContent: other.content };
  });
  describeInquiryDeskContract(family, async () => {
    const [mine, other] = await two();
    return { inquiries: mine.inquiries, content: mine.content, otherContent: other.content };
  });
  describeOrderGatewayContract(family, async () => {
    const [mine, other] = await two();
    return {
      orders: mine.orders,
      otherOrders: other.orders,
      cart: mine.cart,
      catalog: mine.catalog,
      stores: mine.stores,
    };
  });
  describeQuickOrderBookContract(family, async () => {
    const [mine, other] = await two();
    return {
      quickOrders: mine.quickOrders,
      otherQuickOrders: other.quickOrders,
      orders: mine.orders,
      cart: mine.cart,
      catalog: mine.catalog,
      stores: mine.stores,
    };
  });
  describeBulkPurchaseDeskContract(family, async () => {
    const [mine, other] = await two();
    return { bulkPurchases: mine.bulkPurchases, otherBulkPurchases: other.bulkPurchases, stores: mine.stores };
  });
  describeCouponWalletContract(family, async () => {
    const { wallet } = await world.session();
    return { wallet };
  });
  describeSessionRequiredContract(family, () => world.signedOut());
  describeSessionGatewayContract(family, world.accounts);
  describeMemberAccountContract(family, world.accounts);
  describePointLedgerContract(family, world.accounts);
  describePhoneVerificationContract(family, world.accounts);
  describeAccountRegistrationContract(family, world.accounts);
  describeAccountRecoveryContract(family, world.accounts);
}

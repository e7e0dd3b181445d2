import type { AccountRecovery } from './application/ports/account-recovery';
import type { AccountRegistration } from './application/ports/account-registration';
import type { AddressBook } from './application/ports/address-book';
import type { ArsFlag } from './application/ports/ars-flag';
import type { BulkPurchaseDesk } from './application/ports/bulk-purchase-desk';
import type { CartGateway } from './application/ports/cart-gateway';
import type { Clock } from './application/ports/clock';
import type { ContentFeed } from './application/ports/content-feed';
import type { CookieJar } from './application/ports/cookie-jar';
import type { CouponWallet } from './application/ports/coupon-wallet';
import type { InquiryDesk } from './application/ports/inquiry-desk';
import type { KeyValueStore } from './application/ports/key-value-store';
import type { Logger } from './application/ports/logger';
import type { MemberAccount } from './application/ports/member-account';
import type { MenuCatalog } from './application/ports/menu-catalog';
import type { OrderFormRepository } from './application/ports/order-form-repository';
import type { OrderGateway } from './application/ports/order-gateway';
import type { OrderStatusStream } from './application/ports/order-status-stream';
import type { OrderTracker } from './application/ports/order-tracker';
import type { PhoneVerification } from './application/ports/phone-verification';
import type { PointLedger } from './application/ports/point-ledger';
import type { PreferenceStore } from './application/ports/preference-store';
import type { QuickOrderBook } from './application/ports/quick-order-book';
import type { Scheduler } from './application/ports/scheduler';
import type { SessionGateway } from './application/ports/session-gateway';
import type { StoreLocator } from './application/ports/store-locator';
import type { AddOrderFormToCart } from './application/use-cases/add-order-form-to-cart';
import type { CancelOrder } from './application/use-cases/cancel-order';
import type { ChangeCartLine } from './application/use-cases/change-cart-line';
import type { ChangeEcouponMenu } from './application/use-cases/change-ecoupon-menu';
import type { ChangePassword } from './application/use-cases/change-password';
import type { ChangePhone } from './application/use-cases/change-phone';
import type { CheckGuestLoginCouponWarning } from './application/use-cases/check-guest-login-coupon-warning';
import type { CheckUsername } from './application/use-cases/check-username';
import type { ChooseCheckoutCoupon } from './application/use-cases/choose-checkout-coupon';
import type { ChooseMealType } from './application/use-cases/choose-meal-type';
import type { ChooseStore } from './application/use-cases/choose-store';
import type { ConfirmGuestPhone } from './application/use-cases/confirm-guest-phone';
import type { ConfirmVerificationCode } from './application/use-cases/confirm-verification-code';
import type { ConnectIdentity } from './application/use-cases/connect-identity';
import type { DeleteAddress } from './application/use-cases/delete-address';
import type { DeleteQuickOrder } from './application/use-cases/delete-quick-order';
import type { DeleteQuickOrderLine } from './application/use-cases/delete-quick-order-line';
import type { DeleteRelayPost } from './application/use-cases/delete-relay-post';
import type { DeleteWalletCoupon } from './application/use-cases/delete-wallet-coupon';
import type { EndArsCall } from './application/use-cases/end-ars-call';
import type { FindAddressAt } from './application/use-cases/find-address-at';
import type { FindNearbyStores } from './application/use-cases/find-nearby-stores';
import type { FindUsername } from './application/use-cases/find-username';
import type { FollowOrderStatus } from './application/use-cases/follow-order-status';
import type { FollowTrackedOrder } from './application/use-cases/follow-tracked-order';
import type { GuardRoute } from './application/use-cases/guard-route';
import type { HidePopupBannersForToday } from './application/use-cases/hide-popup-banners-for-today';
import type { ListAddresses } from './application/use-cases/list-addresses';
import type { ListCategories } from './application/use-cases/list-categories';
import type { ListCategoryMenus } from './application/use-cases/list-category-menus';
import type { ListEvents } from './application/use-cases/list-events';
import type { ListFaq } from './application/use-cases/list-faq';
import type { ListMyBulkPurchaseRequests } from './application/use-cases/list-my-bulk-purchase-requests';
import type { ListMyInquiries } from './application/use-cases/list-my-inquiries';
import type { ListMyRelayPosts } from './application/use-cases/list-my-relay-posts';
import type { ListNotices } from './application/use-cases/list-notices';
import type { ListOrderHistory } from './application/use-cases/list-order-history';
import type { ListQuickOrders } from './application/use-cases/list-quick-orders';
import type { ListRecommendedMenus } from './application/use-cases/list-recommended-menus';
import type { ListStoryVideos } from './application/use-cases/list-story-videos';
import type { LoadCart } from './application/use-cases/load-cart';
import type { LogOut } from './application/use-cases/log-out';
import type { OpenArsLink } from './application/use-cases/open-ars-link';
import type { PayNow } from './application/use-cases/pay-now';
import type { PlaceOrder } from './application/use-cases/place-order';
import type { PriceCheckout } from './application/use-cases/price-checkout';
import type { PutMenuInOrderForm } from './application/use-cases/put-menu-in-order-form';
import type { ReadArsBranch } from './application/use-cases/read-ars-branch';
import type { ReadCartCount } from './application/use-cases/read-cart-count';
import type { ReadContentPage } from './application/use-cases/read-content-page';
import type { ReadCouponBook } from './application/use-cases/read-coupon-book';
import type { ReadEvent } from './application/use-cases/read-event';
import type { ReadEventBanners } from './application/use-cases/read-event-banners';
import type { ReadMembership } from './application/use-cases/read-membership';
import type { ReadMyInfo } from './application/use-cases/read-my-info';
import type { ReadNotice } from './application/use-cases/read-notice';
import type { ReadOrder } from './application/use-cases/read-order';
import type { ReadPointBalance } from './application/use-cases/read-point-balance';
import type { ReadPointHistory } from './application/use-cases/read-point-history';
import type { ReadPopupBanners } from './application/use-cases/read-popup-banners';
import type { ReadShellDetails } from './application/use-cases/read-shell-details';
import type { RefreshOrderHistory } from './application/use-cases/refresh-order-history';
import type { RefreshSession } from './application/use-cases/refresh-session';
import type { RegisterCoupon } from './application/use-cases/register-coupon';
import type { RegisterMember } from './application/use-cases/register-member';
import type { RemoveCartLines } from './application/use-cases/remove-cart-lines';
import type { RenameQuickOrder } from './application/use-cases/rename-quick-order';
import type { ReorderQuickOrder } from './application/use-cases/reorder-quick-order';
import type { RequestVerificationCode } from './application/use-cases/request-verification-code';
import type { ResetPassword } from './application/use-cases/reset-password';
import type { Resign } from './application/use-cases/resign';
import type { SaveAddress } from './application/use-cases/save-address';
import type { SaveQuickOrder } from './application/use-cases/save-quick-order';
import type { SaveRelayPost } from './application/use-cases/save-relay-post';
import type { SearchStoresByName } from './application/use-cases/search-stores-by-name';
import type { SetDefaultAddress } from './application/use-cases/set-default-address';
import type { ShowMenu } from './application/use-cases/show-menu';
import type { SignInMember } from './application/use-cases/sign-in-member';
import type { StartCheckout } from './application/use-cases/start-checkout';
import type { StartPasswordReset } from './application/use-cases/start-password-reset';
import type { StartRegistration } from './application/use-cases/start-registration';
import type { SubmitBulkPurchaseRequest } from './application/use-cases/submit-bulk-purchase-request';
import type { SubmitInquiry } from './application/use-cases/submit-inquiry';
import type { UpdateMarketingAgreements } from './application/use-cases/update-marketing-agreements';
import type { VerifyAdultBuyer } from './application/use-cases/verify-adult-buyer';

declare const tokenOf: unique symbol;

/** A container key that remembers the type bound to it, so resolving it needs no cast. */
export type Token<T> = symbol & { readonly [tokenOf]?: T };

/** Resolves a token to its bound type: what a screen receives (ServicesProvider), never the container itself. */
export type Resolve = <T>(token: Token<T>) => T;

/**
 * The use cases only some pages call, in groups the browser binds when such a page loads (issue 13: their code stays
 * out of the first load; src/composition/use-case-groups.ts): checkout (cart and checkout), orders (order history,
 * quick orders, coupon book, order status, tracking link), my-info, points (points and membership), inquiry, account
 * (log-in, sign-up, find-account, phone verification and a guest's phone confirmation), content (events, stories, the
 * customer centre, the legal and guide texts, bulk purchases), stores (the store finder and the delivery addresses),
 * ars (the visible ARS link and its end), refresh (the token refresh after a 401, which the browser binds once the page
 * is idle, or at the first 401).
 */
export type UseCaseGroup =
  | 'checkout'
  | 'orders'
  | 'my-info'
  | 'points'
  | 'inquiry'
  | 'account'
  | 'content'
  | 'stores'
  | 'ars'
  | 'refresh';

const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** The keys of everything the container provides: one per port, per local store and per use case. */
export const TOKENS = {
  MenuCatalog: token<MenuCatalog>('MenuCatalog'),
  StoreLocator: token<StoreLocator>('StoreLocator'),
  CartGateway: token<CartGateway>('CartGateway'),
  OrderGateway: token<OrderGateway>('OrderGateway'),
  /** Issue 14: an order's status changes pushed by the server (server-sent events). */
  OrderStatusStream: token<OrderStatusStream>('OrderStatusStream'),
  /** Issue 14: an order read and followed through its tracking link, without a session. */
  OrderTracker: token<OrderTracker>('OrderTracker'),
  CouponWallet: token<CouponWallet>('CouponWallet'),
  QuickOrderBook: token<QuickOrderBook>('QuickOrderBook'),
  PointLedger: token<PointLedger>('PointLedger'),
  AddressBook: token<AddressBook>('AddressBook'),
  MemberAccount: token<MemberAccount>('MemberAccount'),
  SessionGateway: token<SessionGateway>('SessionGateway'),
  ContentFeed: token<ContentFeed>('ContentFeed'),
  InquiryDesk: token<InquiryDesk>('InquiryDesk'),
  BulkPurchaseDesk: token<BulkPurchaseDesk>('BulkPurchaseDesk'),
  PhoneVerification: token<PhoneVerification>('PhoneVerification'),
  AccountRegistration: token<AccountRegistration>('AccountRegistration'),
  AccountRecovery: token<AccountRecovery>('AccountRecovery'),
  /** Local storage (survives the tab) and session storage (one tab). */
  LocalStore: token<KeyValueStore>('LocalStore'),
  SessionStore: token<KeyValueStore>('SessionStore'),
  CookieJar: token<CookieJar>('CookieJar'),
  OrderFormRepository: token<OrderFormRepository>('OrderFormRepository'),
  PreferenceStore: token<PreferenceStore>('PreferenceStore'),
  ArsFlag: token<ArsFlag>('ArsFlag'),
  Clock: token<Clock>('Clock'),
  /** Spec §8: where ignored failures are reported (the console in the browser, a recorder in memory). */
  Logger: token<Logger>('Logger'),
  ChooseMealType: token<ChooseMealType>('ChooseMealType'),
  AddOrderFormToCart: token<AddOrderFormToCart>('AddOrderFormToCart'),
  PayNow: token<PayNow>('PayNow'),
  LoadCart: token<LoadCart>('LoadCart'),
  ChangeCartLine: token<ChangeCartLine>('ChangeCartLine'),
  RemoveCartLines: token<RemoveCartLines>('RemoveCartLines'),
  ChangeEcouponMenu: token<ChangeEcouponMenu>('ChangeEcouponMenu'),
  StartCheckout: token<StartCheckout>('StartCheckout'),
  PriceCheckout: token<PriceCheckout>('PriceCheckout'),
  ChooseCheckoutCoupon: token<ChooseCheckoutCoupon>('ChooseCheckoutCoupon'),
  PlaceOrder: token<PlaceOrder>('PlaceOrder'),
  VerifyAdultBuyer: token<VerifyAdultBuyer>('VerifyAdultBuyer'),
  LogOut: token<LogOut>('LogOut'),
  CheckGuestLoginCouponWarning: token<CheckGuestLoginCouponWarning>('CheckGuestLoginCouponWarning'),
  RegisterCoupon: token<RegisterCoupon>('RegisterCoupon'),
  RefreshSession: token<RefreshSession>('RefreshSession'),
  GuardRoute: token<GuardRoute>('GuardRoute'),
  RequestVerificationCode: token<RequestVerificationCode>('RequestVerificationCode'),
  ConfirmVerificationCode: token<ConfirmVerificationCode>('ConfirmVerificationCode'),
  ConfirmGuestPhone: token<ConfirmGuestPhone>('ConfirmGuestPhone'),
  StartRegistration: token<StartRegistration>('StartRegistration'),
  CheckUsername: token<CheckUsername>('CheckUsername'),
  RegisterMember: token<RegisterMember>('RegisterMember'),
  FindUsername: token<FindUsername>('FindUsername'),
  StartPasswordReset: token<StartPasswordReset>('StartPasswordReset'),
  ResetPassword: token<ResetPassword>('ResetPassword'),
  ListCategories: token<ListCategories>('ListCategories'),
  ListCategoryMenus: token<ListCategoryMenus>('ListCategoryMenus'),
  ShowMenu: token<ShowMenu>('ShowMenu'),
  ListRecommendedMenus: token<ListRecommendedMenus>('ListRecommendedMenus'),
  ReadEventBanners: token<ReadEventBanners>('ReadEventBanners'),
  ListEvents: token<ListEvents>('ListEvents'),
  ReadEvent: token<ReadEvent>('ReadEvent'),
  ListStoryVideos: token<ListStoryVideos>('ListStoryVideos'),
  ReadPopupBanners: token<ReadPopupBanners>('ReadPopupBanners'),
  HidePopupBannersForToday: token<HidePopupBannersForToday>('HidePopupBannersForToday'),
  FindNearbyStores: token<FindNearbyStores>('FindNearbyStores'),
  SearchStoresByName: token<SearchStoresByName>('SearchStoresByName'),
  ChooseStore: token<ChooseStore>('ChooseStore'),
  ListAddresses: token<ListAddresses>('ListAddresses'),
  SaveAddress: token<SaveAddress>('SaveAddress'),
  SetDefaultAddress: token<SetDefaultAddress>('SetDefaultAddress'),
  DeleteAddress: token<DeleteAddress>('DeleteAddress'),
  FindAddressAt: token<FindAddressAt>('FindAddressAt'),
  OpenArsLink: token<OpenArsLink>('OpenArsLink'),
  ReadArsBranch: token<ReadArsBranch>('ReadArsBranch'),
  EndArsCall: token<EndArsCall>('EndArsCall'),
  ReadOrder: token<ReadOrder>('ReadOrder'),
  /** Runs work later (timers in the browser, moved by hand in headless tests). */
  Scheduler: token<Scheduler>('Scheduler'),
  ListOrderHistory: token<ListOrderHistory>('ListOrderHistory'),
  CancelOrder: token<CancelOrder>('CancelOrder'),
  FollowOrderStatus: token<FollowOrderStatus>('FollowOrderStatus'),
  FollowTrackedOrder: token<FollowTrackedOrder>('FollowTrackedOrder'),
  RefreshOrderHistory: token<RefreshOrderHistory>('RefreshOrderHistory'),
  ReadCouponBook: token<ReadCouponBook>('ReadCouponBook'),
  DeleteWalletCoupon: token<DeleteWalletCoupon>('DeleteWalletCoupon'),
  SaveQuickOrder: token<SaveQuickOrder>('SaveQuickOrder'),
  ListQuickOrders: token<ListQuickOrders>('ListQuickOrders'),
  RenameQuickOrder: token<RenameQuickOrder>('RenameQuickOrder'),
  DeleteQuickOrder: token<DeleteQuickOrder>('DeleteQuickOrder'),
  DeleteQuickOrderLine: token<DeleteQuickOrderLine>('DeleteQuickOrderLine'),
  ReorderQuickOrder: token<ReorderQuickOrder>('ReorderQuickOrder'),
  PutMenuInOrderForm: token<PutMenuInOrderForm>('PutMenuInOrderForm'),
  SignInMember: token<SignInMember>('SignInMember'),
  ReadPointBalance: token<ReadPointBalance>('ReadPointBalance'),
  ReadShellDetails: token<ReadShellDetails>('ReadShellDetails'),
  ReadCartCount: token<ReadCartCount>('ReadCartCount'),
  ReadPointHistory: token<ReadPointHistory>('ReadPointHistory'),
  ReadMembership: token<ReadMembership>('ReadMembership'),
  ReadContentPage: token<ReadContentPage>('ReadContentPage'),
  SubmitBulkPurchaseRequest: token<SubmitBulkPurchaseRequest>('SubmitBulkPurchaseRequest'),
  ListMyBulkPurchaseRequests: token<ListMyBulkPurchaseRequests>('ListMyBulkPurchaseRequests'),
  ReadMyInfo: token<ReadMyInfo>('ReadMyInfo'),
  UpdateMarketingAgreements: token<UpdateMarketingAgreements>('UpdateMarketingAgreements'),
  ChangePassword: token<ChangePassword>('ChangePassword'),
  ChangePhone: token<ChangePhone>('ChangePhone'),
  ConnectIdentity: token<ConnectIdentity>('ConnectIdentity'),
  Resign: token<Resign>('Resign'),
  ListMyInquiries: token<ListMyInquiries>('ListMyInquiries'),
  SubmitInquiry: token<SubmitInquiry>('SubmitInquiry'),
  ListFaq: token<ListFaq>('ListFaq'),
  ListNotices: token<ListNotices>('ListNotices'),
  ReadNotice: token<ReadNotice>('ReadNotice'),
  ListMyRelayPosts: token<ListMyRelayPosts>('ListMyRelayPosts'),
  SaveRelayPost: token<SaveRelayPost>('SaveRelayPost'),
  DeleteRelayPost: token<DeleteRelayPost>('DeleteRelayPost'),
} as const;

import type { AccountRecovery } from './application/ports/account-recovery';
import type { AccountRegistration } from './application/ports/account-registration';
import type { AddressBook } from './application/ports/address-book';
import type { ArsFlag } from './application/ports/ars-flag';
import type { CartGateway } from './application/ports/cart-gateway';
import type { Clock } from './application/ports/clock';
import type { ContentFeed } from './application/ports/content-feed';
import type { CookieJar } from './application/ports/cookie-jar';
import type { CouponWallet } from './application/ports/coupon-wallet';
import type { InquiryDesk } from './application/ports/inquiry-desk';
import type { KeyValueStore } from './application/ports/key-value-store';
import type { MemberAccount } from './application/ports/member-account';
import type { MenuCatalog } from './application/ports/menu-catalog';
import type { OrderFormRepository } from './application/ports/order-form-repository';
import type { OrderGateway } from './application/ports/order-gateway';
import type { PhoneVerification } from './application/ports/phone-verification';
import type { PointLedger } from './application/ports/point-ledger';
import type { PreferenceStore } from './application/ports/preference-store';
import type { QuickOrderBook } from './application/ports/quick-order-book';
import type { SessionGateway } from './application/ports/session-gateway';
import type { StoreLocator } from './application/ports/store-locator';
import type { AddOrderFormToCart } from './application/use-cases/add-order-form-to-cart';
import type { CheckGuestLoginCouponWarning } from './application/use-cases/check-guest-login-coupon-warning';
import type { CheckUsername } from './application/use-cases/check-username';
import type { ChooseMealType } from './application/use-cases/choose-meal-type';
import type { ConfirmGuestPhone } from './application/use-cases/confirm-guest-phone';
import type { ConfirmVerificationCode } from './application/use-cases/confirm-verification-code';
import type { FindUsername } from './application/use-cases/find-username';
import type { GuardRoute } from './application/use-cases/guard-route';
import type { LogOut } from './application/use-cases/log-out';
import type { PayNow } from './application/use-cases/pay-now';
import type { RefreshSession } from './application/use-cases/refresh-session';
import type { RegisterCoupon } from './application/use-cases/register-coupon';
import type { RegisterMember } from './application/use-cases/register-member';
import type { RequestVerificationCode } from './application/use-cases/request-verification-code';
import type { ResetPassword } from './application/use-cases/reset-password';
import type { StartPasswordReset } from './application/use-cases/start-password-reset';
import type { StartRegistration } from './application/use-cases/start-registration';

declare const tokenOf: unique symbol;

/** A container key that remembers the type bound to it, so resolving it needs no cast. */
export type Token<T> = symbol & { readonly [tokenOf]?: T };

const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** The keys of everything the container provides: one per port, per local store and per use case. */
export const TOKENS = {
  MenuCatalog: token<MenuCatalog>('MenuCatalog'),
  StoreLocator: token<StoreLocator>('StoreLocator'),
  CartGateway: token<CartGateway>('CartGateway'),
  OrderGateway: token<OrderGateway>('OrderGateway'),
  CouponWallet: token<CouponWallet>('CouponWallet'),
  QuickOrderBook: token<QuickOrderBook>('QuickOrderBook'),
  PointLedger: token<PointLedger>('PointLedger'),
  AddressBook: token<AddressBook>('AddressBook'),
  MemberAccount: token<MemberAccount>('MemberAccount'),
  SessionGateway: token<SessionGateway>('SessionGateway'),
  ContentFeed: token<ContentFeed>('ContentFeed'),
  InquiryDesk: token<InquiryDesk>('InquiryDesk'),
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
  ChooseMealType: token<ChooseMealType>('ChooseMealType'),
  AddOrderFormToCart: token<AddOrderFormToCart>('AddOrderFormToCart'),
  PayNow: token<PayNow>('PayNow'),
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
} as const;

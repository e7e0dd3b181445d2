import { describe, expect, it } from 'vitest';
import { AxiosAccountRecovery } from '../../../src/adapters/http/axios-account-recovery';
import { AxiosAccountRegistration } from '../../../src/adapters/http/axios-account-registration';
import { AxiosAddressBook } from '../../../src/adapters/http/axios-address-book';
import { AxiosCartGateway } from '../../../src/adapters/http/axios-cart-gateway';
import { AxiosContentFeed } from '../../../src/adapters/http/axios-content-feed';
import { AxiosCouponWallet } from '../../../src/adapters/http/axios-coupon-wallet';
import { AxiosInquiryDesk } from '../../../src/adapters/http/axios-inquiry-desk';
import { AxiosMemberAccount } from '../../../src/adapters/http/axios-member-account';
import { AxiosMenuCatalog } from '../../../src/adapters/http/axios-menu-catalog';
import { AxiosOrderGateway } from '../../../src/adapters/http/axios-order-gateway';
import { AxiosPhoneVerification } from '../../../src/adapters/http/axios-phone-verification';
import { AxiosPointLedger } from '../../../src/adapters/http/axios-point-ledger';
import { AxiosQuickOrderBook } from '../../../src/adapters/http/axios-quick-order-book';
import { AxiosSessionGateway } from '../../../src/adapters/http/axios-session-gateway';
import { AxiosStoreLocator } from '../../../src/adapters/http/axios-store-locator';
import {
  createContainer,
  createHttpBackendModule,
  HTTP_BACKEND,
  memoryLocalModule,
  resolverOf,
  TOKENS,
} from '../../../src/composition-root';

const options = {
  baseURL: 'http://franchise.test',
  getAccessToken: () => null,
  refresh: async () => ({ kind: 'signed-out' as const }),
  onSignedOut: () => undefined,
};

describe('the HTTP backend module', () => {
  it('binds the ports the server serves to Axios adapters over one client, in one line', () => {
    const get = resolverOf(createContainer([createHttpBackendModule(options), memoryLocalModule]));
    expect(get(TOKENS.MenuCatalog)).toBeInstanceOf(AxiosMenuCatalog);
    expect(get(TOKENS.StoreLocator)).toBeInstanceOf(AxiosStoreLocator);
    expect(get(TOKENS.CartGateway)).toBeInstanceOf(AxiosCartGateway);
    expect(get(TOKENS.AddressBook)).toBeInstanceOf(AxiosAddressBook);
    expect(get(TOKENS.ContentFeed)).toBeInstanceOf(AxiosContentFeed);
    expect(get(TOKENS.InquiryDesk)).toBeInstanceOf(AxiosInquiryDesk);
    expect(get(TOKENS.SessionGateway)).toBeInstanceOf(AxiosSessionGateway);
    expect(get(TOKENS.MemberAccount)).toBeInstanceOf(AxiosMemberAccount);
    expect(get(TOKENS.PointLedger)).toBeInstanceOf(AxiosPointLedger);
    expect(get(TOKENS.PhoneVerification)).toBeInstanceOf(AxiosPhoneVerification);
    expect(get(TOKENS.AccountRegistration)).toBeInstanceOf(AxiosAccountRegistration);
    expect(get(TOKENS.AccountRecovery)).toBeInstanceOf(AxiosAccountRecovery);
    expect(get(HTTP_BACKEND).client.defaults.baseURL).toBe(options.baseURL);
    expect(get(TOKENS.CartGateway)).toBe(get(HTTP_BACKEND).cartGateway);
  });

  it('binds the order, coupon and quick-order ports to Axios adapters too (issue 6), and the use cases resolve', () => {
    const get = resolverOf(createContainer([createHttpBackendModule(options), memoryLocalModule]));
    expect(get(TOKENS.OrderGateway)).toBeInstanceOf(AxiosOrderGateway);
    expect(get(TOKENS.CouponWallet)).toBeInstanceOf(AxiosCouponWallet);
    expect(get(TOKENS.QuickOrderBook)).toBeInstanceOf(AxiosQuickOrderBook);
    expect(get(TOKENS.PayNow)).toBeDefined();
    expect(get(TOKENS.GuardRoute)).toBeDefined();
  });
});

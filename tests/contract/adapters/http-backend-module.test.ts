import { describe, expect, it } from 'vitest';
import { AxiosAddressBook } from '../../../src/adapters/http/axios-address-book';
import { AxiosCartGateway } from '../../../src/adapters/http/axios-cart-gateway';
import { AxiosContentFeed } from '../../../src/adapters/http/axios-content-feed';
import { AxiosInquiryDesk } from '../../../src/adapters/http/axios-inquiry-desk';
import { AxiosMenuCatalog } from '../../../src/adapters/http/axios-menu-catalog';
import { AxiosStoreLocator } from '../../../src/adapters/http/axios-store-locator';
import { InMemoryCouponWallet } from '../../../src/adapters/memory/in-memory-coupon-wallet';
import { InMemoryMemberAccount } from '../../../src/adapters/memory/in-memory-member-account';
import { InMemoryOrderGateway } from '../../../src/adapters/memory/in-memory-order-gateway';
import { InMemoryPhoneVerification } from '../../../src/adapters/memory/in-memory-phone-verification';
import { InMemoryPointLedger } from '../../../src/adapters/memory/in-memory-point-ledger';
import { InMemorySessionGateway } from '../../../src/adapters/memory/in-memory-session-gateway';
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
    expect(get(HTTP_BACKEND).client.defaults.baseURL).toBe(options.baseURL);
    expect(get(TOKENS.CartGateway)).toBe(get(HTTP_BACKEND).cartGateway);
  });

  it('keeps the ports the server does not serve yet on the memory backend, and the use cases resolvable', () => {
    const get = resolverOf(createContainer([createHttpBackendModule(options), memoryLocalModule]));
    expect(get(TOKENS.SessionGateway)).toBeInstanceOf(InMemorySessionGateway);
    expect(get(TOKENS.OrderGateway)).toBeInstanceOf(InMemoryOrderGateway);
    expect(get(TOKENS.CouponWallet)).toBeInstanceOf(InMemoryCouponWallet);
    expect(get(TOKENS.PointLedger)).toBeInstanceOf(InMemoryPointLedger);
    expect(get(TOKENS.MemberAccount)).toBeInstanceOf(InMemoryMemberAccount);
    expect(get(TOKENS.PhoneVerification)).toBeInstanceOf(InMemoryPhoneVerification);
    expect(get(TOKENS.PayNow)).toBeDefined();
    expect(get(TOKENS.GuardRoute)).toBeDefined();
  });
});

import { type FranchiseFixtures, franchiseFixtures, MEMORY_START_MS } from '../../../src/adapters/memory/fixtures';
import { InMemoryAddressBook } from '../../../src/adapters/memory/in-memory-address-book';
import { InMemoryCartGateway } from '../../../src/adapters/memory/in-memory-cart-gateway';
import { InMemoryContentFeed } from '../../../src/adapters/memory/in-memory-content-feed';
import { InMemoryCouponWallet } from '../../../src/adapters/memory/in-memory-coupon-wallet';
import { InMemoryInquiryDesk } from '../../../src/adapters/memory/in-memory-inquiry-desk';
import { InMemoryMemberAccount } from '../../../src/adapters/memory/in-memory-member-account';
import { InMemoryMenuCatalog } from '../../../src/adapters/memory/in-memory-menu-catalog';
import { InMemoryOrderGateway } from '../../../src/adapters/memory/in-memory-order-gateway';
import { InMemoryOrderStatusStream } from '../../../src/adapters/memory/in-memory-order-status-stream';
import { InMemoryPhoneVerification } from '../../../src/adapters/memory/in-memory-phone-verification';
import { InMemoryPointLedger } from '../../../src/adapters/memory/in-memory-point-ledger';
import { InMemorySessionGateway, memoryGuestToken } from '../../../src/adapters/memory/in-memory-session-gateway';
import { InMemoryStoreLocator } from '../../../src/adapters/memory/in-memory-store-locator';
import { InMemoryCookieJar } from '../../../src/adapters/memory/local/in-memory-cookie-jar';
import { InMemoryKeyValueStore } from '../../../src/adapters/memory/local/in-memory-key-value-store';
import { ManualClock } from '../../../src/adapters/memory/local/manual-clock';
import { MemoryBackend } from '../../../src/adapters/memory/memory-backend';
import { CookiePreferenceStore } from '../../../src/adapters/storage/cookie-preference-store';
import { LocalStorageOrderFormRepository } from '../../../src/adapters/storage/local-storage-order-form-repository';
import { SessionStorageArsFlag } from '../../../src/adapters/storage/session-storage-ars-flag';
import type { OrderFormItem } from '../../../src/domain/menu/types';

/** The fixture member's credentials and the guest's phone (src/adapters/memory/fixtures.ts). */
export const MEMBER = { username: 'chicken', password: 'golden!olive1' } as const;
export const GUEST_PHONE = '01098765432';

/** Every port on memory adapters over one fresh backend, with a ManualClock at the fixtures' start instant. */
export function memoryWorld(fixtures: FranchiseFixtures = franchiseFixtures) {
  const clock = new ManualClock(MEMORY_START_MS);
  const backend = new MemoryBackend(fixtures, clock);
  const localStore = new InMemoryKeyValueStore();
  const sessionStore = new InMemoryKeyValueStore();
  const cookies = new InMemoryCookieJar(clock);
  const sessions = new InMemorySessionGateway(backend);
  const phone = new InMemoryPhoneVerification(backend);
  return {
    clock,
    backend,
    fixtures,
    localStore,
    sessionStore,
    cookies,
    sessions,
    phone,
    menu: new InMemoryMenuCatalog(backend),
    stores: new InMemoryStoreLocator(backend),
    cart: new InMemoryCartGateway(backend),
    orders: new InMemoryOrderGateway(backend),
    orderStream: InMemoryOrderStatusStream.of(backend),
    wallet: new InMemoryCouponWallet(backend),
    points: new InMemoryPointLedger(backend),
    addresses: new InMemoryAddressBook(backend),
    members: new InMemoryMemberAccount(backend),
    content: new InMemoryContentFeed(backend),
    inquiries: new InMemoryInquiryDesk(backend),
    orderForms: new LocalStorageOrderFormRepository(localStore),
    preferences: new CookiePreferenceStore(cookies),
    arsFlag: new SessionStorageArsFlag(sessionStore),
    async signInMember() {
      const result = await sessions.signIn({ provider: 'member', ...MEMBER });
      if (result.kind !== 'signed-in') throw new Error('fixture member could not sign in');
      return result.session;
    },
    async signInGuest(phoneNumber: string = GUEST_PHONE) {
      await phone.create({ name: '비회원', phoneNumber });
      await phone.confirm({ name: '비회원', phoneNumber, authCode: fixtures.verificationCode });
      const result = await sessions.signIn({ provider: 'guest', guestToken: memoryGuestToken(phoneNumber) });
      if (result.kind !== 'signed-in') throw new Error('guest could not sign in');
      return result.session;
    },
  };
}

export type MemoryWorld = ReturnType<typeof memoryWorld>;

/** An order-form item of a fixture menu, as the product page builds it. */
export function orderFormItem(menuId: number, selectedOptionItemIds: readonly number[], quantity = 1): OrderFormItem {
  const menu = franchiseFixtures.menus.find((m) => m.id === menuId);
  if (menu === undefined) {
    return {
      menuId,
      menuName: '없는 메뉴',
      menuPrice: 1000,
      menuImageUrl: '',
      options: [],
      selectedOptionItemIds,
      quantity,
    };
  }
  return {
    menuId,
    menuName: menu.menuName,
    menuPrice: menu.menuPrice,
    menuImageUrl: menu.menuImageUrl,
    options: menu.options,
    selectedOptionItemIds,
    quantity,
  };
}

/** Fixture option ids: 황금올리브치킨 (101) 부위 선택 한마리 / 순살, 음료 콜라. */
export const OPTION = { whole: 10011, boneless: 10012, cola: 10021 } as const;

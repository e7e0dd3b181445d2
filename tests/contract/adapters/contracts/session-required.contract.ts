import { beforeAll, describe, expect, it } from 'vitest';
import { SessionRequiredError } from '../../../../src/application/ports/session-required-error';
import { DEFAULT_MAP_CENTRE } from '../../../../src/domain/shared/geo';
import type { AdapterSession } from '../support/adapter-world';

/**
 * Which calls need a session (spec §6/§7, issue 3 §3: no endpoint reachable without a valid token where the spec
 * implies a session), for any adapter family: without one they throw SessionRequiredError, the public ones answer.
 */
export function describeSessionRequiredContract(name: string, makeSignedOut: () => Promise<AdapterSession>): void {
  describe(`Session-scoped ports without a session: ${name}`, () => {
    let ports: AdapterSession;
    beforeAll(async () => {
      ports = await makeSignedOut();
    });

    const sessionCalls: Readonly<Record<string, (p: AdapterSession) => Promise<unknown>>> = {
      'cart list': (p) => p.cart.list(),
      'cart count': (p) => p.cart.count(),
      'cart add': (p) => p.cart.add({ mainMenuId: 1, quantity: 1, subOptionItemIdSet: [] }),
      'cart change': (p) => p.cart.changeQuantity(1, 2),
      'cart remove': (p) => p.cart.remove(1),
      'cart clear': (p) => p.cart.clear(),
      'address list': (p) => p.addresses.list(),
      'default address': (p) => p.addresses.defaultAddress(),
      'address create': (p) =>
        p.addresses.create({
          deliveryName: '집',
          fullAddress: '주소',
          detailAddress: '상세',
          latitude: 37,
          longitude: 127,
        }),
      'address remove': (p) => p.addresses.remove(1),
      'Q&A list': (p) => p.content.qna(),
      'relay list': (p) => p.content.relays(),
      'relay write': (p) => p.content.createRelay({ title: '제목', content: '내용' }),
      inquiry: (p) =>
        p.inquiries.submit({
          branchId: null,
          name: '김치킨',
          phoneNumber: '01012345678',
          title: '[기타 불만] 제목',
          content: '내용',
          attachments: [],
        }),
      'order init': (p) => p.orders.init({ mealType: 'TAKEOUT', branchId: 1, items: null, agent: 'DESKTOPWEB' }),
      'order history': (p) => p.orders.history(1, 10),
      'order cancel': (p) => p.orders.cancel(1),
      'adult verification': (p) => p.orders.verifyAdult('token'),
      'quick order list': (p) => p.quickOrders.list(),
      'quick order reorder': (p) => p.quickOrders.reorder(1, null),
      'membership coupons': (p) => p.wallet.membershipCoupons(),
      'voucher register': (p) => p.wallet.register('voucher', 'VC30000010'),
    };

    for (const [call, run] of Object.entries(sessionCalls)) {
      it(`${call} needs a session`, async () => {
        await expect(run(ports)).rejects.toBeInstanceOf(SessionRequiredError);
      });
    }

    it('the menu, the stores, the geocoder and the franchise content need none', async () => {
      expect((await ports.catalog.categories()).length).toBeGreaterThan(0);
      expect((await ports.stores.searchFamily(DEFAULT_MAP_CENTRE)).length).toBeGreaterThan(0);
      expect(await ports.addresses.coordToAddress(DEFAULT_MAP_CENTRE)).not.toBeNull();
      expect((await ports.content.faq()).length).toBeGreaterThan(0);
      expect((await ports.content.notices(1, 10)).items.length).toBeGreaterThan(0);
    });
  });
}

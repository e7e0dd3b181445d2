import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signAccessToken } from '../../../server/auth/access-token';
import { DEMO_MEMBER_OWNER_ID } from '../../../server/db/seed/demo-member';
import { LocalIdentitySimulator } from '../../../server/partners/identity/local-identity-simulator';
import { AxiosOrderGateway } from '../../../src/adapters/http/axios-order-gateway';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import { describePglite } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';
import { itemOf, ORDER_NOW, startOrderServer } from './order-harness';

/**
 * The Axios OrderGateway's adult verification over real HTTP: it fetches the session's token (GET /pay/adult/token)
 * and sends it with the ciToken, so the server accepts an adult and refuses a minor; then the adult-only order pays.
 */
describePglite('AxiosOrderGateway adult verification over HTTP', (database) => {
  let app: FastifyInstance;
  let orders: AxiosOrderGateway;
  beforeAll(async () => {
    app = await startOrderServer(database.current);
    const baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await signAccessToken({ sub: DEMO_MEMBER_OWNER_ID, type: 'member' }, TEST_AUTH_KEY, 600);
    orders = new AxiosOrderGateway(
      createHttpClient({
        baseURL,
        origin: baseURL,
        getAccessToken: () => token,
        refresh: async () => ({ kind: 'signed-out' }),
        onSignedOut: () => undefined,
      }),
    );
  });
  afterAll(async () => app.close());

  it('a minor is refused, an adult is verified, and the beer order is then placed', async () => {
    const simulator = new LocalIdentitySimulator(TEST_AUTH_KEY, () => ORDER_NOW);
    const init = await orders.init({
      mealType: 'TAKEOUT',
      branchId: 2,
      items: [itemOf(1), itemOf(34)],
      agent: 'DESKTOPWEB',
    });
    if (init.kind !== 'ready') throw new Error(init.message);
    expect(init.checkout.adultVerificationRequired).toBe(true);
    expect(init.checkout.adultVerified).toBe(false);
    const minor = await simulator.issue(
      { name: '김청소', birthDate: '20100101', phoneNumber: '01099990000' },
      'ADULT_VERIFY',
    );
    expect(await orders.verifyAdult(minor)).toMatchObject({ kind: 'rejected', code: 'NOT_ADULT' });
    expect(await orders.verifyAdult('forged')).toMatchObject({ kind: 'rejected', code: 'CI_INVALID' });
    const adult = await simulator.issue(
      { name: '김치킨', birthDate: '19900101', phoneNumber: '01012345678' },
      'ADULT_VERIFY',
    );
    expect(await orders.verifyAdult(adult)).toEqual({ kind: 'verified' });
    const placed = await orders.process({
      checkoutId: init.checkout.checkoutId,
      idempotencyKey: 'axios-adult-1',
      coupons: { membershipCouponNo: null, voucherIds: [], priceCouponIds: [] },
      points: 0,
      happyPoints: 0,
      paymentMethod: 'MEET_CARD',
      cardNumber: null,
      agent: 'DESKTOPWEB',
      request: {
        orderMessage: '',
        orderMessageExcludeRadish: false,
        orderMessageExcludeBeverage: false,
        orderMessageExcludeDisposableProducts: false,
        deliveryMessage: '',
      },
    });
    expect(placed.kind).toBe('placed');
  });
});

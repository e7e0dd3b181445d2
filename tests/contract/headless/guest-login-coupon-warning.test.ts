import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { buildServer, type ZodApp } from '../../../server/app';
import { walletCoupons } from '../../../server/db/schema/coupons';
import { seedData } from '../../../server/db/seed/data/index';
import { seedDatabase } from '../../../server/db/seed/seed';
import { routeModules } from '../../../server/routes/index';
import { refreshThrough } from '../../../src/adapters/http/token-refresh';
import {
  createContainer,
  createHttpBackendModule,
  createMemoryLocalModule,
  HTTP_BACKEND,
  type Resolve,
  resolverOf,
  TOKENS,
} from '../../../src/composition-root';
import { guardWire, WireLog } from '../adapters/support/wire-guard';
import { describeOnDatabases } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';
import { nodeSessionModule } from './node-session';

/** 19:00 Seoul, running on in real time (as headless-worlds.ts): the coupon end dates below lie ahead of it. */
const SERVER_CLOCK_START_MS = Date.parse('2026-11-21T10:00:00Z');

/** The owner an access token speaks for (`guest:<uuid>`): the token's `sub` claim. */
function ownerOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

/**
 * Spec §5/§6 쿠폰 알림 over real HTTP: the server refuses a guest member info (403), so CheckGuestLoginCouponWarning
 * counts the guest's coupons through the coupon book's lists, which any session may read. A guest cannot register
 * a coupon (spec §6: members only), so the coupon is given to the guest's owner the way the franchise's back office
 * would, in the database.
 */
describeOnDatabases('CheckGuestLoginCouponWarning over HTTP', (database) => {
  let app: ZodApp | undefined;
  let baseURL = '';
  const log = new WireLog();

  beforeAll(async () => {
    const startedMs = Date.now();
    const now = () => new Date(SERVER_CLOCK_START_MS + (Date.now() - startedMs));
    await seedDatabase(database.current.db, seedData, { now });
    app = await buildServer({ database: database.current, authKey: TEST_AUTH_KEY, routes: routeModules, now });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(() => {
    expect(log.take(), 'answers that break src/contract').toEqual([]);
  });

  function httpContainer(): Resolve {
    let resolve: Resolve = () => {
      throw new Error('the container is still being built');
    };
    const http = createHttpBackendModule({
      baseURL,
      getAccessToken: async () => (await resolve(TOKENS.SessionGateway).session())?.accessToken ?? null,
      refresh: () => refreshThrough(resolve(TOKENS.RefreshSession))(),
      onSignedOut: () => undefined,
    });
    resolve = resolverOf(
      createContainer([http, createMemoryLocalModule(SERVER_CLOCK_START_MS), nodeSessionModule(baseURL)]),
    );
    guardWire(resolve(HTTP_BACKEND).client, log);
    return resolve;
  }

  async function signedInGuest(): Promise<{ get: Resolve; ownerId: string }> {
    const get = httpContainer();
    const result = await get(TOKENS.SessionGateway).signIn({ provider: 'guest' });
    if (result.kind !== 'signed-in') throw new Error(`guest sign-in: ${result.kind}`);
    return { get, ownerId: ownerOf(result.session.accessToken) };
  }

  it('a guest without coupons goes straight to member login', async () => {
    const { get } = await signedInGuest();
    expect(await get(TOKENS.CheckGuestLoginCouponWarning).execute()).toEqual({ kind: 'proceed', to: '/member/login' });
  });

  it('a guest holding a gift certificate is warned, though member info reads 0 coupons for them', async () => {
    const { get, ownerId } = await signedInGuest();
    expect(ownerId.startsWith('guest:')).toBe(true);
    await database.current.db.insert(walletCoupons).values({
      kind: 'voucher',
      couponNo: `VC-GUEST-${Date.now()}`,
      couponName: '2만원 상품권',
      faceValue: 20_000,
      endDate: '2027-06-30',
      ownerId,
      registeredAt: new Date(SERVER_CLOCK_START_MS),
    });
    // The old reading: member info is members only (403), so every count was 0 and the warning never showed.
    expect(await get(TOKENS.MemberAccount).info()).toMatchObject({ membershipCouponCount: 0, ecouponCount: 0 });
    const result = await get(TOKENS.CheckGuestLoginCouponWarning).execute();
    expect(result.kind).toBe('warn');
    expect(result.kind === 'warn' && result.warning.title).toBe('쿠폰 알림');
  });

  it('a guest holding an e-coupon is warned; another guest is not', async () => {
    const holder = await signedInGuest();
    await database.current.db.insert(walletCoupons).values({
      kind: 'ecoupon',
      couponNo: `EC-GUEST-${Date.now()}`,
      couponName: '바삭 후라이드 치킨 교환권',
      menuId: 1,
      endDate: '2027-06-30',
      ownerId: holder.ownerId,
      registeredAt: new Date(SERVER_CLOCK_START_MS),
    });
    expect((await holder.get(TOKENS.CheckGuestLoginCouponWarning).execute()).kind).toBe('warn');
    const other = await signedInGuest();
    expect((await other.get(TOKENS.CheckGuestLoginCouponWarning).execute()).kind).toBe('proceed');
  });
});

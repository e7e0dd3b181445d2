import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type ZodApp } from '../../../server/app';
import { signAccessToken } from '../../../server/auth/access-token';
import { composeServices, type ServerServices } from '../../../server/composition';
import { defaultServiceSettings } from '../../../server/config';
import { categories, owners } from '../../../server/db/schema';
import { seedData } from '../../../server/db/seed/data/index';
import { DEMO_MEMBER_OWNER_ID } from '../../../server/db/seed/demo-member';
import { seedDatabase } from '../../../server/db/seed/seed';
import { DEFAULT_CATALOG_CACHE_TTL_MS } from '../../../server/http/cache';
import { DomainHttpError } from '../../../server/http/domain-http-error';
import { PrometheusShopMetrics } from '../../../server/http/metrics';
import { publicBackendOf } from '../../../server/in-process/public-backend';
import { ServiceCartGateway } from '../../../server/in-process/service-cart-gateway';
import { ServiceOrderGateway } from '../../../server/in-process/service-order-gateway';
import { FlexibleRateLimiter } from '../../../server/rate-limit/flexible-rate-limiter';
import { routeModules } from '../../../server/routes/index';
import { CatalogChanges } from '../../../server/services/catalog/catalog-changes';
import { SessionRequiredError } from '../../../src/application/ports/session-required-error';
import {
  createContainer,
  createHttpBackendModule,
  memoryLocalModule,
  type PublicBackend,
  resolverOf,
  TOKENS,
} from '../../../src/composition-root';
import { DEFAULT_MAP_CENTRE } from '../../../src/domain/shared/geo';
import { describePglite } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';
import { describeCartGatewayContract } from './contracts/cart-gateway.contract';
import { describeContentFeedContract } from './contracts/content-feed.contract';
import { describeMenuCatalogContract } from './contracts/menu-catalog.contract';
import { describeOrderGatewayContract } from './contracts/order-gateway.contract';
import { describeStoreLocatorContract } from './contracts/store-locator.contract';
import { SERVER_CLOCK_START_MS } from './support/http-world';

// Issue 13: the in-process family (server/in-process: the public ports over the server's services, no HTTP to itself;
// what the page renderer reads every public page through) on embedded PGlite, held to the public ports' contract
// suites, and read beside the HTTP family on the same services: both families answer alike.
describePglite('in-process adapters', (database) => {
  const startedMs = Date.now();
  const now = () => new Date(SERVER_CLOCK_START_MS + (Date.now() - startedMs));
  let services: ServerServices;
  let backend: PublicBackend;
  let app: ZodApp | undefined;
  let overHttp: PublicBackend;
  let catalogChanges: CatalogChanges | undefined;

  /** The HTTP family on the same server, with the access token `token` (null: signed out). */
  const httpFamily = (token: string | null) => {
    if (app === undefined) throw new Error('the server is not built');
    const { port } = app.server.address() as AddressInfo;
    return resolverOf(
      createContainer([
        createHttpBackendModule({
          baseURL: `http://127.0.0.1:${port}`,
          getAccessToken: () => token,
          refresh: async () => ({ kind: 'signed-out' }),
          onSignedOut: () => undefined,
        }),
        memoryLocalModule,
      ]),
    );
  };

  beforeAll(async () => {
    await seedDatabase(database.current.db, seedData, { now });
    const core = {
      database: database.current,
      authKey: TEST_AUTH_KEY,
      now,
      rateLimiter: new FlexibleRateLimiter(),
      metrics: new PrometheusShopMetrics(),
    };
    services = composeServices(core, { ...defaultServiceSettings(), branchSimulator: null });
    // One change listener for both families, as the server has (catalog reads kept until the catalog changes).
    catalogChanges = new CatalogChanges(database.current, { ttlMs: DEFAULT_CATALOG_CACHE_TTL_MS });
    backend = publicBackendOf(services, now, catalogChanges);
    app = await buildServer({
      database: database.current,
      authKey: TEST_AUTH_KEY,
      routes: routeModules,
      now,
      services,
      catalogChanges,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const get = httpFamily(null);
    overHttp = {
      menuCatalog: get(TOKENS.MenuCatalog),
      storeLocator: get(TOKENS.StoreLocator),
      contentFeed: get(TOKENS.ContentFeed),
    };
  });
  afterAll(async () => {
    await app?.close();
    await catalogChanges?.close();
  });

  describeMenuCatalogContract('in-process adapters', async () => ({
    catalog: backend.menuCatalog,
    stores: backend.storeLocator,
  }));
  describeStoreLocatorContract('in-process adapters', async () => ({ stores: backend.storeLocator }));
  describeContentFeedContract('in-process adapters', async () => backend.contentFeed);
  // The customer's orders the server renders /checkout from: each a new guest's, with that guest's cart.
  const newGuest = async () => {
    const ownerId = `guest:${randomUUID()}`;
    await database.current.db.insert(owners).values({ id: ownerId, kind: 'guest' });
    const customer = { ownerId, type: 'guest' as const, origin: 'http://127.0.0.1' };
    if (app === undefined) throw new Error('the server is not built');
    return {
      orders: new ServiceOrderGateway(services, customer, app.log),
      cart: new ServiceCartGateway(services.cart, ownerId),
    };
  };
  // The customer's cart the server renders /cart from: each subject a new guest, as a guest sign-in makes one.
  const newGuestCart = async () => (await newGuest()).cart;
  describeCartGatewayContract('in-process adapters', async () => ({
    cart: await newGuestCart(),
    otherCart: await newGuestCart(),
    catalog: backend.menuCatalog,
  }));
  describeOrderGatewayContract('in-process adapters', async () => {
    const [first, other] = [await newGuest(), await newGuest()];
    return {
      orders: first.orders,
      otherOrders: other.orders,
      cart: first.cart,
      catalog: backend.menuCatalog,
      stores: backend.storeLocator,
    };
  });

  describe('beside the HTTP family on the same services', () => {
    it('the menu reads alike: categories, each category at the franchise and at a branch, details, options, picks', async () => {
      const categories = await backend.menuCatalog.categories();
      expect(categories).toEqual(await overHttp.menuCatalog.categories());
      const branch = seedData.branches.find((b) => b.hiddenMenuIds.length > 0 && b.soldOutMenuIds.length > 0);
      for (const { id } of categories) {
        expect(await backend.menuCatalog.category(id)).toEqual(await overHttp.menuCatalog.category(id));
        for (const branchId of [null, branch?.branchId ?? null]) {
          const cards = await backend.menuCatalog.menusOf(id, branchId);
          expect(cards).toEqual(await overHttp.menuCatalog.menusOf(id, branchId));
          for (const { id: menuId } of (cards ?? []).slice(0, 3)) {
            expect(await backend.menuCatalog.menuDetail(menuId)).toEqual(await overHttp.menuCatalog.menuDetail(menuId));
            expect(await backend.menuCatalog.subOptions(menuId, branchId)).toEqual(
              await overHttp.menuCatalog.subOptions(menuId, branchId),
            );
          }
        }
      }
      const first = categories.slice(0, 2).map((c) => c.id);
      expect(await backend.menuCatalog.recommend('recommended')).toEqual(
        await overHttp.menuCatalog.recommend('recommended'),
      );
      expect(await backend.menuCatalog.recommend('new', first)).toEqual(
        await overHttp.menuCatalog.recommend('new', first),
      );
    });

    it('the stores read alike: around a position, for delivery and takeout, by name, one branch and its terms', async () => {
      const around = await backend.storeLocator.searchFamily(DEFAULT_MAP_CENTRE);
      expect(around.length).toBeGreaterThan(0);
      expect(around).toEqual(await overHttp.storeLocator.searchFamily(DEFAULT_MAP_CENTRE));
      expect(await backend.storeLocator.delivery(DEFAULT_MAP_CENTRE)).toEqual(
        await overHttp.storeLocator.delivery(DEFAULT_MAP_CENTRE),
      );
      expect(await backend.storeLocator.takeout(DEFAULT_MAP_CENTRE)).toEqual(
        await overHttp.storeLocator.takeout(DEFAULT_MAP_CENTRE),
      );
      const [store] = around;
      if (store === undefined) throw new Error('no branch around the map centre');
      expect(await backend.storeLocator.family(store.branchId)).toEqual(
        await overHttp.storeLocator.family(store.branchId),
      );
      expect(await backend.storeLocator.deliveryInfo(store.branchId)).toEqual(
        await overHttp.storeLocator.deliveryInfo(store.branchId),
      );
      const name = store.familyName.slice(0, 2);
      expect(await backend.storeLocator.searchByName(name, 1, 5)).toEqual(
        await overHttp.storeLocator.searchByName(name, 1, 5),
      );
    });

    it('the content reads alike: banners, events by tab, story videos, the FAQ, notices and their neighbours', async () => {
      const feed = backend.contentFeed;
      const http = overHttp.contentFeed;
      expect(await feed.popupBanners()).toEqual(await http.popupBanners());
      expect(await feed.eventBanners()).toEqual(await http.eventBanners());
      for (const state of [undefined, 'ongoing', 'ended'] as const) {
        const query = { ...(state === undefined ? {} : { state }), page: 1, size: 5 };
        const events = await feed.events(query);
        expect(events).toEqual(await http.events(query));
        const [event] = events.items;
        if (event !== undefined) expect(await feed.event(event.id)).toEqual(await http.event(event.id));
      }
      expect(await feed.storyVideos(1, 4)).toEqual(await http.storyVideos(1, 4));
      expect(await feed.faq()).toEqual(await http.faq());
      const notices = await feed.notices(1, 10);
      expect(notices).toEqual(await http.notices(1, 10));
      for (const { id } of notices.items.slice(0, 3)) {
        expect(await feed.notice(id)).toEqual(await http.notice(id));
        expect(await feed.noticeNeighbours(id)).toEqual(await http.noticeNeighbours(id));
      }
      expect(await feed.page('terms')).toEqual(await http.page('terms'));
    });
  });

  it("a member's order reads alike: the snapshot with its coupons and points, its price and the history", async () => {
    if (app === undefined) throw new Error('the server is not built');
    const token = await signAccessToken({ sub: DEMO_MEMBER_OWNER_ID, type: 'member' }, TEST_AUTH_KEY, 3600);
    const http = httpFamily(token)(TOKENS.OrderGateway);
    const inProcess = new ServiceOrderGateway(
      services,
      { ownerId: DEMO_MEMBER_OWNER_ID, type: 'member', origin: 'http://127.0.0.1' },
      app.log,
    );
    const [card] = (await backend.menuCatalog.menusOf(1, null)) ?? [];
    if (card === undefined) throw new Error('category 1 has no menu');
    const groups = (await backend.menuCatalog.subOptions(card.id, null)) ?? [];
    const subOptionIds = groups.flatMap((g) =>
      g.subOptionItemDetailResponseList.slice(0, g.minSelect).map((i) => i.id),
    );
    const init = {
      mealType: 'DELIVERY',
      branchId: null,
      items: [{ menuId: card.id, quantity: 2, subOptionIds }],
      agent: 'MOBILEWEB',
    } as const;
    const [mine, overTheWire] = [await inProcess.init(init), await http.init(init)];
    if (mine.kind !== 'ready' || overTheWire.kind !== 'ready') throw new Error('the member could not check out');
    expect({ ...mine.checkout, checkoutId: '' }).toEqual({ ...overTheWire.checkout, checkoutId: '' });
    expect(mine.checkout.membershipCouponInfoList.length).toBeGreaterThan(0);
    expect(mine.checkout.pointBalance).toBeGreaterThan(0);
    const choices = (checkoutId: string) => ({
      checkoutId,
      coupons: {
        membershipCouponNo: mine.checkout.membershipCouponInfoList[0]?.couponNo ?? null,
        voucherIds: [],
        priceCouponIds: [],
      },
      points: 100,
      happyPoints: 0,
    });
    const priced = await inProcess.calc(choices(mine.checkout.checkoutId));
    expect(priced.kind).toBe('priced');
    expect(priced).toEqual(await http.calc(choices(overTheWire.checkout.checkoutId)));
    expect(await inProcess.history(1, 5)).toEqual(await http.history(1, 5));
  });

  it('keeps what the menu routes keep until the catalog changes: a renamed category reads renamed, in the picks too', async () => {
    const [first] = await backend.menuCatalog.categories();
    if (first === undefined) throw new Error('no category');
    expect(await backend.menuCatalog.categories()).toBe(await backend.menuCatalog.categories());
    // The recommend groups too (the sidebar's cards beside every menu page rendered per request read them).
    const recommended = await backend.menuCatalog.recommend('recommended');
    expect(await backend.menuCatalog.recommend('recommended')).toBe(recommended);
    expect(recommended.map((group) => group.categoryName)).toContain(first.categoryName);
    const renamed = `${first.categoryName} (새 이름)`;
    try {
      await database.current.db.update(categories).set({ categoryName: renamed }).where(eq(categories.id, first.id));
      // The database's change notification reaches the listener within milliseconds.
      await expect.poll(async () => (await backend.menuCatalog.category(first.id))?.categoryName).toBe(renamed);
      expect((await backend.menuCatalog.categories()).find((c) => c.id === first.id)?.categoryName).toBe(renamed);
      expect((await backend.menuCatalog.recommend('recommended')).map((group) => group.categoryName)).toContain(
        renamed,
      );
    } finally {
      await database.current.db
        .update(categories)
        .set({ categoryName: first.categoryName })
        .where(eq(categories.id, first.id));
    }
  });

  it('a blank or over-long branch name is refused as the route refuses it: 400 naming the field, in Korean', async () => {
    for (const name of ['  ', '가'.repeat(200)]) {
      const refused = backend.storeLocator.searchByName(name, 1, 10);
      await expect(refused).rejects.toBeInstanceOf(DomainHttpError);
      await expect(refused).rejects.toMatchObject({
        status: 400,
        field: 'name',
        message: expect.stringMatching(/[가-힣]/),
      });
    }
  });

  it("serves no customer: a customer's own Q&A and relay posts need a session", async () => {
    const feed = backend.contentFeed;
    for (const call of [
      () => feed.qna(),
      () => feed.qnaDetail(1),
      () => feed.relays(),
      () => feed.relay(1),
      () => feed.createRelay({ title: '제목', content: '내용' }),
      () => feed.updateRelay(1, { title: '제목', content: '내용' }),
      () => feed.removeRelay(1),
    ]) {
      await expect(call()).rejects.toBeInstanceOf(SessionRequiredError);
    }
  });
});

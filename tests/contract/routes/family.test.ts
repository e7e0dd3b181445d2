import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { seedData } from '../../../server/db/seed/data/index';
import { seedDatabase } from '../../../server/db/seed/seed';
import type { SeedBranch } from '../../../server/db/seed/types';
import { familyRoutes } from '../../../server/routes/family';
import { errorBodySchema } from '../../../src/contract/errors';
import { deliveryInfoSchema, familySearchResponseSchema, storeSchema } from '../../../src/contract/family';
import { describeOnDatabases } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';

const FAMILY = '/api/delivery/family';
const NOT_FOUND = {
  code: 'ELEMENT_NOT_FOUND',
  message: '요청하신 정보를 찾을 수 없습니다.',
  requestId: expect.any(String),
};

const branchOf = (predicate: (branch: SeedBranch) => boolean): SeedBranch => seedData.branches.find(predicate)!;
const soldOutBranch = branchOf((b) => b.availableType === 'SOLD_OUT' && b.soldOutMenuIds.length > 0);
const hiddenBranch = branchOf((b) => b.availableType === 'HIDDEN' && b.hiddenMenuIds.length > 0);
/** Available, yet sells out one menu: its card must not name it (only SOLD_OUT cards do). */
const availableWithSoldOut = branchOf((b) => b.availableType === 'AVAILABLE' && b.soldOutMenuIds.length > 0);
/** Opens 15:00 and closes 02:00 the next day. */
const lateBranch = branchOf((b) => b.opensAt === '15:00' && b.closesAt === '02:00');
/** Opens 11:00 and closes at midnight. */
const midnightBranch = branchOf((b) => b.opensAt === '11:00' && b.closesAt === '00:00');
const menuName = (id: number) => seedData.menus.find((menu) => menu.id === id)!.menuName;

/** A Seoul wall-clock instant (UTC+9). */
const seoul = (wallClock: string) => new Date(`${wallClock}+09:00`);

describeOnDatabases('family routes', (database) => {
  let app: FastifyInstance;
  let now = seoul('2026-05-01T12:00:00');
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedData);
    app = await buildServer({
      database: database.current,
      authKey: TEST_AUTH_KEY,
      routes: [familyRoutes],
      now: () => now,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  async function get(url: string, headers: Record<string, string> = {}) {
    return app.inject({ method: 'GET', url, headers });
  }

  async function expectBadRequest(url: string, field: string) {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toMatchObject({ code: 'BAD_REQUEST', field });
  }

  describe('a branch by id', () => {
    it('answers the store card of the branch', async () => {
      const branch = seedData.branches[0]!;
      const response = await get(`${FAMILY}/${branch.branchId}`);
      expect(response.statusCode).toBe(200);
      expect(storeSchema.parse(response.json())).toEqual({
        branchId: branch.branchId,
        familyImageUrl: branch.familyImageUrl,
        familyName: branch.familyName,
        address: branch.address,
        tel: branch.tel,
        availableType: branch.availableType,
        certifiedList: branch.certifiedList,
        unavailableProductName: null,
        latitude: branch.latitude,
        longitude: branch.longitude,
      });
    });

    it('a SOLD_OUT card names its sold-out menu and a HIDDEN card its hidden menu', async () => {
      const soldOut = storeSchema.parse((await get(`${FAMILY}/${soldOutBranch.branchId}`)).json());
      expect(soldOut.unavailableProductName).toBe(menuName(Math.min(...soldOutBranch.soldOutMenuIds)));
      const hidden = storeSchema.parse((await get(`${FAMILY}/${hiddenBranch.branchId}`)).json());
      expect(hidden.unavailableProductName).toBe(menuName(Math.min(...hiddenBranch.hiddenMenuIds)));
      const available = storeSchema.parse((await get(`${FAMILY}/${availableWithSoldOut.branchId}`)).json());
      expect(available.unavailableProductName).toBeNull();
    });

    it('an unknown branch is 404 and a non-number 400 naming params.branchId', async () => {
      const response = await get(`${FAMILY}/9999`);
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json())).toEqual(NOT_FOUND);
      await expectBadRequest(`${FAMILY}/abc`, 'params.branchId');
    });

    it('is cached with a strong ETag, and a matching If-None-Match answers 304', async () => {
      const response = await get(`${FAMILY}/1`);
      expect(response.headers['cache-control']).toBe('public, max-age=10');
      const etag = String(response.headers['etag']);
      expect(etag).toMatch(/^"/);
      expect((await get(`${FAMILY}/1`, { 'if-none-match': etag })).statusCode).toBe(304);
    });
  });

  describe('search by name', () => {
    const containing = (text: string) =>
      seedData.branches
        .filter((b) => b.familyName.includes(text))
        .sort((a, b) => (a.familyName < b.familyName ? -1 : a.familyName > b.familyName ? 1 : a.branchId - b.branchId));

    it('pages through the branches whose name contains the text, by name, with the total count', async () => {
      const all = containing('역');
      expect(all.length).toBeGreaterThan(3);
      const first = familySearchResponseSchema.parse(
        (await get(`${FAMILY}/search/by-name/${encodeURIComponent('역')}?page=1&size=3`)).json(),
      );
      expect(first).toMatchObject({ page: 1, size: 3, totalCount: all.length });
      expect(first.list.map((store) => store.branchId)).toEqual(all.slice(0, 3).map((b) => b.branchId));
      const second = familySearchResponseSchema.parse(
        (await get(`${FAMILY}/search/by-name/${encodeURIComponent('역')}?page=2&size=3`)).json(),
      );
      expect(second.list.map((store) => store.branchId)).toEqual(all.slice(3, 6).map((b) => b.branchId));
    });

    it('defaults to page 1 and size 30, and a page past the end is empty with the total', async () => {
      const defaults = familySearchResponseSchema.parse((await get(`${FAMILY}/search/by-name/점`)).json());
      expect(defaults).toMatchObject({ page: 1, size: 30, totalCount: seedData.branches.length });
      expect(defaults.list).toHaveLength(Math.min(30, seedData.branches.length));
      const past = familySearchResponseSchema.parse((await get(`${FAMILY}/search/by-name/점?page=9`)).json());
      expect(past).toMatchObject({ list: [], page: 9, totalCount: seedData.branches.length });
    });

    it('LIKE wildcards in the text match only themselves', async () => {
      const response = await get(`${FAMILY}/search/by-name/${encodeURIComponent('%')}`);
      expect(familySearchResponseSchema.parse(response.json())).toMatchObject({ list: [], totalCount: 0 });
    });

    it('size above 30, page below 1 and a name over 30 characters answer 400 naming the parameter', async () => {
      await expectBadRequest(`${FAMILY}/search/by-name/점?size=31`, 'query.size');
      await expectBadRequest(`${FAMILY}/search/by-name/점?page=0`, 'query.page');
      await expectBadRequest(`${FAMILY}/search/by-name/${'가'.repeat(31)}`, 'params.name');
      await expectBadRequest(`${FAMILY}/search/by-name/%20%20`, 'params.name');
    });
  });

  describe('delivery info', () => {
    async function deliveryInfo(branch: SeedBranch, at: string) {
      now = seoul(at);
      const response = await get(`${FAMILY}/${branch.branchId}/delivery-info`);
      expect(response.statusCode).toBe(200);
      return deliveryInfoSchema.parse(response.json());
    }

    it('carries the fee, the minimum order and the hours, and is never cached', async () => {
      now = seoul('2026-05-01T12:00:00');
      const response = await get(`${FAMILY}/${lateBranch.branchId}/delivery-info`);
      expect(deliveryInfoSchema.parse(response.json())).toEqual({
        branchId: lateBranch.branchId,
        deliveryFee: lateBranch.deliveryFee,
        minimumOrderAmount: lateBranch.minimumOrderAmount,
        opensAt: '15:00',
        closesAt: '02:00',
        isOpen: false,
      });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['etag']).toBeUndefined();
    });

    it('a branch open 15:00–02:00 is open after midnight until 02:00 Seoul time', async () => {
      expect((await deliveryInfo(lateBranch, '2026-05-01T14:59:00')).isOpen).toBe(false);
      expect((await deliveryInfo(lateBranch, '2026-05-01T15:00:00')).isOpen).toBe(true);
      expect((await deliveryInfo(lateBranch, '2026-05-01T23:59:00')).isOpen).toBe(true);
      expect((await deliveryInfo(lateBranch, '2026-05-02T00:30:00')).isOpen).toBe(true);
      expect((await deliveryInfo(lateBranch, '2026-05-02T01:59:00')).isOpen).toBe(true);
      expect((await deliveryInfo(lateBranch, '2026-05-02T02:00:00')).isOpen).toBe(false);
    });

    it('a branch closing at 00:00 is closed from midnight until it opens', async () => {
      expect((await deliveryInfo(midnightBranch, '2026-05-01T23:59:00')).isOpen).toBe(true);
      expect((await deliveryInfo(midnightBranch, '2026-05-02T00:00:00')).isOpen).toBe(false);
      expect((await deliveryInfo(midnightBranch, '2026-05-02T10:59:00')).isOpen).toBe(false);
      expect((await deliveryInfo(midnightBranch, '2026-05-02T11:00:00')).isOpen).toBe(true);
    });

    it('an unknown branch is 404', async () => {
      const response = await get(`${FAMILY}/9999/delivery-info`);
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json())).toEqual(NOT_FOUND);
    });
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../../server/app';
import { branchMenuStatus } from '../../../server/db/schema';
import { seedData } from '../../../server/db/seed/data/index';
import { seedDatabase } from '../../../server/db/seed/seed';
import type { SeedBranch, SeedMenu } from '../../../server/db/seed/types';
import { DEFAULT_CATALOG_CACHE_TTL_MS } from '../../../server/http/cache';
import { catalogRoutes } from '../../../server/routes/catalog';
import { CatalogChanges } from '../../../server/services/catalog/catalog-changes';
import {
  branchMenuListResponseSchema,
  categoryListResponseSchema,
  categorySchema,
  menuDetailSchema,
  optionGroupListResponseSchema,
  recommendListResponseSchema,
} from '../../../src/contract/catalog';
import { errorBodySchema } from '../../../src/contract/errors';
import { describeOnDatabases } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';

const MENU = '/api/delivery/menu';
const NOT_FOUND = {
  code: 'ELEMENT_NOT_FOUND',
  message: '요청하신 정보를 찾을 수 없습니다.',
  requestId: expect.any(String),
};

/** The seed rows the cases below are about, found by what makes them interesting (not by fixed ids). */
const menuById = (id: number): SeedMenu => seedData.menus.find((menu) => menu.id === id)!;
const soldOutBranch: SeedBranch = seedData.branches.find((branch) => branch.soldOutMenuIds.length > 0)!;
const soldOutMenu = menuById(soldOutBranch.soldOutMenuIds[0]!);
const hiddenBranch: SeedBranch = seedData.branches.find((branch) => branch.hiddenMenuIds.length > 0)!;
const hiddenMenu = menuById(hiddenBranch.hiddenMenuIds[0]!);
const plainBranch: SeedBranch = seedData.branches.find(
  (branch) => branch.soldOutMenuIds.length === 0 && branch.hiddenMenuIds.length === 0,
)!;
const menuWithOptions = seedData.menus.find((menu) => menu.optionGroups.length >= 2)!;
const adultMenu = seedData.menus.find((menu) => menu.adultOnly)!;

function menusOfCategory(categoryId: number): readonly SeedMenu[] {
  return seedData.menus.filter((menu) => menu.categoryId === categoryId);
}

describeOnDatabases('delivery menu routes', (database) => {
  let app: FastifyInstance;
  let changes: CatalogChanges;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedData);
    changes = new CatalogChanges(database.current, { ttlMs: DEFAULT_CATALOG_CACHE_TTL_MS });
    app = await buildServer({
      database: database.current,
      authKey: TEST_AUTH_KEY,
      routes: [catalogRoutes],
      catalogChanges: changes,
    });
  });
  afterAll(async () => {
    await app.close();
    await changes.close();
  });

  async function get(url: string, headers: Record<string, string> = {}) {
    return app.inject({ method: 'GET', url, headers });
  }

  async function expectBadRequest(url: string, field: string) {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body).toMatchObject({ code: 'BAD_REQUEST', field });
    expect(body.message).toMatch(/[가-힣]/);
  }

  async function expectNotFound(url: string) {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json())).toEqual(NOT_FOUND);
  }

  describe('categories', () => {
    it('the category tabs come in ascending priority', async () => {
      const response = await get(`${MENU}/category`);
      expect(response.statusCode).toBe(200);
      const list = categoryListResponseSchema.parse(response.json());
      const expected = [...seedData.categories].sort((a, b) => a.priority - b.priority);
      expect(list).toEqual(expected);
    });

    it('a category is found by its id, an unknown one is 404 and a non-number is 400', async () => {
      const response = await get(`${MENU}/category/1`);
      expect(response.statusCode).toBe(200);
      expect(categorySchema.parse(response.json())).toEqual(seedData.categories.find((c) => c.id === 1));
      await expectNotFound(`${MENU}/category/999`);
      await expectBadRequest(`${MENU}/category/abc`, 'params.menuId');
    });
  });

  describe('menus of a category', () => {
    it('without a branch every menu of the category is listed in order, none sold out', async () => {
      const response = await get(`${MENU}/1`);
      expect(response.statusCode).toBe(200);
      const list = branchMenuListResponseSchema.parse(response.json());
      expect(list.map((menu) => menu.id)).toEqual(menusOfCategory(1).map((menu) => menu.id));
      expect(list.every((menu) => !menu.soldOut)).toBe(true);
      const first = menusOfCategory(1)[0]!;
      expect(list[0]).toEqual({
        id: first.id,
        menuName: first.menuName,
        menuPrice: first.menuPrice,
        description: first.description,
        menuImageUrl: first.menuImageUrl,
        adultOnly: first.adultOnly,
        soldOut: false,
      });
    });

    it("a branch's sold-out menu stays listed and is flagged soldOut", async () => {
      const response = await get(`${MENU}/${soldOutMenu.categoryId}?branchId=${soldOutBranch.branchId}`);
      const list = branchMenuListResponseSchema.parse(response.json());
      expect(list.map((menu) => menu.id)).toEqual(menusOfCategory(soldOutMenu.categoryId).map((menu) => menu.id));
      const soldOutIds = list.filter((menu) => menu.soldOut).map((menu) => menu.id);
      expect(soldOutIds).toEqual(
        menusOfCategory(soldOutMenu.categoryId)
          .filter((menu) => soldOutBranch.soldOutMenuIds.includes(menu.id))
          .map((menu) => menu.id),
      );
    });

    it("a branch's hidden menus are left out of its list only", async () => {
      const atHidden = branchMenuListResponseSchema.parse(
        (await get(`${MENU}/${hiddenMenu.categoryId}?branchId=${hiddenBranch.branchId}`)).json(),
      );
      const expected = menusOfCategory(hiddenMenu.categoryId).filter(
        (menu) => !hiddenBranch.hiddenMenuIds.includes(menu.id),
      );
      expect(atHidden.map((menu) => menu.id)).toEqual(expected.map((menu) => menu.id));
      const elsewhere = branchMenuListResponseSchema.parse(
        (await get(`${MENU}/${hiddenMenu.categoryId}?branchId=${plainBranch.branchId}`)).json(),
      );
      expect(elsewhere.map((menu) => menu.id)).toContain(hiddenMenu.id);
    });

    it('adult-only drinks are marked adultOnly', async () => {
      const list = branchMenuListResponseSchema.parse((await get(`${MENU}/${adultMenu.categoryId}`)).json());
      expect(list.find((menu) => menu.id === adultMenu.id)?.adultOnly).toBe(true);
    });

    it('an unknown branch or category answers 404 ELEMENT_NOT_FOUND', async () => {
      await expectNotFound(`${MENU}/1?branchId=9999`);
      await expectNotFound(`${MENU}/999`);
    });

    it('a branchId that is not a positive integer answers 400 naming query.branchId', async () => {
      await expectBadRequest(`${MENU}/1?branchId=0`, 'query.branchId');
      await expectBadRequest(`${MENU}/1?branchId=x`, 'query.branchId');
      await expectBadRequest(`${MENU}/0`, 'params.categoryId');
    });
  });

  describe('menu detail and sub-options', () => {
    it('the detail carries origin, nutrition, allergy, adultOnly and the option groups with their limits', async () => {
      const response = await get(`${MENU}/detail/${menuWithOptions.id}`);
      expect(response.statusCode).toBe(200);
      const detail = menuDetailSchema.parse(response.json());
      expect(detail).toMatchObject({
        id: menuWithOptions.id,
        categoryId: menuWithOptions.categoryId,
        menuPrice: menuWithOptions.menuPrice,
        origin: menuWithOptions.origin,
        nutrient: menuWithOptions.nutrient,
        allergy: menuWithOptions.allergy,
        adultOnly: false,
      });
      expect(detail.options).toEqual(
        menuWithOptions.optionGroups.map((group) => ({
          id: group.id,
          subOptionTitle: group.subOptionTitle,
          minSelect: group.minSelect,
          maxSelect: group.maxSelect,
          subOptionItemDetailResponseList: group.items,
        })),
      );
      const beer = menuDetailSchema.parse((await get(`${MENU}/detail/${adultMenu.id}`)).json());
      expect(beer.adultOnly).toBe(true);
      await expectNotFound(`${MENU}/detail/9999`);
    });

    it('sub-options are the menu option groups, also where the menu is sold out', async () => {
      const response = await get(`${MENU}/sub-option/${menuWithOptions.id}?branchId=${plainBranch.branchId}`);
      const groups = optionGroupListResponseSchema.parse(response.json());
      expect(groups.map((group) => group.id)).toEqual(menuWithOptions.optionGroups.map((group) => group.id));
      const atSoldOut = await get(`${MENU}/sub-option/${soldOutMenu.id}?branchId=${soldOutBranch.branchId}`);
      expect(atSoldOut.statusCode).toBe(200);
      optionGroupListResponseSchema.parse(atSoldOut.json());
    });

    it('sub-options of a menu the branch hides, of an unknown branch or of an unknown menu answer 404', async () => {
      await expectNotFound(`${MENU}/sub-option/${hiddenMenu.id}?branchId=${hiddenBranch.branchId}`);
      await expectNotFound(`${MENU}/sub-option/${menuWithOptions.id}?branchId=9999`);
      await expectNotFound(`${MENU}/sub-option/9999`);
    });
  });

  describe('recommend lists', () => {
    it('recommended groups hold the recommended menus per category, in category priority', async () => {
      const response = await get(`${MENU}/recommend`);
      expect(response.statusCode).toBe(200);
      const groups = recommendListResponseSchema.parse(response.json());
      const categories = [...seedData.categories].sort((a, b) => a.priority - b.priority);
      const expected = categories
        .map((category) => ({
          categoryName: category.categoryName,
          menuItemList: seedData.menus
            .filter((menu) => menu.categoryId === category.id && menu.recommended)
            .map((menu) => ({
              menuId: menu.id,
              menuName: menu.menuName,
              menuImageUrl: menu.menuImageUrl,
              menuPrice: menu.menuPrice,
            })),
        }))
        .filter((group) => group.menuItemList.length > 0);
      expect(groups).toEqual(expected);
    });

    it('type new lists the new menus and searchCategoryList limits the categories', async () => {
      const groups = recommendListResponseSchema.parse((await get(`${MENU}/recommend?type=new`)).json());
      const newIds = seedData.menus.filter((menu) => menu.isNew).map((menu) => menu.id);
      expect(groups.flatMap((group) => group.menuItemList.map((menu) => menu.menuId)).sort()).toEqual(newIds.sort());
      const limited = recommendListResponseSchema.parse(
        (await get(`${MENU}/recommend?type=recommended&searchCategoryList=2`)).json(),
      );
      expect(limited.map((group) => group.categoryName)).toEqual(['양념']);
    });

    it('an unknown type or a malformed category list answers 400 naming the parameter', async () => {
      await expectBadRequest(`${MENU}/recommend?type=popular`, 'query.type');
      await expectBadRequest(`${MENU}/recommend?searchCategoryList=1,,2`, 'query.searchCategoryList');
    });
  });

  describe('caching', () => {
    it('a catalog answer carries a strong ETag and Cache-Control public, max-age=10 (the default TTL)', async () => {
      const response = await get(`${MENU}/category`);
      expect(response.headers['etag']).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(response.headers['cache-control']).toBe('public, max-age=10');
      const again = await get(`${MENU}/category`);
      expect(again.headers['etag']).toBe(response.headers['etag']);
      expect(again.body).toBe(response.body);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    });

    it('If-None-Match with the current ETag answers 304 without a body; another tag gets the body', async () => {
      const first = await get(`${MENU}/1`);
      const etag = String(first.headers['etag']);
      const notModified = await get(`${MENU}/1`, { 'if-none-match': etag });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers['etag']).toBe(etag);
      const listed = await get(`${MENU}/1`, { 'if-none-match': `"other", W/${etag}` });
      expect(listed.statusCode).toBe(304);
      const stale = await get(`${MENU}/1`, { 'if-none-match': '"stale"' });
      expect(stale.statusCode).toBe(200);
      branchMenuListResponseSchema.parse(stale.json());
    });

    it("a browser's request gets the answer in the encoding it prefers, with that representation's own ETag", async () => {
      const url = `${MENU}/1`;
      const plain = await get(url);
      const plainTag = String(plain.headers['etag']);
      expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
      const encodings = [
        { accepted: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
        { accepted: 'gzip;q=1, br;q=0.5', encoding: 'gzip', decode: gunzipSync },
      ];
      for (const { accepted, encoding, decode } of encodings) {
        const first = await get(url, { 'accept-encoding': accepted });
        expect(first.headers['content-encoding']).toBe(encoding);
        expect(decode(first.rawPayload).toString()).toBe(plain.body);
        expect(first.headers['vary']).toContain('accept-encoding');
        const tag = String(first.headers['etag']);
        expect(tag).toBe(`${plainTag.slice(0, -1)}-${encoding}"`);
        expect(first.headers['cache-control']).toBe('public, max-age=10');
        expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
        const again = await get(url, { 'accept-encoding': accepted });
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
        expect(again.headers['etag']).toBe(tag);
        const notModified = await get(url, { 'accept-encoding': accepted, 'if-none-match': tag });
        expect(notModified.statusCode).toBe(304);
        expect(notModified.headers['etag']).toBe(tag);
        // The identity answer's tag names another representation.
        const other = await get(url, { 'accept-encoding': accepted, 'if-none-match': plainTag });
        expect(other.statusCode).toBe(200);
        // The request that builds the answer (a miss) gets the same representation as the hits after it.
        changes.invalidate();
        const miss = await get(url, { 'accept-encoding': accepted });
        expect(miss.headers['etag']).toBe(tag);
        expect(miss.rawPayload.equals(first.rawPayload)).toBe(true);
      }
      const small = await get(`${MENU}/category`, { 'accept-encoding': 'br' });
      expect(Buffer.byteLength(small.body)).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('the first request of a URL already answers 304 to a matching If-None-Match', async () => {
      const url = `${MENU}/category/2`;
      const etag = String((await get(url)).headers['etag']);
      changes.invalidate();
      const response = await get(url, { 'if-none-match': etag });
      expect(response.statusCode).toBe(304);
    });

    it("a write to the branch's menu status shows on the next answers (its change notification), with a new ETag", async () => {
      const url = `${MENU}/${soldOutMenu.categoryId}?branchId=${plainBranch.branchId}`;
      const before = await get(url);
      const list = branchMenuListResponseSchema.parse(before.json());
      const target = list[0]!;
      expect(target.soldOut).toBe(false);
      const db = database.current.db;
      await db
        .insert(branchMenuStatus)
        .values({ branchId: plainBranch.branchId, menuId: target.id, status: 'SOLD_OUT' });
      try {
        // PGlite delivers the notification before the write returns; PostgreSQL a moment after the commit.
        const fresh = await vi.waitFor(
          async () => {
            const response = await get(url);
            const freshList = branchMenuListResponseSchema.parse(response.json());
            expect(freshList.find((menu) => menu.id === target.id)?.soldOut).toBe(true);
            return response;
          },
          { timeout: 2000, interval: 20 },
        );
        expect(fresh.headers['etag']).not.toBe(before.headers['etag']);
        const oldTag = await get(url, { 'if-none-match': String(before.headers['etag']) });
        expect(oldTag.statusCode).toBe(200);
      } finally {
        await db
          .delete(branchMenuStatus)
          .where(and(eq(branchMenuStatus.branchId, plainBranch.branchId), eq(branchMenuStatus.menuId, target.id)));
      }
      await vi.waitFor(async () => expect((await get(url)).body).toBe(before.body), { timeout: 2000, interval: 20 });
    });

    it('a 404 is not cached: no ETag, and no-store like every API answer without a public cache', async () => {
      const response = await get(`${MENU}/category/999`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['etag']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });
});

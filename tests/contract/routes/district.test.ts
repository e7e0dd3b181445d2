import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { seedData } from '../../../server/db/seed/data/index';
import { seedDatabase } from '../../../server/db/seed/seed';
import type { SeedBranch } from '../../../server/db/seed/types';
import { districtRoutes } from '../../../server/routes/district';
import { TAKEOUT_RADIUS_METRES } from '../../../server/services/stores/store-directory';
import {
  DISTRICT_RESULT_LIMIT,
  districtStoreListResponseSchema,
  searchFamilyResponseSchema,
} from '../../../src/contract/district';
import { errorBodySchema } from '../../../src/contract/errors';
import { DEFAULT_MAP_CENTRE } from '../../../src/domain/shared/geo';
import { distanceMetres } from '../../../src/domain/store/distance';
import { describeOnDatabases } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';

const DISTRICT = '/api/delivery/district';
const CENTRE = { latitude: DEFAULT_MAP_CENTRE.lat, longitude: DEFAULT_MAP_CENTRE.lng };
/** Busan city hall: hundreds of kilometres from every seeded branch. */
const FAR_AWAY = { latitude: 35.1796, longitude: 129.0756 };

type Position = { readonly latitude: number; readonly longitude: number };

const metresTo = (branch: SeedBranch, from: Position) =>
  distanceMetres({ lat: from.latitude, lng: from.longitude }, { lat: branch.latitude, lng: branch.longitude });

/** Seed branches passing `keep`, nearest first from `from` (ties by id), as the server must list them. */
function expectedNearest(from: Position, keep: (branch: SeedBranch, metres: number) => boolean): number[] {
  return seedData.branches
    .map((branch) => ({ branch, metres: metresTo(branch, from) }))
    .filter(({ branch, metres }) => keep(branch, metres))
    .sort((a, b) => a.metres - b.metres || a.branch.branchId - b.branch.branchId)
    .slice(0, DISTRICT_RESULT_LIMIT)
    .map(({ branch }) => branch.branchId);
}

const TAKES_ORDERS = new Set(['AVAILABLE', 'HIDDEN', 'SOLD_OUT']);
const closedBranch = seedData.branches.find((b) => b.availableType === 'FAMILY_CLOSED')!;

describeOnDatabases('district routes', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedData);
    app = await buildServer({ database: database.current, authKey: TEST_AUTH_KEY, routes: [districtRoutes] });
  });
  afterAll(async () => {
    await app.close();
  });

  async function post(path: string, payload: unknown) {
    return app.inject({ method: 'POST', url: `${DISTRICT}/${path}`, payload: payload as Record<string, unknown> });
  }

  async function expectBadRequest(path: string, payload: unknown, field: string) {
    const response = await post(path, payload);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toMatchObject({ code: 'BAD_REQUEST', field });
  }

  describe('delivery', () => {
    it('lists the branches whose delivery radius covers the point and that take orders, nearest first', async () => {
      const response = await post('delivery', CENTRE);
      expect(response.statusCode).toBe(200);
      const stores = districtStoreListResponseSchema.parse(response.json());
      const expected = expectedNearest(
        CENTRE,
        (branch, metres) => metres <= branch.deliveryRadiusMetres && TAKES_ORDERS.has(branch.availableType),
      );
      expect(expected.length).toBeGreaterThan(1);
      expect(stores.map((store) => store.branchId)).toEqual(expected);
      for (const store of stores) {
        const branch = seedData.branches.find((b) => b.branchId === store.branchId)!;
        expect(store.distanceMetres).toBe(metresTo(branch, CENTRE));
      }
    });

    it('a closed branch does not deliver even at its own door, its open neighbours do', async () => {
      const door = { latitude: closedBranch.latitude, longitude: closedBranch.longitude };
      const stores = districtStoreListResponseSchema.parse((await post('delivery', door)).json());
      expect(stores.map((store) => store.branchId)).not.toContain(closedBranch.branchId);
      expect(stores.map((store) => store.branchId)).toEqual(
        expectedNearest(door, (b, metres) => metres <= b.deliveryRadiusMetres && TAKES_ORDERS.has(b.availableType)),
      );
    });

    it('nobody delivers to a point far from every branch', async () => {
      expect(districtStoreListResponseSchema.parse((await post('delivery', FAR_AWAY)).json())).toEqual([]);
    });

    it('a missing or out-of-range coordinate answers 400 naming it', async () => {
      await expectBadRequest('delivery', { longitude: 127 }, 'latitude');
      await expectBadRequest('delivery', { latitude: 37.5, longitude: 181 }, 'longitude');
      await expectBadRequest('delivery', { latitude: '37.5', longitude: 127 }, 'latitude');
    });
  });

  describe('takeout', () => {
    it('lists nearby branches nearest first with their availability, closed ones included', async () => {
      const response = await post('takeout', CENTRE);
      expect(response.statusCode).toBe(200);
      const stores = districtStoreListResponseSchema.parse(response.json());
      expect(stores.map((store) => store.branchId)).toEqual(
        expectedNearest(CENTRE, (_branch, metres) => metres <= TAKEOUT_RADIUS_METRES),
      );
      expect(stores.length).toBeLessThanOrEqual(DISTRICT_RESULT_LIMIT);
      const distances = stores.map((store) => store.distanceMetres);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const closed = stores.find((store) => store.branchId === closedBranch.branchId);
      expect(closed?.availableType).toBe('FAMILY_CLOSED');
    });

    it('no branch is near a point far from every branch', async () => {
      expect(districtStoreListResponseSchema.parse((await post('takeout', FAR_AWAY)).json())).toEqual([]);
    });

    it('a body without coordinates answers 400', async () => {
      await expectBadRequest('takeout', {}, 'latitude');
    });
  });

  describe('search-family', () => {
    it('by text: branches whose name or address contains it, by name, without distance', async () => {
      const response = await post('search-family', { query: ' 잠실 ' });
      expect(response.statusCode).toBe(200);
      const hits = searchFamilyResponseSchema.parse(response.json());
      const expected = seedData.branches
        .filter((b) => b.familyName.includes('잠실') || b.address.includes('잠실'))
        .sort((a, b) => (a.familyName < b.familyName ? -1 : a.familyName > b.familyName ? 1 : 0));
      expect(expected.length).toBeGreaterThan(0);
      expect(hits.map((hit) => hit.branchId)).toEqual(expected.map((b) => b.branchId));
      expect(hits.every((hit) => hit.distanceMetres === null)).toBe(true);
    });

    it('by position: the nearest branches first with their distance, at most 30', async () => {
      const hits = searchFamilyResponseSchema.parse((await post('search-family', CENTRE)).json());
      expect(hits.map((hit) => hit.branchId)).toEqual(expectedNearest(CENTRE, () => true));
      expect(hits[0]?.distanceMetres).toBe(
        metresTo(seedData.branches.find((b) => b.branchId === hits[0]?.branchId)!, CENTRE),
      );
    });

    it('by text and position: the matching branches, nearest first', async () => {
      const hits = searchFamilyResponseSchema.parse((await post('search-family', { ...CENTRE, query: '역점' })).json());
      expect(hits.map((hit) => hit.branchId)).toEqual(
        expectedNearest(CENTRE, (b) => b.familyName.includes('역점') || b.address.includes('역점')),
      );
    });

    it('neither text nor position, half a position or a too long text answer 400 naming the field', async () => {
      await expectBadRequest('search-family', {}, 'query');
      await expectBadRequest('search-family', { query: '   ' }, 'query');
      await expectBadRequest('search-family', { latitude: 37.5 }, 'longitude');
      await expectBadRequest('search-family', { query: '가'.repeat(51) }, 'query');
    });
  });
});

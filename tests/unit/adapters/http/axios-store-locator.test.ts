import { afterEach, describe, expect, it } from 'vitest';
import { AxiosStoreLocator } from '../../../../src/adapters/http/axios-store-locator';
import { HttpError } from '../../../../src/adapters/http/http-error';
import type { Store } from '../../../../src/domain/store/types';
import { testClient } from './support/client';
import { type FakeApi, jsonOf, routes, startFakeApi } from './support/fake-api';

const store: Store = {
  branchId: 5,
  familyImageUrl: '/images/branches/5.png',
  familyName: '송파점',
  address: '서울 송파구 중대로 64',
  tel: '02-123-4567',
  availableType: 'AVAILABLE',
  certifiedList: ['FOOD_GRADE'],
  unavailableProductName: null,
  latitude: 37.49,
  longitude: 127.11,
};
const centre = { lat: 37.491493, lng: 127.116024 };

let api: FakeApi;

afterEach(async () => {
  await api.close();
});

async function locatorFor(table: Parameters<typeof routes>[0]): Promise<AxiosStoreLocator> {
  api = await startFakeApi(routes(table));
  return new AxiosStoreLocator(testClient(api.baseURL));
}

describe('AxiosStoreLocator', () => {
  it('reads a branch; an unknown branch reads null', async () => {
    const locator = await locatorFor({ 'GET /api/delivery/family/5': { status: 200, body: store } });
    expect(await locator.family(5)).toEqual(store);
    expect(await locator.family(6)).toBeNull();
  });

  it('searches by name with page and size, URL-encoding the name, and maps the page', async () => {
    const locator = await locatorFor({
      'GET /api/delivery/family/search/by-name/송파': {
        status: 200,
        body: { list: [store], page: 1, size: 30, totalCount: 1 },
      },
    });
    expect(await locator.searchByName('송파', 1, 30)).toEqual({ items: [store], page: 1, size: 30, totalCount: 1 });
    expect(api.requests[0]?.url).toContain('/by-name/%EC%86%A1%ED%8C%8C?');
    expect(api.requests[0]?.query.get('size')).toBe('30');
  });

  it('a name the server refuses is thrown with its Korean message', async () => {
    const locator = await locatorFor({
      'GET /api/delivery/family/search/by-name/ ': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: '매장명을 입력해주세요.', field: 'params.name' },
      },
    });
    await expect(locator.searchByName(' ', 1, 30)).rejects.toMatchObject({ message: '매장명을 입력해주세요.' });
    await expect(locator.searchByName(' ', 1, 30)).rejects.toBeInstanceOf(HttpError);
  });

  it('reads delivery terms without the wire-only isOpen; an unknown branch reads null', async () => {
    const info = { branchId: 5, deliveryFee: 3000, minimumOrderAmount: 15000, opensAt: '11:00', closesAt: '01:00' };
    const locator = await locatorFor({
      'GET /api/delivery/family/5/delivery-info': { status: 200, body: { ...info, isOpen: true } },
    });
    expect(await locator.deliveryInfo(5)).toEqual(info);
    expect(await locator.deliveryInfo(6)).toBeNull();
  });

  it('posts the position as latitude/longitude to the district searches and keeps the server order', async () => {
    const near = { ...store, distanceMetres: 120 };
    const far = { ...store, branchId: 6, distanceMetres: 900 };
    const locator = await locatorFor({
      'POST /api/delivery/district/search-family': { status: 200, body: [near, { ...far, distanceMetres: null }] },
      'POST /api/delivery/district/delivery': { status: 200, body: [near] },
      'POST /api/delivery/district/takeout': { status: 200, body: [near, far] },
    });
    expect((await locator.searchFamily(centre)).map((s) => s.branchId)).toEqual([5, 6]);
    expect(await locator.delivery(centre)).toEqual([store]);
    expect((await locator.takeout(centre)).map((s) => s.branchId)).toEqual([5, 6]);
    expect(api.requests.map(jsonOf)).toEqual([
      { latitude: centre.lat, longitude: centre.lng },
      { latitude: centre.lat, longitude: centre.lng },
      { latitude: centre.lat, longitude: centre.lng },
    ]);
  });
});

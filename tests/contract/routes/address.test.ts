import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../../server/db/schema';
import { seedData } from '../../../server/db/seed/data';
import { ADDRESS_WIRE_MESSAGES, addressEndpoints } from '../../../src/contract/address';
import { COMMON_MESSAGES } from '../../../src/contract/common';
import { distanceMetres } from '../../../src/domain/store/distance';
import { describeOnDatabases } from '../support/databases';
import { call, expectWire, sessionOf, startCartAddressServer } from './cart-address-harness';

const { create, list, defaultAddress, update, remove, addressToCoord, coordToAddress } = addressEndpoints;

const HELIO = seedData.addresses.find((address) => address.jibunAddress === '서울특별시 송파구 가락동 913 헬리오시티');
if (HELIO === undefined) throw new Error('the geo dataset lost 헬리오시티');

function draft(deliveryName: string, overrides: Record<string, unknown> = {}) {
  return {
    deliveryName,
    fullAddress: HELIO?.roadAddress,
    detailAddress: '101동 1001호',
    latitude: 37.4966,
    longitude: 127.1089,
    isDefault: false,
    ...overrides,
  };
}

describeOnDatabases('address routes', (database) => {
  let app: FastifyInstance;
  let owners = 0;

  beforeAll(async () => {
    app = await startCartAddressServer(database.current);
  });
  afterAll(async () => {
    await app.close();
  });

  const freshSession = async () => {
    const sub = `address-owner-${++owners}`;
    return { sub, headers: await sessionOf(sub) };
  };

  async function createAddress(headers: Record<string, string>, body: unknown) {
    return expectWire(await call(app, create, { headers, body }), create, 201);
  }

  async function listed(headers: Record<string, string>) {
    return expectWire(await call(app, list, { headers }), list, 200);
  }

  async function defaultsInDatabase(sub: string): Promise<number> {
    const rows = await database.current.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.ownerId, sub), eq(addresses.isDefault, true)));
    return rows.length;
  }

  describe('the default address', () => {
    it('a new owner has no default address: 404 ELEMENT_NOT_FOUND', async () => {
      const { headers } = await freshSession();
      const response = await call(app, defaultAddress, { headers });
      expect(expectWire(response, defaultAddress, 404)).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
      expect(await listed(headers)).toEqual([]);
    });

    it("the owner's first address becomes the default even when isDefault is false", async () => {
      const { headers } = await freshSession();
      const first = await createAddress(headers, draft('집'));
      expect(first).toEqual({ id: expect.any(Number), ...draft('집'), isDefault: true });
      expect(expectWire(await call(app, defaultAddress, { headers }), defaultAddress, 200)).toEqual(first);
    });

    it('later addresses stay non-default unless asked; the list shows the default first, then by registration', async () => {
      const { headers } = await freshSession();
      const home = await createAddress(headers, draft('집'));
      const office = await createAddress(headers, draft('회사'));
      const gym = await createAddress(headers, draft('헬스장', { isDefault: true }));
      expect(office.isDefault).toBe(false);
      expect(gym.isDefault).toBe(true);
      expect((await listed(headers)).map((address) => [address.id, address.isDefault])).toEqual([
        [gym.id, true],
        [home.id, false],
        [office.id, false],
      ]);
    });

    it('creating with isDefault true moves the default: exactly one default remains', async () => {
      const { sub, headers } = await freshSession();
      await createAddress(headers, draft('집'));
      const office = await createAddress(headers, draft('회사', { isDefault: true }));
      expect(expectWire(await call(app, defaultAddress, { headers }), defaultAddress, 200).id).toBe(office.id);
      expect(await defaultsInDatabase(sub)).toBe(1);
    });

    it('PATCH with isDefault true moves the default; exactly one default remains', async () => {
      const { sub, headers } = await freshSession();
      const home = await createAddress(headers, draft('집'));
      const office = await createAddress(headers, draft('회사'));
      const response = await call(app, update, {
        headers,
        id: office.id,
        body: { deliveryName: '회사', detailAddress: '7층', latitude: 37.5, longitude: 127.1, isDefault: true },
      });
      expect(expectWire(response, update, 200)).toMatchObject({ id: office.id, isDefault: true });
      const byId = new Map((await listed(headers)).map((address) => [address.id, address.isDefault]));
      expect(byId.get(home.id)).toBe(false);
      expect(await defaultsInDatabase(sub)).toBe(1);
    });

    it('concurrent PATCHes each making another address the default still leave exactly one', async () => {
      const { sub, headers } = await freshSession();
      const created = [];
      for (const name of ['가', '나', '다', '라', '마']) created.push(await createAddress(headers, draft(name)));
      const responses = await Promise.all(
        created.map((address) =>
          call(app, update, {
            headers,
            id: address.id,
            body: draft(address.deliveryName, { isDefault: true }),
          }),
        ),
      );
      for (const response of responses) expectWire(response, update, 200);
      expect(await defaultsInDatabase(sub)).toBe(1);
    });
  });

  describe('changing an address', () => {
    it('PATCH changes label, detail, position and flag, ignores an id or fullAddress in the body', async () => {
      const { headers } = await freshSession();
      const home = await createAddress(headers, draft('집'));
      const response = await call(app, update, {
        headers,
        id: home.id,
        body: {
          id: home.id + 1000,
          deliveryName: '  우리집  ',
          fullAddress: '바뀌면 안 되는 주소',
          detailAddress: '102동 202호',
          latitude: 37.4967,
          longitude: 127.109,
          isDefault: true,
        },
      });
      expect(expectWire(response, update, 200)).toEqual({
        id: home.id,
        deliveryName: '우리집',
        fullAddress: home.fullAddress,
        detailAddress: '102동 202호',
        latitude: 37.4967,
        longitude: 127.109,
        isDefault: true,
      });
    });

    it('PATCH with isDefault false on the default leaves the owner without one', async () => {
      const { headers } = await freshSession();
      const home = await createAddress(headers, draft('집'));
      const response = await call(app, update, { headers, id: home.id, body: { ...draft('집'), isDefault: false } });
      expect(expectWire(response, update, 200).isDefault).toBe(false);
      expectWire(await call(app, defaultAddress, { headers }), defaultAddress, 404);
    });

    it('PATCH or DELETE of an id that does not exist answers 404 ELEMENT_NOT_FOUND', async () => {
      const { headers } = await freshSession();
      const patched = await call(app, update, { headers, id: 999_999, body: draft('집') });
      expect(expectWire(patched, update, 404)).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
      expect(expectWire(await call(app, remove, { headers, id: 999_999 }), remove, 404)).toMatchObject({
        code: 'ELEMENT_NOT_FOUND',
      });
    });
  });

  describe('deleting an address', () => {
    it('deleting the default promotes the most recently registered remaining address', async () => {
      const { sub, headers } = await freshSession();
      const home = await createAddress(headers, draft('집'));
      const office = await createAddress(headers, draft('회사'));
      const latest = await createAddress(headers, draft('본가'));
      expectWire(await call(app, remove, { headers, id: home.id }), remove, 204);
      expect(expectWire(await call(app, defaultAddress, { headers }), defaultAddress, 200).id).toBe(latest.id);
      expect((await listed(headers)).map((address) => address.id)).toEqual([latest.id, office.id]);
      expect(await defaultsInDatabase(sub)).toBe(1);
    });

    it('deleting another address keeps the default; deleting the last one leaves none', async () => {
      const { headers } = await freshSession();
      const home = await createAddress(headers, draft('집'));
      const office = await createAddress(headers, draft('회사'));
      expectWire(await call(app, remove, { headers, id: office.id }), remove, 204);
      expect(expectWire(await call(app, defaultAddress, { headers }), defaultAddress, 200).id).toBe(home.id);
      expectWire(await call(app, remove, { headers, id: home.id }), remove, 204);
      expectWire(await call(app, defaultAddress, { headers }), defaultAddress, 404);
      expect(await listed(headers)).toEqual([]);
    });
  });

  describe('refusing bad input', () => {
    const refusals: readonly [string, Record<string, unknown>, { field: string; message: string }][] = [
      [
        'a label over 10 characters',
        draft('열한글자가넘는배송지이름'),
        {
          field: 'deliveryName',
          message: ADDRESS_WIRE_MESSAGES.labelTooLong,
        },
      ],
      ['a blank label', draft('   '), { field: 'deliveryName', message: ADDRESS_WIRE_MESSAGES.labelRequired }],
      [
        'no full address',
        draft('집', { fullAddress: undefined }),
        {
          field: 'fullAddress',
          message: ADDRESS_WIRE_MESSAGES.addressRequired,
        },
      ],
      [
        'a blank detail',
        draft('집', { detailAddress: ' ' }),
        {
          field: 'detailAddress',
          message: ADDRESS_WIRE_MESSAGES.detailRequired,
        },
      ],
      [
        'a latitude beyond 90',
        draft('집', { latitude: 91 }),
        {
          field: 'latitude',
          message: COMMON_MESSAGES.invalidLatitude,
        },
      ],
      [
        'a longitude sent as text',
        draft('집', { longitude: '127.1' }),
        {
          field: 'longitude',
          message: COMMON_MESSAGES.invalidLongitude,
        },
      ],
      [
        'a NUL character in the detail',
        draft('집', { detailAddress: '101동\u0000' }),
        {
          field: 'detailAddress',
          message: ADDRESS_WIRE_MESSAGES.controlCharacters,
        },
      ],
      [
        'isDefault that is not a boolean',
        draft('집', { isDefault: 'yes' }),
        {
          field: 'isDefault',
          message: ADDRESS_WIRE_MESSAGES.isDefaultInvalid,
        },
      ],
    ];

    it.each(refusals)('%s answers 400 naming the field in Korean and saves nothing', async (_name, body, answer) => {
      const { headers } = await freshSession();
      const response = await call(app, create, { headers, body });
      expect(expectWire(response, create, 400)).toEqual({
        code: 'BAD_REQUEST',
        ...answer,
        requestId: expect.any(String),
      });
      expect(await listed(headers)).toEqual([]);
    });

    it('a path id that is not a positive integer answers 400 naming params.id', async () => {
      const { headers } = await freshSession();
      const response = await call(app, update, { headers, id: '0', body: draft('집') });
      expect(expectWire(response, update, 400)).toEqual({
        code: 'BAD_REQUEST',
        field: 'params.id',
        message: COMMON_MESSAGES.invalidId,
        requestId: expect.any(String),
      });
    });
  });

  describe('geocoding over the address dataset (public)', () => {
    it.each([
      ['the full road address', HELIO.roadAddress],
      ['the full jibun address', HELIO.jibunAddress],
      ['the road name and number only', '송파대로 345'],
      ['an abbreviated city name', '서울 송파구 송파대로 345'],
      ['the jibun dong and number', '가락동 913'],
    ])('address-to-coord finds %s', async (_name, text) => {
      const response = await call(app, addressToCoord, { query: { address: text } });
      expect(expectWire(response, addressToCoord, 200)).toEqual({
        lng: HELIO.longitude,
        lat: HELIO.latitude,
        roadAddress: HELIO.roadAddress,
        jibunAddress: HELIO.jibunAddress,
      });
    });

    it('address-to-coord never lands on a longer house number ("송파대로 34" is not 345)', async () => {
      const response = await call(app, addressToCoord, { query: { address: '송파대로 34' } });
      expectWire(response, addressToCoord, 404);
    });

    it('address-to-coord answers 404 for text the dataset does not hold, 400 for blank text', async () => {
      const missing = await call(app, addressToCoord, { query: { address: '부산광역시 해운대구 없는로 1' } });
      expect(expectWire(missing, addressToCoord, 404)).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
      const blank = await call(app, addressToCoord, { query: { address: '  ' } });
      expect(expectWire(blank, addressToCoord, 400)).toEqual({
        code: 'BAD_REQUEST',
        field: 'query.address',
        message: ADDRESS_WIRE_MESSAGES.queryAddressRequired,
        requestId: expect.any(String),
      });
    });

    it('coord-to-address answers the dataset address at the point', async () => {
      const query = { lng: String(HELIO.longitude), lat: String(HELIO.latitude) };
      const response = await call(app, coordToAddress, { query });
      expect(expectWire(response, coordToAddress, 200)).toEqual({
        roadAddress: HELIO.roadAddress,
        jibunAddress: HELIO.jibunAddress,
      });
    });

    it('coord-to-address answers the nearest dataset address within 500 m', async () => {
      const point = { lat: HELIO.latitude + 0.002, lng: HELIO.longitude - 0.001 };
      const nearest = [...seedData.addresses].sort(
        (a, b) =>
          distanceMetres(point, { lat: a.latitude, lng: a.longitude }) -
          distanceMetres(point, { lat: b.latitude, lng: b.longitude }),
      )[0];
      expect(distanceMetres(point, { lat: nearest?.latitude ?? 0, lng: nearest?.longitude ?? 0 })).toBeLessThan(500);
      const response = await call(app, coordToAddress, { query: { lng: String(point.lng), lat: String(point.lat) } });
      expect(expectWire(response, coordToAddress, 200).roadAddress).toBe(nearest?.roadAddress);
    });

    it('coord-to-address answers 404 when no dataset address is within 500 m', async () => {
      const point = { lat: 37.6, lng: 127.3 };
      for (const address of seedData.addresses) {
        expect(distanceMetres(point, { lat: address.latitude, lng: address.longitude })).toBeGreaterThan(500);
      }
      const response = await call(app, coordToAddress, { query: { lng: '127.3', lat: '37.6' } });
      expect(expectWire(response, coordToAddress, 404)).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
    });

    it('coord-to-address refuses a longitude that is not a number with 400 naming query.lng', async () => {
      const response = await call(app, coordToAddress, { query: { lng: 'east', lat: '37.5' } });
      expect(expectWire(response, coordToAddress, 400)).toEqual({
        code: 'BAD_REQUEST',
        field: 'query.lng',
        message: COMMON_MESSAGES.invalidLongitude,
        requestId: expect.any(String),
      });
    });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenKey, signAccessToken } from '../../../server/auth/access-token';
import { answerFor } from '../../../server/http/error-handler';
import { addressEndpoints } from '../../../src/contract/address';
import { cartEndpoints } from '../../../src/contract/cart';
import type { Endpoint } from '../../../src/contract/common';
import { ERROR_CODES } from '../../../src/contract/errors';
import { describeOnDatabases } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';
import { call, expectWire, sessionOf, startCartAddressServer } from './cart-address-harness';

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.', requestId: expect.any(String) };
const OTHER_KEY = accessTokenKey('not-the-servers-secret-0123456789abcdef');

/** Every session row of the cart and address tables, with a body its schema would accept. */
const SESSION_CALLS: readonly { readonly endpoint: Endpoint; readonly body?: unknown }[] = [
  ...Object.values(cartEndpoints),
  ...Object.values(addressEndpoints),
]
  .filter((endpoint) => endpoint.auth === 'session')
  .map((endpoint) => ({ endpoint, body: validBodyFor(endpoint) }));

function validBodyFor(endpoint: Endpoint): unknown {
  if (endpoint === cartEndpoints.add) return { mainMenuId: 26, quantity: 1, subOptionItemIdSet: [] };
  if (endpoint === cartEndpoints.changeQuantity) return { quantity: 2 };
  if (endpoint === addressEndpoints.create || endpoint === addressEndpoints.update) {
    return {
      deliveryName: '남의 집',
      fullAddress: '서울특별시 송파구 중대로 135 (가락동)',
      detailAddress: '1층',
      latitude: 37.4945,
      longitude: 127.1205,
      isDefault: true,
    };
  }
  return undefined;
}

describeOnDatabases('cart and address authorisation', (database) => {
  let app: FastifyInstance;
  let first: Record<string, string>;
  let second: Record<string, string>;
  const firstAddressIds: number[] = [];
  const firstCartIds: number[] = [];

  beforeAll(async () => {
    app = await startCartAddressServer(database.current);
    first = await sessionOf('first-owner', 'member');
    second = await sessionOf('second-owner', 'guest');
    for (const name of ['집', '회사']) {
      const body = { ...(validBodyFor(addressEndpoints.create) as object), deliveryName: name, isDefault: false };
      const created = expectWire(
        await call(app, addressEndpoints.create, { headers: first, body }),
        addressEndpoints.create,
        201,
      );
      firstAddressIds.push(created.id);
    }
    for (const body of [
      { mainMenuId: 26, quantity: 2, subOptionItemIdSet: [] },
      { mainMenuId: 1, quantity: 1, subOptionItemIdSet: [112] },
    ]) {
      const line = expectWire(await call(app, cartEndpoints.add, { headers: first, body }), cartEndpoints.add, 201);
      firstCartIds.push(line.cartId);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  /** What the first owner sees of their own things, to compare before and after the second owner's attempts. */
  async function firstOwnersView() {
    const cart = expectWire(await call(app, cartEndpoints.list, { headers: first }), cartEndpoints.list, 200);
    const book = expectWire(await call(app, addressEndpoints.list, { headers: first }), addressEndpoints.list, 200);
    return { cart, book };
  }

  it('refuses a cross-site write (foreign Origin) with 403 and accepts the same write from our own origin', async () => {
    const body = { mainMenuId: 26, quantity: 1, subOptionItemIdSet: [] };
    const foreign = await call(app, cartEndpoints.add, { headers: { ...first, origin: 'https://evil.example' }, body });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: ERROR_CODES.FORBIDDEN });
    const own = await call(app, cartEndpoints.add, { headers: { ...first, origin: 'http://localhost:80' }, body });
    expect(own.statusCode).toBe(201);
    const remove = await call(app, cartEndpoints.remove, {
      headers: { ...first, origin: 'https://evil.example' },
      id: firstCartIds[0],
    });
    expect(remove.statusCode).toBe(403);
  });

  describe("a second session and the first owner's rows", () => {
    it("gets 404 ELEMENT_NOT_FOUND on PATCH and DELETE of every one of the first owner's addresses", async () => {
      const before = await firstOwnersView();
      for (const id of firstAddressIds) {
        const patched = await call(app, addressEndpoints.update, {
          headers: second,
          id,
          body: validBodyFor(addressEndpoints.update),
        });
        expect(expectWire(patched, addressEndpoints.update, 404)).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
        const deleted = await call(app, addressEndpoints.remove, { headers: second, id });
        expect(expectWire(deleted, addressEndpoints.remove, 404)).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
      }
      expect(await firstOwnersView()).toEqual(before);
    });

    it("gets 404 ELEMENT_NOT_FOUND on PATCH and DELETE of every one of the first owner's cart lines", async () => {
      const before = await firstOwnersView();
      for (const id of firstCartIds) {
        const patched = await call(app, cartEndpoints.changeQuantity, { headers: second, id, body: { quantity: 9 } });
        expect(expectWire(patched, cartEndpoints.changeQuantity, 404)).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
        const deleted = await call(app, cartEndpoints.remove, { headers: second, id });
        expect(expectWire(deleted, cartEndpoints.remove, 404)).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
      }
      expect(await firstOwnersView()).toEqual(before);
    });

    it("sees none of the first owner's addresses, default or cart lines in its own lists", async () => {
      const book = await call(app, addressEndpoints.list, { headers: second });
      expect(expectWire(book, addressEndpoints.list, 200)).toEqual([]);
      const fallback = await call(app, addressEndpoints.defaultAddress, { headers: second });
      expect(expectWire(fallback, addressEndpoints.defaultAddress, 404)).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
      const cart = await call(app, cartEndpoints.list, { headers: second });
      expect(expectWire(cart, cartEndpoints.list, 200)).toEqual({ responseList: [], totalPrice: 0 });
      const count = await call(app, cartEndpoints.count, { headers: second });
      expect(expectWire(count, cartEndpoints.count, 200)).toEqual({ cartCount: 0 });
    });

    it("clearing its own cart and making its own default leave the first owner's rows as they were", async () => {
      const before = await firstOwnersView();
      expectWire(await call(app, cartEndpoints.clear, { headers: second }), cartEndpoints.clear, 204);
      const own = await call(app, addressEndpoints.create, {
        headers: second,
        body: validBodyFor(addressEndpoints.create),
      });
      expect(expectWire(own, addressEndpoints.create, 201).isDefault).toBe(true);
      expect(await firstOwnersView()).toEqual(before);
      expect(before.book.filter((address) => address.isDefault)).toHaveLength(1);
    });
  });

  describe('calls without a valid session', () => {
    it.each(
      SESSION_CALLS.map(({ endpoint, body }) => [`${endpoint.method} ${endpoint.path}`, endpoint, body] as const),
    )('%s answers 401 without a token, with a forged one and with an expired one', async (_name, endpoint, body) => {
      const forged = await signAccessToken({ sub: 'first-owner', type: 'member' }, OTHER_KEY, 600);
      const expired = await signAccessToken({ sub: 'first-owner', type: 'member' }, TEST_AUTH_KEY, -1);
      const attempts: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${forged}` },
        { authorization: `Bearer ${expired}` },
      ];
      for (const headers of attempts) {
        const response = await call(app, endpoint, { headers, id: firstCartIds[0] ?? 1, body });
        expect(expectWire(response, endpoint, 401)).toEqual(UNAUTHORIZED);
      }
    });

    it('a session call with a bad body and no token answers 401, not 400: input is read only for a session', async () => {
      const response = await call(app, cartEndpoints.add, { body: { quantity: 'many' } });
      expect(expectWire(response, cartEndpoints.add, 401)).toEqual(UNAUTHORIZED);
    });

    it('the geocoding calls are public, as the endpoint table says', async () => {
      const toCoord = await call(app, addressEndpoints.addressToCoord, { query: { address: '가락동 913' } });
      expectWire(toCoord, addressEndpoints.addressToCoord, 200);
      const toAddress = await call(app, addressEndpoints.coordToAddress, {
        query: { lng: '127.1089', lat: '37.4966' },
      });
      expectWire(toAddress, addressEndpoints.coordToAddress, 200);
    });
  });
});

describe('error answers the routes rely on (server/http/error-handler.ts)', () => {
  it('a rate-limited request answers 429 with the contract code RATE_LIMITED', () => {
    const error = Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
    expect(answerFor(error)).toMatchObject({ status: 429, body: { code: ERROR_CODES.RATE_LIMITED } });
  });

  it('text PostgreSQL cannot store (a NUL byte, SQLSTATE 22021) is bad input: 400, not 500', () => {
    const driverError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const wrapped = new Error('Failed query: select 1', { cause: driverError });
    expect(answerFor(wrapped)).toMatchObject({ status: 400, body: { code: ERROR_CODES.BAD_REQUEST } });
  });

  it("a schema failure answers the contract's own Korean message, else a generic Korean one", () => {
    const korean = { validation: [{ instancePath: '/quantity', message: '수량은 1~99 사이로 입력해주세요.' }] };
    expect(answerFor(Object.assign(new Error('x'), korean, { validationContext: 'body' }))).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', field: 'quantity', message: '수량은 1~99 사이로 입력해주세요.' },
    });
    const english = { validation: [{ instancePath: '', message: 'Invalid input: expected object' }] };
    expect(answerFor(Object.assign(new Error('x'), english, { validationContext: 'body' })).body).toEqual({
      code: 'BAD_REQUEST',
      field: 'body',
      message: '입력값이 올바르지 않습니다.',
    });
  });
});

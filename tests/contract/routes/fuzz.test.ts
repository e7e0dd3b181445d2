import { asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addresses, cartLineOptions, cartLines, menus, optionItems } from '../../../server/db/schema';
import { seedData } from '../../../server/db/seed/data';
import { districtRoutes } from '../../../server/routes/district';
import { addressEndpoints } from '../../../src/contract/address';
import { cartEndpoints } from '../../../src/contract/cart';
import type { Endpoint } from '../../../src/contract/common';
import { districtEndpoints } from '../../../src/contract/district';
import { errorBodySchema } from '../../../src/contract/errors';
import { describeOnDatabases } from '../support/databases';
import { call, expectWire, sessionOf, startCartAddressServer } from './cart-address-harness';

/** Brief / issue §4: at least 500 random bodies per write endpoint. */
const RUNS_PER_ENDPOINT = 500;

const VICTIM = 'fuzz-victim';
const FUZZER = 'fuzz-attacker';

/** Numbers that break naive code: bounds, overflow of a 32-bit column, floats, negative zero, huge. */
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 99, 100, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.5, 1e-300),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Text of every kind: ASCII, any code point (control characters, NUL, lone surrogates), very long. */
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('', ' ', '\u0000', '%', '_', "'; DROP TABLE addresses; --", '１２', '열한글자가넘는배송지이름'),
  fc.string({ minLength: 1000, maxLength: 5000 }),
);

/** A JSON value of any type, including wrongly typed and nested junk. */
const anyValue = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 2, arbitrary: nastyText },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
);

/** Extra keys a client should never send (prototype keys included). */
const extraKeys = fc.dictionary(
  fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'id', 'ownerId', 'isDefault')),
  anyValue,
  { maxKeys: 3 },
);

/** An object whose known fields are each sometimes plausible and sometimes junk, plus stray keys. */
function fieldsOf(fields: Readonly<Record<string, fc.Arbitrary<unknown>>>) {
  const record = Object.fromEntries(
    Object.entries(fields).map(([key, plausible]) => [
      key,
      fc.option(fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: anyValue }), {
        nil: undefined,
        freq: 8,
      }),
    ]),
  );
  return fc.tuple(fc.record(record), extraKeys).map(([known, extra]) => ({
    ...extra,
    ...Object.fromEntries(Object.entries(known).filter(([, v]) => v !== undefined)),
  }));
}

const menuId = fc.integer({ min: 1, max: 45 });
const optionId = fc.oneof(fc.integer({ min: 100, max: 4100 }), fc.constantFrom(111, 112, 121, 124, 212, 3811));
const quantity = fc.integer({ min: -2, max: 102 });
const latitude = fc.double({ min: -100, max: 100, noNaN: true });
const longitude = fc.double({ min: -200, max: 200, noNaN: true });

/** Every demo menu with the first item of each required group: an add the catalog accepts. */
const acceptedConfigurations = seedData.menus.map((menu) => ({
  mainMenuId: menu.id,
  subOptionItemIdSet: menu.optionGroups.flatMap((group) =>
    group.minSelect > 0 ? group.items.slice(0, group.minSelect).map((item) => item.id) : [],
  ),
}));

const label = fc.constantFrom('집', '회사', ' 본가 ', '학교', 'Home', '우리집2');
const fullAddress = fc.constantFrom(...seedData.addresses.map((address) => address.roadAddress));
const detailAddress = fc.constantFrom('101동 1001호', '2층', 'B1', '  상가 3호 ');

/**
 * Each endpoint's bodies: some the server accepts (so the database writes run), many near its shape with junk in
 * some fields (reaching every refusal), and arbitrary JSON of any type.
 */
function bodies(accepted: fc.Arbitrary<unknown>, near: fc.Arbitrary<unknown>) {
  return fc.oneof(
    { weight: 1, arbitrary: accepted },
    { weight: 3, arbitrary: near },
    { weight: 2, arbitrary: anyValue },
  );
}

const cartAddBody = bodies(
  fc
    .record({ configuration: fc.constantFrom(...acceptedConfigurations), quantity: fc.integer({ min: 1, max: 99 }) })
    .map(({ configuration, quantity }) => ({ ...configuration, quantity })),
  fieldsOf({ mainMenuId: menuId, quantity, subOptionItemIdSet: fc.array(optionId, { maxLength: 6 }) }),
);
const cartQuantityBody = bodies(fc.record({ quantity: fc.integer({ min: 1, max: 99 }) }), fieldsOf({ quantity }));
const acceptedAddress = fc.record({
  deliveryName: label,
  fullAddress,
  detailAddress,
  latitude: fc.double({ min: 37, max: 38, noNaN: true }),
  longitude: fc.double({ min: 126, max: 128, noNaN: true }),
  isDefault: fc.boolean(),
});
const addressBody = bodies(
  acceptedAddress,
  fieldsOf({
    deliveryName: fc.oneof(label, nastyText),
    fullAddress: fc.oneof(fullAddress, nastyText),
    detailAddress: fc.oneof(detailAddress, nastyText),
    latitude,
    longitude,
    isDefault: fc.boolean(),
  }),
);
const acceptedPosition = fc.record({
  latitude: fc.double({ min: 37.4, max: 37.6, noNaN: true }),
  longitude: fc.double({ min: 127, max: 127.2, noNaN: true }),
});
const positionBody = bodies(acceptedPosition, fieldsOf({ latitude, longitude }));
const searchFamilyBody = bodies(
  fc.oneof(acceptedPosition, fc.record({ query: fc.constantFrom('송파', '점', '가락') })),
  fieldsOf({ query: nastyText, latitude, longitude }),
);

/** A raw request body: usually JSON of the value, sometimes text that is not JSON at all. */
function rawPayload(body: fc.Arbitrary<unknown>) {
  return fc.oneof(
    { weight: 9, arbitrary: body.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
  );
}

describeOnDatabases('write endpoints under random input', (database) => {
  let app: FastifyInstance;
  let victim: Record<string, string>;
  let fuzzer: Record<string, string>;
  const victimAddressIds: number[] = [];
  const victimCartIds: number[] = [];
  const fuzzerAddressIds: number[] = [];
  const fuzzerCartIds: number[] = [];

  beforeAll(async () => {
    app = await startCartAddressServer(database.current, [districtRoutes]);
    victim = await sessionOf(VICTIM);
    fuzzer = await sessionOf(FUZZER, 'guest');
    for (const [headers, addressIds, cartIds] of [
      [victim, victimAddressIds, victimCartIds],
      [fuzzer, fuzzerAddressIds, fuzzerCartIds],
    ] as const) {
      for (const deliveryName of ['집', '회사']) {
        const body = {
          deliveryName,
          fullAddress: '서울특별시 송파구 중대로 135 (가락동)',
          detailAddress: '2층',
          latitude: 37.4945,
          longitude: 127.1205,
          isDefault: false,
        };
        const created = await call(app, addressEndpoints.create, { headers, body });
        addressIds.push(expectWire(created, addressEndpoints.create, 201).id);
      }
      for (const body of [
        { mainMenuId: 1, quantity: 2, subOptionItemIdSet: [112, 121] },
        { mainMenuId: 26, quantity: 1, subOptionItemIdSet: [] },
      ]) {
        cartIds.push(expectWire(await call(app, cartEndpoints.add, { headers, body }), cartEndpoints.add, 201).cartId);
      }
    }
  });
  afterAll(async () => {
    await app.close();
  });

  /** Every row the victim owns and the catalog the cart prices from, exactly as stored. */
  async function snapshot(): Promise<string> {
    const { db } = database.current;
    const ownAddresses = await db
      .select()
      .from(addresses)
      .where(eq(addresses.ownerId, VICTIM))
      .orderBy(asc(addresses.id));
    const ownLines = await db.select().from(cartLines).where(eq(cartLines.ownerId, VICTIM)).orderBy(asc(cartLines.id));
    const ownOptions = await db
      .select()
      .from(cartLineOptions)
      .where(inArray(cartLineOptions.cartLineId, victimCartIds))
      .orderBy(asc(cartLineOptions.cartLineId), asc(cartLineOptions.optionItemId));
    const catalog = await db.select({ id: menus.id, price: menus.menuPrice }).from(menus).orderBy(asc(menus.id));
    const options = await db
      .select({ id: optionItems.id, add: optionItems.addPrice })
      .from(optionItems)
      .orderBy(asc(optionItems.id));
    return JSON.stringify({ ownAddresses, ownLines, ownOptions, catalog, options });
  }

  /** The answer is never a 5xx, and whatever it is, its body is one the contract allows. */
  function expectHandled(endpoint: Endpoint, response: LightMyRequestResponse): void {
    expect(response.statusCode, response.body).toBeLessThan(500);
    const schema = endpoint.response[response.statusCode];
    if (response.statusCode === 204) return;
    if (schema !== undefined) {
      expect(schema.safeParse(response.json()).error?.issues ?? []).toEqual([]);
    } else {
      expect(
        response.statusCode,
        `${endpoint.path} answered undocumented ${response.statusCode}`,
      ).toBeGreaterThanOrEqual(400);
      expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
    }
  }

  /** A path id: one of the victim's or the fuzzer's rows, any integer, or text that is no id. */
  function pathId(victimIds: readonly number[], ownIds: readonly number[]) {
    return fc.oneof(
      fc.constantFrom(...victimIds, ...ownIds),
      fc.integer(),
      fc.constantFrom('0', '-1', '1.5', '2147483648', '1e3', 'abc', '%00', ' 1', '١'),
    );
  }

  const cases: readonly {
    readonly name: string;
    readonly endpoint: Endpoint;
    readonly session: boolean;
    readonly body: fc.Arbitrary<unknown>;
    readonly ids?: () => fc.Arbitrary<number | string>;
  }[] = [
    { name: 'POST /cart', endpoint: cartEndpoints.add, session: true, body: cartAddBody },
    {
      name: 'PATCH /cart/:id',
      endpoint: cartEndpoints.changeQuantity,
      session: true,
      body: cartQuantityBody,
      ids: () => pathId(victimCartIds, fuzzerCartIds),
    },
    { name: 'POST /address', endpoint: addressEndpoints.create, session: true, body: addressBody },
    {
      name: 'PATCH /address/:id',
      endpoint: addressEndpoints.update,
      session: true,
      body: addressBody,
      ids: () => pathId(victimAddressIds, fuzzerAddressIds),
    },
    {
      name: 'POST /district/search-family',
      endpoint: districtEndpoints.searchFamily,
      session: false,
      body: searchFamilyBody,
    },
    { name: 'POST /district/delivery', endpoint: districtEndpoints.delivery, session: false, body: positionBody },
    { name: 'POST /district/takeout', endpoint: districtEndpoints.takeout, session: false, body: positionBody },
  ];

  it.each(cases)(
    `$name: ${RUNS_PER_ENDPOINT} random bodies, no 5xx, and another owner's rows stay byte-for-byte the same`,
    async ({ endpoint, session, body, ids }) => {
      const before = await snapshot();
      let runs = 0;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(rawPayload(body), ids?.() ?? fc.constant(''), async (payload, id) => {
          runs++;
          const url = endpoint.path.replace(':id', encodeURIComponent(String(id)));
          const response = await app.inject({
            method: endpoint.method,
            url,
            headers: { ...(session ? fuzzer : {}), 'content-type': 'application/json' },
            payload,
          });
          expectHandled(endpoint, response);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
      expect(runs).toBeGreaterThanOrEqual(RUNS_PER_ENDPOINT);
      // Guards against passing for the wrong reason: some bodies got through to the database and the session held.
      expect(
        [...statuses.keys()].some((status) => status < 300),
        JSON.stringify([...statuses]),
      ).toBe(true);
      expect(statuses.has(401)).toBe(false);
      expect(await snapshot()).toBe(before);
    },
    120_000,
  );
});

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, menus, optionItems } from '../../../server/db/schema';
import { CART_MESSAGES, cartEndpoints } from '../../../src/contract/cart';
import { COMMON_MESSAGES } from '../../../src/contract/common';
import { describeOnDatabases, describePostgres } from '../support/databases';
import { call, expectWire, seedMenu, seedOption, sessionOf, startCartAddressServer } from './cart-address-harness';

const { list, count, add, changeQuantity, remove, clear } = cartEndpoints;

// Demo menus the cases rely on (seed ids are fixed): 1 has a required single "부위 선택" (11), optional sauces up
// to 3 (12) and sides up to 5 (13); 26 has no options; 38 is a set only orderable with an e-coupon.
const FRIED = seedMenu(1);
const PARTS = 11;
const SAUCES = 12;
const BONELESS = seedOption(1, PARTS, 112);
const WHOLE = seedOption(1, PARTS, 111);
const SEASONED_SAUCE = seedOption(1, SAUCES, 121);
const CHEESE_SAUCE = seedOption(1, SAUCES, 124);
const SALAD = seedMenu(26);
const ECOUPON_SET = seedMenu(38);
const ECOUPON_SET_DRINK = 3811;
/** An option item of menu 2, not of menu 1. */
const OTHER_MENUS_OPTION = 212;

describeOnDatabases('cart routes', (database) => {
  let app: FastifyInstance;
  let owners = 0;

  beforeAll(async () => {
    app = await startCartAddressServer(database.current);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A fresh session: every case starts from an empty cart. */
  const freshSession = () => sessionOf(`cart-owner-${++owners}`);

  async function addLine(headers: Record<string, string>, body: unknown) {
    return expectWire(await call(app, add, { headers, body }), add, 201);
  }

  async function summary(headers: Record<string, string>) {
    return expectWire(await call(app, list, { headers }), list, 200);
  }

  async function cartCount(headers: Record<string, string>) {
    return expectWire(await call(app, count, { headers }), count, 200).cartCount;
  }

  describe('listing and counting', () => {
    it('a new owner has an empty cart worth 0 won and a count of 0', async () => {
      const headers = await freshSession();
      expect(await summary(headers)).toEqual({ responseList: [], totalPrice: 0 });
      expect(await cartCount(headers)).toBe(0);
    });

    it('a line is priced (menu price + chosen add prices) × quantity, its options grouped by option group', async () => {
      const headers = await freshSession();
      const line = await addLine(headers, {
        mainMenuId: FRIED.id,
        quantity: 2,
        subOptionItemIdSet: [CHEESE_SAUCE.id, BONELESS.id, SEASONED_SAUCE.id],
      });
      expect(line).toEqual({
        cartId: expect.any(Number),
        mainMenuId: FRIED.id,
        mainMenuName: FRIED.menuName,
        quantity: 2,
        menuImageUrl: FRIED.menuImageUrl,
        isOnlyOrderWithEcoupon: false,
        subOptionHeadList: [
          {
            subOptionName: '부위 선택',
            subOptionDetailList: [{ subOptionDetailId: BONELESS.id, subOptionDetailName: BONELESS.itemTitle }],
          },
          {
            subOptionName: '소스 추가',
            subOptionDetailList: [
              { subOptionDetailId: SEASONED_SAUCE.id, subOptionDetailName: SEASONED_SAUCE.itemTitle },
              { subOptionDetailId: CHEESE_SAUCE.id, subOptionDetailName: CHEESE_SAUCE.itemTitle },
            ],
          },
        ],
        totalMenuWithSubOptionAndQuantityPrice:
          (FRIED.menuPrice + BONELESS.addPrice + SEASONED_SAUCE.addPrice + CHEESE_SAUCE.addPrice) * 2,
      });
    });

    it('the list holds the lines oldest first with their sum; the count is the number of lines, not units', async () => {
      const headers = await freshSession();
      const first = await addLine(headers, { mainMenuId: SALAD.id, quantity: 3, subOptionItemIdSet: [] });
      const second = await addLine(headers, { mainMenuId: FRIED.id, quantity: 1, subOptionItemIdSet: [WHOLE.id] });
      const cart = await summary(headers);
      expect(cart.responseList.map((line) => line.cartId)).toEqual([first.cartId, second.cartId]);
      expect(cart.responseList[0]?.totalMenuWithSubOptionAndQuantityPrice).toBe(SALAD.menuPrice * 3);
      expect(cart.totalPrice).toBe(SALAD.menuPrice * 3 + FRIED.menuPrice + WHOLE.addPrice);
      expect(await cartCount(headers)).toBe(2);
    });

    it('a menu only orderable with an e-coupon is flagged on its line', async () => {
      const headers = await freshSession();
      const line = await addLine(headers, {
        mainMenuId: ECOUPON_SET.id,
        quantity: 1,
        subOptionItemIdSet: [ECOUPON_SET_DRINK],
      });
      expect(line.isOnlyOrderWithEcoupon).toBe(true);
    });

    it('totals are recomputed from the current catalog: a price change shows on the next list', async () => {
      const headers = await freshSession();
      await addLine(headers, { mainMenuId: FRIED.id, quantity: 3, subOptionItemIdSet: [BONELESS.id] });
      const { db } = database.current;
      try {
        await db.update(menus).set({ menuPrice: 19_500 }).where(eq(menus.id, FRIED.id));
        await db.update(optionItems).set({ addPrice: 2_700 }).where(eq(optionItems.id, BONELESS.id));
        const cart = await summary(headers);
        expect(cart.responseList[0]?.totalMenuWithSubOptionAndQuantityPrice).toBe((19_500 + 2_700) * 3);
        expect(cart.totalPrice).toBe((19_500 + 2_700) * 3);
      } finally {
        await db.update(menus).set({ menuPrice: FRIED.menuPrice }).where(eq(menus.id, FRIED.id));
        await db.update(optionItems).set({ addPrice: BONELESS.addPrice }).where(eq(optionItems.id, BONELESS.id));
      }
    });
  });

  describe('merging the same configuration', () => {
    it('the same menu with the same option set (in any order) adds to the existing line', async () => {
      const headers = await freshSession();
      const first = await addLine(headers, {
        mainMenuId: FRIED.id,
        quantity: 2,
        subOptionItemIdSet: [BONELESS.id, SEASONED_SAUCE.id],
      });
      const merged = await addLine(headers, {
        mainMenuId: FRIED.id,
        quantity: 5,
        subOptionItemIdSet: [SEASONED_SAUCE.id, BONELESS.id],
      });
      expect(merged.cartId).toBe(first.cartId);
      expect(merged.quantity).toBe(7);
      expect(merged.totalMenuWithSubOptionAndQuantityPrice).toBe(
        (FRIED.menuPrice + BONELESS.addPrice + SEASONED_SAUCE.addPrice) * 7,
      );
      expect(await cartCount(headers)).toBe(1);
    });

    it('a different option set of the same menu is a line of its own', async () => {
      const headers = await freshSession();
      const plain = await addLine(headers, { mainMenuId: FRIED.id, quantity: 1, subOptionItemIdSet: [BONELESS.id] });
      const sauced = await addLine(headers, {
        mainMenuId: FRIED.id,
        quantity: 1,
        subOptionItemIdSet: [BONELESS.id, SEASONED_SAUCE.id],
      });
      expect(sauced.cartId).not.toBe(plain.cartId);
      expect(await cartCount(headers)).toBe(2);
    });

    it('a merge reaching exactly 99 is kept; one beyond 99 is refused and leaves the line as it was', async () => {
      const headers = await freshSession();
      await addLine(headers, { mainMenuId: SALAD.id, quantity: 90, subOptionItemIdSet: [] });
      expect((await addLine(headers, { mainMenuId: SALAD.id, quantity: 9, subOptionItemIdSet: [] })).quantity).toBe(99);
      const refused = await call(app, add, {
        headers,
        body: { mainMenuId: SALAD.id, quantity: 1, subOptionItemIdSet: [] },
      });
      expect(expectWire(refused, add, 400)).toEqual({
        code: 'QUANTITY_OUT_OF_RANGE',
        message: CART_MESSAGES.mergedQuantityTooLarge,
        field: 'quantity',
        requestId: expect.any(String),
      });
      expect((await summary(headers)).responseList.map((line) => line.quantity)).toEqual([99]);
    });
  });

  describe('writes sent at once', () => {
    it('adds of one configuration sent at once end in one line holding their sum', async () => {
      const headers = await freshSession();
      await cartCount(headers); // records the owner, as the storefront's first call does
      const body = { mainMenuId: FRIED.id, quantity: 2, subOptionItemIdSet: [BONELESS.id, SEASONED_SAUCE.id] };
      const answers = await Promise.all(Array.from({ length: 12 }, () => call(app, add, { headers, body })));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
      const ids = new Set(answers.map((answer) => expectWire(answer, add, 201).cartId));
      expect(ids.size).toBe(1);
      const cart = await summary(headers);
      expect(cart.responseList.map((line) => line.quantity)).toEqual([24]);
      expect(cart.responseList[0]?.subOptionHeadList.flatMap((head) => head.subOptionDetailList)).toHaveLength(2);
    });

    it('adds sent at once stop at 99: every refused one says so and the line holds exactly the accepted ones', async () => {
      const headers = await freshSession();
      await cartCount(headers);
      const body = { mainMenuId: SALAD.id, quantity: 10, subOptionItemIdSet: [] };
      const answers = await Promise.all(Array.from({ length: 12 }, () => call(app, add, { headers, body })));
      const accepted = answers.filter((answer) => answer.statusCode === 201);
      const refused = answers.filter((answer) => answer.statusCode === 400);
      expect(accepted).toHaveLength(9);
      expect(refused).toHaveLength(3);
      for (const answer of refused) expect(answer.json().message).toBe(CART_MESSAGES.mergedQuantityTooLarge);
      expect((await summary(headers)).responseList.map((line) => line.quantity)).toEqual([90]);
    });

    it('an add and a quantity change answer the line as the list shows it, options in catalog order whatever order they were sent', async () => {
      const headers = await freshSession();
      const added = await addLine(headers, {
        mainMenuId: FRIED.id,
        quantity: 3,
        subOptionItemIdSet: [CHEESE_SAUCE.id, SEASONED_SAUCE.id, WHOLE.id],
      });
      const changed = expectWire(
        await call(app, changeQuantity, { headers, id: added.cartId, body: { quantity: 4 } }),
        changeQuantity,
        200,
      );
      const [listed] = (await summary(headers)).responseList;
      expect(added).toEqual({
        ...listed,
        quantity: 3,
        totalMenuWithSubOptionAndQuantityPrice: (listed!.totalMenuWithSubOptionAndQuantityPrice / 4) * 3,
      });
      expect(changed).toEqual(listed);
    });
  });

  describe('refusing an add', () => {
    const refusals: readonly [string, unknown, { code: string; field: string; message: string | RegExp }][] = [
      [
        'an unknown menu',
        { mainMenuId: 999_999, quantity: 1, subOptionItemIdSet: [] },
        { code: 'MENU_NOT_FOUND', field: 'mainMenuId', message: CART_MESSAGES.menuNotFound },
      ],
      [
        'an unknown option',
        { mainMenuId: FRIED.id, quantity: 1, subOptionItemIdSet: [WHOLE.id, 999_999] },
        { code: 'OPTION_UNKNOWN', field: 'subOptionItemIdSet', message: CART_MESSAGES.optionUnknown },
      ],
      [
        'an option of another menu',
        { mainMenuId: FRIED.id, quantity: 1, subOptionItemIdSet: [WHOLE.id, OTHER_MENUS_OPTION] },
        { code: 'OPTION_UNKNOWN', field: 'subOptionItemIdSet', message: CART_MESSAGES.optionUnknown },
      ],
      [
        'a required group left empty',
        { mainMenuId: FRIED.id, quantity: 1, subOptionItemIdSet: [SEASONED_SAUCE.id] },
        { code: 'OPTION_BELOW_MIN', field: 'subOptionItemIdSet', message: '부위 선택 옵션을 1개 이상 선택해주세요.' },
      ],
      [
        'more choices than a group allows',
        { mainMenuId: FRIED.id, quantity: 1, subOptionItemIdSet: [WHOLE.id, BONELESS.id] },
        {
          code: 'OPTION_ABOVE_MAX',
          field: 'subOptionItemIdSet',
          message: '부위 선택 옵션은 최대 1개까지 선택할 수 있어요.',
        },
      ],
      [
        'quantity 0',
        { mainMenuId: SALAD.id, quantity: 0, subOptionItemIdSet: [] },
        { code: 'BAD_REQUEST', field: 'quantity', message: CART_MESSAGES.quantityOutOfRange },
      ],
      [
        'quantity 100',
        { mainMenuId: SALAD.id, quantity: 100, subOptionItemIdSet: [] },
        { code: 'BAD_REQUEST', field: 'quantity', message: CART_MESSAGES.quantityOutOfRange },
      ],
      [
        'a fractional quantity',
        { mainMenuId: SALAD.id, quantity: 1.5, subOptionItemIdSet: [] },
        { code: 'BAD_REQUEST', field: 'quantity', message: CART_MESSAGES.quantityOutOfRange },
      ],
      [
        'a quantity sent as text',
        { mainMenuId: SALAD.id, quantity: '2', subOptionItemIdSet: [] },
        { code: 'BAD_REQUEST', field: 'quantity', message: CART_MESSAGES.quantityOutOfRange },
      ],
      [
        'a missing menu id',
        { quantity: 1, subOptionItemIdSet: [] },
        { code: 'BAD_REQUEST', field: 'mainMenuId', message: CART_MESSAGES.menuRequired },
      ],
      [
        'a menu id beyond any database id',
        { mainMenuId: 2 ** 40, quantity: 1, subOptionItemIdSet: [] },
        { code: 'BAD_REQUEST', field: 'mainMenuId', message: CART_MESSAGES.menuRequired },
      ],
      [
        'the same option twice',
        { mainMenuId: FRIED.id, quantity: 1, subOptionItemIdSet: [WHOLE.id, WHOLE.id] },
        { code: 'BAD_REQUEST', field: 'subOptionItemIdSet', message: CART_MESSAGES.optionsDuplicated },
      ],
      [
        'an option id that is not an id',
        { mainMenuId: FRIED.id, quantity: 1, subOptionItemIdSet: [WHOLE.id, -3] },
        { code: 'BAD_REQUEST', field: 'subOptionItemIdSet.1', message: COMMON_MESSAGES.invalidId },
      ],
      [
        'a body that is not an object (no schema message: the generic Korean one)',
        5,
        { code: 'BAD_REQUEST', field: 'body', message: '입력값이 올바르지 않습니다.' },
      ],
    ];

    it.each(refusals)('%s answers 400 naming the field, in Korean, and adds nothing', async (_name, body, answer) => {
      const headers = await freshSession();
      const response = await call(app, add, { headers, body });
      expect(expectWire(response, add, 400)).toEqual({ ...answer, requestId: expect.any(String) });
      expect(await cartCount(headers)).toBe(0);
    });
  });

  describe('changing and removing lines', () => {
    it('PATCH sets the quantity and answers the repriced line', async () => {
      const headers = await freshSession();
      const line = await addLine(headers, { mainMenuId: FRIED.id, quantity: 1, subOptionItemIdSet: [BONELESS.id] });
      const response = await call(app, changeQuantity, { headers, id: line.cartId, body: { quantity: 4 } });
      expect(expectWire(response, changeQuantity, 200)).toEqual({
        ...line,
        quantity: 4,
        totalMenuWithSubOptionAndQuantityPrice: (FRIED.menuPrice + BONELESS.addPrice) * 4,
      });
    });

    it.each([0, 100, -1, 2.5])('PATCH quantity %s answers 400 naming quantity and keeps the line', async (quantity) => {
      const headers = await freshSession();
      const line = await addLine(headers, { mainMenuId: SALAD.id, quantity: 2, subOptionItemIdSet: [] });
      const response = await call(app, changeQuantity, { headers, id: line.cartId, body: { quantity } });
      expect(expectWire(response, changeQuantity, 400)).toEqual({
        code: 'BAD_REQUEST',
        field: 'quantity',
        message: CART_MESSAGES.quantityOutOfRange,
        requestId: expect.any(String),
      });
      expect((await summary(headers)).responseList[0]?.quantity).toBe(2);
    });

    it('PATCH or DELETE of a line id that does not exist answers 404 ELEMENT_NOT_FOUND', async () => {
      const headers = await freshSession();
      const patched = await call(app, changeQuantity, { headers, id: 999_999, body: { quantity: 1 } });
      expect(expectWire(patched, changeQuantity, 404)).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
      const deleted = await call(app, remove, { headers, id: 999_999 });
      expect(expectWire(deleted, remove, 404)).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
    });

    it('a path id that is not a positive integer answers 400 naming params.id', async () => {
      const headers = await freshSession();
      const response = await call(app, remove, { headers, id: 'abc' });
      expect(expectWire(response, remove, 400)).toEqual({
        code: 'BAD_REQUEST',
        field: 'params.id',
        message: COMMON_MESSAGES.invalidId,
        requestId: expect.any(String),
      });
    });

    it('DELETE of a line answers 204 and removes only that line; a second DELETE answers 404', async () => {
      const headers = await freshSession();
      const kept = await addLine(headers, { mainMenuId: SALAD.id, quantity: 1, subOptionItemIdSet: [] });
      const gone = await addLine(headers, { mainMenuId: FRIED.id, quantity: 1, subOptionItemIdSet: [BONELESS.id] });
      expectWire(await call(app, remove, { headers, id: gone.cartId }), remove, 204);
      expect((await summary(headers)).responseList.map((line) => line.cartId)).toEqual([kept.cartId]);
      expectWire(await call(app, remove, { headers, id: gone.cartId }), remove, 404);
    });

    it('DELETE of the cart empties it (and an empty cart clears without error)', async () => {
      const headers = await freshSession();
      await addLine(headers, { mainMenuId: SALAD.id, quantity: 1, subOptionItemIdSet: [] });
      await addLine(headers, { mainMenuId: FRIED.id, quantity: 1, subOptionItemIdSet: [BONELESS.id] });
      expectWire(await call(app, clear, { headers }), clear, 204);
      expect(await summary(headers)).toEqual({ responseList: [], totalPrice: 0 });
      expectWire(await call(app, clear, { headers }), clear, 204);
    });
  });
});

// Placing an order locks the owner's row FOR UPDATE, prices the cart and empties it (order-record.ts). An add arriving
// meanwhile must wait and land in the emptied cart: merged into a line the order then deletes, its units would be lost
// unpriced. PGlite runs one statement at a time, so the race exists only on PostgreSQL.
describePostgres('a cart write beside an order placement', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startCartAddressServer(database.current);
  });
  afterAll(async () => {
    await app.close();
  });

  it('an add waits for the order holding the owner and lands after it', async () => {
    const owner = 'cart-owner-beside-order';
    const headers = await sessionOf(owner);
    const body = { mainMenuId: SALAD.id, quantity: 1, subOptionItemIdSet: [] };
    expectWire(await call(app, add, { headers, body }), add, 201);
    const { db } = database.current;
    let added: Promise<Awaited<ReturnType<typeof call>>> | undefined;
    let settledWhileHeld = false;
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM owners WHERE id = ${owner} FOR UPDATE`);
      added = call(app, add, { headers, body });
      void added.then(() => {
        settledWhileHeld = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.delete(cartLines).where(eq(cartLines.ownerId, owner));
    });
    expect(settledWhileHeld).toBe(false);
    expect(expectWire(await added!, add, 201).quantity).toBe(1);
    const cart = expectWire(await call(app, list, { headers }), list, 200);
    expect(cart.responseList.map((line) => line.quantity)).toEqual([1]);
  });
});

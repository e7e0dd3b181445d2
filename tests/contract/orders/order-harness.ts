import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app';
import type { PartnerOverrides } from '../../../server/composition';
import type { ServiceSettings } from '../../../server/config';
import type { OpenDatabase } from '../../../server/db/database';
import { seedData } from '../../../server/db/seed/data';
import { DEMO_MEMBER_OWNER_ID } from '../../../server/db/seed/demo-member';
import { seedDatabase } from '../../../server/db/seed/seed';
import { addressRoutes } from '../../../server/routes/address';
import { cartRoutes } from '../../../server/routes/cart';
import { couponRoutes } from '../../../server/routes/coupons';
import { orderEventRoutes } from '../../../server/routes/order-events';
import { orderRoutes } from '../../../server/routes/orders';
import { orderEndpoints } from '../../../src/contract/order';
import type { CartItem } from '../../../src/domain/cart/types';
import { EMPTY_COUPON_SELECTION } from '../../../src/domain/coupon/selection';
import { call, expectWire, sessionOf } from '../routes/cart-address-harness';
import { TEST_AUTH_KEY } from '../support/test-server';

/** 19:00 in Seoul on the day of the tests: every demo branch is open. */
export const ORDER_NOW = new Date('2026-11-21T10:00:00Z');

export interface OrderServerOptions {
  readonly now?: () => Date;
  /** Replaced service settings; by default no branch simulator (orders stay PAID) and a fast payment sandbox. */
  readonly settings?: Partial<ServiceSettings>;
  readonly partners?: PartnerOverrides;
}

/** The order, order status event, coupon, cart and address routes over `database` seeded with the demo franchise. */
export async function startOrderServer(
  database: OpenDatabase,
  options: OrderServerOptions = {},
): Promise<FastifyInstance> {
  const now = options.now ?? (() => ORDER_NOW);
  await seedDatabase(database.db, seedData, { now });
  return buildServer({
    database,
    authKey: TEST_AUTH_KEY,
    logger: false,
    now,
    settings: { branchSimulator: null, payment: { delayMs: 5, timeoutMs: 50 }, ...options.settings },
    ...(options.partners === undefined ? {} : { partners: options.partners }),
    routes: [cartRoutes, addressRoutes, couponRoutes, orderRoutes, orderEventRoutes],
  });
}

export const demoMember = () => sessionOf(DEMO_MEMBER_OWNER_ID, 'member');

/** An `mc` item of demo menu `menuId` choosing the first item of every required option group. */
export function itemOf(menuId: number, quantity = 1): CartItem {
  const menu = seedData.menus.find((m) => m.id === menuId);
  if (menu === undefined) throw new Error(`no seed menu ${menuId}`);
  const subOptionIds = menu.optionGroups
    .filter((g) => g.minSelect > 0)
    .flatMap((g) => g.items.slice(0, g.minSelect).map((i) => i.id));
  return { menuId, quantity, subOptionIds };
}

export const EMPTY_REQUEST = {
  orderMessage: '',
  orderMessageExcludeRadish: false,
  orderMessageExcludeBeverage: false,
  orderMessageExcludeDisposableProducts: false,
  deliveryMessage: '',
};

export function processBody(checkoutId: string, overrides: Record<string, unknown> = {}) {
  return {
    checkoutId,
    coupons: EMPTY_COUPON_SELECTION,
    points: 0,
    happyPoints: 0,
    paymentMethod: 'CARD',
    cardNumber: '4242424242424242',
    request: EMPTY_REQUEST,
    ...overrides,
  };
}

export function processHeaders(session: Record<string, string>, key: string): Record<string, string> {
  return { ...session, 'x-agent': 'DESKTOPWEB', 'idempotency-key': key };
}

/** A delivery checkout of one demo menu 1 for `session` (to the member's default address), as POST /order/init answers it. */
export async function deliveryCheckout(app: FastifyInstance, session: Record<string, string>) {
  const response = await call(app, orderEndpoints.init, {
    headers: session,
    body: { mealType: 'DELIVERY', items: [itemOf(1)], branchId: null },
  });
  return expectWire(response, orderEndpoints.init, 201);
}

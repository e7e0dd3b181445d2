import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import { buildServer, type RouteModule } from '../../../server/app';
import { signAccessToken } from '../../../server/auth/access-token';
import type { OpenDatabase } from '../../../server/db/database';
import {
  branches,
  branchMenuStatus,
  categories,
  geoAddresses,
  menus,
  optionGroups,
  optionItems,
} from '../../../server/db/schema';
import { seedData } from '../../../server/db/seed/data';
import { seedRows } from '../../../server/db/seed/seed-rows';
import { addressRoutes } from '../../../server/routes/address';
import { cartRoutes } from '../../../server/routes/cart';
import type { Endpoint } from '../../../src/contract/common';
import { TEST_AUTH_KEY } from '../support/test-server';

/** The cart and address routes over `database` holding the demo franchise's catalog, branches and geo dataset. */
export async function startCartAddressServer(
  database: OpenDatabase,
  extraRoutes: readonly RouteModule[] = [],
): Promise<FastifyInstance> {
  await seedCatalog(database);
  return buildServer({
    database,
    authKey: TEST_AUTH_KEY,
    logger: false,
    routes: [cartRoutes, addressRoutes, ...extraRoutes],
  });
}

/**
 * Writes the demo rows these suites read (catalog, branches, the geo dataset) straight from seedRows: the suites
 * test the cart and address routes, not the whole seed (members, content…), so they do not depend on it.
 */
async function seedCatalog(database: OpenDatabase): Promise<void> {
  const rows = seedRows(seedData);
  await database.db.transaction(async (tx) => {
    await tx.insert(categories).values(rows.categories);
    await tx.insert(menus).values(rows.menus);
    await tx.insert(optionGroups).values(rows.optionGroups);
    await tx.insert(optionItems).values(rows.optionItems);
    await tx.insert(branches).values(rows.branches);
    if (rows.branchMenuStatus.length > 0) await tx.insert(branchMenuStatus).values(rows.branchMenuStatus);
    await tx.insert(geoAddresses).values(rows.geoAddresses);
  });
}

/** Headers of a request made by session `sub` (a fresh sub is a fresh owner with an empty cart and no addresses). */
export async function sessionOf(sub: string, type: 'member' | 'guest' = 'member'): Promise<Record<string, string>> {
  const token = await signAccessToken({ sub, type }, TEST_AUTH_KEY, 600);
  return { authorization: `Bearer ${token}` };
}

export interface CallInput {
  readonly headers?: Record<string, string>;
  readonly id?: number | string;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
}

/** Calls an endpoint row of the contract table (its method and path; `:id` replaced). */
export async function call(app: FastifyInstance, endpoint: Endpoint, input: CallInput = {}) {
  const url = endpoint.path.replace(':id', encodeURIComponent(String(input.id ?? '')));
  const query = input.query === undefined ? '' : `?${new URLSearchParams(input.query).toString()}`;
  return app.inject({
    method: endpoint.method,
    url: `${url}${query}`,
    headers: input.headers,
    ...(input.body === undefined ? {} : { payload: input.body as object }),
  });
}

/**
 * Asserts the answer is one the endpoint row documents, with a body its schema accepts (204: no body), and returns
 * the parsed body. A status the table does not list fails the test: the contract is the documentation.
 */
export function expectWire<E extends Endpoint, S extends keyof E['response'] & number>(
  response: LightMyRequestResponse,
  endpoint: E,
  status: S,
): z.output<E['response'][S]> {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
  const schema: z.ZodMiniType | undefined = endpoint.response[status];
  if (schema === undefined) throw new Error(`${endpoint.method} ${endpoint.path} does not document ${status}`);
  if (status === 204) {
    expect(response.body).toBe('');
    return null as z.output<E['response'][S]>;
  }
  const parsed = schema.safeParse(response.json());
  expect(parsed.error?.issues ?? [], 'body matches the contract schema').toEqual([]);
  return parsed.data as z.output<E['response'][S]>;
}

/** The demo menu `id` (throws when the seed no longer has it, so a fixture change fails loudly). */
export function seedMenu(id: number) {
  const menu = seedData.menus.find((candidate) => candidate.id === id);
  if (menu === undefined) throw new Error(`seed menu ${id} is missing`);
  return menu;
}

/** The option item `itemId` of a demo menu's group `groupId`. */
export function seedOption(menuId: number, groupId: number, itemId: number) {
  const item = seedMenu(menuId)
    .optionGroups.find((group) => group.id === groupId)
    ?.items.find((candidate) => candidate.id === itemId);
  if (item === undefined) throw new Error(`seed option ${menuId}/${groupId}/${itemId} is missing`);
  return item;
}

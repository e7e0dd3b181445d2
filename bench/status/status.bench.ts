// Issue 14 figure: status change → client latency of the live order status stream, p99 beside the target (≤ 500 ms),
// for a stream on the instance the change was made through and on another instance of the same PostgreSQL database
// (and on PGlite, which is one instance). `npm run bench -- status`. Prints, never fails.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app';
import { accessTokenKey, signAccessToken } from '../../server/auth/access-token';
import { type Database, type OpenDatabase, openDatabase } from '../../server/db/database';
import { orderStatusHistory, orders } from '../../server/db/schema';
import { seedData } from '../../server/db/seed/data/index';
import { seedDatabase } from '../../server/db/seed/seed';
import { routeModules } from '../../server/routes/index';
import { AxiosOrderStatusStream } from '../../src/adapters/http/axios-order-status-stream';
import { createHttpClient } from '../../src/adapters/http/http-client';
import { nextOrderStatus, type OrderStatus } from '../../src/domain/order/status';
import { dropSchemaAt } from '../../tests/contract/support/drop-schema';

const ORDERS = Number(process.env.BENCH_STATUS_ORDERS ?? 40);
const TARGET_P99_MS = 500;
const key = accessTokenKey(randomBytes(48).toString('base64url'));
/** 19:00 in Seoul, running on in real time: every demo branch is open whatever the hour of the run. */
const CLOCK_START_MS = Date.parse('2026-11-21T10:00:00Z');
const REQUEST = {
  orderMessage: '',
  orderMessageExcludeRadish: false,
  orderMessageExcludeBeverage: false,
  orderMessageExcludeDisposableProducts: false,
  deliveryMessage: '',
};

interface Row {
  readonly database: string;
  readonly writes: string;
  readonly stream: string;
  readonly changes: number;
  readonly 'p50 ms': number;
  readonly 'p99 ms': number;
  readonly 'max ms': number;
  readonly target: string;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function row(database: string, writes: string, stream: string, latencies: readonly number[]): Row {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  return {
    database,
    writes,
    stream,
    changes: sorted.length,
    'p50 ms': Math.round(percentile(sorted, 50) * 10) / 10,
    'p99 ms': Math.round(p99 * 10) / 10,
    'max ms': Math.round((sorted.at(-1) ?? Number.NaN) * 10) / 10,
    target: `p99 ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'MISSED'}`,
  };
}

async function post(url: string, token: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** An order placed by its own guest (TAKEOUT at branch 2), with the guest's token. */
async function placeOrders(url: string, label: string): Promise<{ id: number; token: string }[]> {
  const placed: { id: number; token: string }[] = [];
  const slug = label.replace(/[^A-Za-z0-9]+/g, '-');
  for (let i = 0; i < ORDERS; i++) {
    const token = await signAccessToken({ sub: `guest:bench-status-${slug}-${i}`, type: 'guest' }, key, 3600);
    const checkout = await post(`${url}/api/delivery/order/init`, token, {
      mealType: 'TAKEOUT',
      branchId: 2,
      items: [{ menuId: 1, quantity: 1, subOptionIds: [111] }],
    });
    const order = await post(
      `${url}/api/delivery/order/process`,
      token,
      {
        checkoutId: checkout['checkoutId'],
        coupons: { membershipCouponNo: null, voucherIds: [], priceCouponIds: [] },
        points: 0,
        happyPoints: 0,
        paymentMethod: 'MEET_CASH',
        cardNumber: null,
        request: REQUEST,
      },
      { 'x-agent': 'DESKTOPWEB', 'idempotency-key': `bench-status-${slug}-${i}-${Date.now()}` },
    );
    placed.push({ id: Number(order['id']), token });
  }
  return placed;
}

/** A branch tool's move of one order (conditional update + history row, one transaction); when it started. */
async function move(db: Database, id: number, from: OrderStatus, to: OrderStatus): Promise<number> {
  const startedAt = performance.now();
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(orders)
      .set({ status: to, statusChangedAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, from)));
    await tx.insert(orderStatusHistory).values({ orderId: id, status: to, at: now });
  });
  return startedAt;
}

/** Streams of every order on `urls` (one each), recording when each sequence arrived. */
function openStreams(urls: readonly string[], placed: readonly { id: number; token: string }[]) {
  const arrivals = urls.map(() => new Map<string, number>());
  const controllers: AbortController[] = [];
  let opened = 0;
  const done = urls.flatMap((url, n) =>
    placed.map(({ id, token }) => {
      const http = createHttpClient({
        baseURL: url,
        getAccessToken: () => token,
        refresh: async () => ({ kind: 'signed-out' }),
        onSignedOut: () => undefined,
      });
      const controller = new AbortController();
      controllers.push(controller);
      return new AxiosOrderStatusStream(http).follow({
        id,
        afterSequence: 1,
        onChange: (event) => arrivals[n]!.set(`${id}:${event.sequence}`, performance.now()),
        onOpen: () => {
          opened += 1;
        },
        signal: controller.signal,
      });
    }),
  );
  const stop = () => {
    for (const controller of controllers) controller.abort();
  };
  return { arrivals, done, opened: () => opened, stop };
}

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (!check() && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 2));
}

/**
 * Moves every order through its takeout steps through `writer` (instance A's database), first one change at a time,
 * then all orders' next step at once; the streams on each of `urls` record the latencies.
 */
async function measure(label: string, writer: Database, urls: readonly string[], apps: readonly FastifyInstance[]) {
  const placed = await placeOrders(urls[0]!, label);
  const streams = openStreams(urls, placed);
  // Every stream open (the servers watch every order) before the first change.
  await waitFor(() => streams.opened() === urls.length * placed.length, 10_000);
  const sequential: number[][] = urls.map(() => []);
  const concurrent: number[][] = urls.map(() => []);
  const status = new Map(placed.map(({ id }) => [id, 'PAID' as OrderStatus]));
  const steps = ['one at a time', `${ORDERS} at once`] as const;
  for (let step = 0; step < 4; step++) {
    const together = step >= 2;
    const writes = placed.map(({ id }) => async () => {
      const from = status.get(id)!;
      const to = nextOrderStatus(from, 'TAKEOUT')!;
      status.set(id, to);
      return { id, sequence: step + 2, startedAt: await move(writer, id, from, to) };
    });
    const started: { id: number; sequence: number; startedAt: number }[] = [];
    const arrivedEverywhere = (changes: readonly { id: number; sequence: number }[]) =>
      waitFor(
        () => streams.arrivals.every((arrived) => changes.every((c) => arrived.has(`${c.id}:${c.sequence}`))),
        10_000,
      );
    if (together) started.push(...(await Promise.all(writes.map((write) => write()))));
    else {
      // One change, its arrival on every stream, then the next: each latency is one change's alone.
      for (const write of writes) {
        const change = await write();
        started.push(change);
        await arrivedEverywhere([change]);
      }
    }
    await arrivedEverywhere(started);
    for (const [n, arrived] of streams.arrivals.entries()) {
      for (const { id, sequence, startedAt } of started) {
        const at = arrived.get(`${id}:${sequence}`);
        (together ? concurrent : sequential)[n]!.push(at === undefined ? Number.POSITIVE_INFINITY : at - startedAt);
      }
    }
  }
  const ended = await Promise.all(streams.done);
  streams.stop();
  const where = ['same instance', 'other instance'];
  const rows: Row[] = [];
  for (const [n] of urls.entries()) {
    rows.push(row(label, steps[0], where[n]!, sequential[n]!));
    rows.push(row(label, steps[1], where[n]!, concurrent[n]!));
  }
  const unended = ended.filter((result) => result.kind !== 'ended').length;
  if (unended > 0) console.log(`${label}: ${unended} streams did not end with their order`);
  for (const app of apps) await app.close();
  return rows;
}

async function serve(database: OpenDatabase): Promise<{ app: FastifyInstance; url: string }> {
  const startedMs = Date.now();
  const app = await buildServer({
    database,
    authKey: key,
    logger: false,
    routes: routeModules,
    now: () => new Date(CLOCK_START_MS + (Date.now() - startedMs)),
    settings: { branchSimulator: null },
  });
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

export async function main(): Promise<void> {
  const rows: Row[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-status-'));
  const pglite = await openDatabase({ dataDir });
  try {
    await seedDatabase(pglite.db, seedData);
    const { app, url } = await serve(pglite);
    rows.push(...(await measure('PGlite', pglite.db, [url], [app])));
  } finally {
    await pglite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_status_${Date.now()}`;
  const handles: OpenDatabase[] = [];
  try {
    // Two instances: each its own pool and its own status listener, one database.
    for (let n = 0; n < 2; n++) handles.push(await openDatabase({ databaseUrl, schema }));
    await seedDatabase(handles[0]!.db, seedData);
    const servers = await Promise.all(handles.map(serve));
    rows.push(
      ...(await measure(
        'PostgreSQL, 2 instances',
        handles[0]!.db,
        servers.map((s) => s.url),
        servers.map((s) => s.app),
      )),
    );
  } catch (error) {
    console.log(`PostgreSQL rows skipped: ${(error as Error).message}`);
  } finally {
    for (const handle of handles) await handle.close();
    if (handles.length > 0) await dropSchemaAt(databaseUrl, schema);
  }
  console.log(
    `Status change → client (storefront's fetch stream), ${ORDERS} orders × 4 steps; from the start of the change's ` +
      `transaction to the event's arrival. Target: p99 ≤ ${TARGET_P99_MS} ms on the same and on another instance.`,
  );
  console.table(rows);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

// Issue 6 crash safety: kills the server with SIGKILL at random moments during 100 order attempts, restarts it,
// and checks that every order is either complete (order, coupon use, points, payment) or absent, and that a retry
// with the same idempotency key returns the same order. Runs on PostgreSQL (FAULT_DATABASE_URL, default a fresh
// database `fault_bench` on the local server). Prints its figures; throws (the run reports it) when a check fails.
// Usage: npm run bench -- fault   (ATTEMPTS=100, FAULT_PORT=3190)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { accessTokenKey, signAccessToken } from '../../server/auth/access-token';
import { DEMO_MEMBER, DEMO_MEMBER_OWNER_ID } from '../../server/db/seed/demo-member';

const ATTEMPTS = Number(process.env.ATTEMPTS ?? 100);
const PORT = Number(process.env.FAULT_PORT ?? 3190);
const ADMIN_URL = process.env.FAULT_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'fault_bench';
const DATABASE_URL = process.env.FAULT_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${DATABASE}`;
/** A fresh AUTH_SECRET per run: the bench signs the demo member's token with it. */
const SECRET = randomBytes(48).toString('base64url');
const BASE = `http://127.0.0.1:${PORT}`;
const POINTS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: ChildProcess | null = null;
let kills = 0;
/** Order submits that lost their connection to a kill and were retried with the same key. */
let interrupted = 0;
let stopping = false;

async function startServer(): Promise<void> {
  server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL,
      AUTH_SECRET: SECRET,
      LOG_LEVEL: 'error',
      WEB_ROOT: '/nonexistent',
      ORDER_SIMULATOR_STEP_SECONDS: '0',
      PAYMENT_SANDBOX_DELAY_MS: '150',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error('server did not start');
}

function killServer(): void {
  if (server?.pid !== undefined) {
    try {
      process.kill(-server.pid, 'SIGKILL'); // the whole group: npx, tsx and node
    } catch {
      // already gone
    }
  }
  server = null;
}

/** Kills the server at random moments (0.3–2 s apart) and restarts it, until told to stop. */
async function chaos(): Promise<void> {
  while (!stopping) {
    await sleep(300 + Math.random() * 1700);
    if (stopping) break;
    killServer();
    kills += 1;
    await startServer();
  }
}

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** POSTs until the server answers (a killed server refuses or drops the connection: wait and try again). */
async function post(
  path: string,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
  onDropped: () => void = () => undefined,
): Promise<Answer> {
  for (;;) {
    try {
      const response = await fetch(`${BASE}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: BASE, ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    } catch {
      onDropped();
      await sleep(150);
    }
  }
}

interface Attempt {
  readonly key: string;
  readonly body: unknown;
  readonly orderId: number | null;
  readonly code: string | null;
}

async function attempt(token: string, index: number, couponNo: string | null): Promise<Attempt> {
  let checkoutId: string | null = null;
  while (checkoutId === null) {
    const init = await post('/api/delivery/order/init', token, {
      mealType: 'TAKEOUT',
      branchId: 2,
      items: [{ menuId: 1, quantity: 1, subOptionIds: [111] }],
    });
    if (init.status === 201) checkoutId = String(init.body['checkoutId']);
    else await sleep(100);
  }
  const key = `fault-${Date.now()}-${index}`;
  const body = {
    checkoutId,
    coupons: { membershipCouponNo: couponNo, voucherIds: [], priceCouponIds: [] },
    points: POINTS,
    happyPoints: 0,
    paymentMethod: 'CARD',
    cardNumber: '4242424242424242',
    request: {
      orderMessage: '',
      orderMessageExcludeRadish: false,
      orderMessageExcludeBeverage: false,
      orderMessageExcludeDisposableProducts: false,
      deliveryMessage: '',
    },
  };
  let dropped = false;
  const cut = () => {
    if (!dropped) interrupted += 1;
    dropped = true;
  };
  for (;;) {
    const headers = { 'x-agent': 'DESKTOPWEB', 'idempotency-key': key };
    const answer = await post('/api/delivery/order/process', token, body, headers, cut);
    if (answer.status === 201) return { key, body, orderId: Number(answer.body['id']), code: null };
    if (answer.status === 409 && answer.body['code'] === 'ORDER_IN_FLIGHT') {
      await sleep(300);
      continue;
    }
    if (answer.status >= 500 && answer.status !== 504) {
      await sleep(300);
      continue;
    }
    return { key, body, orderId: null, code: String(answer.body['code']) };
  }
}

export async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();

  await startServer();
  const token = await signAccessToken({ sub: DEMO_MEMBER_OWNER_ID, type: 'member' }, accessTokenKey(SECRET), 3600);
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const startPoints = Number(
    (
      await db.query('SELECT coalesce(sum(amount),0) AS s FROM point_ledger_entries WHERE member_id = $1', [
        DEMO_MEMBER.id,
      ])
    ).rows[0].s,
  );
  const coupons = (
    await db.query(
      "SELECT coupon_no FROM membership_coupons WHERE owner_id = $1 AND benefit_type = 'FLAT_DISCOUNT' AND used_order_id IS NULL ORDER BY id",
      [DEMO_MEMBER_OWNER_ID],
    )
  ).rows.map((r: { coupon_no: string }) => r.coupon_no);

  const started = Date.now();
  const chaosLoop = chaos();
  const results: Attempt[] = [];
  const CONCURRENCY = 4;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ATTEMPTS) {
        const index = next++;
        // The first attempts also spend a single-use coupon each (two attempts race for each coupon).
        const coupon = index < coupons.length * 2 ? (coupons[Math.floor(index / 2)] ?? null) : null;
        results.push(await attempt(token, index, coupon));
      }
    }),
  );
  stopping = true;
  await chaosLoop;
  if (server === null) await startServer();
  const seconds = (Date.now() - started) / 1000;

  // The checks.
  const problems: string[] = [];
  const placed = results.filter((r) => r.orderId !== null);
  const orders = (await db.query('SELECT id, points_used, payment_method, total_price FROM orders')).rows as {
    id: number;
    points_used: number;
    total_price: number;
  }[];
  if (orders.length !== placed.length)
    problems.push(`orders in the database ${orders.length} ≠ orders answered ${placed.length}`);
  for (const order of orders) {
    const payment = await db.query('SELECT amount, status FROM payments WHERE order_id = $1', [order.id]);
    if (payment.rowCount !== 1 || Number(payment.rows[0].amount) !== order.total_price)
      problems.push(`order ${order.id}: payment missing or wrong`);
    const history = await db.query('SELECT 1 FROM order_status_history WHERE order_id = $1', [order.id]);
    if (history.rowCount === 0) problems.push(`order ${order.id}: no status history`);
    const benefit = await db.query("SELECT amount FROM order_benefits WHERE order_id = $1 AND kind = 'POINTS'", [
      order.id,
    ]);
    const spent = benefit.rows.reduce((sum: number, r: { amount: number }) => sum + Number(r.amount), 0);
    if (spent !== order.points_used) problems.push(`order ${order.id}: points benefit ${spent} ≠ ${order.points_used}`);
  }
  const endPoints = Number(
    (
      await db.query('SELECT coalesce(sum(amount),0) AS s FROM point_ledger_entries WHERE member_id = $1', [
        DEMO_MEMBER.id,
      ])
    ).rows[0].s,
  );
  const pointsSpent = orders.reduce((sum, o) => sum + o.points_used, 0);
  if (endPoints !== startPoints - pointsSpent) problems.push(`points ${endPoints} ≠ ${startPoints} − ${pointsSpent}`);
  const usedCoupons = await db.query(
    'SELECT count(*)::int AS n, count(o.id)::int AS linked FROM membership_coupons c LEFT JOIN orders o ON o.id = c.used_order_id WHERE c.used_order_id IS NOT NULL',
  );
  if (usedCoupons.rows[0].n !== usedCoupons.rows[0].linked)
    problems.push('a coupon is marked used by an order that does not exist');
  const couponOrders = await db.query("SELECT count(*)::int AS n FROM order_benefits WHERE kind = 'MEMBERSHIP_COUPON'");
  if (couponOrders.rows[0].n !== usedCoupons.rows[0].n) problems.push('coupon benefits and used coupons disagree');
  const stuck = await db.query("SELECT count(*)::int AS n FROM order_requests WHERE state = 'IN_FLIGHT'");
  if (stuck.rows[0].n !== 0) problems.push(`${stuck.rows[0].n} idempotency keys left in flight`);
  let sameOnRetry = 0;
  for (const result of placed) {
    const row = await db.query('SELECT order_id FROM order_requests WHERE idempotency_key = $1', [result.key]);
    if (Number(row.rows[0]?.order_id) === result.orderId) sameOnRetry += 1;
    else problems.push(`key ${result.key}: stored order ${row.rows[0]?.order_id} ≠ answered ${result.orderId}`);
  }
  // A retry with the same key and body over HTTP returns the same order, for every placed order.
  let sameOverHttp = 0;
  for (const result of placed) {
    const answer = await post('/api/delivery/order/process', token, result.body, {
      'x-agent': 'DESKTOPWEB',
      'idempotency-key': result.key,
    });
    if (answer.status === 201 && Number(answer.body['id']) === result.orderId) sameOverHttp += 1;
    else
      problems.push(`key ${result.key}: retry answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 80)}`);
  }
  const captured = await db.query(
    "SELECT count(*)::int AS n FROM sandbox_card_authorizations WHERE status = 'CAPTURED'",
  );
  await db.end();
  killServer();

  console.table([
    {
      attempts: ATTEMPTS,
      'server kills': kills,
      'submits cut by a kill': interrupted,
      'orders placed': placed.length,
      refused: results.length - placed.length,
      'refusal codes': [...new Set(results.filter((r) => r.code !== null).map((r) => r.code))].join(' ') || '-',
      'key → order stored': `${sameOnRetry}/${placed.length}`,
      'same order on HTTP retry': `${sameOverHttp}/${placed.length}`,
      'captured authorizations': captured.rows[0].n,
      seconds: Number(seconds.toFixed(1)),
      problems: problems.length,
    },
  ]);
  if (problems.length > 0) throw new Error(`crash-safety checks failed:\n${problems.join('\n')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderProblems } from '../../../scripts/cluster/checks';
import { CLUSTER_ITEMS, loadSummary, orderBody, runLoad } from '../../../scripts/cluster/load';
import { accessTokenKey, signAccessToken } from '../../../server/auth/access-token';
import { DEMO_MEMBER, DEMO_MEMBER_OWNER_ID } from '../../../server/db/seed/demo-member';
import { ClusterBrowser } from './support/cluster-browser';
import { describeIfCluster, startTestCluster, type TestCluster } from './support/cluster-harness';

/** The branch simulator's step in this cluster (each instance runs one), s. */
const STEP_SECONDS = 1;
/** How long a change may take to reach every instance (sessions revoked, catalog cache), ms. */
const PROPAGATION_BOUND_MS = 3000;

/**
 * Issue 14 "Many instances, one database", at a small size for CI: three compiled instances on one PostgreSQL
 * database and one Redis behind nginx (scripts/cluster, as `npm run cluster` starts them). bench/cluster runs the
 * same scenarios longer and prints the figures.
 */
describeIfCluster('a cluster of three instances', () => {
  let test: TestCluster;
  let urls: string[];
  beforeAll(async () => {
    test = await startTestCluster(3, { ORDER_SIMULATOR_STEP_SECONDS: String(STEP_SECONDS) });
    urls = test.cluster.instanceUrls;
  }, 240_000);
  afterAll(async () => test?.stop(), 60_000);

  const at = (n: number) => urls[n % urls.length]!;
  /** Ordering customers and two browsing ones through nginx (scripts/cluster/load.ts). */
  const loadOnCluster = (options: { orderers: number; durationMs: number; runId: string; card?: boolean }) =>
    runLoad({
      ...options,
      baseUrl: test.cluster.url,
      authSecret: test.authSecret,
      browsers: 2,
      runId: `${options.runId}-${Date.now()}`,
    });
  /** A takeout checkout of the load's order made through the instance at `base`; its id. */
  const takeoutCheckout = async (base: string, headers: Record<string, string>) => {
    const init = await fetch(`${base}/api/delivery/order/init`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ mealType: 'TAKEOUT', branchId: 2, items: CLUSTER_ITEMS }),
    });
    expect(init.status).toBe(201);
    return ((await init.json()) as { checkoutId: string }).checkoutId;
  };
  const memberInfo = (n: number, accessToken: string) =>
    fetch(`${at(n)}/api/account/member/info`, { headers: { authorization: `Bearer ${accessToken}` } });

  it('a session made through one instance works on every other, and a sign-out on one ends it on all', async () => {
    const browser = new ClusterBrowser('10.14.0.1');
    expect(await browser.signIn(at(0), DEMO_MEMBER.username, DEMO_MEMBER.password)).toBeNull();
    const session = await browser.session(at(1));
    expect(session?.type).toBe('member');
    for (let n = 0; n < 3; n++) expect((await memberInfo(n, session!.accessToken)).status).toBe(200);

    const stale = browser.copy();
    expect(await browser.signOut(at(1))).toBe(200);
    // The access token of the ended sign-in is refused by every instance within the bound.
    const started = Date.now();
    for (let n = 0; n < 3; n++) {
      while ((await memberInfo(n, session!.accessToken)).status !== 401) {
        expect(Date.now() - started).toBeLessThan(PROPAGATION_BOUND_MS);
        await sleep(50);
      }
    }
    // And the cookies of before the sign-out are told, by every instance, that the sign-in has ended.
    for (let n = 0; n < 3; n++) {
      const left = await stale.session(at(n));
      expect(left === null || left.refreshTokenExpired).toBe(true);
    }
  });

  it('sign-in limits count across instances: failures spread over three instances are counted together', async () => {
    const browser = new ClusterBrowser('10.14.0.2');
    const username = `cluster-${Date.now()}`;
    const answers: (string | null)[] = [];
    for (let n = 0; n < 6; n++) answers.push(await browser.signIn(at(n), username, 'wrong-password!1'));
    // Five wrong passwords per account and address (DEFAULT_LOGIN_RATE_LIMITS.perUsernameIp), whichever instance
    // answered them; the sixth is refused.
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('CredentialsSignin'));
    expect(answers[5]).toBe('RATE_LIMITED');
  }, 60_000);

  it('an SMS code asked for on one instance cannot be asked for again at once on another', async () => {
    const phoneNumber = `010${String(Date.now()).slice(-8)}`;
    const ask = (n: number) =>
      new ClusterBrowser('10.14.0.3').postJson(at(n), '/api/account/phone-verification/create', {
        name: '홍길동',
        phoneNumber,
      });
    expect((await ask(0)).status).toBe(200);
    const again = await ask(1);
    expect(again.status).toBe(429);
    expect(((await again.json()) as { message: string }).message).toMatch(/[가-힣]/);
  });

  it('one idempotency key sent to two instances at once places one order', async () => {
    const key = accessTokenKey(test.authSecret);
    for (let round = 0; round < 10; round++) {
      const token = await signAccessToken({ sub: `guest:cluster-race-${round}`, type: 'guest' }, key, 600);
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const checkoutId = await takeoutCheckout(at(round), headers);
      const body = JSON.stringify(orderBody(checkoutId));
      const send = (n: number) =>
        fetch(`${at(n)}/api/delivery/order/process`, {
          method: 'POST',
          headers: { ...headers, 'x-agent': 'DESKTOPWEB', 'idempotency-key': `cluster-race-${round}-${Date.now()}` },
          body,
        });
      const answers = await Promise.all([send(round), send(round + 1)]);
      const statuses = answers.map((a) => a.status).sort();
      // Both 201 with the same order (the second came after the first settled), or one 201 and one 409 in flight.
      expect(
        [
          [201, 201],
          [201, 409],
        ],
        JSON.stringify(await Promise.all(answers.map((a) => a.text()))),
      ).toContainEqual(statuses);
      const { rows } = await test.sql.query('SELECT count(*)::int AS n FROM orders WHERE checkout_id = $1', [
        checkoutId,
      ]);
      expect(rows[0].n).toBe(1);
    }
  });

  it('a branch change reaches the catalog cache of every instance', async () => {
    const path = '/api/delivery/menu/1?branchId=2';
    const soldOut = async (n: number) => {
      const cards = (await (await fetch(`${at(n)}${path}`)).json()) as { id: number; soldOut: boolean }[];
      return cards.find((card) => card.id === 1)?.soldOut;
    };
    for (let n = 0; n < 3; n++) expect(await soldOut(n)).toBe(false); // cached on every instance now
    await test.sql.query(
      `INSERT INTO branch_menu_status (branch_id, menu_id, status) VALUES (2, 1, 'SOLD_OUT')
       ON CONFLICT (branch_id, menu_id) DO UPDATE SET status = 'SOLD_OUT'`,
    );
    try {
      const started = Date.now();
      for (let n = 0; n < 3; n++) {
        while ((await soldOut(n)) !== true) {
          expect(Date.now() - started).toBeLessThan(PROPAGATION_BOUND_MS);
          await sleep(25);
        }
      }
    } finally {
      await test.sql.query('DELETE FROM branch_menu_status WHERE branch_id = 2 AND menu_id = 1');
    }
  });

  it('the branch simulators of three instances move each order once and award its points once', async () => {
    const key = accessTokenKey(test.authSecret);
    const token = await signAccessToken({ sub: DEMO_MEMBER_OWNER_ID, type: 'member' }, key, 600);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const orderIds: number[] = [];
    for (let n = 0; n < 4; n++) {
      const checkoutId = await takeoutCheckout(at(n), headers);
      const placed = await fetch(`${at(n)}/api/delivery/order/process`, {
        method: 'POST',
        headers: { ...headers, 'x-agent': 'DESKTOPWEB', 'idempotency-key': `simulated-${n}-${Date.now()}` },
        body: JSON.stringify(orderBody(checkoutId)),
      });
      expect(placed.status).toBe(201);
      orderIds.push(((await placed.json()) as { id: number }).id);
    }
    const deadline = Date.now() + 20 * STEP_SECONDS * 1000;
    for (;;) {
      const { rows } = await test.sql.query(
        "SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND status = 'COMPLETED'",
        [orderIds],
      );
      if (rows[0].n === orderIds.length) break;
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(250);
    }
    const history = await test.sql.query(
      'SELECT order_id, array_agg(status ORDER BY at) AS statuses FROM order_status_history WHERE order_id = ANY($1) GROUP BY order_id',
      [orderIds],
    );
    for (const row of history.rows) {
      expect(row.statuses).toEqual(['PAID', 'ACCEPTED', 'COOKING', 'READY_FOR_PICKUP', 'COMPLETED']);
    }
    const earned = await test.sql.query(
      "SELECT order_id, count(*)::int AS n FROM point_ledger_entries WHERE kind = 'earned' AND order_id = ANY($1) GROUP BY order_id",
      [orderIds],
    );
    expect(earned.rows.map((row) => row.n)).toEqual(orderIds.map(() => 1));
  }, 60_000);

  it('SIGKILL of one instance under load: every order is complete or absent, none twice, retries blocked ≤ 2 s', async () => {
    const load = loadOnCluster({ orderers: 6, durationMs: 6_000, runId: 'kill', card: true });
    await sleep(2_000);
    test.cluster.kill(1);
    const figures = await load;
    await test.cluster.startInstance(1);
    const placed = figures.attempts.filter((a) => a.orderId !== null);
    console.log(`[cluster] kill under load: ${loadSummary(figures)}`);
    expect(placed.length).toBeGreaterThan(10);
    expect(figures.attempts.filter((a) => a.orderId === null)).toEqual([]);
    expect(await orderProblems(test.sql, figures.attempts)).toEqual([]);
    // A claim cut by the kill is taken over when its lease (1.5 s) runs out, plus a retry's 100 ms wait.
    for (const attempt of figures.attempts) expect(attempt.blockedMs).toBeLessThan(2_500);
  }, 60_000);

  it('a rolling restart of every instance under load shows no customer an error', async () => {
    const load = loadOnCluster({ orderers: 4, durationMs: 4_000, runId: 'rolling' });
    await sleep(500);
    await test.cluster.rollingRestart();
    const figures = await load;
    console.log(`[cluster] rolling restart under load: ${loadSummary(figures)}`);
    expect(figures.errorKinds).toEqual({});
    expect(figures.attempts.every((a) => a.orderId !== null)).toBe(true);
    expect(await orderProblems(test.sql, figures.attempts)).toEqual([]);
  }, 120_000);
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { branches, grades, orders, pointLedgerEntries } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed/seed';
import { PointLedgerService } from '../../../server/services/account/point-ledger';
import { BranchSimulator } from '../../../server/services/orders/branch-simulator';
import { pointsExpireAt } from '../../../src/domain/points/expiry';
import { describeOnDatabases } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import { ACCOUNT, accountServer, bearer, call, createMember, guestBearer, TestClock } from './support/account-harness';

const POINTS = `${ACCOUNT}/point`;
const DAY_MS = 24 * 60 * 60 * 1000;

describeOnDatabases('GET /point: the member’s point history (kinds, orders, expiry, paging, IDOR)', (database) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const db = () => database.current.db;
  const ledger = () => new PointLedgerService(database.current.db, clock.now);

  /** An order of `ownerId` in `status`, as the order service would have stored it. */
  async function placeOrder(ownerId: string, status: 'PAID' | 'READY_FOR_PICKUP', totalPrice = 20_000) {
    const [branch] = await db().select({ id: branches.id }).from(branches).limit(1);
    if (branch === undefined) throw new Error('the fixture has no branch');
    const at = new Date(clock.now().getTime() - 60 * 60 * 1000);
    const [row] = await db()
      .insert(orders)
      .values({
        orderNo: `TEST-${randomUUID().slice(0, 12)}`,
        ownerId,
        memberOwner: true,
        checkoutId: randomUUID(),
        mealType: 'TAKEOUT',
        branchId: branch.id,
        status,
        statusChangedAt: at,
        orderedAt: at,
        agent: 'DESKTOPWEB',
        paymentMethod: 'MEET_CASH',
        subtotal: totalPrice,
        deliveryFee: 0,
        discountTotal: 0,
        pointsUsed: 0,
        happyPointsUsed: 0,
        totalPrice,
        receiverPhoneNumber: '01012345678',
        request: {
          orderMessage: '',
          orderMessageExcludeRadish: false,
          orderMessageExcludeBeverage: false,
          orderMessageExcludeDisposableProducts: false,
          deliveryMessage: '',
        },
        lines: [],
      })
      .returning();
    if (row === undefined) throw new Error('no order row');
    return row;
  }

  beforeAll(async () => {
    await seedDatabase(database.current.db, seedFixture);
    app = await accountServer(database.current, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  it('pages newest first with each movement’s kind, its order and an earning’s lapse; status counts 소멸 예정', async () => {
    const member = await createMember(db(), { gradeId: 1 });
    const order = await placeOrder(member.ownerId, 'PAID');
    const now = clock.now();
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
    await ledger().record({
      memberId: member.id,
      kind: 'earned',
      amount: 1000,
      description: '곧 소멸될 적립',
      occurredAt: at(-700),
      expiresAt: at(10),
    });
    await ledger().record({
      memberId: member.id,
      kind: 'spent',
      amount: -300,
      description: '주문 시 포인트 사용',
      occurredAt: at(-2),
      expiresAt: null,
      orderId: order.id,
    });
    await ledger().record({
      memberId: member.id,
      kind: 'refunded',
      amount: 300,
      description: '주문 취소 포인트 환불',
      occurredAt: at(-1),
      expiresAt: pointsExpireAt(at(-1)),
      orderId: order.id,
    });
    const headers = await bearer(member.ownerId);
    const first = await call(app, 'GET', `${POINTS}?page=1&size=2`, undefined, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      page: 1,
      size: 2,
      totalCount: 3,
      list: [
        { kind: 'refunded', amount: 300, orderId: order.id, orderNo: order.orderNo },
        { kind: 'spent', amount: -300, orderId: order.id, orderNo: order.orderNo, expiresAt: null },
      ],
    });
    expect(Date.parse(first.json().list[0].expiresAt)).toBe(pointsExpireAt(at(-1)).getTime());
    const second = await call(app, 'GET', `${POINTS}?page=2&size=2`, undefined, headers);
    expect(second.json().list).toMatchObject([{ kind: 'earned', amount: 1000, orderId: null, orderNo: null }]);
    const past = await call(app, 'GET', `${POINTS}?page=3&size=2`, undefined, headers);
    expect(past.json()).toMatchObject({ page: 3, totalCount: 3, list: [] });
    // The refund was drawn on last (it lapses in 2 years); the 1,000 P lapsing in 10 days lost 300 to the spending.
    const status = await call(app, 'GET', `${POINTS}/status`, undefined, headers);
    expect(status.json()).toEqual({ currentPoint: 1000, expiringPoint: 700 });
  });

  it('a lapsed earning is written once as 소멸 (expired) when the ledger is next read, even by readers at once', async () => {
    const member = await createMember(db(), { gradeId: 1 });
    const now = clock.now();
    await ledger().record({
      memberId: member.id,
      kind: 'earned',
      amount: 2000,
      description: '오래된 적립',
      occurredAt: new Date(now.getTime() - 800 * DAY_MS),
      expiresAt: new Date(now.getTime() - DAY_MS),
    });
    const headers = await bearer(member.ownerId);
    const reads = await Promise.all(
      Array.from({ length: 5 }, () => call(app, 'GET', `${POINTS}?page=1&size=10`, undefined, headers)),
    );
    for (const read of reads) expect(read.statusCode).toBe(200);
    const rows = await db().select().from(pointLedgerEntries).where(eq(pointLedgerEntries.memberId, member.id));
    expect(rows.filter((row) => row.kind === 'expired').map((row) => row.amount)).toEqual([-2000]);
    const status = await call(app, 'GET', `${POINTS}/status`, undefined, headers);
    expect(status.json()).toEqual({ currentPoint: 0, expiringPoint: 0 });
  });

  it('IDOR: another member never sees the first’s entries; a guest is refused', async () => {
    const a = await createMember(db(), { gradeId: 1 });
    const b = await createMember(db(), { gradeId: 1 });
    await ledger().record({
      memberId: a.id,
      kind: 'earned',
      amount: 5000,
      description: 'A의 적립',
      occurredAt: clock.now(),
      expiresAt: pointsExpireAt(clock.now()),
    });
    const asB = await call(app, 'GET', `${POINTS}?page=1&size=100`, undefined, await bearer(b.ownerId));
    expect(asB.statusCode).toBe(200);
    expect(asB.json()).toMatchObject({ totalCount: 0, list: [] });
    const statusB = await call(app, 'GET', `${POINTS}/status`, undefined, await bearer(b.ownerId));
    expect(statusB.json()).toEqual({ currentPoint: 0, expiringPoint: 0 });
    const guest = await guestBearer(clock.now());
    expect((await call(app, 'GET', POINTS, undefined, guest.headers)).statusCode).toBe(403);
    expect((await call(app, 'GET', POINTS)).statusCode).toBe(401);
  });

  it('paging bounds: page ≥ 1, 1 ≤ size ≤ 100, whole numbers; else 400 naming the field (query.page, query.size)', async () => {
    const member = await createMember(db());
    const headers = await bearer(member.ownerId);
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['size=0', 'size'],
      ['size=101', 'size'],
      ['size=2.5', 'size'],
    ];
    for (const [query, field] of cases) {
      const response = await call(app, 'GET', `${POINTS}?${query}`, undefined, headers);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'BAD_REQUEST', field: `query.${field}` });
      expect(response.json().message, query).toMatch(/[가-힣]/);
    }
    const defaults = await call(app, 'GET', POINTS, undefined, headers);
    expect(defaults.json()).toMatchObject({ page: 1, size: 20 });
    expect((await call(app, 'GET', `${POINTS}?size=100`, undefined, headers)).statusCode).toBe(200);
  });

  it('a completed order earns at the grade rate, lapsing under the policy, linked to its order', async () => {
    const member = await createMember(db(), { gradeId: 1 });
    const [grade] = await db().select().from(grades).where(eq(grades.id, 1));
    const order = await placeOrder(member.ownerId, 'READY_FOR_PICKUP', 25_000);
    const simulator = new BranchSimulator(db(), { stepMs: 0, tickMs: 1000 }, clock.now);
    await simulator.tick();
    const [completed] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(completed?.status).toBe('COMPLETED');
    const rows = await db().select().from(pointLedgerEntries).where(eq(pointLedgerEntries.memberId, member.id));
    expect(rows).toHaveLength(1);
    const earned = rows[0];
    expect(earned).toMatchObject({
      kind: 'earned',
      orderId: order.id,
      amount: (25_000 * (grade?.pointRatePercent ?? 0)) / 100,
    });
    expect(earned?.expiresAt?.getTime()).toBe(pointsExpireAt(earned?.occurredAt ?? new Date()).getTime());
    // The member's standing counts the completed order.
    const mine = await call(app, 'GET', `${ACCOUNT}/membership/grade/my`, undefined, await bearer(member.ownerId));
    expect(mine.json()).toMatchObject({ id: 1, recentOrderCount: 1, minOrderCount: 0 });
  });
});

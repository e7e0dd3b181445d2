import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addresses, members } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed/seed';
import { addressRoutes } from '../../../server/routes/address';
import { PointLedgerService } from '../../../server/services/account/point-ledger';
import { describeOnDatabases } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import {
  ACCOUNT,
  accountServer,
  bearer,
  call,
  createMember,
  freshPhone,
  guestBearer,
  TestClock,
} from './support/account-harness';

const INFO = `${ACCOUNT}/member/info`;
const MEMBERS_ONLY = {
  code: 'FORBIDDEN',
  message: '회원만 이용할 수 있어요. 로그인해주세요.',
  requestId: expect.any(String),
};

describeOnDatabases('the signed-in member’s account', (database) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const db = () => database.current.db;
  const points = () => new PointLedgerService(database.current.db);
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedFixture);
    app = await accountServer(database.current, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /member/info answers the spec §3 Member of the caller (grade, points, default address, coupon counts)', async () => {
    const member = await createMember(db(), { name: '김회원', gradeId: 1 });
    await db().insert(addresses).values({
      ownerId: member.ownerId,
      deliveryName: '집',
      fullAddress: '서울 송파구 법원로 1',
      detailAddress: '101동 202호',
      latitude: 37.4851,
      longitude: 127.1201,
      isDefault: true,
    });
    await points().record({
      memberId: member.id,
      kind: 'earned',
      amount: 1500,
      description: '주문 적립',
      occurredAt: clock.now(),
      expiresAt: null,
    });
    await points().record({
      memberId: member.id,
      kind: 'spent',
      amount: -200,
      description: '주문 사용',
      occurredAt: clock.now(),
      expiresAt: null,
    });
    for (const url of [INFO, '/api/delivery/member/info']) {
      const response = await call(app, 'GET', url, undefined, await bearer(member.ownerId));
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({
        name: '김회원',
        phoneNumber: member.phoneNumber,
        grade: { name: '웰컴', iconUrl: '/images/grades/1.png' },
        membershipCouponCount: 0,
        ecouponCount: 0,
        pointAmount: 1300,
        defaultAddress: { fullAddress: '서울 송파구 법원로 1', detailAddress: '101동 202호' },
        username: member.username,
        smsMarketingAgreed: false,
        emailMarketingAgreed: false,
        pushMarketingAgreed: false,
        ciVerified: false,
      });
    }
  });

  it('a member without grade or default address reads them as null', async () => {
    const member = await createMember(db());
    const response = await call(app, 'GET', INFO, undefined, await bearer(member.ownerId));
    expect(response.json()).toMatchObject({ grade: null, defaultAddress: null, pointAmount: 0 });
  });

  it('members only: a guest or ARS session gets 403 in Korean, no session 401', async () => {
    const guest = await guestBearer();
    for (const url of [
      INFO,
      `${ACCOUNT}/point`,
      `${ACCOUNT}/point/status`,
      `${ACCOUNT}/membership/grade/my`,
      '/api/delivery/point/hpc/info',
    ]) {
      const response = await call(app, 'GET', url, undefined, guest.headers);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(MEMBERS_ONLY);
    }
    const ars = await call(app, 'GET', INFO, undefined, await bearer('ars:call-1', 'ars'));
    expect(ars.statusCode).toBe(403);
    expect((await call(app, 'GET', INFO)).statusCode).toBe(401);
    const resign = await call(app, 'DELETE', INFO, undefined, guest.headers);
    expect(resign.statusCode).toBe(403);
  });

  it('IDOR: member B never reaches A’s info, points or addresses', async () => {
    const a = await createMember(db(), { name: '에이' });
    const b = await createMember(db(), { name: '비' });
    await points().record({
      memberId: a.id,
      kind: 'earned',
      amount: 5000,
      description: 'A의 적립',
      occurredAt: clock.now(),
      expiresAt: null,
    });
    const [address] = await db()
      .insert(addresses)
      .values({
        ownerId: a.ownerId,
        deliveryName: '회사',
        fullAddress: '서울 송파구 양재대로 2',
        detailAddress: '3층',
        latitude: 37.4925,
        longitude: 127.1181,
        isDefault: true,
      })
      .returning({ id: addresses.id });
    const asB = await bearer(b.ownerId);
    const info = (await call(app, 'GET', INFO, undefined, asB)).json();
    expect(info).toMatchObject({ name: '비', pointAmount: 0, defaultAddress: null });
    const history = (await call(app, 'GET', `${ACCOUNT}/point`, undefined, asB)).json();
    expect(history).toMatchObject({ list: [], totalCount: 0 });
    expect((await call(app, 'GET', `${ACCOUNT}/point/status`, undefined, asB)).json()).toMatchObject({
      currentPoint: 0,
    });
    const update = await call(app, 'PUT', INFO, { name: '바꾼이름' }, asB);
    expect(update.statusCode).toBe(200);
    const [rowA] = await db().select().from(members).where(eq(members.id, a.id));
    expect(rowA?.name).toBe('에이');

    // Addresses answer only the session owner's rows: A's address id is 404 for B, exactly like a missing one.
    const withAddresses = await accountServer(database.current, { clock, extraRoutes: [addressRoutes] });
    try {
      const list = await call(withAddresses, 'GET', `${ACCOUNT}/address`, undefined, asB);
      expect(list.json()).toEqual([]);
      expect((await call(withAddresses, 'GET', `${ACCOUNT}/address/default`, undefined, asB)).statusCode).toBe(404);
      const edit = await call(
        withAddresses,
        'PATCH',
        `${ACCOUNT}/address/${address!.id}`,
        { deliveryName: '내꺼', detailAddress: '4층', latitude: 37.49, longitude: 127.11, isDefault: true },
        asB,
      );
      expect(edit.statusCode).toBe(404);
      expect(
        (await call(withAddresses, 'DELETE', `${ACCOUNT}/address/${address!.id}`, undefined, asB)).statusCode,
      ).toBe(404);
      const ownList = await call(withAddresses, 'GET', `${ACCOUNT}/address`, undefined, await bearer(a.ownerId));
      expect(ownList.json()).toMatchObject([{ id: address!.id, deliveryName: '회사', detailAddress: '3층' }]);
    } finally {
      await withAddresses.close();
    }
  });

  it('PUT /member/info changes the name and the marketing agreements sent', async () => {
    const member = await createMember(db(), { name: '옛이름' });
    const response = await call(
      app,
      'PUT',
      INFO,
      { name: ' 새이름 ', pushMarketingAgreed: true },
      await bearer(member.ownerId),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: '새이름', pushMarketingAgreed: true, smsMarketingAgreed: false });
    const blank = await call(app, 'PUT', INFO, { name: '  ' }, await bearer(member.ownerId));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'name', message: '이름을 입력해주세요.' });
  });

  it('GET /membership/grade lists the grades publicly; grade/my answers the member’s or 404 without one', async () => {
    const list = await call(app, 'GET', `${ACCOUNT}/membership/grade`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: 1,
        name: '웰컴',
        iconUrl: '/images/grades/1.png',
        description: '첫 등급',
        pointRatePercent: 1,
        minOrderCount: 0,
        monthlyCoupon: '',
      },
    ]);
    const graded = await createMember(db(), { gradeId: 1 });
    const mine = await call(app, 'GET', `${ACCOUNT}/membership/grade/my`, undefined, await bearer(graded.ownerId));
    expect(mine.json()).toMatchObject({ id: 1, name: '웰컴', recentOrderCount: 0 });
    const ungraded = await createMember(db());
    const none = await call(app, 'GET', `${ACCOUNT}/membership/grade/my`, undefined, await bearer(ungraded.ownerId));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
  });

  it('GET /api/delivery/point/hpc/info answers CI_REQUIRED, NOT_HPC_MEMBER or SUCCESS with points', async () => {
    const noCi = await createMember(db());
    const answer = async (ownerId: string) =>
      (await call(app, 'GET', '/api/delivery/point/hpc/info', undefined, await bearer(ownerId))).json();
    expect(await answer(noCi.ownerId)).toEqual({ status: 'CI_REQUIRED', currentPoint: null });
    const notMember = await createMember(db(), {
      phoneNumber: `${freshPhone().slice(0, 10)}0`,
      ci: 'ci-of-not-member',
    });
    expect(await answer(notMember.ownerId)).toEqual({ status: 'NOT_HPC_MEMBER', currentPoint: null });
    const linked = await createMember(db(), { ci: 'ci-of-linked-member' });
    const success = await answer(linked.ownerId);
    expect(success.status).toBe('SUCCESS');
    expect(success.currentPoint % 100).toBe(0);
    expect(success.currentPoint).toBeGreaterThanOrEqual(1000);
    expect(await answer(linked.ownerId)).toEqual(success);
  });
});

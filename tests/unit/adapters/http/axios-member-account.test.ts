import { afterEach, describe, expect, it } from 'vitest';
import { AxiosMemberAccount } from '../../../../src/adapters/http/axios-member-account';
import { AxiosPointLedger } from '../../../../src/adapters/http/axios-point-ledger';
import { SessionRequiredError } from '../../../../src/application/ports/session-required-error';
import { testClient } from './support/client';
import { type FakeApi, jsonOf, type Reply, routes, startFakeApi } from './support/fake-api';

const INFO = {
  name: '김치킨',
  phoneNumber: '01012345678',
  grade: { name: '골드', iconUrl: '/images/grades/gold.svg' },
  membershipCouponCount: 2,
  ecouponCount: 1,
  pointAmount: 12_300,
  defaultAddress: { fullAddress: '서울특별시 송파구 법원로 114 (문정동)', detailAddress: '101동 1203호' },
  username: 'demo',
  smsMarketingAgreed: false,
  emailMarketingAgreed: false,
  pushMarketingAgreed: false,
  ciVerified: false,
};

const FORBIDDEN: Reply = { status: 403, body: { code: 'FORBIDDEN', message: '회원만 이용할 수 있습니다.' } };

let api: FakeApi | null = null;

afterEach(async () => {
  await api?.close();
  api = null;
});

async function over(table: Parameters<typeof routes>[0]) {
  api = await startFakeApi(routes(table));
  const client = testClient(api.baseURL);
  return { members: new AxiosMemberAccount(client), points: new AxiosPointLedger(client), api };
}

describe('AxiosMemberAccount', () => {
  it("reads the member's name, grade, counts, points and default address from GET /member/info", async () => {
    const { members } = await over({ 'GET /api/account/member/info': { status: 200, body: INFO } });
    expect(await members.info()).toEqual({
      name: '김치킨',
      phoneNumber: '01012345678',
      grade: { name: '골드', iconUrl: '/images/grades/gold.svg' },
      membershipCouponCount: 2,
      ecouponCount: 1,
      pointAmount: 12_300,
      defaultAddress: { fullAddress: '서울특별시 송파구 법원로 114 (문정동)', detailAddress: '101동 1203호' },
    });
  });

  it('a 403 on member info means a guest: 비회원, no grade, nothing counted', async () => {
    const { members } = await over({ 'GET /api/account/member/info': FORBIDDEN });
    expect(await members.info()).toEqual({
      name: '비회원',
      phoneNumber: '',
      grade: null,
      membershipCouponCount: 0,
      ecouponCount: 0,
      pointAmount: 0,
      defaultAddress: null,
    });
  });

  it('renaming sends PUT /member/info and answers the updated member; a refused name is a Korean refusal', async () => {
    const { members, api: server } = await over({
      'PUT /api/account/member/info': (request) =>
        (jsonOf(request) as { name: string }).name === ''
          ? { status: 400, body: { code: 'BAD_REQUEST', message: '이름을 입력해주세요.', field: 'name' } }
          : { status: 200, body: { ...INFO, name: (jsonOf(request) as { name: string }).name } },
    });
    expect(await members.updateInfo({ name: '이양념' })).toMatchObject({ kind: 'updated', member: { name: '이양념' } });
    expect(jsonOf(server.requests[0]!)).toEqual({ name: '이양념' });
    expect(await members.updateInfo({ name: '' })).toEqual({
      kind: 'rejected',
      code: 'BAD_REQUEST',
      message: '이름을 입력해주세요.',
    });
  });

  it('a wrong current password is refused with its code and message; a guest changing it needs a member session', async () => {
    const wrong = await over({
      'PUT /api/account/member/info/password': {
        status: 400,
        body: { code: 'WRONG_PASSWORD', message: '현재 비밀번호가 일치하지 않습니다.', field: 'oldPassword' },
      },
    });
    expect(await wrong.members.changePassword({ oldPassword: 'a', newPassword: 'chicken1234!!' })).toEqual({
      kind: 'rejected',
      code: 'WRONG_PASSWORD',
      message: '현재 비밀번호가 일치하지 않습니다.',
    });
    await api?.close();
    const guest = await over({ 'PUT /api/account/member/info/password': FORBIDDEN });
    await expect(guest.members.changePassword({ oldPassword: 'a', newPassword: 'b' })).rejects.toBeInstanceOf(
      SessionRequiredError,
    );
  });

  it('a phone change answers 204 as changed; a phone held by another member (409) is refused', async () => {
    let taken = false;
    const { members, api: server } = await over({
      'PUT /api/account/member/info/phone': () =>
        taken
          ? { status: 409, body: { code: 'PHONE_TAKEN', message: '이미 다른 회원이 사용 중인 번호예요.' } }
          : { status: 204 },
    });
    expect(await members.changePhone({ phoneNumber: '01099998888', authCode: '1234' })).toEqual({ kind: 'changed' });
    expect(jsonOf(server.requests[0]!)).toEqual({ phoneNumber: '01099998888', authCode: '1234' });
    taken = true;
    expect(await members.changePhone({ phoneNumber: '01099998888', authCode: '1234' })).toMatchObject({
      kind: 'rejected',
      code: 'PHONE_TAKEN',
    });
  });

  it('resigning sends DELETE /member/info', async () => {
    const { members, api: server } = await over({ 'DELETE /api/account/member/info': { status: 204 } });
    expect(await members.resign()).toEqual({ kind: 'resigned' });
    expect(server.requests[0]?.method).toBe('DELETE');
  });

  it('my grade is null without one (404) and for a guest (403); the grade list keeps the guide fields', async () => {
    const grade = {
      id: 3,
      name: '골드',
      iconUrl: '/g.svg',
      description: '연 10회 이상',
      pointRatePercent: 3,
      minOrderCount: 6,
      monthlyCoupon: '치즈볼 교환 쿠폰',
    };
    const { members } = await over({
      'GET /api/account/membership/grade/my': { status: 404, body: { code: 'ELEMENT_NOT_FOUND', message: '없음' } },
      'GET /api/account/membership/grade': { status: 200, body: [grade] },
    });
    expect(await members.myGrade()).toBeNull();
    expect(await members.membershipStanding()).toBeNull();
    expect(await members.grades()).toEqual([grade]);
    const graded = await over({
      'GET /api/account/membership/grade/my': { status: 200, body: { ...grade, recentOrderCount: 4 } },
    });
    expect(await graded.members.membershipStanding()).toEqual({ gradeId: 3, recentOrderCount: 4 });
  });
});

describe('AxiosPointLedger', () => {
  it('reads points held, the history page and the Happy Point state', async () => {
    const { points, api: server } = await over({
      'GET /api/account/point/status': { status: 200, body: { currentPoint: 12_300, expiringPoint: 500 } },
      'GET /api/account/point': {
        status: 200,
        body: {
          list: [
            {
              id: 1,
              kind: 'earned',
              description: '주문 적립',
              amount: 2800,
              occurredAt: '2026-11-02T18:45:00+09:00',
              expiresAt: '2028-11-30T15:00:00.000Z',
              orderId: 7,
              orderNo: '20261102-AB12CD34',
            },
          ],
          page: 1,
          size: 20,
          totalCount: 1,
        },
      },
      'GET /api/delivery/point/hpc/info': { status: 200, body: { status: 'SUCCESS', currentPoint: 3000 } },
    });
    expect(await points.balance()).toBe(12_300);
    expect(await points.history(1, 20)).toEqual({
      items: [
        {
          id: 1,
          kind: 'earned',
          description: '주문 적립',
          amount: 2800,
          occurredAt: '2026-11-02T18:45:00+09:00',
          expiresAt: '2028-11-30T15:00:00.000Z',
          orderId: 7,
          orderNo: '20261102-AB12CD34',
        },
      ],
      page: 1,
      size: 20,
      totalCount: 1,
    });
    expect(server.requests.find((r) => r.path === '/api/account/point')?.query.get('size')).toBe('20');
    expect(await points.happyPoint()).toEqual({ status: 'SUCCESS', balance: 3000 });
  });

  it('a guest (403) holds no points, no history and is not a Happy Point member', async () => {
    const { points } = await over({
      'GET /api/account/point/status': FORBIDDEN,
      'GET /api/account/point': FORBIDDEN,
      'GET /api/delivery/point/hpc/info': FORBIDDEN,
    });
    expect(await points.status()).toEqual({ currentPoint: 0, expiringPoint: 0 });
    expect(await points.history(2, 10)).toEqual({ items: [], page: 2, size: 10, totalCount: 0 });
    expect(await points.happyPoint()).toEqual({ status: 'NOT_HPC_MEMBER' });
  });

  it('a partner status the spec does not name is kept raw', async () => {
    const { points } = await over({
      'GET /api/delivery/point/hpc/info': { status: 200, body: { status: 'SUSPENDED', currentPoint: null } },
    });
    expect(await points.happyPoint()).toEqual({ status: 'raw', raw: 'SUSPENDED' });
  });
});

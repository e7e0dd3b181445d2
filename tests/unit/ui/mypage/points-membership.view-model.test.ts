import { observable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { MypageMembershipViewModel } from '../../../../src/adapters/ui/pages/mypage/membership/mypage-membership.view-model';
import { MypagePointsViewModel } from '../../../../src/adapters/ui/pages/mypage/points/mypage-points.view-model';
import { POINT_HISTORY_PAGE_SIZE } from '../../../../src/application/use-cases/read-point-history';
import { createContainer, memoryModules, type Resolve, resolverOf, TOKENS } from '../../../../src/composition-root';
import type { SessionStatus } from '../../../../src/domain/session/status';
import type { Session } from '../../../../src/domain/session/types';
import { MEMBER } from '../../application/memory-world';

const AUTHENTICATED: SessionStatus = 'authenticated';
const MEMBER_SESSION = { type: 'member', accessToken: 'm' } as Session;

async function member(): Promise<Resolve> {
  const get = resolverOf(createContainer(memoryModules));
  await get(TOKENS.SessionGateway).signIn({ provider: 'member', ...MEMBER });
  return get;
}

describe('나의 포인트 view-model', () => {
  it('a member reads the balance, 소멸 예정 and the first page of movements, newest first, as rows', async () => {
    const get = await member();
    const vm = new MypagePointsViewModel(
      observable({ status: AUTHENTICATED, current: MEMBER_SESSION }),
      get(TOKENS.ReadPointBalance),
      get(TOKENS.ReadPointHistory),
    );
    // Shown to a member, the page starts reading at once (a later read supersedes the one start began).
    const stop = vm.start();
    expect(vm.status).toBe('loading');
    stop();
    await vm.load(1, true);
    expect(vm.view).toBe('points');
    expect(vm.status).toBe('ready');
    expect(vm.balanceText).toBe('12,300P');
    expect(vm.expiringText).toBe('0P');
    expect(vm.rows.map((row) => [row.date, row.reason, row.amount])).toEqual([
      ['2026.10.20', '사용', '-500P'],
      ['2026.10.02', '적립', '+12,800P'],
    ]);
    expect(vm.rows[1]?.usableUntil).toBe('2028.10.31까지 사용 가능');
    expect(vm.totalPages).toBe(1);
    expect(POINT_HISTORY_PAGE_SIZE).toBe(10);
  });

  it('a guest sees the members-only message and reads nothing; an outage shows the retry state', async () => {
    const guest = new MypagePointsViewModel(
      observable({ status: AUTHENTICATED, current: { type: 'guest', accessToken: 'g' } as Session }),
      { execute: () => Promise.reject(new Error('must not read')) },
      { execute: () => Promise.reject(new Error('must not read')) },
    );
    guest.start()();
    expect(guest.view).toBe('members-only');
    expect(guest.status).toBe('idle');

    const failing = new MypagePointsViewModel(
      observable({ status: AUTHENTICATED, current: MEMBER_SESSION }),
      { execute: async () => ({ kind: 'read', balance: 100 }) },
      { execute: () => Promise.reject(new Error('outage')) },
    );
    await failing.load(1, true);
    expect(failing.status).toBe('failed');
  });
});

describe('멤버십 안내 view-model', () => {
  it('the member’s grade is marked, each grade states its condition and benefits, the next grade is a progress bar', async () => {
    const get = await member();
    const vm = new MypageMembershipViewModel(
      observable({ status: AUTHENTICATED, current: MEMBER_SESSION }),
      get(TOKENS.ReadMembership),
    );
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.currentGrade?.name).toBe('골드');
    expect(vm.cards.map((card) => [card.name, card.current, card.condition, card.benefits])).toEqual([
      ['웰컴', false, '회원 가입 시 바로 적용', ['결제 금액의 1% 포인트 적립']],
      ['골드', true, '최근 6개월 주문 5회 이상', ['결제 금액의 3% 포인트 적립', '매월 치즈볼 교환 쿠폰 지급']],
      ['VIP', false, '최근 6개월 주문 10회 이상', ['결제 금액의 5% 포인트 적립', '매월 5,000원 할인 쿠폰 지급']],
    ]);
    expect(vm.progress).toEqual({
      label: 'VIP 등급까지 진행률',
      value: 0,
      max: 10,
      percent: 0,
      valueText: '최근 6개월 완료 주문 0회 / 10회',
      message: 'VIP 등급까지 주문 10회 남았어요.',
    });
  });
});

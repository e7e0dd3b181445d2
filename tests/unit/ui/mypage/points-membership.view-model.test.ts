import { describe, expect, it } from 'vitest';
import { MypageMembershipViewModel } from '../../../../src/adapters/ui/pages/mypage/membership/mypage-membership.view-model';
import { MypagePointsViewModel } from '../../../../src/adapters/ui/pages/mypage/points/mypage-points.view-model';
import { POINT_HISTORY_PAGE_SIZE } from '../../../../src/application/use-cases/read-point-history';
import { createContainer, memoryModules, type Resolve, resolverOf, TOKENS } from '../../../../src/composition-root';
import { MEMBER } from '../../application/memory-world';

async function member(): Promise<Resolve> {
  const get = resolverOf(createContainer(memoryModules));
  await get(TOKENS.SessionGateway).signIn({ provider: 'member', ...MEMBER });
  return get;
}

describe('나의 포인트 view-model', () => {
  it('a member’s balance, 소멸 예정 and page of movements, newest first, as rows', async () => {
    const get = await member();
    const points = new MypagePointsViewModel({
      kind: 'read',
      value: {
        balance: (await get(TOKENS.ReadPointBalance).execute()).balance,
        history: await get(TOKENS.ReadPointHistory).execute({ page: 1 }),
      },
    });
    expect(points.view).toBe('points');
    expect(points.balanceText).toBe('12,300P');
    expect(points.expiringText).toBe('0P');
    expect(points.rows.map((row) => [row.date, row.reason, row.amount])).toEqual([
      ['2026.10.20', '사용', '-500P'],
      ['2026.10.02', '적립', '+12,800P'],
    ]);
    expect(points.rows[1]?.usableUntil).toBe('2028.10.31까지 사용 가능');
    expect([points.page, points.totalPages, points.isEmpty]).toEqual([1, 1, false]);
    expect(POINT_HISTORY_PAGE_SIZE).toBe(10);
  });

  it('a visitor who is not a member sees the members-only message; a read that failed, the retry state', () => {
    expect(new MypagePointsViewModel({ kind: 'members-only' }).view).toBe('members-only');
    const failed = new MypagePointsViewModel({ kind: 'read', value: null });
    expect([failed.view, failed.rows, failed.isEmpty]).toEqual(['failed', [], false]);
    const empty = new MypagePointsViewModel({
      kind: 'read',
      value: {
        balance: 0,
        history: { kind: 'page', entries: [], page: 1, totalCount: 0, totalPages: 0, expiringPoint: 0 },
      },
    });
    expect([empty.view, empty.isEmpty, empty.balanceText]).toEqual(['points', true, '0P']);
  });
});

describe('멤버십 안내 view-model', () => {
  it('the member’s grade is marked, each grade states its condition and benefits, the next grade is a progress bar', async () => {
    const get = await member();
    const vm = new MypageMembershipViewModel({ kind: 'read', value: await get(TOKENS.ReadMembership).execute() });
    expect(vm.view).toBe('membership');
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

  it('a visitor who is not a member sees the members-only message; a read that failed, the retry state', () => {
    expect(new MypageMembershipViewModel({ kind: 'members-only' }).view).toBe('members-only');
    const failed = new MypageMembershipViewModel({ kind: 'read', value: null });
    expect([failed.view, failed.cards, failed.progress, failed.currentGrade]).toEqual(['failed', [], null, null]);
  });
});

import { describe, expect, it } from 'vitest';
import type { PointHistoryEntry } from '../../../../src/application/ports/point-ledger';
import { SessionRequiredError } from '../../../../src/application/ports/session-required-error';
import type { AccountWorld, PointAward } from '../support/account-world';
import { signedInMember } from './accounts';

/** Three movements, oldest first: earned, earned, spent (no expiry). */
const AWARDS: readonly PointAward[] = [
  { amount: 1_000, description: '주문 적립', occurredAt: '2026-10-01T10:00:00.000Z' },
  { amount: 2_500, description: '이벤트 적립', occurredAt: '2026-10-05T10:00:00.000Z' },
  { amount: -500, description: '주문 사용', occurredAt: '2026-10-10T10:00:00.000Z' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a history entry says, its instant compared as an instant (backends may print it differently). */
function said(entry: PointHistoryEntry) {
  return { kind: entry.kind, description: entry.description, amount: entry.amount, at: Date.parse(entry.occurredAt) };
}

function award(a: PointAward) {
  const kind = a.amount > 0 ? 'earned' : 'spent';
  return { kind, description: a.description, amount: a.amount, at: Date.parse(a.occurredAt) };
}

/** An instant `days` days from the backend's now, as ISO text. */
function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

/** The PointLedger port's contract (spec §3 points, §7 GET /point, /point/status, /point/hpc/info), for any adapter. */
export function describePointLedgerContract(name: string, world: AccountWorld): void {
  describe(`PointLedger contract: ${name}`, () => {
    it('a new member holds no points: balance 0, nothing expiring, an empty history; Happy Point needs a CI', async () => {
      const { points } = (await signedInMember(world)).ports;
      expect(await points.balance()).toBe(0);
      expect(await points.status()).toEqual({ currentPoint: 0, expiringPoint: 0 });
      expect(await points.history(1, 10)).toEqual({ items: [], page: 1, size: 10, totalCount: 0 });
      expect(await points.happyPoint()).toEqual({ status: 'CI_REQUIRED' });
    });

    it("the balance is the sum of the member's movements, shown on the account; the history pages newest first", async () => {
      const { ports, member } = await signedInMember(world);
      await world.awardPoints(member.username, AWARDS);
      expect(await ports.points.balance()).toBe(3_000);
      expect(await ports.points.status()).toEqual({ currentPoint: 3_000, expiringPoint: 0 });
      expect((await ports.members.info())?.pointAmount).toBe(3_000);

      const first = await ports.points.history(1, 2);
      expect(first).toMatchObject({ page: 1, size: 2, totalCount: 3 });
      expect(first.items.map(said)).toEqual([award(AWARDS[2] as PointAward), award(AWARDS[1] as PointAward)]);
      const second = await ports.points.history(2, 2);
      expect(second).toMatchObject({ page: 2, size: 2, totalCount: 3 });
      expect(second.items.map(said)).toEqual([award(AWARDS[0] as PointAward)]);
      const ids = [...first.items, ...second.items].map((entry) => entry.id);
      expect(new Set(ids).size).toBe(3);
      for (const entry of [...first.items, ...second.items])
        expect(entry).toMatchObject({ orderId: null, orderNo: null });
    });

    it('points lapsing within 30 days are 소멸 예정 (after spending drew on the first to lapse); later ones are not', async () => {
      const { ports, member } = await signedInMember(world);
      const now = world.now();
      await world.awardPoints(member.username, [
        { amount: 1_000, description: '곧 소멸', occurredAt: daysFrom(now, -700), expiresAt: daysFrom(now, 10) },
        { amount: 2_000, description: '나중 소멸', occurredAt: daysFrom(now, -20), expiresAt: daysFrom(now, 40) },
        { amount: -400, description: '주문 사용', occurredAt: daysFrom(now, -5) },
      ]);
      expect(await ports.points.status()).toEqual({ currentPoint: 2_600, expiringPoint: 600 });
    });

    it('a lapsed earning leaves the balance once, as an expired movement dated at its lapse', async () => {
      const { ports, member } = await signedInMember(world);
      const now = world.now();
      const lapsedAt = daysFrom(now, -3);
      await world.awardPoints(member.username, [
        { amount: 1_500, description: '오래된 적립', occurredAt: daysFrom(now, -760), expiresAt: lapsedAt },
        { amount: -500, description: '주문 사용', occurredAt: daysFrom(now, -400) },
        { amount: 700, description: '최근 적립', occurredAt: daysFrom(now, -1), expiresAt: daysFrom(now, 700) },
      ]);
      expect(await ports.points.balance()).toBe(700);
      const history = await ports.points.history(1, 10);
      expect(history.totalCount).toBe(4);
      expect(history.items.map(said)).toEqual([
        { kind: 'earned', description: '최근 적립', amount: 700, at: Date.parse(daysFrom(now, -1)) },
        { kind: 'expired', description: expect.any(String), amount: -1_000, at: Date.parse(lapsedAt) },
        { kind: 'spent', description: '주문 사용', amount: -500, at: Date.parse(daysFrom(now, -400)) },
        { kind: 'earned', description: '오래된 적립', amount: 1_500, at: Date.parse(daysFrom(now, -760)) },
      ]);
      // Reading again owes nothing more: the expiry is written once.
      expect(await ports.points.status()).toEqual({ currentPoint: 700, expiringPoint: 0 });
      expect((await ports.points.history(1, 10)).totalCount).toBe(4);
    });

    it('a guest holds none: 0, an empty history, no Happy Point membership', async () => {
      const { sessions, points } = world.browser();
      expect((await sessions.signIn({ provider: 'guest' })).kind).toBe('signed-in');
      expect(await points.balance()).toBe(0);
      expect(await points.status()).toEqual({ currentPoint: 0, expiringPoint: 0 });
      expect((await points.history(1, 10)).items).toEqual([]);
      expect(await points.happyPoint()).toEqual({ status: 'NOT_HPC_MEMBER' });
    });

    it('without a session every reading needs one', async () => {
      const { points } = world.browser();
      await expect(points.balance()).rejects.toBeInstanceOf(SessionRequiredError);
      await expect(points.status()).rejects.toBeInstanceOf(SessionRequiredError);
      await expect(points.history(1, 10)).rejects.toBeInstanceOf(SessionRequiredError);
      await expect(points.happyPoint()).rejects.toBeInstanceOf(SessionRequiredError);
    });
  });
}

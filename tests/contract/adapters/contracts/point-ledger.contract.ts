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

/** What a history entry says, its instant compared as an instant (backends may print it differently). */
function said(entry: PointHistoryEntry) {
  return { description: entry.description, amount: entry.amount, at: Date.parse(entry.occurredAt) };
}

function award(a: PointAward) {
  return { description: a.description, amount: a.amount, at: Date.parse(a.occurredAt) };
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

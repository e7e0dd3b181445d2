import { describe, expect, it } from 'vitest';
import { dueExpiries, pointsExpiringBetween, pointsExpiringSoon } from '../../../../src/domain/points/ledger';
import type { LedgerMovement, PointEntryKind } from '../../../../src/domain/points/types';

function move(
  id: number,
  kind: PointEntryKind,
  amount: number,
  occurredAt: string,
  expiresAt: string | null = null,
  sourceEntryId: number | null = null,
): LedgerMovement {
  return { id, kind, amount, occurredAt, expiresAt, sourceEntryId };
}

const APRIL = '2026-04-01T00:00:00+09:00';
const JULY = '2026-07-01T00:00:00+09:00';

describe('expiry owed by the ledger (first to expire, first used)', () => {
  it('an earning past its lapse keeps nothing: what is left of it is due as one expiry', () => {
    const ledger = [
      move(1, 'earned', 1000, '2024-01-10T10:00:00Z', APRIL),
      move(2, 'spent', -300, '2024-02-01T10:00:00Z'),
    ];
    expect(dueExpiries(ledger, new Date('2026-04-02T00:00:00Z'))).toEqual([
      { sourceEntryId: 1, amount: 700, expiredAt: new Date(APRIL) },
    ]);
    expect(dueExpiries(ledger, new Date('2026-03-31T00:00:00Z'))).toEqual([]);
  });

  it('spending draws on the earning that lapses first, so the later one stays whole', () => {
    const ledger = [
      move(1, 'earned', 500, '2024-05-01T10:00:00Z', JULY),
      move(2, 'earned', 1000, '2024-01-10T10:00:00Z', APRIL),
      move(3, 'spent', -800, '2024-06-01T10:00:00Z'),
    ];
    // The April earning absorbs 800 of 1000; 200 lapse in April; the July one keeps 500.
    expect(dueExpiries(ledger, new Date('2026-05-01T00:00:00Z'))).toEqual([
      { sourceEntryId: 2, amount: 200, expiredAt: new Date(APRIL) },
    ]);
    expect(dueExpiries(ledger, new Date('2026-08-01T00:00:00Z')).map((due) => due.amount)).toEqual([200, 500]);
  });

  it('a spending after an earning lapsed cannot draw on it', () => {
    const ledger = [
      move(1, 'earned', 1000, '2024-01-10T10:00:00Z', APRIL),
      move(2, 'earned', 500, '2026-04-20T10:00:00Z', null),
      move(3, 'spent', -500, '2026-05-01T10:00:00Z'),
    ];
    expect(dueExpiries(ledger, new Date('2026-05-02T00:00:00Z'))).toEqual([
      { sourceEntryId: 1, amount: 1000, expiredAt: new Date(APRIL) },
    ]);
  });

  it('an expiry already written is not owed again', () => {
    const ledger = [move(1, 'earned', 1000, '2024-01-10T10:00:00Z', APRIL), move(2, 'expired', -1000, APRIL, null, 1)];
    expect(dueExpiries(ledger, new Date('2027-01-01T00:00:00Z'))).toEqual([]);
  });
});

describe('소멸 예정 포인트', () => {
  const now = new Date('2026-03-10T03:00:00Z');

  it('counts what is left of earnings lapsing within 30 days, after first-to-expire spending', () => {
    const ledger = [
      move(1, 'earned', 1000, '2024-03-20T00:00:00Z', APRIL),
      move(2, 'refunded', 500, '2024-06-01T00:00:00Z', JULY),
      move(3, 'spent', -300, '2025-01-01T00:00:00Z'),
    ];
    expect(pointsExpiringSoon(ledger, now)).toBe(700);
    expect(pointsExpiringSoon(ledger, new Date('2026-06-15T00:00:00Z'))).toBe(500);
    expect(pointsExpiringBetween(ledger, now, new Date('2026-03-31T00:00:00Z'))).toBe(0);
  });

  it('never more than the balance, never below 0, never for points that do not lapse', () => {
    expect(
      pointsExpiringSoon(
        [move(1, 'earned', 1000, '2024-03-20T00:00:00Z', APRIL), move(2, 'spent', -1200, '2025-01-01T00:00:00Z')],
        now,
      ),
    ).toBe(0);
    expect(pointsExpiringSoon([move(1, 'earned', 1000, '2024-03-20T00:00:00Z', null)], now)).toBe(0);
  });
});

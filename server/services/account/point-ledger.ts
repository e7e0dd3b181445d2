import { count, desc, eq, sum } from 'drizzle-orm';
import { startOfNextSeoulMonth } from '../../../src/domain/money/seoul-time';
import type { Database } from '../../db/database';
import { pointLedgerEntries } from '../../db/schema';

/** One movement of points as the ledger keeps it (integer P; earned positive, spent or expired negative). */
export interface PointEntry {
  readonly id: number;
  readonly amount: number;
  readonly description: string;
  readonly occurredAt: Date;
  readonly expiresAt: Date | null;
}

export interface PointPage {
  readonly list: readonly PointEntry[];
  readonly page: number;
  readonly size: number;
  readonly totalCount: number;
}

/**
 * Points that will expire before `monthEnd` (exclusive). Spending and expiry draw on the earnings that expire first
 * (first to expire, first used), so the negative entries are taken from the earliest-expiring earnings and what is
 * left of the earnings expiring after `now` and before `monthEnd` is the answer; never more than the balance.
 */
export function expiringPoints(entries: readonly PointEntry[], now: Date, monthEnd: Date): number {
  let debit = -entries.filter((entry) => entry.amount < 0).reduce((total, entry) => total + entry.amount, 0);
  const earnings = entries
    .filter((entry) => entry.amount > 0)
    .sort(
      (a, b) =>
        (a.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY) - (b.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY),
    );
  let expiring = 0;
  for (const earning of earnings) {
    const used = Math.min(debit, earning.amount);
    debit -= used;
    const left = earning.amount - used;
    const expiresAt = earning.expiresAt?.getTime();
    if (expiresAt !== undefined && expiresAt > now.getTime() && expiresAt < monthEnd.getTime()) expiring += left;
  }
  const balance = entries.reduce((total, entry) => total + entry.amount, 0);
  return Math.max(0, Math.min(expiring, balance));
}

/** Spec §7 GET /point, /point/status: a member's point ledger. */
export class PointLedgerService {
  constructor(private readonly db: Database) {}

  /** Spec §3 pointAmount / currentPoint: the sum of the ledger (0 without entries). */
  async balance(memberId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: sum(pointLedgerEntries.amount).mapWith(Number) })
      .from(pointLedgerEntries)
      .where(eq(pointLedgerEntries.memberId, memberId));
    return row?.total ?? 0;
  }

  /** The balance and what of it expires by the end of this month (Asia/Seoul). */
  async status(memberId: string, now: Date): Promise<{ currentPoint: number; expiringPoint: number }> {
    const entries = await this.db.select().from(pointLedgerEntries).where(eq(pointLedgerEntries.memberId, memberId));
    const currentPoint = entries.reduce((total, entry) => total + entry.amount, 0);
    return { currentPoint, expiringPoint: expiringPoints(entries, now, startOfNextSeoulMonth(now)) };
  }

  /** Page `page` (1-based) of the member's entries, newest first. */
  async page(memberId: string, page: number, size: number): Promise<PointPage> {
    const mine = eq(pointLedgerEntries.memberId, memberId);
    const [counted] = await this.db.select({ total: count() }).from(pointLedgerEntries).where(mine);
    const list = await this.db
      .select({
        id: pointLedgerEntries.id,
        amount: pointLedgerEntries.amount,
        description: pointLedgerEntries.description,
        occurredAt: pointLedgerEntries.occurredAt,
        expiresAt: pointLedgerEntries.expiresAt,
      })
      .from(pointLedgerEntries)
      .where(mine)
      .orderBy(desc(pointLedgerEntries.occurredAt), desc(pointLedgerEntries.id))
      .limit(size)
      .offset((page - 1) * size);
    return { list, page, size, totalCount: counted?.total ?? 0 };
  }

  /** Records a movement (orders, the demo seed): `amount` is a non-zero integer P. */
  async record(entry: Omit<PointEntry, 'id'> & { readonly memberId: string }): Promise<number> {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw new RangeError(`a point movement is a non-zero integer, got ${entry.amount}`);
    }
    const [row] = await this.db.insert(pointLedgerEntries).values(entry).returning({ id: pointLedgerEntries.id });
    if (row === undefined) throw new Error('point entry insert returned no row');
    return row.id;
  }
}

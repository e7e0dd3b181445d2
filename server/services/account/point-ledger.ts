import { count, desc, eq, sum } from 'drizzle-orm';
import { dueExpiries, ledgerBalance, pointsExpiringSoon } from '../../../src/domain/points/ledger';
import type { PointEntryKind } from '../../../src/domain/points/types';
import type { Database } from '../../db/database';
import { orders, pointLedgerEntries } from '../../db/schema';

/** One movement of points as the ledger keeps it (integer P; earned/refunded positive, spent/expired negative). */
export interface PointEntry {
  readonly id: number;
  readonly kind: PointEntryKind;
  readonly amount: number;
  readonly description: string;
  readonly occurredAt: Date;
  readonly expiresAt: Date | null;
  readonly orderId: number | null;
  /** The order's number, for the history row linking to it. */
  readonly orderNo: string | null;
}

export interface PointPage {
  readonly list: readonly PointEntry[];
  readonly page: number;
  readonly size: number;
  readonly totalCount: number;
}

/** What a movement records (orders, the demo seed, tests). */
export interface PointMovement {
  readonly memberId: string;
  readonly kind: Exclude<PointEntryKind, 'expired'>;
  readonly amount: number;
  readonly description: string;
  readonly occurredAt: Date;
  readonly expiresAt: Date | null;
  readonly orderId?: number | null;
}

/** The text of an 'expired' movement. */
export const EXPIRED_DESCRIPTION = '유효기간 만료 소멸';

/**
 * Spec §7 GET /point, /point/status: a member's point ledger, under the expiry policy of src/domain/points/expiry.ts.
 * Lapsed points are written lazily: every read (balance, status, page) first settles, writing one 'expired' movement
 * per earning that lapsed since, dated at its lapse. Reads are where a balance matters (a spend reads the balance
 * first, inside the order's transaction), so no read ever counts lapsed points; the unique source_entry_id makes two
 * readers settling at once write the expiry once.
 */
export class PointLedgerService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Writes the 'expired' movements the ledger owes now; returns the member's movements after it. */
  async settle(memberId: string): Promise<(typeof pointLedgerEntries.$inferSelect)[]> {
    const read = () => this.db.select().from(pointLedgerEntries).where(eq(pointLedgerEntries.memberId, memberId));
    const entries = await read();
    const due = dueExpiries(entries, this.now());
    if (due.length === 0) return entries;
    await this.db
      .insert(pointLedgerEntries)
      .values(
        due.map((expiry) => ({
          memberId,
          kind: 'expired' as const,
          amount: -expiry.amount,
          description: EXPIRED_DESCRIPTION,
          occurredAt: expiry.expiredAt,
          expiresAt: null,
          sourceEntryId: expiry.sourceEntryId,
        })),
      )
      .onConflictDoNothing({ target: pointLedgerEntries.sourceEntryId });
    return read();
  }

  /** Spec §3 pointAmount / currentPoint: the sum of the settled ledger (0 without entries). */
  async balance(memberId: string): Promise<number> {
    await this.settle(memberId);
    const [row] = await this.db
      .select({ total: sum(pointLedgerEntries.amount).mapWith(Number) })
      .from(pointLedgerEntries)
      .where(eq(pointLedgerEntries.memberId, memberId));
    return row?.total ?? 0;
  }

  /** The balance and the 소멸 예정 points: what lapses within the next 30 days if left unspent. */
  async status(memberId: string): Promise<{ currentPoint: number; expiringPoint: number }> {
    const entries = await this.settle(memberId);
    return { currentPoint: ledgerBalance(entries), expiringPoint: pointsExpiringSoon(entries, this.now()) };
  }

  /** Page `page` (1-based) of the member's settled entries, newest first, each with its order's number. */
  async page(memberId: string, page: number, size: number): Promise<PointPage> {
    await this.settle(memberId);
    const mine = eq(pointLedgerEntries.memberId, memberId);
    const [counted] = await this.db.select({ total: count() }).from(pointLedgerEntries).where(mine);
    const list = await this.db
      .select({
        id: pointLedgerEntries.id,
        kind: pointLedgerEntries.kind,
        amount: pointLedgerEntries.amount,
        description: pointLedgerEntries.description,
        occurredAt: pointLedgerEntries.occurredAt,
        expiresAt: pointLedgerEntries.expiresAt,
        orderId: pointLedgerEntries.orderId,
        orderNo: orders.orderNo,
      })
      .from(pointLedgerEntries)
      // order_id is only ever written from the member's own order (placing, completing, cancelling it).
      .leftJoin(orders, eq(orders.id, pointLedgerEntries.orderId))
      .where(mine)
      .orderBy(desc(pointLedgerEntries.occurredAt), desc(pointLedgerEntries.id))
      .limit(size)
      .offset((page - 1) * size);
    return { list, page, size, totalCount: counted?.total ?? 0 };
  }

  /** Records a movement: `amount` a non-zero integer P, positive for earned/refunded, negative for spent. */
  async record(entry: PointMovement): Promise<number> {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw new RangeError(`a point movement is a non-zero integer, got ${entry.amount}`);
    }
    const [row] = await this.db
      .insert(pointLedgerEntries)
      .values({ ...entry, orderId: entry.orderId ?? null })
      .returning({ id: pointLedgerEntries.id });
    if (row === undefined) throw new Error('point entry insert returned no row');
    return row.id;
  }
}

import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { nextOrderStatus, type OrderStatus } from '../../../src/domain/order/status';
import { pointsExpireAt } from '../../../src/domain/points/expiry';
import { earnedPoints } from '../../../src/domain/points/points-input';
import type { Database } from '../../db/database';
import { grades, members, orderStatusHistory, orders, pointLedgerEntries } from '../../db/schema';

const MOVING: readonly OrderStatus[] = ['PAID', 'ACCEPTED', 'COOKING', 'DELIVERING', 'READY_FOR_PICKUP'];

/** Due orders moved per transaction. */
const BATCH = 100;

export interface BranchSimulatorOptions {
  /** How long an order stays in each status before the branch moves it on, ms. */
  readonly stepMs: number;
  /** How often the simulator looks for orders to move, ms. */
  readonly tickMs: number;
}

/**
 * The branches of the demo franchise: each order moves one status on after `stepMs` in its status (PAID →
 * ACCEPTED → COOKING → DELIVERING / READY_FOR_PICKUP → COMPLETED), so a customer sees it progress. Each move is a
 * conditional UPDATE (status still the one read), so several server instances never move an order twice. On
 * COMPLETED a member earns points at their grade's rate of the amount paid, in the same transaction.
 */
export class BranchSimulator {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Database,
    private readonly options: BranchSimulatorOptions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  start(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => {
      this.running ??= this.tick()
        .catch(() => 0)
        .finally(() => {
          this.running = null;
        });
    }, this.options.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * Moves every due order one status on, oldest first; returns how many moved. Due orders are taken in batches of
   * BATCH, each batch in one transaction that locks its orders with SKIP LOCKED, so instances running their simulators
   * at once split the due orders instead of racing for the same rows, and a batch costs one commit, not one per order.
   * The tick goes on while full batches come back, so what is due at a tick is moved in that tick: the lag behind
   * `stepMs` is bounded by the due orders divided by the moves per second of all instances together (README "Running a
   * cluster"), not by a fixed number per tick.
   */
  async tick(): Promise<number> {
    let moved = 0;
    for (;;) {
      const batch = await this.db.transaction((tx) => this.moveBatch(tx, this.now()));
      moved += batch.moved;
      if (batch.taken < BATCH) return moved;
    }
  }

  private async moveBatch(tx: Database, now: Date): Promise<{ taken: number; moved: number }> {
    const due = await tx
      .select({ id: orders.id, status: orders.status, mealType: orders.mealType })
      .from(orders)
      .where(
        and(
          inArray(orders.status, [...MOVING]),
          lte(orders.statusChangedAt, new Date(now.getTime() - this.options.stepMs)),
        ),
      )
      .orderBy(asc(orders.statusChangedAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    let moved = 0;
    for (const order of due) {
      const next = nextOrderStatus(order.status, order.mealType);
      if (next === null) continue;
      const [row] = await tx
        .update(orders)
        .set({ status: next, statusChangedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
        .returning();
      if (row === undefined) continue;
      await tx.insert(orderStatusHistory).values({ orderId: row.id, status: next, at: now }).onConflictDoNothing();
      if (next === 'COMPLETED' && row.memberOwner) await awardPoints(tx, row, now);
      moved += 1;
    }
    return { taken: due.length, moved };
  }
}

/** A member's points for a completed order, at their grade's rate of the amount paid, in the move's transaction. */
async function awardPoints(tx: Database, row: typeof orders.$inferSelect, now: Date): Promise<void> {
  const [member] = await tx
    .select({ id: members.id, rate: grades.pointRatePercent })
    .from(members)
    .leftJoin(grades, eq(grades.id, members.gradeId))
    .where(eq(members.ownerId, row.ownerId));
  const earned = member === undefined ? 0 : earnedPoints(row.totalPrice, member.rate ?? 0);
  if (member === undefined || earned <= 0) return;
  await tx.insert(pointLedgerEntries).values({
    memberId: member.id,
    kind: 'earned',
    amount: earned,
    description: `주문 적립 (${row.orderNo})`,
    orderId: row.id,
    occurredAt: now,
    expiresAt: pointsExpireAt(now),
  });
}

import { describe, expect, it, vi } from 'vitest';
import { ManualScheduler } from '../../../src/adapters/memory/local/manual-scheduler';
import type { OrderStatus } from '../../../src/application/ports/order-gateway';
import { SessionRequiredError } from '../../../src/application/ports/session-required-error';
import {
  FollowOrderStatus,
  type FoundOrder,
  MIN_FOLLOW_INTERVAL_MS,
} from '../../../src/application/use-cases/follow-order-status';
import { memoryWorld } from './memory-world';
import { advanceOrder, placeOrder } from './order-world';

async function following() {
  const world = memoryWorld();
  await world.signInMember();
  const order = await placeOrder(world);
  const scheduler = new ManualScheduler();
  const reads: FoundOrder[] = [];
  const statuses = () => reads.map((r) => r.order.status);
  return { world, order, scheduler, reads, statuses, follow: new FollowOrderStatus(world.orders, scheduler) };
}

describe('FollowOrderStatus', () => {
  it('reads the order at once and on every interval, and stops by itself once the order has ended', async () => {
    const { world, order, scheduler, reads, statuses, follow } = await following();
    const done = follow.execute({ order: { id: order.id }, intervalMs: 10_000, onRead: (r) => reads.push(r) });

    await vi.waitFor(() => expect(scheduler.pending).toBe(1));
    expect(statuses()).toEqual(['PAID']);
    expect(reads[0]).toMatchObject({ cancellable: true, ended: false });

    scheduler.advance(9_999);
    expect(scheduler.pending).toBe(1);
    const steps: OrderStatus[] = ['ACCEPTED', 'COOKING', 'DELIVERING'];
    for (const [index, status] of steps.entries()) {
      advanceOrder(world, order.id, status);
      scheduler.advance(index === 0 ? 1 : 10_000);
      await vi.waitFor(() => expect(reads).toHaveLength(index + 2));
      await vi.waitFor(() => expect(scheduler.pending).toBe(1));
    }
    expect(statuses()).toEqual(['PAID', 'ACCEPTED', 'COOKING', 'DELIVERING']);
    expect(reads.map((r) => r.cancellable)).toEqual([true, true, false, false]);

    advanceOrder(world, order.id, 'COMPLETED');
    scheduler.advance(10_000);
    expect(await done).toMatchObject({ kind: 'ended', order: { status: 'COMPLETED' } });
    expect(reads.at(-1)).toMatchObject({ ended: true });
    expect(scheduler.pending).toBe(0);
  });

  it('an order that has already ended is read once and not followed', async () => {
    const { world, order, scheduler, statuses, reads, follow } = await following();
    advanceOrder(world, order.id, 'CANCELLED');
    const result = await follow.execute({
      order: { orderId: order.orderId },
      intervalMs: 5_000,
      onRead: (r) => reads.push(r),
    });
    expect(result).toMatchObject({ kind: 'ended', order: { status: 'CANCELLED' } });
    expect(statuses()).toEqual(['CANCELLED']);
    expect(scheduler.pending).toBe(0);
  });

  it('aborting stops the following: the waiting read is cancelled and nothing more is read', async () => {
    const { order, scheduler, reads, follow } = await following();
    const stop = new AbortController();
    const done = follow.execute({
      order: { id: order.id },
      intervalMs: 10_000,
      onRead: (r) => reads.push(r),
      signal: stop.signal,
    });
    await vi.waitFor(() => expect(scheduler.pending).toBe(1));
    stop.abort();
    expect(await done).toEqual({ kind: 'stopped' });
    expect(scheduler.pending).toBe(0);
    scheduler.advance(60_000);
    expect(reads).toHaveLength(1);
  });

  it('a failed read is reported and the next interval reads again', async () => {
    const { world, order, scheduler, reads } = await following();
    let failNext = true;
    const flaky = {
      complete: (orderId: string) => world.orders.complete(orderId),
      historyDetail: async (id: number) => {
        if (failNext) {
          failNext = false;
          throw new Error('network down');
        }
        return world.orders.historyDetail(id);
      },
    };
    const failures: unknown[] = [];
    const done = new FollowOrderStatus(flaky, scheduler).execute({
      order: { id: order.id },
      intervalMs: 10_000,
      onRead: (r) => reads.push(r),
      onReadFailed: (error) => failures.push(error),
    });
    await vi.waitFor(() => expect(scheduler.pending).toBe(1));
    expect(failures).toHaveLength(1);
    expect(reads).toHaveLength(0);
    advanceOrder(world, order.id, 'CANCELLED');
    scheduler.advance(10_000);
    expect(await done).toMatchObject({ kind: 'ended' });
    expect(reads.map((r) => r.order.status)).toEqual(['CANCELLED']);
  });

  it('a lost session ends the following with the error; an order that vanished is not found', async () => {
    const { world, order, scheduler, follow } = await following();
    const onRead = () => undefined;
    await world.sessions.signOut('/');
    await expect(follow.execute({ order: { id: order.id }, intervalMs: 10_000, onRead })).rejects.toBeInstanceOf(
      SessionRequiredError,
    );
    await world.signInGuest();
    expect(await follow.execute({ order: { id: order.id }, intervalMs: 10_000, onRead })).toEqual({
      kind: 'not-found',
    });
    expect(scheduler.pending).toBe(0);
  });

  it(`an interval below ${MIN_FOLLOW_INTERVAL_MS} ms is raised to it`, async () => {
    const { order, scheduler, reads, follow } = await following();
    const stop = new AbortController();
    void follow.execute({ order: { id: order.id }, intervalMs: 10, onRead: (r) => reads.push(r), signal: stop.signal });
    await vi.waitFor(() => expect(scheduler.pending).toBe(1));
    scheduler.advance(MIN_FOLLOW_INTERVAL_MS - 1);
    expect(scheduler.pending).toBe(1);
    scheduler.advance(1);
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    stop.abort();
  });
});

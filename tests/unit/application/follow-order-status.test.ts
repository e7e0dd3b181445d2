import { describe, expect, it, vi } from 'vitest';
import { ManualScheduler } from '../../../src/adapters/memory/local/manual-scheduler';
import type { OrderGateway, OrderStatus } from '../../../src/application/ports/order-gateway';
import { SessionRequiredError } from '../../../src/application/ports/session-required-error';
import {
  FollowOrderStatus,
  type FoundOrder,
  MIN_FOLLOW_INTERVAL_MS,
} from '../../../src/application/use-cases/follow-order-status';
import { memoryWorld } from './memory-world';
import { advanceOrder, placeOrder } from './order-world';

/** A member's order just placed, followed over the memory backend; `detailReads` counts the reads (no polling). */
async function following() {
  const world = memoryWorld();
  await world.signInMember();
  const order = await placeOrder(world);
  const scheduler = new ManualScheduler();
  const reads: FoundOrder[] = [];
  const statuses = () => reads.map((r) => r.order.status);
  let detailReads = 0;
  const orders: Pick<OrderGateway, 'complete' | 'historyDetail'> = {
    complete: (orderId) => world.orders.complete(orderId),
    historyDetail: (id) => {
      detailReads += 1;
      return world.orders.historyDetail(id);
    },
  };
  const follow = new FollowOrderStatus(orders, world.orderStream, scheduler);
  return {
    world,
    order,
    scheduler,
    reads,
    statuses,
    follow,
    stream: world.orderStream,
    detailReads: () => detailReads,
  };
}

describe('FollowOrderStatus', () => {
  it('reads the order once, then shows each change the stream pushes (no reads) until the order has ended', async () => {
    const { world, order, scheduler, reads, statuses, follow, stream, detailReads } = await following();
    const done = follow.execute({ order: { id: order.id }, intervalMs: 10_000, onRead: (r) => reads.push(r) });

    await vi.waitFor(() => expect(stream.openCount).toBe(1));
    expect(statuses()).toEqual(['PAID']);
    expect(reads[0]).toMatchObject({ cancellable: true, ended: false });
    expect(scheduler.pending).toBe(0);

    const steps: OrderStatus[] = ['ACCEPTED', 'COOKING', 'DELIVERING', 'COMPLETED'];
    for (const [index, status] of steps.entries()) {
      advanceOrder(world, order.id, status);
      await vi.waitFor(() => expect(reads).toHaveLength(index + 2));
    }
    expect(await done).toMatchObject({ kind: 'ended', order: { status: 'COMPLETED' } });
    expect(statuses()).toEqual(['PAID', 'ACCEPTED', 'COOKING', 'DELIVERING', 'COMPLETED']);
    expect(reads.map((r) => [r.cancellable, r.ended])).toEqual([
      [true, false],
      [true, false],
      [false, false],
      [false, false],
      [false, true],
    ]);
    expect(reads.at(-1)?.order.statusHistory.map((h) => h.status)).toEqual(statuses());
    expect(detailReads()).toBe(1);
    expect(stream.openCount).toBe(0);
    expect(scheduler.pending).toBe(0);
  });

  it('an order that has already ended is read once and not followed', async () => {
    const { world, order, scheduler, statuses, reads, follow, stream } = await following();
    advanceOrder(world, order.id, 'CANCELLED');
    const result = await follow.execute({
      order: { orderId: order.orderId },
      intervalMs: 5_000,
      onRead: (r) => reads.push(r),
    });
    expect(result).toMatchObject({ kind: 'ended', order: { status: 'CANCELLED' } });
    expect(statuses()).toEqual(['CANCELLED']);
    expect(stream.openCount).toBe(0);
    expect(scheduler.pending).toBe(0);
  });

  it('aborting stops the following: the stream is closed and nothing more is reported', async () => {
    const { world, order, reads, follow, stream } = await following();
    const stop = new AbortController();
    const done = follow.execute({
      order: { id: order.id },
      intervalMs: 10_000,
      onRead: (r) => reads.push(r),
      signal: stop.signal,
    });
    await vi.waitFor(() => expect(stream.openCount).toBe(1));
    stop.abort();
    expect(await done).toEqual({ kind: 'stopped' });
    expect(stream.openCount).toBe(0);
    advanceOrder(world, order.id, 'ACCEPTED');
    expect(reads).toHaveLength(1);
  });

  it('a stream the server closes is opened again 1 s later from the last status seen: nothing twice, nothing lost', async () => {
    const { world, order, scheduler, statuses, reads, follow, stream } = await following();
    const done = follow.execute({ order: { id: order.id }, intervalMs: 10_000, onRead: (r) => reads.push(r) });
    await vi.waitFor(() => expect(stream.openCount).toBe(1));
    advanceOrder(world, order.id, 'ACCEPTED');
    await vi.waitFor(() => expect(reads).toHaveLength(2));

    stream.drop();
    await vi.waitFor(() => expect(scheduler.pending).toBe(1));
    // The branch moves on while nobody listens: the reconnect brings it.
    advanceOrder(world, order.id, 'COOKING');
    scheduler.advance(999);
    expect(stream.openCount).toBe(0);
    scheduler.advance(1);
    await vi.waitFor(() => expect(reads).toHaveLength(3));
    advanceOrder(world, order.id, 'CANCELLED');
    expect(await done).toMatchObject({ kind: 'ended' });
    expect(statuses()).toEqual(['PAID', 'ACCEPTED', 'COOKING', 'CANCELLED']);
  });

  it('while the stream cannot connect it reads on every interval (the fallback), trying the stream after each read', async () => {
    const { world, order, scheduler, reads, statuses, follow, stream, detailReads } = await following();
    stream.unreachable = true;
    const done = follow.execute({ order: { id: order.id }, intervalMs: 10_000, onRead: (r) => reads.push(r) });

    await vi.waitFor(() => expect(scheduler.pending).toBe(1));
    scheduler.advance(9_999);
    expect(detailReads()).toBe(1);
    advanceOrder(world, order.id, 'ACCEPTED');
    scheduler.advance(1);
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    await vi.waitFor(() => expect(scheduler.pending).toBe(1));
    expect(statuses()).toEqual(['PAID', 'ACCEPTED']);

    // The stream is back: after the next read the changes are pushed again, without reads.
    stream.unreachable = false;
    scheduler.advance(10_000);
    await vi.waitFor(() => expect(stream.openCount).toBe(1));
    expect(detailReads()).toBe(3);
    advanceOrder(world, order.id, 'COOKING');
    advanceOrder(world, order.id, 'DELIVERING');
    advanceOrder(world, order.id, 'COMPLETED');
    expect(await done).toMatchObject({ kind: 'ended', order: { status: 'COMPLETED' } });
    expect(statuses()).toEqual(['PAID', 'ACCEPTED', 'ACCEPTED', 'COOKING', 'DELIVERING', 'COMPLETED']);
    expect(detailReads()).toBe(3);
    expect(scheduler.pending).toBe(0);
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
    const done = new FollowOrderStatus(flaky, world.orderStream, scheduler).execute({
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

  it(`a polling interval below ${MIN_FOLLOW_INTERVAL_MS} ms is raised to it`, async () => {
    const { order, scheduler, reads, follow, stream } = await following();
    stream.unreachable = true;
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

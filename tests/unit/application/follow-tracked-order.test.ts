import { describe, expect, it, vi } from 'vitest';
import { InMemoryOrderTracker } from '../../../src/adapters/memory/in-memory-order-tracker';
import { ManualScheduler } from '../../../src/adapters/memory/local/manual-scheduler';
import type { OrderTracker, TrackedOrder } from '../../../src/application/ports/order-tracker';
import { FollowTrackedOrder } from '../../../src/application/use-cases/follow-tracked-order';
import type { OrderStatus } from '../../../src/domain/order/status';
import { memoryWorld } from './memory-world';
import { CHEESE_BALLS, OLIVE_WHOLE, placeOrder } from './order-world';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A member's order placed over the memory backend, followed through its tracking link by someone not signed in. */
async function tracking() {
  const world = memoryWorld();
  await world.signInMember();
  const order = await placeOrder(world, { items: [OLIVE_WHOLE, CHEESE_BALLS] });
  await world.sessions.signOut('/');
  const tracker = InMemoryOrderTracker.of(world.backend);
  const scheduler = new ManualScheduler();
  let reads = 0;
  const counted: OrderTracker = {
    read: (token) => {
      reads += 1;
      return tracker.read(token);
    },
    follow: (input) => tracker.follow(input),
  };
  const shown: TrackedOrder[] = [];
  /** Moves the order on as its branch would (any owner's: the visitor is not signed in) and tells the stream. */
  const move = (status: OrderStatus) => {
    const owner = [...world.backend.owners.values()].find((o) => o.orders.some((r) => r.order.id === order.id));
    if (owner === undefined) throw new Error('no owner');
    const record = owner.orders.find((r) => r.order.id === order.id);
    if (record === undefined) throw new Error('no order');
    record.order = {
      ...record.order,
      status,
      statusHistory: [...record.order.statusHistory, { status, at: world.backend.nowIso() }],
    };
    tracker.changed(order.id);
  };
  return {
    world,
    order,
    tracker,
    scheduler,
    shown,
    move,
    reads: () => reads,
    token: tracker.tokenFor(order.id),
    follow: new FollowTrackedOrder(counted, scheduler),
    statuses: () => shown.map((o) => o.status),
  };
}

describe('FollowTrackedOrder', () => {
  it('without a session, shows the order at once (branch, items, amount) and each pushed change until it ends', async () => {
    const { order, tracker, scheduler, shown, move, reads, token, follow, statuses } = await tracking();
    const done = follow.execute({ token, intervalMs: 10_000, onRead: (o) => shown.push(o) });
    await vi.waitFor(() => expect(tracker.openCount).toBe(1));
    expect(shown[0]).toMatchObject({
      branchName: order.branchName,
      totalPrice: order.totalPrice,
      status: 'PAID',
      linkExpiresAt: null,
      lines: [
        { menuName: order.orderMenuList[0]?.menuName, quantity: 1 },
        { menuName: order.orderMenuList[1]?.menuName, quantity: 2, optionNames: [] },
      ],
    });
    expect(shown[0]?.lines[0]?.optionNames.length).toBeGreaterThan(0);
    for (const status of ['ACCEPTED', 'COOKING', 'DELIVERING', 'COMPLETED'] as const) move(status);
    const result = await done;
    expect(result).toMatchObject({ kind: 'ended', order: { status: 'COMPLETED' } });
    expect(statuses()).toEqual(['PAID', 'ACCEPTED', 'COOKING', 'DELIVERING', 'COMPLETED']);
    // The end is known: the link works 24 hours more.
    const ended = shown.at(-1);
    expect(ended?.linkExpiresAt).toBe(
      new Date(Date.parse(ended?.statusHistory.at(-1)?.at ?? '') + DAY_MS).toISOString(),
    );
    expect(reads()).toBe(1);
    expect(scheduler.pending).toBe(0);
  });

  it('a forged or unknown link is invalid, a blank one without a call', async () => {
    const { follow, reads, token } = await tracking();
    const onRead = () => undefined;
    expect(await follow.execute({ token: `${token}0`, intervalMs: 10_000, onRead })).toEqual({ kind: 'invalid' });
    expect(await follow.execute({ token: 'memory-track-x', intervalMs: 10_000, onRead })).toEqual({ kind: 'invalid' });
    expect(reads()).toBe(2);
    expect(await follow.execute({ token: '  ', intervalMs: 10_000, onRead })).toEqual({ kind: 'invalid' });
    expect(reads()).toBe(2);
  });

  it('a link 24 hours past its order’s end is expired; one day minus a millisecond still shows the order', async () => {
    const { world, move, follow, token, shown } = await tracking();
    move('CANCELLED');
    world.clock.advance(DAY_MS - 1);
    expect(await follow.execute({ token, intervalMs: 10_000, onRead: (o) => shown.push(o) })).toMatchObject({
      kind: 'ended',
    });
    world.clock.advance(1);
    expect(await follow.execute({ token, intervalMs: 10_000, onRead: (o) => shown.push(o) })).toEqual({
      kind: 'expired',
    });
    expect(shown).toHaveLength(1);
  });

  it('while the stream cannot connect it reads every interval, and ends when the link stops working', async () => {
    const { world, tracker, scheduler, shown, move, reads, token, follow, statuses } = await tracking();
    tracker.unreachable = true;
    const done = follow.execute({ token, intervalMs: 10_000, onRead: (o) => shown.push(o) });
    await vi.waitFor(() => expect(scheduler.pending).toBe(1));
    move('ACCEPTED');
    scheduler.advance(10_000);
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    expect(statuses()).toEqual(['PAID', 'ACCEPTED']);
    await vi.waitFor(() => expect(scheduler.pending).toBe(1));
    move('CANCELLED');
    world.clock.advance(DAY_MS);
    scheduler.advance(10_000);
    expect(await done).toEqual({ kind: 'expired' });
    expect(reads()).toBe(3);
  });

  it('a stream that closes is opened again from the last status seen; aborting stops everything', async () => {
    const { tracker, scheduler, shown, move, token, follow, statuses } = await tracking();
    const stop = new AbortController();
    const done = follow.execute({ token, intervalMs: 10_000, onRead: (o) => shown.push(o), signal: stop.signal });
    await vi.waitFor(() => expect(tracker.openCount).toBe(1));
    tracker.drop();
    await vi.waitFor(() => expect(scheduler.pending).toBe(1));
    move('ACCEPTED');
    scheduler.advance(1_000);
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    stop.abort();
    expect(await done).toEqual({ kind: 'stopped' });
    move('COOKING');
    expect(statuses()).toEqual(['PAID', 'ACCEPTED']);
    expect(tracker.openCount).toBe(0);
  });

  it('a failed read is reported and the next interval reads again', async () => {
    const { tracker, scheduler, token, shown } = await tracking();
    let failNext = true;
    const flaky: OrderTracker = {
      read: async (t) => {
        if (failNext) {
          failNext = false;
          throw new Error('network down');
        }
        return tracker.read(t);
      },
      follow: (input) => tracker.follow(input),
    };
    const failures: unknown[] = [];
    const stop = new AbortController();
    void new FollowTrackedOrder(flaky, scheduler).execute({
      token,
      intervalMs: 10_000,
      onRead: (o) => shown.push(o),
      onReadFailed: (error) => failures.push(error),
      signal: stop.signal,
    });
    await vi.waitFor(() => expect(scheduler.pending).toBe(1));
    expect([failures.length, shown.length]).toEqual([1, 0]);
    scheduler.advance(10_000);
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    stop.abort();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ManualScheduler } from '../../../src/adapters/memory/local/manual-scheduler';
import type { OrderGateway, PlacedOrder } from '../../../src/application/ports/order-gateway';
import { SessionRequiredError } from '../../../src/application/ports/session-required-error';
import type { ListOrderHistoryResult } from '../../../src/application/use-cases/list-order-history';
import { RefreshOrderHistory, type ShownHistoryPage } from '../../../src/application/use-cases/refresh-order-history';
import { memoryWorld } from './memory-world';
import { advanceOrder, placeOrder } from './order-world';

const INTERVAL_MS = 15_000;

/**
 * A member with one order just placed, its history page as a screen shows it (a pushed order replaces its own), and
 * the refresh over it. `unreachable`: the status stream cannot connect from the start (the polling fallback).
 */
async function refreshing(options: { orders?: Pick<OrderGateway, 'history'>; unreachable?: boolean } = {}) {
  const world = memoryWorld();
  await world.signInMember();
  const order = await placeOrder(world);
  const stream = world.orderStream;
  stream.unreachable = options.unreachable ?? false;
  const scheduler = new ManualScheduler();
  const screen: { shown: ShownHistoryPage | null } = { shown: { page: 1, orders: [order] } };
  const listeners = new Set<() => void>();
  const show = (shown: ShownHistoryPage | null) => {
    screen.shown = shown;
    for (const listener of listeners) listener();
  };
  const reads: ListOrderHistoryResult[] = [];
  const pushed: PlacedOrder[] = [];
  const failures: unknown[] = [];
  const stop = new AbortController();
  const done = new RefreshOrderHistory(options.orders ?? world.orders, stream, scheduler).execute({
    intervalMs: INTERVAL_MS,
    shown: () => screen.shown,
    onRead: (result) => {
      reads.push(result);
      show({ page: result.page, orders: result.orders });
    },
    onOrderChanged: (changed) => {
      pushed.push(changed);
      const shown = screen.shown;
      if (shown !== null) show({ ...shown, orders: shown.orders.map((o) => (o.id === changed.id ? changed : o)) });
    },
    watchShown: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onReadFailed: (error) => failures.push(error),
    signal: stop.signal,
  });
  /** Moves time by one interval and waits until the refresh has gone round (the next one is scheduled). */
  const tick = async () => {
    scheduler.advance(INTERVAL_MS);
    await vi.waitFor(() => expect(scheduler.pending).toBe(1));
  };
  const statuses = () => reads.map((r) => r.orders.map((o: PlacedOrder) => o.status));
  const shownStatuses = () => screen.shown?.orders.map((o) => o.status);
  return {
    world,
    order,
    stream,
    scheduler,
    screen,
    show,
    reads,
    pushed,
    failures,
    stop,
    done,
    tick,
    statuses,
    shownStatuses,
  };
}

describe('RefreshOrderHistory', () => {
  it('follows each order in progress on the page through its stream: every change shows, without reading the page', async () => {
    const history = vi.fn();
    const { world, order, stream, pushed, tick, shownStatuses, stop, done } = await refreshing({
      orders: { history },
    });
    expect(stream.openCount).toBe(1);
    for (const status of ['ACCEPTED', 'COOKING', 'DELIVERING'] as const) {
      advanceOrder(world, order.id, status);
      await vi.waitFor(() => expect(shownStatuses()).toEqual([status]));
    }
    await tick();
    await tick();
    advanceOrder(world, order.id, 'COMPLETED');
    await vi.waitFor(() => expect(stream.openCount).toBe(0));
    expect(pushed.map((o) => [o.status, o.cancellable])).toEqual([
      ['ACCEPTED', true],
      ['COOKING', false],
      ['DELIVERING', false],
      ['COMPLETED', false],
    ]);
    expect(history).not.toHaveBeenCalled();

    stop.abort();
    expect(await done).toEqual({ kind: 'stopped' });
    expect(stream.openCount).toBe(0);
    expect(history).not.toHaveBeenCalled();
  });

  it('while a stream cannot connect, the page is read on every interval, never before, and the stream tried again', async () => {
    const { world, order, stream, scheduler, reads, tick, statuses, shownStatuses, stop, done } = await refreshing({
      unreachable: true,
    });
    expect(scheduler.pending).toBe(1);
    scheduler.advance(INTERVAL_MS - 1);
    expect(reads).toHaveLength(0);

    advanceOrder(world, order.id, 'ACCEPTED');
    scheduler.advance(1);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    advanceOrder(world, order.id, 'COOKING');
    await tick();
    expect(statuses()).toEqual([['ACCEPTED'], ['COOKING']]);
    expect(reads[1]).toMatchObject({ kind: 'page', page: 1, totalCount: 1 });

    // The stream is back: it is opened after the next read, and the changes are pushed from then on.
    stream.unreachable = false;
    await tick();
    expect(stream.openCount).toBe(1);
    advanceOrder(world, order.id, 'DELIVERING');
    await vi.waitFor(() => expect(shownStatuses()).toEqual(['DELIVERING']));
    await tick();
    expect(reads).toHaveLength(3);

    stop.abort();
    expect(await done).toEqual({ kind: 'stopped' });
    expect(scheduler.pending).toBe(0);
    expect(stream.openCount).toBe(0);
  });

  it('a page whose orders have all ended costs no read and no stream, and neither does a screen that is busy', async () => {
    const history = vi.fn();
    const { world, order, stream, show, tick, stop } = await refreshing({ orders: { history }, unreachable: true });
    show({
      page: 1,
      orders: [
        { ...order, status: 'COMPLETED' },
        { ...order, id: order.id + 1, status: 'CANCELLED' },
      ],
    });
    stream.unreachable = false;
    await tick();
    show(null);
    await tick();
    expect(history).not.toHaveBeenCalled();
    expect(stream.openCount).toBe(0);

    stream.unreachable = true;
    history.mockImplementation((page: number, size: number) => world.orders.history(page, size));
    show({ page: 1, orders: [order] });
    // The stream opened for the order fails to connect meanwhile: the page is read by the interval after that.
    await tick();
    await tick();
    expect(history).toHaveBeenCalledWith(1, 10);
    stop.abort();
  });

  it('an order that leaves the screen is no longer followed; a page read that raced a push does not undo it', async () => {
    const { world, order, stream, show, screen, pushed, stop } = await refreshing();
    advanceOrder(world, order.id, 'ACCEPTED');
    await vi.waitFor(() => expect(pushed).toHaveLength(1));
    // A read answered with the order as it was before the push: the newer status is reported again.
    show({ page: 1, orders: [order] });
    expect(pushed.map((o) => o.status)).toEqual(['ACCEPTED', 'ACCEPTED']);
    expect(screen.shown?.orders.map((o) => o.status)).toEqual(['ACCEPTED']);

    show({ page: 2, orders: [] });
    expect(stream.openCount).toBe(0);
    advanceOrder(world, order.id, 'COOKING');
    expect(pushed).toHaveLength(2);
    stop.abort();
  });

  it('a failed read is reported, what is shown stays, and the next interval reads again', async () => {
    let failNext = true;
    const flaky: Pick<OrderGateway, 'history'> = {
      history: async (page, size) => {
        if (failNext) {
          failNext = false;
          throw new Error('network down');
        }
        return world.orders.history(page, size);
      },
    };
    const { world, reads, failures, tick, stop } = await refreshing({ orders: flaky, unreachable: true });
    await tick();
    expect(failures).toHaveLength(1);
    expect(reads).toHaveLength(0);
    await tick();
    expect(reads).toHaveLength(1);
    stop.abort();
  });

  it('an answer that arrives after the screen stopped is not reported', async () => {
    let release: (() => void) | null = null;
    const slow: Pick<OrderGateway, 'history'> = {
      history: async (page, size) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return world.orders.history(page, size);
      },
    };
    const { world, scheduler, reads, stop, done } = await refreshing({ orders: slow, unreachable: true });
    scheduler.advance(INTERVAL_MS);
    await vi.waitFor(() => expect(release).not.toBeNull());
    stop.abort();
    (release as unknown as () => void)();
    expect(await done).toEqual({ kind: 'stopped' });
    expect(reads).toHaveLength(0);
    expect(scheduler.pending).toBe(0);
  });

  it('a lost session ends the refreshing with the error', async () => {
    const { world, scheduler, done } = await refreshing({ unreachable: true });
    await world.sessions.signOut('/');
    scheduler.advance(INTERVAL_MS);
    await expect(done).rejects.toBeInstanceOf(SessionRequiredError);
    expect(scheduler.pending).toBe(0);
  });
});

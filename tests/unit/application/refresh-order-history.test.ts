import { describe, expect, it, vi } from 'vitest';
import { ManualScheduler } from '../../../src/adapters/memory/local/manual-scheduler';
import type { OrderGateway, PlacedOrder } from '../../../src/application/ports/order-gateway';
import { SessionRequiredError } from '../../../src/application/ports/session-required-error';
import type { ListOrderHistoryResult } from '../../../src/application/use-cases/list-order-history';
import { RefreshOrderHistory, type ShownHistoryPage } from '../../../src/application/use-cases/refresh-order-history';
import { memoryWorld } from './memory-world';
import { advanceOrder, placeOrder } from './order-world';

const INTERVAL_MS = 15_000;

/** A member with one order just placed, its history page as a screen shows it, and the refresh over it. */
async function refreshing(orders?: Pick<OrderGateway, 'history'>) {
  const world = memoryWorld();
  await world.signInMember();
  const order = await placeOrder(world);
  const scheduler = new ManualScheduler();
  const screen: { shown: ShownHistoryPage | null } = { shown: { page: 1, orders: [order] } };
  const reads: ListOrderHistoryResult[] = [];
  const failures: unknown[] = [];
  const stop = new AbortController();
  const done = new RefreshOrderHistory(orders ?? world.orders, scheduler).execute({
    intervalMs: INTERVAL_MS,
    shown: () => screen.shown,
    onRead: (result) => {
      reads.push(result);
      screen.shown = { page: result.page, orders: result.orders };
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
  return { world, order, scheduler, screen, reads, failures, stop, done, tick, statuses };
}

describe('RefreshOrderHistory', () => {
  it('reads the page shown again on every interval while one of its orders is in progress, never before', async () => {
    const { world, order, scheduler, reads, tick, statuses, stop, done } = await refreshing();
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

    stop.abort();
    expect(await done).toEqual({ kind: 'stopped' });
    expect(scheduler.pending).toBe(0);
  });

  it('a page whose orders have all ended costs no read, and neither does a screen that is busy', async () => {
    const history = vi.fn();
    const { world, order, screen, tick, stop } = await refreshing({ history });
    screen.shown = {
      page: 1,
      orders: [
        { ...order, status: 'COMPLETED' },
        { ...order, status: 'CANCELLED' },
      ],
    };
    await tick();
    screen.shown = null;
    await tick();
    expect(history).not.toHaveBeenCalled();

    history.mockImplementation((page: number, size: number) => world.orders.history(page, size));
    screen.shown = { page: 1, orders: [order] };
    await tick();
    expect(history).toHaveBeenCalledWith(1, 10);
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
    const { world, reads, failures, tick, stop } = await refreshing(flaky);
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
    const { world, scheduler, reads, stop, done } = await refreshing(slow);
    scheduler.advance(INTERVAL_MS);
    await vi.waitFor(() => expect(release).not.toBeNull());
    stop.abort();
    (release as unknown as () => void)();
    expect(await done).toEqual({ kind: 'stopped' });
    expect(reads).toHaveLength(0);
    expect(scheduler.pending).toBe(0);
  });

  it('a lost session ends the refreshing with the error', async () => {
    const { world, scheduler, done } = await refreshing();
    await world.sessions.signOut('/');
    scheduler.advance(INTERVAL_MS);
    await expect(done).rejects.toBeInstanceOf(SessionRequiredError);
    expect(scheduler.pending).toBe(0);
  });
});

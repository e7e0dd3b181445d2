import type { OrderStatusChange } from '../../application/ports/order-gateway';
import type {
  FollowStreamInput,
  FollowStreamResult,
  OrderStatusStream,
} from '../../application/ports/order-status-stream';
import { isStopped } from '../../application/use-cases/stoppable-wait';
import { isOrderEnded } from '../../domain/order/status';
import type { MemoryBackend } from './memory-backend';

/** What one open follow waits for: a change of its order, the stream dropped, or the caller's abort. */
type Wake = 'changed' | 'dropped' | 'stopped';

/**
 * OrderStatusStream in memory, behaving like the server's stream: the statuses are read from `historyOf` (the memory
 * backend's orders, or a test's), numbered from 1; the ones after `afterSequence` (else the current one) are sent
 * at once, then more each time `changed(id)` says the order's history grew (what the database's notification does),
 * and the stream ends after an ended status. `drop()` closes every open stream as a restarting server would, and
 * while `unreachable` a follow throws as a server without streams would, so callers' fallbacks can be tested.
 */
export class InMemoryOrderStatusStream implements OrderStatusStream {
  /** While true, follow() cannot connect (it throws). */
  unreachable = false;
  private readonly waiting = new Set<{ readonly id: number; readonly wake: (why: Wake) => void }>();

  /** `historyOf(id)`: the order's statuses in the order they happened, or null when it is not the caller's. */
  constructor(private readonly historyOf: (id: number) => readonly OrderStatusChange[] | null) {}

  /** The stream of the memory backend's orders, for the signed-in customer (none: SessionRequiredError). */
  static of(backend: MemoryBackend): InMemoryOrderStatusStream {
    return new InMemoryOrderStatusStream(
      (id) => backend.requireOwner().orders.find((record) => record.order.id === id)?.order.statusHistory ?? null,
    );
  }

  /** How many follows are open now. */
  get openCount(): number {
    return this.waiting.size;
  }

  /** Order `id`'s history grew: its open streams send what is new. */
  changed(id: number): void {
    for (const waiter of [...this.waiting]) if (waiter.id === id) waiter.wake('changed');
  }

  /** Closes every open stream before its order ended (they resolve `closed`). */
  drop(): void {
    for (const waiter of [...this.waiting]) waiter.wake('dropped');
  }

  async follow(input: FollowStreamInput): Promise<FollowStreamResult> {
    if (this.unreachable) throw new Error('the order status stream cannot be reached');
    if (isStopped(input.signal)) return { kind: 'stopped' };
    if (this.historyOf(input.id) === null) return { kind: 'not-found' };
    input.onOpen?.();
    let sent = input.afterSequence;
    for (;;) {
      const history = this.historyOf(input.id) ?? [];
      const from = sent === null ? Math.max(0, history.length - 1) : sent;
      history.slice(from).forEach((change, index) => {
        input.onChange({ ...change, sequence: from + index + 1 });
      });
      sent = Math.max(sent ?? 0, history.length);
      const last = history.at(-1);
      if (last !== undefined && isOrderEnded(last.status)) return { kind: 'ended' };
      const why = await this.next(input);
      if (why === 'dropped') return { kind: 'closed' };
      if (why === 'stopped') return { kind: 'stopped' };
    }
  }

  private next(input: FollowStreamInput): Promise<Wake> {
    return new Promise((resolve) => {
      if (isStopped(input.signal)) {
        resolve('stopped');
        return;
      }
      const waiter = {
        id: input.id,
        wake: (why: Wake) => {
          this.waiting.delete(waiter);
          input.signal?.removeEventListener('abort', onAbort);
          resolve(why);
        },
      };
      const onAbort = () => waiter.wake('stopped');
      this.waiting.add(waiter);
      input.signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}

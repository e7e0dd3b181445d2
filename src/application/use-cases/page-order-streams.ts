import { isOrderEnded } from '../../domain/order/status';
import type { PlacedOrder } from '../ports/order-gateway';
import type { OrderStatusStream } from '../ports/order-status-stream';
import type { Scheduler } from '../ports/scheduler';
import type { StopSignal } from './stoppable-wait';
import { followOrderStream } from './stream-order-status';

/** A StopSignal this module aborts itself (the core has no AbortController: it is compiled without DOM or Node). */
class Stop implements StopSignal {
  aborted = false;
  private readonly listeners = new Set<() => void>();

  addEventListener(_type: 'abort', listener: () => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    this.listeners.delete(listener);
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    for (const listener of [...this.listeners]) listener();
    this.listeners.clear();
  }
}

interface Followed {
  readonly stop: Stop;
  /** The order as its stream last reported it (or as the page showed it when that was newer). */
  latest: PlacedOrder;
  /**
   * `connecting` until the server first accepted the stream, then `open` (also while it reconnects after a close);
   * `unavailable`: it could not connect. While not open, the page is read by polling.
   */
  state: 'connecting' | 'open' | 'unavailable' | 'ended';
}

/**
 * The status streams of the orders on one screen (issue 14, /mypage/orders): one stream per order still in progress
 * (domain isOrderEnded), opened when the order appears and closed when it leaves the screen. Each change is reported
 * with the order as pushed; a screen showing an order older than its stream knows it (a page read that raced a
 * change) gets the newer one reported again.
 */
export class PageOrderStreams {
  private readonly followed = new Map<number, Followed>();

  constructor(
    private readonly stream: OrderStatusStream,
    private readonly scheduler: Scheduler,
    private readonly onChanged: (order: PlacedOrder) => void,
  ) {}

  /** Whether every order of `orders` still in progress is followed by an open stream (nothing to read then). */
  covers(orders: readonly PlacedOrder[]): boolean {
    return orders.every((order) => {
      const state = this.followed.get(order.id)?.state;
      return isOrderEnded(order.status) || state === 'open' || state === 'ended';
    });
  }

  /**
   * Follows the orders in progress among `orders` (the screen's), stops following the others, and reports an order
   * the screen shows older than its stream does. `retry`: open again the streams that could not connect.
   */
  show(orders: readonly PlacedOrder[], retry: boolean): void {
    const inProgress = orders.filter((order) => !isOrderEnded(order.status));
    const ids = new Set(inProgress.map((order) => order.id));
    for (const [id, followed] of this.followed) {
      if (!ids.has(id)) this.forget(id, followed);
    }
    for (const order of inProgress) {
      const followed = this.followed.get(order.id);
      if (followed === undefined || (retry && followed.state === 'unavailable')) {
        if (followed !== undefined) this.forget(order.id, followed);
        this.follow(order);
      } else if (followed.latest.statusHistory.length > order.statusHistory.length) {
        this.onChanged(followed.latest);
      } else {
        followed.latest = order;
      }
    }
  }

  /** Closes every stream. */
  stop(): void {
    for (const [id, followed] of this.followed) this.forget(id, followed);
  }

  private follow(order: PlacedOrder): void {
    const followed: Followed = { stop: new Stop(), latest: order, state: 'connecting' };
    this.followed.set(order.id, followed);
    followOrderStream(this.stream, this.scheduler, {
      order,
      onChange: (changed) => {
        followed.latest = changed;
        this.onChanged(changed);
      },
      onOpen: () => {
        followed.state = 'open';
      },
      signal: followed.stop,
    })
      .then((outcome) => {
        if (outcome.kind !== 'stopped') followed.state = outcome.kind === 'ended' ? 'ended' : 'unavailable';
      })
      // No session (or a bug): the stream is given up; the page's next read says what happened.
      .catch(() => {
        followed.state = 'unavailable';
      });
  }

  private forget(id: number, followed: Followed): void {
    followed.stop.abort();
    if (this.followed.get(id) === followed) this.followed.delete(id);
  }
}

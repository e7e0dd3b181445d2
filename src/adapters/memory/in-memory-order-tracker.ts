import type { Clock } from '../../application/ports/clock';
import type { PlacedOrder } from '../../application/ports/order-gateway';
import type {
  FollowTrackedInput,
  FollowTrackedResult,
  OrderTracker,
  TrackedOrder,
  TrackedOrderRead,
} from '../../application/ports/order-tracker';
import { isTrackingLinkExpired, trackingLinkExpiresAt } from '../../domain/order/tracking';
import { InMemoryOrderStatusStream } from './in-memory-order-status-stream';
import type { MemoryBackend } from './memory-backend';

/** The memory backend's tracking tokens: `memory-track-<order id>` (deterministic, like its other tokens). */
const TOKEN_PREFIX = 'memory-track-';

/**
 * OrderTracker in memory, behaving like the server's tracking calls: a token names one order of any customer
 * (`tokenFor`), an unknown one is `invalid`, and one whose order ended 24 hours ago by the clock is `expired` (domain
 * isTrackingLinkExpired). The stream is an InMemoryOrderStatusStream over the same orders: `changed(id)` tells it an
 * order's history grew, `drop()` closes every stream, and while `unreachable` a follow throws.
 */
export class InMemoryOrderTracker implements OrderTracker {
  private readonly stream: InMemoryOrderStatusStream;

  /** `orderOf(id)`: the order with that id, whoever placed it, or null. */
  constructor(
    private readonly orderOf: (id: number) => PlacedOrder | null,
    private readonly clock: Clock,
  ) {
    this.stream = new InMemoryOrderStatusStream((id) => this.orderOf(id)?.statusHistory ?? null);
  }

  /** The tracker of the memory backend's orders (every customer's). */
  static of(backend: MemoryBackend): InMemoryOrderTracker {
    const orderOf = (id: number): PlacedOrder | null => {
      for (const owner of backend.owners.values()) {
        const record = owner.orders.find((entry) => entry.order.id === id);
        if (record !== undefined) return record.order;
      }
      return null;
    };
    return new InMemoryOrderTracker(orderOf, backend.clock);
  }

  /** The token the server would text the receiver of order `id`. */
  tokenFor(id: number): string {
    return `${TOKEN_PREFIX}${id}`;
  }

  /** While true, follow() cannot connect (it throws). */
  get unreachable(): boolean {
    return this.stream.unreachable;
  }

  set unreachable(value: boolean) {
    this.stream.unreachable = value;
  }

  get openCount(): number {
    return this.stream.openCount;
  }

  changed(id: number): void {
    this.stream.changed(id);
  }

  drop(): void {
    this.stream.drop();
  }

  async read(token: string): Promise<TrackedOrderRead> {
    const found = this.open(token);
    if (found.kind !== 'open') return found;
    return { kind: 'found', order: trackedOf(found.order) };
  }

  async follow(input: FollowTrackedInput): Promise<FollowTrackedResult> {
    const found = this.open(input.token);
    if (found.kind !== 'open') return found;
    const result = await this.stream.follow({ ...input, id: found.order.id });
    return result.kind === 'not-found' ? { kind: 'invalid' } : result;
  }

  private open(
    token: string,
  ): { readonly kind: 'open'; readonly order: PlacedOrder } | { readonly kind: 'invalid' | 'expired' } {
    const id = token.startsWith(TOKEN_PREFIX) ? Number(token.slice(TOKEN_PREFIX.length)) : Number.NaN;
    const order = Number.isInteger(id) ? this.orderOf(id) : null;
    if (order === null) return { kind: 'invalid' };
    const endedAt = Date.parse(order.statusHistory.at(-1)?.at ?? order.orderedAt);
    if (isTrackingLinkExpired(order.status, endedAt, this.clock.now())) return { kind: 'expired' };
    return { kind: 'open', order };
  }
}

/** What a link shows of `order`: no address, no phone, no owner. */
function trackedOf(order: PlacedOrder): TrackedOrder {
  const endedAt = Date.parse(order.statusHistory.at(-1)?.at ?? order.orderedAt);
  const expiresAt = trackingLinkExpiresAt(order.status, endedAt);
  return {
    branchName: order.branchName,
    mealType: order.mealType,
    status: order.status,
    statusHistory: order.statusHistory,
    orderedAt: order.orderedAt,
    totalPrice: order.totalPrice,
    lines: order.orderMenuList.map((menu) => ({
      menuName: menu.menuName,
      optionNames: menu.orderSubOptionList.flatMap((group) =>
        group.orderSubOptionItemList.map((item) => item.subOptionItemName),
      ),
      quantity: menu.quantity,
    })),
    linkExpiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
  };
}

import type { CartGateway } from '../ports/cart-gateway';
import type { Logger } from '../ports/logger';
import { refreshedCartCount } from './cart-count';

export type ReadCartCountResult = {
  readonly kind: 'read';
  /** Null when the count could not be read (logged as cart-count.unavailable): the badge shows nothing. */
  readonly count: number | null;
};

/** Spec §2/§4 cart badge: the session's cart line count; spec §8: a failure is logged and ignored. Needs a session. */
export class ReadCartCount {
  constructor(
    private readonly cart: Pick<CartGateway, 'count'>,
    private readonly log: Logger,
  ) {}

  async execute(): Promise<ReadCartCountResult> {
    return { kind: 'read', count: await refreshedCartCount(this.cart, this.log) };
  }
}

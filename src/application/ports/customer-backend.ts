import type { CartGateway } from './cart-gateway';
import type { OrderGateway } from './order-gateway';

/**
 * The customer's ports the server renders that customer's own page through (issue 13: /cart, /checkout), over its
 * services for the customer the request's session cookie names (server/in-process/customer-backend.ts).
 */
export interface CustomerBackend {
  /** A member's session (else a guest's): the checkout shows a member's points (spec §2/§6). */
  readonly member: boolean;
  readonly cartGateway: CartGateway;
  readonly orderGateway: OrderGateway;
}

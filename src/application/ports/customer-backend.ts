import type { CartGateway } from './cart-gateway';

/**
 * The customer's ports the server renders that customer's own page through (issue 13: /cart), over its services for
 * the customer the request's session cookie names (server/in-process/customer-backend.ts).
 */
export interface CustomerBackend {
  readonly cartGateway: CartGateway;
}

import type { FastifyRequest } from 'fastify';
import type { CustomerBackend } from '../../src/application/ports/customer-backend';
import { hasDefaultAddress } from '../../src/domain/address/default-address';
import { isMemberSession } from '../../src/domain/session/status';
import { type CookieSessionOptions, cookieSessionOf } from '../auth/cookie-session';
import type { ServerServices } from '../composition';
import { requestOrigin } from '../http/request-origin';
import { ServiceCartGateway } from './service-cart-gateway';
import { ServiceOrderGateway } from './service-order-gateway';

/**
 * Issue 13: the customer a document request's session cookie names, as that customer's in-process ports (the server
 * renders the customer's own pages through them), or null when the server leaves the page to the browser:
 * - no live session (none, unreadable, its refresh token expired or its family revoked): the browser signs in or out;
 * - an ARS session: its pages follow the ARS guard, which reads the tab's own flag (spec §4, §6);
 * - a member without a default address: the spec §4 guard sends them to /address/permission before any page.
 */
export function customerBackendOf(
  services: Pick<
    ServerServices,
    'cart' | 'address' | 'checkouts' | 'placement' | 'orders' | 'adult' | 'ars' | 'tracking'
  >,
  session: CookieSessionOptions,
): (request: FastifyRequest) => Promise<CustomerBackend | null> {
  return async (request) => {
    const grant = await cookieSessionOf(request, session);
    if (grant === null || grant.type === 'ars') return null;
    if (grant.type === 'member') {
      const found = await services.address.defaultAddress(grant.ownerId);
      if (found.kind !== 'ok' || !hasDefaultAddress(found.address)) return null;
    }
    const customer = { ownerId: grant.ownerId, type: grant.type, origin: requestOrigin(request) };
    return {
      member: isMemberSession(grant),
      cartGateway: new ServiceCartGateway(services.cart, grant.ownerId),
      orderGateway: new ServiceOrderGateway(services, customer, request.log),
    };
  };
}

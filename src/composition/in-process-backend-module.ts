import { ContainerModule } from 'inversify';
import type { CustomerBackend } from '../application/ports/customer-backend';
import type { PublicBackend } from '../application/ports/public-backend';
import { SessionRequiredError } from '../application/ports/session-required-error';
import { TOKENS, type Token } from '../tokens';
import { provide } from './provide';

/** The backend ports that serve a customer (everything but the public three): none in process. */
export const CUSTOMER_PORTS: readonly Token<object>[] = [
  TOKENS.SessionGateway,
  TOKENS.MemberAccount,
  TOKENS.PointLedger,
  TOKENS.PhoneVerification,
  TOKENS.AccountRegistration,
  TOKENS.AccountRecovery,
  TOKENS.CartGateway,
  TOKENS.AddressBook,
  TOKENS.InquiryDesk,
  TOKENS.BulkPurchaseDesk,
  TOKENS.OrderGateway,
  TOKENS.OrderStatusStream,
  TOKENS.OrderTracker,
  TOKENS.CouponWallet,
  TOKENS.QuickOrderBook,
];

/**
 * A customer's port where there is no customer: every call throws SessionRequiredError, as the HTTP family's calls
 * do without a token. The server's render builds the shell's stores (they hold these ports) but, signed out, never
 * calls them.
 */
function withoutCustomer(): object {
  return new Proxy(
    {},
    {
      get(_target, key) {
        // Not a thenable: a container or an `await` must not mistake the port for a promise.
        if (key === 'then' || typeof key === 'symbol') return undefined;
        return async () => {
          throw new SessionRequiredError();
        };
      },
    },
  );
}

/**
 * The in-process family as a container module: the server's public ports, bound as they are handed in, the
 * `customer`'s ports when given, and every other customer's port without a customer.
 */
export function inProcessBackendModule(backend: PublicBackend, customer?: CustomerBackend): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provide(bind, TOKENS.MenuCatalog, () => backend.menuCatalog);
    provide(bind, TOKENS.StoreLocator, () => backend.storeLocator);
    provide(bind, TOKENS.ContentFeed, () => backend.contentFeed);
    const customerPorts = new Map<Token<object>, object>(
      customer === undefined
        ? []
        : [
            [TOKENS.CartGateway, customer.cartGateway],
            [TOKENS.OrderGateway, customer.orderGateway],
          ],
    );
    for (const token of CUSTOMER_PORTS) {
      const port = customerPorts.get(token);
      if (port !== undefined) provide(bind, token, () => port);
      else provide(bind, token, withoutCustomer).inSingletonScope();
    }
  });
}

import type { Bind } from 'inversify';
import { ReadCartCount } from '../application/use-cases/read-cart-count';
import { ReadShellDetails } from '../application/use-cases/read-shell-details';
import { TOKENS } from '../tokens';
import { provide } from './provide';

/** The shell's own reads (member details, delivery info, cart badge), failures logged and ignored (spec §8). */
export function bindShellUseCases(bind: Bind): void {
  provide(
    bind,
    TOKENS.ReadShellDetails,
    (get) => new ReadShellDetails(get(TOKENS.MemberAccount), get(TOKENS.AddressBook), get(TOKENS.Logger)),
  );
  provide(bind, TOKENS.ReadCartCount, (get) => new ReadCartCount(get(TOKENS.CartGateway), get(TOKENS.Logger)));
}

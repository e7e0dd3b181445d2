import { TOKENS, type Token } from '../../../../tokens';
import { UI_TOKENS } from '../../di/ui-tokens';
import type { AddressPageDeps } from './address-permission.view-model';
import type { AddressUseCases } from './address-use-cases';
import { ensureVisitorSession } from './visitor-session';

/** A typed lookup of the container's services (the screens' useViewModel hands one in). */
type Resolve = <T>(token: Token<T>) => T;

/** The address use cases from the container. */
function addressUseCases(get: Resolve): AddressUseCases {
  return {
    list: get(TOKENS.ListAddresses),
    save: get(TOKENS.SaveAddress),
    setDefault: get(TOKENS.SetDefaultAddress),
    remove: get(TOKENS.DeleteAddress),
    findAt: get(TOKENS.FindAddressAt),
  };
}

/** The address pages' use cases and UI services from the container, with the router's navigate. */
export function addressPageDeps(get: Resolve, navigate: (to: string) => void): AddressPageDeps {
  const root = get(UI_TOKENS.RootStore);
  return {
    addresses: addressUseCases(get),
    postcode: get(UI_TOKENS.PostcodeSearch),
    geolocator: get(UI_TOKENS.Geolocator),
    ensureSession: () => ensureVisitorSession(root.session),
    refreshShell: () => root.session.load(),
    navigate,
  };
}

import type { Resolve } from '../../../../composition-root';
import { TOKENS } from '../../../../tokens';
import { UI_TOKENS } from '../../di/ui-tokens';
import type { AddressPageDeps } from './address-permission.view-model';
import { ensureVisitorSession } from './visitor-session';

/** The address pages' ports from the container, with the router's navigate. */
export function addressPageDeps(get: Resolve, navigate: (to: string) => void): AddressPageDeps {
  const root = get(UI_TOKENS.RootStore);
  return {
    addresses: get(TOKENS.AddressBook),
    postcode: get(UI_TOKENS.PostcodeSearch),
    geolocator: get(UI_TOKENS.Geolocator),
    ensureSession: () => ensureVisitorSession(root.session),
    refreshShell: () => root.session.load(),
    navigate,
  };
}

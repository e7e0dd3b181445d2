import { withQuery } from '../navigation/url';

/** Spec §2: /address/search serves customers with a default address, /address/permission those without. */
export type AddressPage = 'search' | 'permission';

/** Spec §2: which address page applies. */
export function addressPageFor(hasDefaultAddress: boolean): AddressPage {
  return hasDefaultAddress ? 'search' : 'permission';
}

/** Spec §2: the address page with redirect_to naming where to come back (a relative path with its query). */
export function addressPagePath(hasDefaultAddress: boolean, returnTo: string): string {
  return withQuery(`/address/${addressPageFor(hasDefaultAddress)}`, { redirect_to: returnTo });
}

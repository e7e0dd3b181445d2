import type { DefaultAddress } from '../session/types';

/** Spec §2 drawer header: shown when the customer has no default address. */
export const NO_DEFAULT_ADDRESS_TEXT = '(기본 주소 없음)';

/** True when a default address exists with a non-blank full address (a blank one locates nothing). */
export function hasDefaultAddress(address: DefaultAddress | null | undefined): address is DefaultAddress {
  return address != null && address.fullAddress.trim() !== '';
}

/** Spec §2: the default-address line: full address plus detail address, or '(기본 주소 없음)'. */
export function defaultAddressLine(address: DefaultAddress | null | undefined): string {
  if (!hasDefaultAddress(address)) return NO_DEFAULT_ADDRESS_TEXT;
  const detail = address.detailAddress.trim();
  const full = address.fullAddress.trim();
  return detail === '' ? full : `${full} ${detail}`;
}

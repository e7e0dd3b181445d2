import type { Address, PickedAddress } from '../../domain/address/types';
import type { Coordinates } from '../../domain/shared/geo';

/** Spec §7 address add body (isDefault is sent false; the first address becomes the default). */
export interface NewAddress {
  readonly deliveryName: string;
  readonly fullAddress: string;
  readonly detailAddress: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** Spec §7 address modify body: the full address cannot change (search is disabled when editing, spec §5). */
export interface AddressChanges {
  readonly deliveryName: string;
  readonly detailAddress: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly isDefault: boolean;
}

export interface AddressRejection {
  readonly kind: 'rejected';
  readonly code: 'INVALID_ADDRESS';
  readonly field: 'deliveryName' | 'fullAddress' | 'detailAddress';
  readonly message: string;
}

export type AddressSaveResult = { readonly kind: 'saved'; readonly address: Address } | AddressRejection;
export type AddressUpdateResult = AddressSaveResult | { readonly kind: 'not-found' };
export type AddressRemovalResult = { readonly kind: 'removed' } | { readonly kind: 'not-found' };

/**
 * The customer's delivery addresses (spec §7 /address) and the geocoder behind the picker. No default address,
 * an unknown address or an ungeocodable place reads null (spec §8 ELEMENT_NOT_FOUND is "none"); invalid fields
 * (label over 10 characters, blanks, spec §5) are `rejected`; an address not the customer's is `not-found`.
 * No session: SessionRequiredError. Coordinates are WGS-84 degrees.
 */
export interface AddressBook {
  list(): Promise<readonly Address[]>;
  defaultAddress(): Promise<Address | null>;
  create(address: NewAddress): Promise<AddressSaveResult>;
  update(id: number, changes: AddressChanges): Promise<AddressUpdateResult>;
  remove(id: number): Promise<AddressRemovalResult>;
  addressToCoord(address: string): Promise<Coordinates | null>;
  coordToAddress(position: Coordinates): Promise<PickedAddress | null>;
}

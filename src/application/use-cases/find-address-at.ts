import type { PickedAddress } from '../../domain/address/types';
import type { Coordinates } from '../../domain/shared/geo';
import type { AddressBook } from '../ports/address-book';

export type FindAddressAtResult =
  | { readonly kind: 'found'; readonly address: PickedAddress & { readonly position: Coordinates } }
  /** No address is known at the position (spec §8 ELEMENT_NOT_FOUND reads as none). */
  | { readonly kind: 'not-found' };

/**
 * Spec §2 /address/permission 현재 위치로 찾기: the jibun and road address at the device's position (coord to
 * address), kept with the position so the picker starts at the detail step. Outages throw.
 */
export class FindAddressAt {
  constructor(private readonly addresses: Pick<AddressBook, 'coordToAddress'>) {}

  async execute(input: { readonly position: Coordinates }): Promise<FindAddressAtResult> {
    const forms = await this.addresses.coordToAddress(input.position);
    return forms === null ? { kind: 'not-found' } : { kind: 'found', address: { ...forms, position: input.position } };
  }
}

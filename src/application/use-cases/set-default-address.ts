import type { Address } from '../../domain/address/types';
import type { AddressBook } from '../ports/address-book';

export type SetDefaultAddressResult =
  | { readonly kind: 'saved'; readonly address: Address }
  | { readonly kind: 'rejected'; readonly message: string }
  | { readonly kind: 'not-found' };

/**
 * Spec §2/§4 delivering to a saved address (/address/search) or 기본 배송지로 설정 (/mypage/address): the address
 * becomes the customer's default (the book un-defaults the previous one). Already the default: nothing is sent.
 * Needs a session (SessionRequiredError); outages throw.
 */
export class SetDefaultAddress {
  constructor(private readonly addresses: Pick<AddressBook, 'update'>) {}

  async execute(input: { readonly address: Address }): Promise<SetDefaultAddressResult> {
    const { address } = input;
    if (address.isDefault) return { kind: 'saved', address };
    const result = await this.addresses.update(address.id, {
      deliveryName: address.deliveryName,
      detailAddress: address.detailAddress,
      latitude: address.latitude,
      longitude: address.longitude,
      isDefault: true,
    });
    if (result.kind === 'rejected') return { kind: 'rejected', message: result.message };
    return result;
  }
}

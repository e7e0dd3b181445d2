import type { Address } from '../../domain/address/types';
import type { AddressBook } from '../ports/address-book';

export type ListAddressesResult = { readonly kind: 'listed'; readonly addresses: readonly Address[] };

/**
 * Spec §2 /address/search and /mypage/address 배송지 관리: the customer's saved addresses, the default first (then
 * in the book's order). Needs a session (SessionRequiredError); outages throw.
 */
export class ListAddresses {
  constructor(private readonly addresses: Pick<AddressBook, 'list'>) {}

  async execute(): Promise<ListAddressesResult> {
    const list = await this.addresses.list();
    const defaults = list.filter((address) => address.isDefault);
    return { kind: 'listed', addresses: [...defaults, ...list.filter((address) => !address.isDefault)] };
  }
}

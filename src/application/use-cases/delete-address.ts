import type { AddressBook, AddressRemovalResult } from '../ports/address-book';

export type DeleteAddressResult = AddressRemovalResult;

/**
 * Spec §2 /mypage/address 삭제 (after the confirmation): removes a saved address; one already gone (or not the
 * customer's) is `not-found`. Needs a session (SessionRequiredError); outages throw.
 */
export class DeleteAddress {
  constructor(private readonly addresses: Pick<AddressBook, 'remove'>) {}

  async execute(input: { readonly addressId: number }): Promise<DeleteAddressResult> {
    return this.addresses.remove(input.addressId);
  }
}

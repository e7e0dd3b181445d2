import type { Address } from '../../domain/address/types';
import type { Coordinates } from '../../domain/shared/geo';
import type { AddressBook, AddressRejection } from '../ports/address-book';

export interface SaveAddressInput {
  /** The saved address being edited; null adds a new one. */
  readonly editingId: number | null;
  readonly deliveryName: string;
  /** Ignored when editing: the full address cannot change (spec §5). */
  readonly fullAddress: string;
  readonly detailAddress: string;
  readonly position: Coordinates;
  /** The address must be (or stay) the default. */
  readonly isDefault: boolean;
}

export type SaveAddressResult =
  | { readonly kind: 'saved'; readonly address: Address }
  /** Spec §5 field rules refused by the book (label over 10 characters, blanks), with its Korean message. */
  | AddressRejection
  /** The address being edited is gone (or is not the customer's). */
  | { readonly kind: 'not-found' };

/**
 * Spec §2/§5/§7 배송지 등록 and 배송지 수정: adds or edits an address, texts trimmed. The add call always sends
 * isDefault false (spec §7; the first address becomes the default by itself), so a new address that must be the
 * default is made so by an edit right after; if that edit is refused the address is still saved. Needs a session
 * (SessionRequiredError); outages throw.
 */
export class SaveAddress {
  constructor(private readonly addresses: Pick<AddressBook, 'create' | 'update'>) {}

  async execute(input: SaveAddressInput): Promise<SaveAddressResult> {
    const common = {
      deliveryName: input.deliveryName.trim(),
      detailAddress: input.detailAddress.trim(),
      latitude: input.position.lat,
      longitude: input.position.lng,
    };
    const result =
      input.editingId === null
        ? await this.addresses.create({ ...common, fullAddress: input.fullAddress.trim() })
        : await this.addresses.update(input.editingId, { ...common, isDefault: input.isDefault });
    if (result.kind !== 'saved') return result;
    const saved = result.address;
    if (!input.isDefault || saved.isDefault) return result;
    const promoted = await this.addresses.update(saved.id, { ...common, isDefault: true });
    return promoted.kind === 'saved' ? promoted : result;
  }
}

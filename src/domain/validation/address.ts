import type { PickedAddress } from '../address/types';
import { ADDRESS_LABEL_MAX_LENGTH } from '../shared/constants';
import { collectFieldErrors, type FieldErrors, hasNoErrors } from './field-errors';

/** Per-field messages (ours: spec §5 states the rules but not their wording). */
export const ADDRESS_MESSAGES = {
  labelRequired: '배송지명을 입력해주세요.',
  labelTooLong: '배송지명은 10자 이내로 입력해주세요.',
  addressRequired: '주소를 검색해주세요.',
  detailRequired: '상세 주소를 입력해주세요.',
} as const;

/** The address registration popup's fields (spec §2/§5); deliveryName is the label (배송지명). */
export interface AddressDraft {
  readonly deliveryName: string;
  readonly fullAddress: string;
  readonly detailAddress: string;
  readonly isDefault: boolean;
}

export type AddressField = 'deliveryName' | 'fullAddress' | 'detailAddress';

export interface AddressFormState {
  readonly errors: FieldErrors<AddressField>;
  /** Editing only: whether any field differs from the saved address (always true when adding). */
  readonly changed: boolean;
  readonly canSave: boolean;
  /** Spec §5: address search is disabled when editing (the PATCH body carries no fullAddress). */
  readonly canSearchAddress: boolean;
}

function labelError(label: string): string | undefined {
  const trimmed = label.trim();
  if (trimmed === '') return ADDRESS_MESSAGES.labelRequired;
  if (trimmed.length > ADDRESS_LABEL_MAX_LENGTH) return ADDRESS_MESSAGES.labelTooLong;
  return undefined;
}

/** Whether a draft differs from the saved address, comparing texts as they would be saved (trimmed). */
export function isAddressChanged(draft: AddressDraft, original: AddressDraft): boolean {
  return (
    draft.deliveryName.trim() !== original.deliveryName.trim() ||
    draft.fullAddress.trim() !== original.fullAddress.trim() ||
    draft.detailAddress.trim() !== original.detailAddress.trim() ||
    draft.isDefault !== original.isDefault
  );
}

/**
 * Spec §5/§9 address registration: label at most 10 characters (after trimming); label, address and detail
 * non-blank. original is the saved address when editing, null when adding; editing saves only a change.
 */
export function addressFormState(draft: AddressDraft, original: AddressDraft | null): AddressFormState {
  const errors = collectFieldErrors<AddressField>({
    deliveryName: labelError(draft.deliveryName),
    fullAddress: draft.fullAddress.trim() === '' ? ADDRESS_MESSAGES.addressRequired : undefined,
    detailAddress: draft.detailAddress.trim() === '' ? ADDRESS_MESSAGES.detailRequired : undefined,
  });
  const changed = original === null || isAddressChanged(draft, original);
  return { errors, changed, canSave: hasNoErrors(errors) && changed, canSearchAddress: original === null };
}

/**
 * The jibun form of a picked address: jibunAddress, or autoJibunAddress when the postal widget left it empty
 * (it does so when the customer picked the road form of an address).
 */
export function pickedJibunAddress(picked: PickedAddress): string {
  const jibun = picked.jibunAddress.trim();
  return jibun !== '' ? jibun : (picked.autoJibunAddress ?? '').trim();
}

/** Spec §5: the address picker completes only with a jibun address, a road address and a non-blank detail. */
export function canCompleteAddressPick(picked: PickedAddress, detailAddress: string): boolean {
  return pickedJibunAddress(picked) !== '' && picked.roadAddress.trim() !== '' && detailAddress.trim() !== '';
}

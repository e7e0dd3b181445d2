import type { AvailableType, Store } from './types';

/** Spec §4 availability labels. */
export type AvailabilityLabel = '영업중' | '영업종료' | '주문불가';

/** A colour token name for the availability label (the UI maps tokens to colours). */
export type AvailabilityColour = 'green' | 'red' | 'grey';

/** Spec §4: HIDDEN and SOLD_OUT stores read 영업중 but are listed apart: the chosen menu is not on sale there. */
const UNAVAILABLE_GROUP: readonly AvailableType[] = ['HIDDEN', 'SOLD_OUT'];

/** Spec §4: AVAILABLE 영업중, FAMILY_CLOSED 영업종료, NOT_AVAILABLE 주문불가, HIDDEN and SOLD_OUT 영업중. */
export function availabilityLabel(type: AvailableType): AvailabilityLabel {
  if (type === 'FAMILY_CLOSED') return '영업종료';
  if (type === 'NOT_AVAILABLE') return '주문불가';
  return '영업중';
}

/** Spec §4: 영업중 green, 주문불가 red, anything else grey. */
export function availabilityColour(type: AvailableType): AvailabilityColour {
  const label = availabilityLabel(type);
  if (label === '영업중') return 'green';
  return label === '주문불가' ? 'red' : 'grey';
}

/** Spec §4: true for the stores listed in the separate unavailable group (HIDDEN, SOLD_OUT). */
export function isInUnavailableGroup(type: AvailableType): boolean {
  return UNAVAILABLE_GROUP.includes(type);
}

/**
 * Spec §4: the red note on an unavailable-group card: '{menu} 품절' when sold out, '{menu} 판매 중지' when the
 * menu is hidden (sales stopped); the bare word when the menu is not named. Null for other stores.
 */
export function unavailableNote(store: Pick<Store, 'availableType' | 'unavailableProductName'>): string | null {
  if (!isInUnavailableGroup(store.availableType)) return null;
  const word = store.availableType === 'HIDDEN' ? '판매 중지' : '품절';
  const name = store.unavailableProductName?.trim() ?? '';
  return name === '' ? word : `${name} ${word}`;
}

/** Spec §2/§3: the certified badge shows when the first certifiedList entry is FOOD_GRADE. */
export function isFoodGradeCertified(certifiedList: readonly string[]): boolean {
  return certifiedList[0] === 'FOOD_GRADE';
}

/** Spec §2 store card: everything the card shows beside the store's own fields. */
export interface StoreCardBadges {
  readonly label: AvailabilityLabel;
  readonly colour: AvailabilityColour;
  readonly note: string | null;
  readonly certified: boolean;
}

/** Spec §2/§4: the store card's label, its colour, the red unavailable note and the certified badge. */
export function storeCardBadges(store: Store): StoreCardBadges {
  return {
    label: availabilityLabel(store.availableType),
    colour: availabilityColour(store.availableType),
    note: unavailableNote(store),
    certified: isFoodGradeCertified(store.certifiedList),
  };
}

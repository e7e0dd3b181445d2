import type { MapMarker } from '../../../../application/ports/map-view';
import type { Coordinates } from '../../../../domain/shared/geo';
import { storeCardBadges } from '../../../../domain/store/availability';
import { distanceMetres } from '../../../../domain/store/distance';
import { distanceLabel, telHref } from '../../../../domain/store/distance-label';
import { canChooseStore } from '../../../../domain/store/store-choice';
import type { Store } from '../../../../domain/store/types';

/** Everything a store card shows (spec §2 Store card, §4 labels and colours). */
export interface StoreCardView {
  readonly branchId: number;
  readonly name: string;
  readonly address: string;
  readonly tel: string;
  readonly telHref: string;
  readonly imageUrl: string;
  readonly label: string;
  readonly colour: 'green' | 'red' | 'grey';
  /** The red note of the unavailable group ('{menu} 품절' / '{menu} 판매 중지'). */
  readonly note: string | null;
  readonly certified: boolean;
  readonly distance: string;
  readonly canChoose: boolean;
  readonly selected: boolean;
}

/** A store's card as measured from `position`, highlighted when it is the selected branch. */
export function storeCardView(store: Store, position: Coordinates, selectedId: number | null): StoreCardView {
  const badges = storeCardBadges(store);
  return {
    branchId: store.branchId,
    name: store.familyName,
    address: store.address,
    tel: store.tel,
    telHref: telHref(store.tel),
    imageUrl: store.familyImageUrl,
    label: badges.label,
    colour: badges.colour,
    note: badges.note,
    certified: badges.certified,
    distance: distanceLabel(distanceMetres(position, { lat: store.latitude, lng: store.longitude })),
    canChoose: canChooseStore(store.availableType),
    selected: store.branchId === selectedId,
  };
}

/** A store's map marker: unavailable-group stores and stores that cannot take orders are drawn apart. */
export function storeMarker(store: Store): MapMarker {
  const badges = storeCardBadges(store);
  const tone = badges.note !== null ? 'unavailable' : canChooseStore(store.availableType) ? 'open' : 'closed';
  return {
    id: String(store.branchId),
    position: { lat: store.latitude, lng: store.longitude },
    label: store.familyName,
    tone,
  };
}

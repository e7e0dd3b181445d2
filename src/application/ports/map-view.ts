import type { Coordinates } from '../../domain/shared/geo';

/**
 * How a marker is drawn: a store taking orders, one listed apart (spec §4 unavailable group), one that cannot take
 * orders (영업종료 / 주문불가), or the customer's own position.
 */
export type MapMarkerTone = 'open' | 'unavailable' | 'closed' | 'position';

/** One point on the map; `label` is its accessible name (the store name, or '내 위치'). */
export interface MapMarker {
  readonly id: string;
  readonly position: Coordinates;
  readonly label: string;
  readonly tone: MapMarkerTone;
}

/**
 * A map on the page (spec §2 /stores/map). Coordinates are WGS-84 degrees. Selecting a marker (pointer or
 * keyboard) reports its id to the selection listeners; `setSelected` highlights one from outside (a card chosen in
 * the list). A tiled map reports once, through onTilesFailed, that its tiles could not load, so the page can fall
 * back to a map that needs no network. Listeners are removed by the function each `on…` returns.
 */
export interface MapView {
  setCentre(centre: Coordinates): void;
  setMarkers(markers: readonly MapMarker[]): void;
  setSelected(id: string | null): void;
  onSelect(listener: (id: string) => void): () => void;
  onTilesFailed(listener: () => void): () => void;
  /** Removes the map from the page and drops every listener. */
  destroy(): void;
}

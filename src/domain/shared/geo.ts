/** A WGS-84 position. The account calls name them lng and lat (spec §3). */
export interface Coordinates {
  readonly lat: number;
  readonly lng: number;
}

/** Spec §9: the default map centre. */
export const DEFAULT_MAP_CENTRE: Coordinates = { lat: 37.491493, lng: 127.116024 };

import { type Coordinates, DEFAULT_MAP_CENTRE } from '../shared/geo';
import { availabilityLabel } from './availability';
import type { AvailableType } from './types';

/**
 * Spec §2/§4 store finder: a store can be chosen for an order only while it takes orders, i.e. its label reads
 * 영업중. That includes HIDDEN and SOLD_OUT stores (the unavailable group): they miss one menu, not the shop, as
 * the server's delivery search also counts them. 영업종료 and 주문불가 stores cannot be chosen.
 */
export function canChooseStore(type: AvailableType): boolean {
  return availabilityLabel(type) === '영업중';
}

/** Where the finder's position came from, most trusted first. */
export type FinderPositionSource = 'located' | 'remembered' | 'default';

/**
 * Spec §2/§9: the finder searches around the browser's position when the customer allowed it, else the last
 * position kept in the cookie (7 days), else the default map centre (37.491493, 127.116024).
 */
export function finderStartPosition(
  located: Coordinates | null,
  remembered: Coordinates | null,
): { readonly position: Coordinates; readonly source: FinderPositionSource } {
  if (located !== null) return { position: located, source: 'located' };
  if (remembered !== null) return { position: remembered, source: 'remembered' };
  return { position: DEFAULT_MAP_CENTRE, source: 'default' };
}

/** Spec §2: /stores/map?for=takeout is the takeout store choice (compared case-insensitively, like mealType). */
export function isTakeoutFinder(forParam: string | null | undefined): boolean {
  return forParam?.trim().toLowerCase() === 'takeout';
}

/**
 * The finder's name search in its address (ours; spec §2 names only for and redirect_to): /stores/map?q=잠실 opens the
 * search's first page. The search form sends it when it is submitted before the page's scripts run.
 */
export const FINDER_NAME_PARAM = 'q';

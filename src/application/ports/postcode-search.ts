import type { PickedAddress } from '../../domain/address/types';
import type { Coordinates } from '../../domain/shared/geo';

/** One hit of the postal address search (spec §3 picker fields) with the place's WGS-84 position. */
export interface PostcodeResult extends PickedAddress {
  readonly position: Coordinates;
}

/**
 * Step 1 of the address picker (spec §2): the postal address search. Spec §7 loads a third-party widget; offline,
 * an adapter answers from our own address dataset. No match is an empty list; a blank query finds nothing. An
 * unreachable service throws (spec §8: the picker then says the postcode service is unavailable).
 */
export interface PostcodeSearch {
  search(query: string): Promise<readonly PostcodeResult[]>;
}

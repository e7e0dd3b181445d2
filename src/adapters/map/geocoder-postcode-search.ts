import type { AddressBook } from '../../application/ports/address-book';
import type { PostcodeResult, PostcodeSearch } from '../../application/ports/postcode-search';

/**
 * The postal search of the address picker over our own address dataset (the server's geocoding calls of spec §7,
 * address-to-coord then coord-to-address for both forms): the third-party widget of the spec is unreachable
 * offline. The dataset answers its best match, so a search finds one address or none. Outages throw.
 */
export class GeocoderPostcodeSearch implements PostcodeSearch {
  constructor(private readonly addresses: Pick<AddressBook, 'addressToCoord' | 'coordToAddress'>) {}

  async search(query: string): Promise<readonly PostcodeResult[]> {
    const text = query.trim();
    if (text === '') return [];
    const position = await this.addresses.addressToCoord(text);
    if (position === null) return [];
    const forms = await this.addresses.coordToAddress(position);
    return forms === null ? [] : [{ ...forms, position }];
  }
}

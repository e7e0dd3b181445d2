import type { SeedAddress } from '../../types';
import { gangdongWiryeAddresses } from './gangdong-wirye';
import { gangnamAddresses } from './gangnam';
import { songpaAddresses } from './songpa';

/**
 * The offline address book (60 entries) behind address search and reverse geocoding: road and jibun forms,
 * 5-digit zip code and WGS-84 position, all within 6 km of the default map centre (spec §9).
 */
export const addresses: readonly SeedAddress[] = [...songpaAddresses, ...gangnamAddresses, ...gangdongWiryeAddresses];

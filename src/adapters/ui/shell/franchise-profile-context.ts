import { createContext, useContext } from 'react';
import { FRANCHISE_PROFILE } from '../../../franchise/profile';
import type { FranchiseProfile } from '../../../franchise/profile-schema';

/**
 * The franchise profile the shell renders (brand, logo, phones, company details, links). The storefront reads the
 * module's profile; a test provides another to see every value come from it.
 */
export const FranchiseProfileContext = createContext<FranchiseProfile>(FRANCHISE_PROFILE);

export function useFranchiseProfile(): FranchiseProfile {
  return useContext(FranchiseProfileContext);
}

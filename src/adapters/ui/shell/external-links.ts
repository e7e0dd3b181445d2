import { FRANCHISE_PROFILE } from '../../../franchise/profile';
import { franchiseInquiryHref } from '../../../franchise/profile-links';

/**
 * The external targets the domain's navigation names by key (spec §2: 창업 문의 in the desktop header, 창업정보 in
 * the drawer), resolved from the franchise profile: the franchise inquiry site with its campaign parameters.
 */
export const EXTERNAL_LINKS = {
  'franchise-info': franchiseInquiryHref(FRANCHISE_PROFILE),
} as const satisfies Record<string, string>;

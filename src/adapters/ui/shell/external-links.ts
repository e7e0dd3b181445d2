/**
 * Spec §2 external links. The real addresses are the franchise's; these are clearly fictional placeholders on the
 * reserved example.com domain (RFC 2606) until the franchise supplies them.
 */
export const EXTERNAL_LINKS = {
  /** 창업 문의 / 창업정보, with the campaign tracking parameters spec §2 mentions. */
  'franchise-info':
    'https://franchise.example.com/?utm_source=storefront&utm_medium=web&utm_campaign=franchise_inquiry',
  mall: 'https://mall.example.com/',
  /** Spec §2 app-download banner: 앱 이동하기. */
  appOpen: 'https://app.example.com/open?from=mobile_web_banner',
  terms: 'https://www.example.com/policy/terms',
  privacy: 'https://www.example.com/policy/privacy',
  locationTerms: 'https://www.example.com/policy/location',
  instagram: 'https://instagram.example.com/chicken-storefront',
  youtube: 'https://youtube.example.com/chicken-storefront',
  facebook: 'https://facebook.example.com/chicken-storefront',
} as const;

export type ExternalLinkKey = keyof typeof EXTERNAL_LINKS;

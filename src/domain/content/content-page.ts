/**
 * A franchise content page (ours: 이용 안내, 대량 구매 안내, 이용약관, 개인정보처리방침, 위치기반서비스 이용약관): a title and
 * its sections, each a heading with plain-text paragraphs. The text lives in the content store so the franchise
 * edits it without a deploy; `updatedAt` is an ISO-8601 instant.
 */
export interface ContentSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface ContentPage {
  readonly slug: string;
  readonly title: string;
  readonly sections: readonly ContentSection[];
  readonly updatedAt: string;
}

/** The pages the storefront links to, by slug. */
export const CONTENT_PAGE_SLUGS = {
  guide: 'guide',
  bulkPurchase: 'bulk-purchase',
  terms: 'terms',
  privacy: 'privacy',
  locationTerms: 'location-terms',
} as const;

export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[keyof typeof CONTENT_PAGE_SLUGS];

/** A slug: lower-case letters, digits and inner hyphens, 1..40 characters (it appears in URLs as is). */
export const CONTENT_PAGE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export function isContentPageSlug(text: string): boolean {
  return CONTENT_PAGE_SLUG_PATTERN.test(text);
}

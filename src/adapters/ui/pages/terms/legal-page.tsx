import { useLocation } from 'react-router';
import { CONTENT_PAGE_SLUGS } from '../../../../domain/content/content-page';
import { ContentArticle } from '../content/content-article';
import { NotFoundPage } from '../not-found-page';

/** Our legal pages (footer 이용약관, 개인정보처리방침, 위치기반서비스 이용약관; sign-up 보기) and their content-store slugs. */
const LEGAL_PAGE_SLUGS: Readonly<Record<string, string>> = {
  '/terms': CONTENT_PAGE_SLUGS.terms,
  '/privacy': CONTENT_PAGE_SLUGS.privacy,
  '/location-terms': CONTENT_PAGE_SLUGS.locationTerms,
};

/**
 * /terms, /privacy, /location-terms: pages of ours whose text is the franchise's, read from the content store
 * (ReadContentPage), so it changes without a deploy; the demo's text is sample text and says so in its first section.
 * Keyed by slug: going from one legal page to another (footer) reads the other page afresh.
 */
export function LegalPage() {
  const slug = LEGAL_PAGE_SLUGS[useLocation().pathname.replace(/\/+$/, '')];
  return slug === undefined ? <NotFoundPage /> : <ContentArticle key={slug} slug={slug} />;
}

export { LegalPage as Component };

import { CONTENT_PAGE_SLUGS } from '../../../../../domain/content/content-page';
import { ContentArticle } from '../../content/content-article';

/** Spec §2 /mypage/guide 이용 안내 (everyone): the `guide` page of the content store, with its table of contents. */
export function GuidePage() {
  return <ContentArticle slug={CONTENT_PAGE_SLUGS.guide} />;
}

export { GuidePage as Component };

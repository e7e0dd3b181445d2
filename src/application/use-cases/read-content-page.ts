import { type ContentPage, isContentPageSlug } from '../../domain/content/content-page';
import type { ContentFeed } from '../ports/content-feed';

export interface ReadContentPageInput {
  readonly slug: string;
}

export type ReadContentPageResult =
  | { readonly kind: 'found'; readonly page: ContentPage }
  /** No page by that slug (or a slug no page can have): the screen says the page is missing. */
  | { readonly kind: 'not-found' };

/**
 * A franchise content page (이용 안내, 대량 구매 안내, 이용약관, 개인정보처리방침, 위치기반서비스 이용약관) from the content
 * store, so the franchise changes the text without a deploy. A malformed slug is not-found without a call. Outages
 * throw.
 */
export class ReadContentPage {
  constructor(private readonly content: Pick<ContentFeed, 'page'>) {}

  async execute(input: ReadContentPageInput): Promise<ReadContentPageResult> {
    if (!isContentPageSlug(input.slug)) return { kind: 'not-found' };
    const page = await this.content.page(input.slug);
    return page === null ? { kind: 'not-found' } : { kind: 'found', page };
  }
}

import type { ContentFeed } from '../ports/content-feed';

export interface DeleteRelayPostInput {
  readonly id: number;
}

export type DeleteRelayPostResult = { readonly kind: 'removed' } | { readonly kind: 'not-found' };

/**
 * Issue 12 고객의 소리: deletes one of the customer's own posts; another customer's post (or one already gone) is
 * `not-found`. No session: SessionRequiredError; outages throw.
 */
export class DeleteRelayPost {
  constructor(private readonly feed: Pick<ContentFeed, 'removeRelay'>) {}

  async execute(input: DeleteRelayPostInput): Promise<DeleteRelayPostResult> {
    return this.feed.removeRelay(input.id);
  }
}

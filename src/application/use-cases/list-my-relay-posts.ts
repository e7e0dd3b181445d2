import type { ContentFeed, RelayPost } from '../ports/content-feed';

export type ListMyRelayPostsResult = { readonly kind: 'listed'; readonly posts: readonly RelayPost[] };

/**
 * Issue 12 고객의 소리: the customer's own relay posts, newest first (the server never lists another customer's).
 * No session: SessionRequiredError; outages throw.
 */
export class ListMyRelayPosts {
  constructor(private readonly feed: Pick<ContentFeed, 'relays'>) {}

  async execute(): Promise<ListMyRelayPostsResult> {
    return { kind: 'listed', posts: await this.feed.relays() };
  }
}

import type { ContentFeed, EventBanner } from '../ports/content-feed';

export type ReadEventBannersResult = { readonly kind: 'listed'; readonly banners: readonly EventBanner[] };

/** Spec §2 Home: the event banners of the home carousel, each an image linking to its webUrl. Outages throw. */
export class ReadEventBanners {
  constructor(private readonly feed: Pick<ContentFeed, 'eventBanners'>) {}

  async execute(): Promise<ReadEventBannersResult> {
    return { kind: 'listed', banners: await this.feed.eventBanners() };
  }
}

import type { ContentFeed, StoryVideo } from '../ports/content-feed';

/** Gallery cards per load (ours: the spec gives none): four rows of three on desktop, a screenful or two on a phone. */
export const STORY_VIDEO_PAGE_SIZE = 12;

export interface ListStoryVideosInput {
  /** 1-based: the gallery loads page 1, then 2, … as the customer scrolls or presses 더보기. */
  readonly page: number;
}

export type ListStoryVideosResult = {
  readonly kind: 'page';
  readonly videos: readonly StoryVideo[];
  readonly page: number;
  readonly totalCount: number;
  /** Whether a later page holds more videos. */
  readonly hasMore: boolean;
};

/** Issue 12 비비큐 스토리 (/story/videos): one page of the video gallery, in the franchise's order. Outages throw. */
export class ListStoryVideos {
  constructor(private readonly feed: Pick<ContentFeed, 'storyVideos'>) {}

  async execute(input: ListStoryVideosInput): Promise<ListStoryVideosResult> {
    const page = Number.isSafeInteger(input.page) ? Math.max(1, input.page) : 1;
    const found = await this.feed.storyVideos(page, STORY_VIDEO_PAGE_SIZE);
    const seen = (page - 1) * STORY_VIDEO_PAGE_SIZE + found.items.length;
    return {
      kind: 'page',
      videos: found.items,
      page,
      totalCount: found.totalCount,
      hasMore: found.items.length > 0 && seen < found.totalCount,
    };
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import type { StoryVideo } from '../../../../application/ports/content-feed';
import type { ListStoryVideos } from '../../../../application/use-cases/list-story-videos';

export type GalleryStatus = 'loading' | 'ready' | 'failed';

/**
 * /story/videos (issue 12): the gallery grows a page at a time (scrolling near its end or 더보기), and one video at a
 * time plays in the player modal. A second load while one runs is ignored, so a fast scroll never asks twice.
 */
export class StoryVideosViewModel {
  videos: readonly StoryVideo[] = [];
  totalCount = 0;
  hasMore = false;
  status: GalleryStatus = 'loading';
  loadingMore = false;
  /** The video in the player modal; null: the modal is closed. */
  playing: StoryVideo | null = null;
  private page = 0;

  constructor(private readonly listVideos: Pick<ListStoryVideos, 'execute'>) {
    makeAutoObservable<StoryVideosViewModel, 'listVideos' | 'page'>(this, { listVideos: false, page: false });
  }

  /** Reads the first page (again, after a failure). */
  async start(): Promise<void> {
    this.status = 'loading';
    this.page = 0;
    await this.loadNext();
  }

  /** The next page, when there is one and no load is running. */
  async loadMore(): Promise<void> {
    if (!this.hasMore || this.loadingMore || this.status !== 'ready') return;
    await this.loadNext();
  }

  open(video: StoryVideo): void {
    this.playing = video;
  }

  close(): void {
    this.playing = null;
  }

  private async loadNext(): Promise<void> {
    this.loadingMore = true;
    try {
      const result = await this.listVideos.execute({ page: this.page + 1 });
      runInAction(() => {
        this.page = result.page;
        this.videos = result.page === 1 ? result.videos : [...this.videos, ...result.videos];
        this.totalCount = result.totalCount;
        this.hasMore = result.hasMore;
        this.status = 'ready';
      });
    } catch (error) {
      console.error('story videos could not be read', error);
      runInAction(() => {
        // A failed first page shows the error; a failed later page keeps the gallery and its 더보기 button.
        if (this.videos.length === 0) this.status = 'failed';
      });
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }
}

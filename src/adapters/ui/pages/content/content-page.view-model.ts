import { makeAutoObservable, runInAction } from 'mobx';
import type { ReadContentPage } from '../../../../application/use-cases/read-content-page';
import type { ContentPage } from '../../../../domain/content/content-page';

export type ContentPageStatus = 'loading' | 'ready' | 'missing' | 'failed';

/**
 * One content page read from the content store by slug (이용 안내, 대량 구매 안내, 약관): loading, the page, missing (no
 * such slug) or failed (an outage: the screen offers 다시 시도).
 */
export class ContentPageViewModel {
  status: ContentPageStatus = 'loading';
  page: ContentPage | null = null;

  constructor(
    private readonly read: ReadContentPage,
    readonly slug: string,
  ) {
    makeAutoObservable<ContentPageViewModel, 'read'>(this, { read: false });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const result = await this.read.execute({ slug: this.slug });
      runInAction(() => {
        this.page = result.kind === 'found' ? result.page : null;
        this.status = result.kind === 'found' ? 'ready' : 'missing';
      });
    } catch (error) {
      console.error(`content page ${this.slug} could not be read`, error);
      runInAction(() => (this.status = 'failed'));
    }
  }

  /** The in-page anchor of section `index` (0-based): stable per slug, so a link to #guide-3 keeps working. */
  anchorOf(index: number): string {
    return `${this.slug}-${index + 1}`;
  }
}

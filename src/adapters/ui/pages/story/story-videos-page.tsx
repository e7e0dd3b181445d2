import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { TOKENS } from '../../../../tokens';
import { Button } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useViewModel } from '../../di/services';
import { STORY_TEXT as T } from './story-messages';
import styles from './story-videos.module.css';
import { StoryVideosViewModel } from './story-videos.view-model';
import { VideoPlayerModal } from './video-player-modal';

/** Posters are 480 x 270 (16:9): the boxes keep that ratio while they load. */
const POSTER = { width: 480, height: 270 } as const;

/** Start loading the next page this far before the end of the gallery comes into view. */
const PRELOAD_MARGIN = '200px 0px';

/**
 * Loads the next page when the end of the gallery nears the viewport. An observer reports only changes, so it is
 * made anew whenever the gallery grows or settles (`shown`, `status`): its first report then says whether the end
 * is still near, and a screen taller than one page keeps filling. Browsers without IntersectionObserver (and anyone
 * who prefers) use the 더보기 button, which is always there while more videos remain.
 */
function useLoadMoreWhenNear(gallery: StoryVideosViewModel, shown: number, status: string) {
  const sentinel = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown and status re-arm the observer (see above).
  useEffect(() => {
    const target = sentinel.current;
    if (target === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void gallery.loadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [gallery, shown, status]);
  return sentinel;
}

const Gallery = observer(function Gallery({
  gallery,
  labelledBy,
}: {
  readonly gallery: StoryVideosViewModel;
  readonly labelledBy: string;
}) {
  if (gallery.status === 'failed') {
    return (
      <EmptyState
        title={T.failed}
        description={T.retryLater}
        action={
          <Button variant="secondary" onClick={() => void gallery.start()}>
            {T.retry}
          </Button>
        }
      />
    );
  }
  if (gallery.status === 'loading') {
    return (
      <ul className={styles.grid} aria-busy="true" aria-labelledby={labelledBy}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity; keys of their own, so the items replace them and do not reuse (and move) their elements.
          <li key={`placeholder-${i}`}>
            <Skeleton className={styles.poster} height="auto" radius={12} />
          </li>
        ))}
      </ul>
    );
  }
  if (gallery.videos.length === 0) return <EmptyState title={T.empty} />;
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {gallery.videos.map((video, i) => (
        <li key={video.id}>
          <button type="button" className={styles.card} onClick={() => gallery.open(video)} aria-haspopup="dialog">
            <span className={styles.posterBox}>
              <img
                src={video.posterUrl}
                alt=""
                {...POSTER}
                className={styles.poster}
                loading={i < 6 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </span>
            <span className={styles.cardTitle}>
              <span className="visually-hidden">{T.play(video.title)}</span>
              <span aria-hidden="true">{video.title}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
});

const MoreButton = observer(function MoreButton({ gallery }: { readonly gallery: StoryVideosViewModel }) {
  if (gallery.status !== 'ready' || gallery.videos.length === 0) return null;
  return (
    <div className={styles.more}>
      <p className={styles.count} aria-live="polite">
        {T.count(gallery.videos.length, gallery.totalCount)}
      </p>
      {gallery.hasMore ? (
        <Button variant="secondary" onClick={() => void gallery.loadMore()}>
          {T.more}
        </Button>
      ) : null}
    </div>
  );
});

/** Issue 12 /story/videos (header 비비큐 스토리): the video gallery; a card plays its video in a modal. */
export const StoryVideosPage = observer(function StoryVideosPage() {
  const headingId = useId();
  const gallery = useViewModel((get) => new StoryVideosViewModel(get(TOKENS.ListStoryVideos)));
  const sentinel = useLoadMoreWhenNear(gallery, gallery.videos.length, gallery.status);
  useEffect(() => {
    void gallery.start();
  }, [gallery]);

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{T.title}</h1>
        <p className={styles.lead}>{T.lead}</p>
      </header>
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {T.galleryLabel}
        </h2>
        <Gallery gallery={gallery} labelledBy={headingId} />
        <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
        <MoreButton gallery={gallery} />
      </section>
      <VideoPlayerModal video={gallery.playing} onClose={() => gallery.close()} />
    </div>
  );
});

export { StoryVideosPage as Component };

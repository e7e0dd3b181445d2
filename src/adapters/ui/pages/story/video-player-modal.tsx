import type { StoryVideo } from '../../../../application/ports/content-feed';
import { Modal } from '../../components/modal/modal';
import { Spinner } from '../../components/spinner/spinner';
import { STORY_TEXT as T } from './story-messages';
import styles from './story-videos.module.css';
import { useEmbedAvailability, youtubeEmbedUrl } from './use-embed-availability';

/** The player modal is wide enough for a 16:9 video at 800 px (spec §9's 440 px default is for messages). */
const PLAYER_MAX_WIDTH_PX = 880;

/** The frame (or why there is none) of one video; mounted per opening, so each video checks the host afresh. */
function Player({ video }: { readonly video: StoryVideo }) {
  const { status, onFrameLoad } = useEmbedAvailability();
  if (status === 'unavailable') {
    return (
      <div className={styles.screen}>
        <p className={styles.unavailable} role="alert">
          {T.unavailable}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.screen}>
      {status === 'loaded' ? null : (
        <p className={styles.loadingPlayer} role="status">
          <Spinner size="md" decorative />
          <span>{T.loadingPlayer}</span>
        </p>
      )}
      {status === 'checking' ? null : (
        <iframe
          className={styles.frame}
          src={youtubeEmbedUrl(video.code)}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={onFrameLoad}
        />
      )}
    </div>
  );
}

/** Issue 12: the video in a modal with its title and a close button; Escape and the backdrop close it too. */
export function VideoPlayerModal({
  video,
  onClose,
}: {
  readonly video: StoryVideo | null;
  readonly onClose: () => void;
}) {
  return (
    <Modal
      open={video !== null}
      title={video?.title ?? ''}
      onClose={onClose}
      maxWidth={PLAYER_MAX_WIDTH_PX}
      closeLabel={T.close}
    >
      {video === null ? null : <Player key={video.id} video={video} />}
    </Modal>
  );
}

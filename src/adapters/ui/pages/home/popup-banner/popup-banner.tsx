import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { POPUP_CLOSE_LABEL, POPUP_HIDE_TODAY_LABEL } from '../../../../../domain/content/popup-banner';
import type { PopupBanner as PopupBannerData } from '../../../../../domain/content/types';
import { TOKENS } from '../../../../../tokens';
import { Button } from '../../../components/button/button';
import { Carousel } from '../../../components/carousel/carousel';
import { Modal } from '../../../components/modal/modal';
import { useViewModel } from '../../../di/services';
import { POPUP_BANNER_AUTOPLAY_MS } from '../../../styles/tokens';
import styles from './popup-banner.module.css';
import { PopupBannerViewModel, type PopupSlide } from './popup-banner.view-model';

/** The popup artwork is 480 x 600: the box keeps that ratio so nothing moves when the image arrives. */
const POPUP_WIDTH = 480;
const POPUP_HEIGHT = 600;

/** The dialog's name; the banners themselves carry no title (spec §3 Popup banner). */
export const POPUP_BANNER_TITLE = '이벤트 안내';

interface SlideProps {
  readonly slide: PopupSlide;
  /** The first slide is what the dialog shows at once (the page's largest paint): fetched first, the rest lazily. */
  readonly first: boolean;
  readonly onFollow: () => void;
}

function Slide({ slide, first, onFollow }: SlideProps) {
  const image = (
    <img
      src={slide.imageUrl}
      alt={slide.alt}
      width={POPUP_WIDTH}
      height={POPUP_HEIGHT}
      className={styles.image}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
    />
  );
  if (slide.href === null) return image;
  return slide.internal ? (
    <Link to={slide.href} className={styles.link} onClick={onFollow}>
      {image}
    </Link>
  ) : (
    <a href={slide.href} className={styles.link}>
      {image}
    </a>
  );
}

/**
 * Spec §2 Banner popup on the home page: the popup banners in a carousel (every 3 s, "1 / 2" pagination), each a
 * link to its webUrl, with 오늘 그만보기 (hidden for a day, spec §9 _hpu) and 닫기. Focus starts on 닫기, so autoplay
 * (which pauses while focus is inside the carousel) runs until the customer moves into it.
 */
export const PopupBanner = observer(function PopupBanner({
  preloaded,
}: {
  /** The banners the home loader read (issue 13), or null: the popup reads them itself. */
  readonly preloaded?: readonly PopupBannerData[] | null;
}) {
  const location = useLocation();
  const popup = useViewModel(
    (get) =>
      new PopupBannerViewModel({ read: get(TOKENS.ReadPopupBanners), hide: get(TOKENS.HidePopupBannersForToday) }),
  );
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => popup.setSearch(location.search), [popup, location.search]);
  const preloadedRef = useRef(preloaded);
  useEffect(() => {
    void popup.load(preloadedRef.current ?? undefined);
  }, [popup]);

  return (
    <Modal
      open={popup.open}
      title={POPUP_BANNER_TITLE}
      onClose={() => popup.close()}
      initialFocusRef={closeRef}
      footer={
        <>
          <label className={styles.hideToday}>
            <input type="checkbox" className={styles.checkbox} onChange={() => popup.hideForToday()} />
            {POPUP_HIDE_TODAY_LABEL}
          </label>
          <Button ref={closeRef} variant="secondary" onClick={() => popup.close()}>
            {POPUP_CLOSE_LABEL}
          </Button>
        </>
      }
    >
      <Carousel
        label={POPUP_BANNER_TITLE}
        className={styles.carousel}
        autoplayMs={POPUP_BANNER_AUTOPLAY_MS}
        pagination="fraction"
        slides={popup.slides.map((slide, i) => (
          <Slide key={slide.id} slide={slide} first={i === 0} onFollow={() => popup.close()} />
        ))}
      />
    </Modal>
  );
});

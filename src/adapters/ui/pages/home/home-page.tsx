import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { preload as preloadResource } from 'react-dom';
import { Link, useLoaderData, useLocation } from 'react-router';
import { DEFAULT_CATEGORY_PATH } from '../../../../domain/shared/constants';
import { FRANCHISE_PROFILE } from '../../../../franchise/profile';
import { TOKENS } from '../../../../tokens';
import { Carousel } from '../../components/carousel/carousel';
import { EmptyState } from '../../components/empty-state/empty-state';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useViewModel } from '../../di/services';
import { MealTypeCards } from '../../shell/sidebar/meal-type-cards';
import { HOME_RECOMMENDED_LIMIT, type HomePreload } from './home.loader';
import { type HomeBanner, HomeViewModel } from './home.view-model';
import styles from './home-page.module.css';
import { PopupBanner } from './popup-banner/popup-banner';

/** The banner artwork is 1200 x 400: the box keeps that ratio so nothing moves when images arrive. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

function BannerSlide({ banner, eager }: { readonly banner: HomeBanner; readonly eager: boolean }) {
  const image = (
    <img
      src={banner.imageUrl}
      alt={banner.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      className={styles.bannerImage}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
  return banner.internal ? (
    <Link to={banner.href} className={styles.bannerLink}>
      {image}
    </Link>
  ) : (
    <a href={banner.href} className={styles.bannerLink}>
      {image}
    </a>
  );
}

const HomeBanners = observer(function HomeBanners({ home }: { readonly home: HomeViewModel }) {
  if (home.bannerStatus === 'loading') return <Skeleton className={styles.bannerBox} height="auto" radius={16} />;
  if (home.bannerStatus === 'failed' || home.bannerSlides.length === 0) return null;
  return (
    <Carousel
      label="이벤트 배너"
      pagination="fraction"
      className={styles.bannerBox}
      slides={home.bannerSlides.map((banner, i) => <BannerSlide key={banner.id} banner={banner} eager={i === 0} />)}
    />
  );
});

const RecommendedMenus = observer(function RecommendedMenus({ home }: { readonly home: HomeViewModel }) {
  if (home.menuStatus === 'failed') {
    return <EmptyState title="추천 메뉴를 불러오지 못했습니다" description="잠시 후 다시 시도해주세요." />;
  }
  if (home.menuStatus === 'loading') {
    return (
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: HOME_RECOMMENDED_LIMIT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity; keys of their own, so the items replace them and do not reuse (and move) their elements.
          <li key={`placeholder-${i}`} className={styles.card}>
            <Skeleton className={styles.menuImage} height="auto" radius={12} />
            <Skeleton width="70%" height={18} />
            <Skeleton width="40%" height={18} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid}>
      {home.menuCards.map((menu) => (
        <li key={menu.id}>
          <Link to={menu.href} className={styles.card}>
            <img
              src={menu.imageUrl}
              alt=""
              width={400}
              height={400}
              className={styles.menuImage}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.menuName}>{menu.name}</span>
            <span className={styles.menuPrice}>{menu.price}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
});

/** Spec §2 Home: the event-banner carousel, the order-method choice and the recommended menus. */
export const HomePage = observer(function HomePage() {
  const location = useLocation();
  const preload = (useLoaderData() as HomePreload | undefined) ?? null;
  const home = useViewModel((get) => {
    const viewModel = new HomeViewModel(
      { readBanners: get(TOKENS.ReadEventBanners), listRecommended: get(TOKENS.ListRecommendedMenus) },
      preload,
    );
    viewModel.setSearch(location.search);
    return viewModel;
  });
  // The first event banner is the home page's largest paint (Lighthouse's LCP element, at 390 px), and the popup's first
  // picture is when the popup opens: the server-rendered page asks for both at once, the banner first, beside the
  // scripts (the banner was preloaded at low priority: its load waited 1.2 s of a simulated phone's 2.6 s LCP).
  const firstBanner = preload?.banners?.[0];
  if (firstBanner !== undefined) preloadResource(firstBanner.imageUrl, { as: 'image', fetchPriority: 'high' });
  const firstPopup = preload?.popups?.[0];
  if (firstPopup !== undefined) preloadResource(firstPopup.imageUrl, { as: 'image', fetchPriority: 'high' });
  useEffect(() => home.setSearch(location.search), [home, location.search]);
  useEffect(() => {
    void home.load();
  }, [home]);

  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{FRANCHISE_PROFILE.brand.siteTitle}</h1>
      <HomeBanners home={home} />
      <section className={styles.section} aria-labelledby="home-order-method">
        <h2 id="home-order-method" className={styles.heading}>
          어떻게 받으시겠어요?
        </h2>
        <MealTypeCards />
      </section>
      <section className={styles.section} aria-labelledby="home-recommended">
        <div className={styles.headingRow}>
          <h2 id="home-recommended" className={styles.heading}>
            추천 메뉴
          </h2>
          <Link to={DEFAULT_CATEGORY_PATH} className={styles.more}>
            전체 메뉴 보기
          </Link>
        </div>
        <RecommendedMenus home={home} />
      </section>
      <PopupBanner preloaded={preload?.popups ?? null} />
    </div>
  );
});

export { HomePage as Component };

import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { FAMILY_NAME_QUERY_MAX_LENGTH } from '../../../../contract/family';
import { encodeQuery, parseQuery } from '../../../../domain/navigation/url';
import { FINDER_NAME_PARAM } from '../../../../domain/store/store-choice';
import { TOKENS } from '../../../../tokens';
import { mapTileUrl } from '../../../map/map-config';
import { Button } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { PinIcon } from '../../components/icons/icons';
import { Pagination } from '../../components/pagination/pagination';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useViewModel } from '../../di/services';
import { UI_TOKENS } from '../../di/ui-tokens';
import { StoreCard } from './store-card';
import type { StoreCardView } from './store-card-view';
import { StoreMap } from './store-map';
import { STORE_MESSAGES } from './store-messages';
import type { StoresMapPreload } from './stores-map.loader';
import { StoresMapViewModel } from './stores-map.view-model';
import styles from './stores-map-page.module.css';

const CardList = observer(function CardList({
  finder,
  cards,
}: {
  readonly finder: StoresMapViewModel;
  readonly cards: readonly StoreCardView[];
}) {
  return (
    <ul className={styles.list}>
      {cards.map((card) => (
        <li key={card.branchId}>
          <StoreCard
            card={card}
            choosing={finder.choosingId === card.branchId}
            onSelect={(id) => finder.select(id)}
            onChoose={(id) => void finder.choose(id)}
          />
        </li>
      ))}
    </ul>
  );
});

const StoreResults = observer(function StoreResults({ finder }: { readonly finder: StoresMapViewModel }) {
  if (finder.status === 'loading' || finder.status === 'idle') {
    return (
      <ul className={styles.list} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles.card}>
            <Skeleton className={styles.cardImage} width={80} height={80} radius={12} />
            <div className={styles.cardBody}>
              <Skeleton width="50%" height={20} />
              <Skeleton width="85%" />
              <Skeleton width="35%" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (finder.status === 'failed') {
    return (
      <EmptyState
        title={STORE_MESSAGES.loadFailed}
        action={
          <Button
            variant="secondary"
            onClick={() => void (finder.mode === 'search' ? finder.goToPage(finder.currentPage) : finder.loadNearby())}
          >
            다시 시도
          </Button>
        }
      />
    );
  }
  if (finder.availableCards.length === 0 && finder.unavailableCards.length === 0) {
    return <EmptyState title={finder.emptyMessage} icon={<PinIcon size={32} />} />;
  }
  return (
    <>
      <CardList finder={finder} cards={finder.availableCards} />
      {finder.unavailableCards.length === 0 ? null : (
        <section className={styles.group} aria-labelledby="stores-unavailable">
          <h3 id="stores-unavailable" className={styles.groupHeading}>
            {STORE_MESSAGES.unavailableGroup}
          </h3>
          <CardList finder={finder} cards={finder.unavailableCards} />
        </section>
      )}
    </>
  );
});

/**
 * Spec §2 /stores/map (query for=takeout and redirect_to): the name search (30 a page), the stores near the
 * customer, the two availability groups and the map; 선택 returns to redirect_to with the branch and takeout.
 */
export const StoresMapPage = observer(function StoresMapPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const searchId = useId();
  const preload = (useLoaderData() as StoresMapPreload | undefined) ?? null;
  const finder = useViewModel((get) => {
    const viewModel = new StoresMapViewModel(
      {
        findNearby: get(TOKENS.FindNearbyStores),
        searchByName: get(TOKENS.SearchStoresByName),
        chooseStore: get(TOKENS.ChooseStore),
        geolocator: get(UI_TOKENS.Geolocator),
        navigate: (to) => void navigate(to),
        tileUrl: mapTileUrl(),
      },
      preload,
    );
    viewModel.setQuery(location.search);
    return viewModel;
  });
  useEffect(() => finder.setQuery(location.search), [finder, location.search]);
  // A search the form sent before the page's scripts ran (?q=) leaves the address once the customer searches in the
  // page or goes back to the stores nearby, so a reload shows what the page shows (searches in the page stay out of
  // the address, as before).
  const leaveSentSearch = () => {
    const { [FINDER_NAME_PARAM]: sent, ...rest } = parseQuery(location.search);
    if (sent === undefined) return;
    const search = encodeQuery(rest);
    void navigate({ search: search === '' ? '' : `?${search}` }, { replace: true, preventScrollReset: true });
  };
  useEffect(() => {
    void finder.start();
  }, [finder]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{finder.pageTitle}</h1>
        {finder.forTakeout ? <p className={styles.lead}>매장을 고르면 바로 메뉴를 담을 수 있어요.</p> : null}
      </header>
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="stores-heading">
          {/* Sent by the browser when it is submitted before the page's scripts run: the same finder, searching. */}
          {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17; the role says the same. */}
          <form
            role="search"
            method="get"
            className={styles.search}
            onSubmit={(event) => {
              event.preventDefault();
              leaveSentSearch();
              void finder.submitSearch();
            }}
          >
            {finder.forTakeout ? <input type="hidden" name="for" value="takeout" /> : null}
            {finder.redirectTo === null ? null : <input type="hidden" name="redirect_to" value={finder.redirectTo} />}
            <label htmlFor={searchId} className="visually-hidden">
              {STORE_MESSAGES.searchLabel}
            </label>
            <input
              id={searchId}
              type="search"
              name={FINDER_NAME_PARAM}
              className={styles.searchInput}
              value={finder.searchInput}
              placeholder={STORE_MESSAGES.searchPlaceholder}
              maxLength={FAMILY_NAME_QUERY_MAX_LENGTH}
              enterKeyHint="search"
              onChange={(event) => finder.setSearchInput(event.target.value)}
            />
            <Button type="submit" loading={finder.searchStatus === 'loading'}>
              검색
            </Button>
          </form>
          <div className={styles.positionRow}>
            <p className={styles.positionNote} aria-live="polite">
              {finder.mode === 'search' ? '' : finder.positionNote}
            </p>
            {finder.mode === 'search' ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  leaveSentSearch();
                  finder.clearSearch();
                }}
              >
                가까운 매장 보기
              </Button>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                icon={<PinIcon size={16} />}
                loading={finder.locating}
                onClick={() => void finder.locate()}
              >
                현재 위치
              </Button>
            )}
          </div>
          <h2 id="stores-heading" className={styles.listHeading} aria-live="polite">
            {finder.listHeading}
          </h2>
          <StoreResults finder={finder} />
          {finder.totalPages > 1 ? (
            <Pagination
              label="매장 검색 결과 페이지"
              currentPage={finder.currentPage}
              totalPages={finder.totalPages}
              onChange={(page) => void finder.goToPage(page)}
            />
          ) : null}
        </section>
        <div className={styles.mapArea}>
          <StoreMap finder={finder} />
        </div>
      </div>
    </div>
  );
});

export { StoresMapPage as Component };

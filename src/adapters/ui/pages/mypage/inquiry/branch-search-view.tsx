import { observer } from 'mobx-react-lite';
import { Button } from '../../../components/button/button';
import { Pagination } from '../../../components/pagination/pagination';
import { TextField } from '../../../components/phone-verification/text-field';
import { Spinner } from '../../../components/spinner/spinner';
import type { BranchSearchViewModel } from './branch-search.view-model';
import styles from './inquiry-form.module.css';
import { INQUIRY_TEXT as T } from './inquiry-text';

/** The popup's branch-search view (spec §4): search by name, pick a branch from the page of results. */
export const BranchSearchView = observer(function BranchSearchView({
  search,
}: {
  readonly search: BranchSearchViewModel;
}) {
  return (
    <div className={styles.branchSearch}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17; the role says the same. */}
      <form
        role="search"
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          void search.search();
        }}
      >
        <TextField
          label={T.searchLabel}
          value={search.query}
          onChange={(value) => search.setQuery(value)}
          placeholder={T.searchPlaceholder}
          autoComplete="off"
          action={
            <Button type="submit" disabled={!search.canSearch} loading={search.status === 'searching'}>
              {T.search}
            </Button>
          }
        />
      </form>
      <div aria-live="polite" className={styles.searchStatus}>
        {search.status === 'idle' ? <p className={styles.hint}>{T.searchHint}</p> : null}
        {search.status === 'failed' ? (
          <p className={styles.error} role="alert">
            {T.searchFailed}
          </p>
        ) : null}
        {search.status === 'searching' && search.branches.length === 0 ? <Spinner size="sm" label="검색 중" /> : null}
        {search.status === 'found' && search.branches.length === 0 ? (
          <p className={styles.hint}>{T.noBranches}</p>
        ) : null}
      </div>
      {search.branches.length === 0 ? null : (
        <ul className={styles.branches} aria-label="검색된 매장" aria-busy={search.status === 'searching'}>
          {search.branches.map((store) => (
            <li key={store.branchId} className={styles.branchRow}>
              <span className={styles.branchText}>
                <span className={styles.branchName}>{store.familyName}</span>
                <span className={styles.branchAddress}>{store.address}</span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => search.choose(store)}
                aria-label={`${store.familyName} ${T.choose}`}
              >
                {T.choose}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {search.totalPages > 1 ? (
        <Pagination
          currentPage={search.page}
          totalPages={search.totalPages}
          onChange={(page) => void search.goToPage(page)}
          label="매장 검색 결과 페이지"
        />
      ) : null}
    </div>
  );
});

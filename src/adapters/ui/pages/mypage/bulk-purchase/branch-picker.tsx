import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Button } from '../../../components/button/button';
import { Pagination } from '../../../components/pagination/pagination';
import { TextField } from '../../../components/phone-verification/text-field';
import { useIsMobile } from '../../../hooks/use-media-query';
import type { BranchPickerViewModel } from './branch-picker.view-model';
import { BULK_PURCHASE_TEXT as TEXT } from './bulk-purchase-messages';
import styles from './bulk-purchase-page.module.css';

/** The optional branch of a request: the chosen one with 선택 취소, or a name search with paged results. */
export const BranchPicker = observer(function BranchPicker({ picker }: { readonly picker: BranchPickerViewModel }) {
  const mobile = useIsMobile();
  const labelId = useId();
  const chosen = picker.chosen;
  return (
    <fieldset className={styles.branch} aria-labelledby={labelId}>
      <legend id={labelId} className={styles.legend}>
        {TEXT.branchLabel}
      </legend>
      {chosen !== null ? (
        <div className={styles.chosen}>
          <p>
            선택한 매장: <strong>{chosen.familyName}</strong>
          </p>
          <Button type="button" size="sm" variant="ghost" onClick={() => picker.clear()}>
            {TEXT.branchChange}
          </Button>
        </div>
      ) : (
        <>
          {/* Enter searches branches here instead of sending the request form around it. */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the key handler only redirects the input's Enter */}
          <div
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (picker.canSearch) void picker.search();
            }}
          >
            <TextField
              label={TEXT.branchSearchLabel}
              type="search"
              value={picker.query}
              placeholder="예: 문정"
              hint={TEXT.branchHint}
              onChange={(value) => picker.setQuery(value)}
              action={
                <Button
                  type="button"
                  variant="secondary"
                  disabled={!picker.canSearch}
                  loading={picker.status === 'loading'}
                  onClick={() => void picker.search()}
                >
                  {TEXT.branchSearch}
                </Button>
              }
            />
          </div>
          {picker.status === 'failed' ? (
            <p className={styles.formError} role="alert">
              {TEXT.branchFailed}
            </p>
          ) : null}
          {picker.status === 'ready' ? (
            picker.results.length === 0 ? (
              <p className={styles.muted} role="status">
                {TEXT.branchNone}
              </p>
            ) : (
              <>
                <ul className={styles.results} aria-label={`'${picker.searched}' 매장 검색 결과`}>
                  {picker.results.map((store) => (
                    <li key={store.branchId} className={styles.result}>
                      <div className={styles.resultText}>
                        <span className={styles.resultName}>{store.familyName}</span>
                        <span className={styles.muted}>{store.address}</span>
                      </div>
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        aria-label={`${store.familyName} 선택`}
                        onClick={() => picker.choose(store)}
                      >
                        선택
                      </Button>
                    </li>
                  ))}
                </ul>
                {picker.totalPages > 1 ? (
                  <Pagination
                    currentPage={picker.page}
                    totalPages={picker.totalPages}
                    mobile={mobile}
                    label="매장 검색 결과 페이지"
                    onChange={(page) => void picker.search(page)}
                  />
                ) : null}
              </>
            )
          ) : null}
        </>
      )}
    </fieldset>
  );
});

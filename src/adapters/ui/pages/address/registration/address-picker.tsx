import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Button } from '../../../components/button/button';
import { PinIcon } from '../../../components/icons/icons';
import { Spinner } from '../../../components/spinner/spinner';
import { ADDRESS_TEXT } from '../address-messages';
import type { AddressFormViewModel } from './address-form.view-model';
import styles from './address-registration.module.css';

/** Spec §2 picker step 1: the postal search and its results. */
const SearchStep = observer(function SearchStep({ form }: { readonly form: AddressFormViewModel }) {
  const picker = form.picker;
  const inputId = useId();
  const hintId = useId();
  return (
    <div className={styles.step}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17; the role says the same. */}
      <form
        role="search"
        className={styles.searchRow}
        onSubmit={(event) => {
          event.preventDefault();
          void picker.search();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          주소 검색어
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={picker.query}
          placeholder="도로명, 건물명, 지번"
          aria-describedby={hintId}
          enterKeyHint="search"
          maxLength={100}
          // biome-ignore lint/a11y/noAutofocus: the search view is opened to type into it.
          autoFocus
          onChange={(event) => picker.setQuery(event.target.value)}
        />
        <Button type="submit" loading={picker.status === 'loading'}>
          검색
        </Button>
      </form>
      <p id={hintId} className={styles.hint}>
        {ADDRESS_TEXT.searchHint}
      </p>
      {picker.message === null ? null : (
        <p className={picker.status === 'failed' ? styles.failure : styles.info} role="alert">
          {picker.message}
        </p>
      )}
      {picker.status === 'loading' ? <Spinner label="주소를 찾는 중" /> : null}
      {picker.results.length === 0 ? null : (
        <ul className={styles.results} aria-label="주소 검색 결과">
          {picker.results.map((result) => (
            <li key={`${result.roadAddress}|${result.jibunAddress}`}>
              <button type="button" className={styles.result} onClick={() => picker.pick(result)}>
                <span className={styles.road}>
                  <span className={styles.tag}>도로명</span>
                  {result.roadAddress}
                </span>
                <span className={styles.jibun}>
                  <span className={styles.tag}>지번</span>
                  {result.jibunAddress}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => form.cancelSearch()}>
          취소
        </Button>
      </div>
    </div>
  );
});

/** Spec §2 picker step 2: the detail entry under the chosen address. */
const DetailStep = observer(function DetailStep({ form }: { readonly form: AddressFormViewModel }) {
  const picker = form.picker;
  const detailId = useId();
  return (
    <form
      className={styles.step}
      onSubmit={(event) => {
        event.preventDefault();
        form.applyPick();
      }}
    >
      <div className={styles.picked}>
        <PinIcon size={20} />
        <div>
          <p className={styles.road}>{picker.picked?.roadAddress}</p>
          <p className={styles.jibun}>
            <span className={styles.tag}>지번</span>
            {picker.pickedJibun}
          </p>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={detailId} className={styles.label}>
          상세 주소
        </label>
        <input
          id={detailId}
          className={styles.input}
          value={picker.detail}
          placeholder="동, 호수 등 상세 주소를 입력해주세요"
          maxLength={100}
          autoComplete="address-line2"
          // biome-ignore lint/a11y/noAutofocus: step 2 is the detail entry.
          autoFocus
          onChange={(event) => picker.setDetail(event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => picker.back()}>
          다시 검색
        </Button>
        <Button type="submit" disabled={!picker.canComplete}>
          이 주소로 설정
        </Button>
      </div>
    </form>
  );
});

/** The SEARCH view of the registration popup: the two picker steps. */
export const AddressPicker = observer(function AddressPicker({ form }: { readonly form: AddressFormViewModel }) {
  return (
    <div className={styles.picker}>
      <ol className={styles.steps} aria-label="주소 찾기 단계">
        <li aria-current={form.picker.step === 'search' ? 'step' : undefined}>1. 주소 검색</li>
        <li aria-current={form.picker.step === 'detail' ? 'step' : undefined}>2. 상세 주소</li>
      </ol>
      {form.picker.step === 'search' ? <SearchStep form={form} /> : <DetailStep form={form} />}
    </div>
  );
});

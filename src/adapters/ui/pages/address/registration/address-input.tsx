import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Button } from '../../../components/button/button';
import { type AddressFormViewModel, LABEL_SUGGESTIONS } from './address-form.view-model';
import styles from './address-registration.module.css';

/** The INPUT view of the registration popup (spec §2, §5): label, address (with its search), detail, default. */
export const AddressInput = observer(function AddressInput({ form }: { readonly form: AddressFormViewModel }) {
  const ids = { label: useId(), address: useId(), detail: useId(), error: useId() };
  const labelError = form.errorOf('deliveryName');
  const addressError = form.errorOf('fullAddress');
  const detailError = form.errorOf('detailAddress');
  return (
    <form
      className={styles.step}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
      }}
    >
      <div className={styles.field}>
        <div className={styles.labelRow}>
          <label htmlFor={ids.label} className={styles.label}>
            배송지명
          </label>
          <span className={styles.counter} aria-hidden="true">
            {form.deliveryName.trim().length}/{form.labelMaxLength}
          </span>
        </div>
        <input
          id={ids.label}
          className={styles.input}
          value={form.deliveryName}
          placeholder={`최대 ${form.labelMaxLength}자 (예: 집, 회사)`}
          aria-invalid={labelError !== undefined}
          aria-describedby={labelError === undefined ? undefined : `${ids.label}-error`}
          onChange={(event) => form.setDeliveryName(event.target.value)}
          onBlur={() => form.touch('deliveryName')}
        />
        <div className={styles.chips}>
          {LABEL_SUGGESTIONS.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              className={styles.chip}
              aria-pressed={form.deliveryName.trim() === suggestion}
              onClick={() => form.setDeliveryName(suggestion)}
            >
              {suggestion}
            </button>
          ))}
        </div>
        {labelError === undefined ? null : (
          <p id={`${ids.label}-error`} className={styles.fieldError}>
            {labelError}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.address} className={styles.label}>
          주소
        </label>
        <div className={styles.addressRow}>
          <textarea
            id={ids.address}
            className={styles.addressValue}
            value={form.fullAddress}
            placeholder="주소를 검색해주세요"
            rows={2}
            readOnly
            aria-invalid={addressError !== undefined}
            aria-describedby={form.jibunAddress === '' ? undefined : `${ids.address}-jibun`}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={!form.canSearchAddress}
            title={form.canSearchAddress ? undefined : '수정할 때는 주소를 바꿀 수 없어요'}
            onClick={() => form.openSearch()}
          >
            주소 검색
          </Button>
        </div>
        {form.jibunAddress === '' ? null : (
          <p id={`${ids.address}-jibun`} className={styles.jibun}>
            지번 {form.jibunAddress}
          </p>
        )}
        {addressError === undefined ? null : <p className={styles.fieldError}>{addressError}</p>}
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.detail} className={styles.label}>
          상세 주소
        </label>
        <input
          id={ids.detail}
          className={styles.input}
          value={form.detailAddress}
          placeholder="동, 호수 등 상세 주소"
          maxLength={100}
          autoComplete="address-line2"
          aria-invalid={detailError !== undefined}
          aria-describedby={detailError === undefined ? undefined : `${ids.detail}-error`}
          onChange={(event) => form.setDetailAddress(event.target.value)}
          onBlur={() => form.touch('detailAddress')}
        />
        {detailError === undefined ? null : (
          <p id={`${ids.detail}-error`} className={styles.fieldError}>
            {detailError}
          </p>
        )}
      </div>

      {form.offersDefault ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.isDefault}
            onChange={(event) => form.setIsDefault(event.target.checked)}
          />
          기본 배송지로 설정
        </label>
      ) : null}

      {form.error === null ? null : (
        <p id={ids.error} className={styles.failure} role="alert">
          {form.error}
        </p>
      )}

      <Button type="submit" size="lg" fullWidth loading={form.saving} disabled={!form.canSave}>
        {form.isEditing ? '수정하기' : '저장하기'}
      </Button>
    </form>
  );
});

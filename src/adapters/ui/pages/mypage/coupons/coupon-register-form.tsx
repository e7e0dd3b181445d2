import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Button } from '../../../components/button/button';
import { MembersOnlyNotice } from '../../../components/members-only-notice/members-only-notice';
import { AlertModal } from '../../../components/modal/alert-modal';
import { Select } from '../../../components/select/select';
import styles from './coupon-register-form.module.css';
import { COUPON_KIND_OPTIONS, type CouponRegisterFormViewModel } from './coupon-register-form.view-model';

/** The book's 쿠폰 등록 section: kind, number and 등록 (rules in CouponRegisterFormViewModel). */
export const CouponRegisterForm = observer(function CouponRegisterForm({
  form,
}: {
  readonly form: CouponRegisterFormViewModel;
}) {
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        쿠폰 등록
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.register();
        }}
      >
        <div className={styles.kind}>
          <Select
            label="쿠폰 종류"
            options={COUPON_KIND_OPTIONS}
            value={form.kind}
            onChange={(kind) => form.setKind(kind)}
            disabled={form.submitting}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            쿠폰번호
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            autoComplete="off"
            placeholder="쿠폰번호를 입력해주세요"
            value={form.couponNo}
            aria-invalid={form.error === null ? undefined : true}
            aria-describedby={form.error === null ? hintId : `${errorId} ${hintId}`}
            onChange={(event) => form.setCouponNo(event.target.value)}
          />
        </div>
        <Button type="submit" className={styles.submit} disabled={!form.canRegister} loading={form.submitting}>
          등록
        </Button>
      </form>
      {form.error === null ? null : (
        <p id={errorId} className={styles.error} role="alert">
          {form.error}
        </p>
      )}
      <p id={hintId} className={styles.hint}>
        E-쿠폰, 금액권, 상품권 등록은 회원만 할 수 있어요.
      </p>
      <AlertModal open={form.success !== null} onConfirm={() => form.closeSuccess()}>
        {form.success?.message}
      </AlertModal>
      <MembersOnlyNotice notice={form.membersOnlyNotice} onClose={() => form.closeMembersOnly()} />
    </section>
  );
});

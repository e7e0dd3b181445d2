import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import type { WalletCouponKind } from '../../../../application/ports/coupon-wallet';
import { Button } from '../../components/button/button';
import { MembersOnlyNotice } from '../../components/members-only-notice/members-only-notice';
import { AlertModal } from '../../components/modal/alert-modal';
import { Modal } from '../../components/modal/modal';
import { COUPON_KIND_LABELS, type CouponRegisterViewModel } from './coupon-register.view-model';
import styles from './coupon-register-dialogs.module.css';

const KINDS = Object.keys(COUPON_KIND_LABELS) as WalletCouponKind[];

const CouponNumberPopup = observer(function CouponNumberPopup({ entry }: { readonly entry: CouponRegisterViewModel }) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={entry.popupOpen}
      title="쿠폰 등록"
      onClose={() => entry.closePopup()}
      initialFocusRef={inputRef}
      footer={
        <>
          <Button variant="secondary" size="lg" onClick={() => entry.closePopup()} disabled={entry.submitting}>
            취소
          </Button>
          <Button
            size="lg"
            type="submit"
            form="coupon-number-form"
            disabled={!entry.canRegister}
            loading={entry.submitting}
          >
            등록
          </Button>
        </>
      }
    >
      <form
        id="coupon-number-form"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void entry.register();
        }}
      >
        <fieldset className={styles.kinds}>
          <legend className="visually-hidden">쿠폰 종류</legend>
          {KINDS.map((kind) => (
            <label key={kind} className={styles.kind}>
              <input
                type="radio"
                name="coupon-kind"
                value={kind}
                checked={entry.kind === kind}
                onChange={() => entry.setKind(kind)}
              />
              <span>{COUPON_KIND_LABELS[kind]}</span>
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          <span className={styles.label}>쿠폰번호</span>
          <input
            ref={inputRef}
            className={styles.input}
            type="text"
            autoComplete="off"
            placeholder="쿠폰번호를 입력해주세요"
            value={entry.couponNo}
            onChange={(event) => entry.setCouponNo(event.target.value)}
          />
        </label>
        <p className={styles.help}>E-쿠폰, 상품권 등록은 회원만 할 수 있어요.</p>
      </form>
    </Modal>
  );
});

/**
 * The sidebar coupon entry's popup and its alerts (spec §2, §5, §8), in a chunk of their own (issue 13): the entry
 * (coupon-register.tsx) renders them once it is expanded.
 */
export const CouponRegisterDialogs = observer(function CouponRegisterDialogs({
  entry,
}: {
  readonly entry: CouponRegisterViewModel;
}) {
  return (
    <>
      <CouponNumberPopup entry={entry} />
      <AlertModal open={entry.alertMessage !== null} onConfirm={() => entry.closeAlert()}>
        {entry.alertMessage}
      </AlertModal>
      <MembersOnlyNotice notice={entry.membersOnlyNotice} onClose={() => entry.closeMembersOnly()} />
    </>
  );
});

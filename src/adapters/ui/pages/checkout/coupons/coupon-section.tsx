import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Button } from '../../../components/button/button';
import { ChevronRightIcon } from '../../../components/icons/icons';
import { Modal } from '../../../components/modal/modal';
import { CheckoutSection } from '../checkout-sections';
import { CHECKOUT_TEXT as T } from '../checkout-text';
import { COUPON_KINDS, type CouponChooserViewModel, type CouponKind } from './coupon-chooser.view-model';
import styles from './coupon-section.module.css';

const ROW_LABEL: Readonly<Record<CouponKind, string>> = {
  membership: T.membershipCoupon,
  voucher: T.voucher,
  priceCoupon: T.priceCoupon,
};

const CouponRowItem = observer(function CouponRowItem({
  coupons,
  kind,
}: {
  readonly coupons: CouponChooserViewModel;
  readonly kind: CouponKind;
}) {
  const row = coupons.row(kind);
  const content = (
    <>
      <span className={styles.rowLabel}>{ROW_LABEL[kind]}</span>
      <span className={styles.rowValue}>{row.text}</span>
    </>
  );
  if (!row.clickable) return <div className={`${styles.row} ${styles.rowEmpty}`}>{content}</div>;
  return (
    <button
      type="button"
      className={styles.row}
      aria-haspopup="dialog"
      aria-label={`${ROW_LABEL[kind]} ${row.text}`}
      onClick={() => coupons.open(kind)}
    >
      {content}
      <ChevronRightIcon size={18} className={styles.chevron} />
    </button>
  );
});

/** The chooser of one kind: a single choice (radios, with 선택 안함) for membership coupons, checkboxes otherwise. */
const CouponChooserModal = observer(function CouponChooserModal({
  coupons,
}: {
  readonly coupons: CouponChooserViewModel;
}) {
  const name = useId();
  const kind = coupons.openKind;
  const single = kind === 'membership';
  const type = single ? 'radio' : 'checkbox';
  return (
    <Modal
      open={kind !== null}
      title={kind === null ? '' : T.chooserTitle[kind]}
      onClose={() => coupons.close()}
      footer={
        <Button fullWidth size="lg" onClick={() => coupons.close()}>
          {T.chooserDone}
        </Button>
      }
    >
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{kind === null ? '' : T.chooserTitle[kind]}</legend>
        {single ? (
          <label className={styles.choice}>
            <input
              type="radio"
              name={name}
              checked={coupons.selection.membershipCouponNo === null}
              onChange={() => coupons.choose(null)}
            />
            <span className={styles.choiceTitle}>{T.noMembershipCoupon}</span>
          </label>
        ) : null}
        {coupons.choiceViews.map((choice) => (
          <label
            key={choice.key}
            className={`${styles.choice} ${choice.selectable ? '' : styles.dimmed}`}
            aria-disabled={choice.selectable ? undefined : true}
          >
            <input
              type={type}
              name={name}
              checked={choice.selected}
              disabled={!choice.selectable}
              onChange={() => coupons.choose(choice.key)}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{choice.title}</span>
              <span className={styles.choiceDetail}>{choice.detail}</span>
              <span className={styles.choiceDetail}>{choice.until}</span>
              {choice.reason === null ? null : <span className={styles.reason}>{choice.reason}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      {coupons.error === null ? null : (
        <p className={styles.error} role="alert">
          {coupons.error}
        </p>
      )}
    </Modal>
  );
});

/** Spec §2 item 5, §4, §5: the three coupon rows and their chooser. */
export const CouponSection = observer(function CouponSection({
  coupons,
  forfeited,
}: {
  readonly coupons: CouponChooserViewModel;
  readonly forfeited: number;
}) {
  return (
    <CheckoutSection title={T.coupons}>
      <div className={styles.rows}>
        {COUPON_KINDS.map((kind) => (
          <CouponRowItem key={kind} coupons={coupons} kind={kind} />
        ))}
      </div>
      {forfeited > 0 ? <p className={styles.note}>{T.forfeited(forfeited)}</p> : null}
      <CouponChooserModal coupons={coupons} />
    </CheckoutSection>
  );
});

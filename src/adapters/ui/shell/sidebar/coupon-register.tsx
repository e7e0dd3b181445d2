import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { TOKENS } from '../../../../tokens';
import { Button } from '../../components/button/button';
import { ChevronDownIcon } from '../../components/icons/icons';
import { LazyPartSlot, lazyPart } from '../../components/lazy-part/lazy-part';
import { useRootStore, useViewModel } from '../../di/services';
import { PART_FAILED_MESSAGE } from '../shell.view-model';
import styles from './coupon-register.module.css';
import { CouponRegisterViewModel } from './coupon-register.view-model';
import sidebar from './sidebar.module.css';

/** Issue 13: the popup and its alerts, fetched once the entry is expanded (coupon-register-dialogs.tsx). */
const dialogs = lazyPart(async () => (await import('./coupon-register-dialogs')).CouponRegisterDialogs);

/**
 * Spec §2 Sidebar coupon-register entry: 쿠폰 등록 expands to 쿠폰번호 입력, which opens the coupon-number popup
 * (spec §5/§6/§8 rules in CouponRegisterViewModel).
 */
export const CouponRegisterEntry = observer(function CouponRegisterEntry() {
  const root = useRootStore();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const entry = useViewModel(
    (get) =>
      new CouponRegisterViewModel({
        registerCoupon: get(TOKENS.RegisterCoupon),
        refetch: () => root.session.load(),
        goTo: (path) => void navigateRef.current(path),
      }),
  );
  return (
    <section className={`${sidebar.card} ${styles.entry}`} aria-label="쿠폰 등록">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={entry.expanded}
        aria-controls="sidebar-coupon-register"
        onClick={() => entry.toggle()}
      >
        <span className={styles.toggleText}>
          <span className={sidebar.title}>쿠폰 등록</span>
          <span className={styles.toggleHint}>E-쿠폰 · 금액권 · 상품권</span>
        </span>
        <ChevronDownIcon size={20} className={styles.chevron} />
      </button>
      <div id="sidebar-coupon-register" hidden={!entry.expanded}>
        {entry.dialogsFailed ? (
          <p className={styles.failed} role="alert">
            {PART_FAILED_MESSAGE}
          </p>
        ) : null}
        <Button variant="secondary" fullWidth onClick={() => entry.openPopup()}>
          쿠폰번호 입력
        </Button>
      </div>
      {entry.dialogsInUse ? (
        <LazyPartSlot
          key={entry.dialogsAttempt}
          part={dialogs}
          props={{ entry }}
          onFailure={() => entry.failDialogs()}
        />
      ) : null}
    </section>
  );
});

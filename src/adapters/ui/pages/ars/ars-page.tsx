import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ARS_HEADER_TITLE, ARS_SESSION_EXPIRED_MESSAGE } from '../../../../domain/session/ars';
import { FRANCHISE_PROFILE } from '../../../../franchise/profile';
import { TOKENS } from '../../../../tokens';
import { buttonClassName } from '../../components/button/button';
import { BagIcon, InfoIcon, PhoneIcon, PinIcon } from '../../components/icons/icons';
import { Skeleton } from '../../components/skeleton/skeleton';
import { Spinner } from '../../components/spinner/spinner';
import { useRootStore, useViewModel } from '../../di/services';
import { ARS_MESSAGES, ArsViewModel } from './ars.view-model';
import styles from './ars-page.module.css';

const BranchCard = observer(function BranchCard({ ars }: { readonly ars: ArsViewModel }) {
  if (ars.branchStatus === 'loading') {
    return (
      <div className={styles.branch} aria-hidden="true">
        <Skeleton width="50%" height={22} />
        <Skeleton width="80%" height={18} />
      </div>
    );
  }
  if (ars.branch === null) {
    const text = ars.branchStatus === 'failed' ? ARS_MESSAGES.branchFailed : ARS_MESSAGES.noBranch;
    return <p className={styles.note}>{text}</p>;
  }
  return (
    <div className={styles.branch}>
      <p className={styles.branchName}>{ars.branch.familyName}</p>
      <p className={styles.branchLine}>
        <PinIcon size={16} />
        <span>{ars.branch.address}</span>
      </p>
      {ars.branch.tel === '' ? null : (
        <p className={styles.branchLine}>
          <PhoneIcon size={16} />
          <span>{ars.branch.tel}</span>
        </p>
      )}
    </div>
  );
});

function PhoneLine() {
  return (
    <a href={`tel:${FRANCHISE_PROFILE.phoneOrder.number}`} className={styles.phone}>
      <PhoneIcon size={18} />
      <span>
        전화주문 <strong>{FRANCHISE_PROFILE.phoneOrder.number}</strong>
      </span>
    </a>
  );
}

const ArsBody = observer(function ArsBody({ ars }: { readonly ars: ArsViewModel }) {
  if (ars.status === 'connecting' || ars.status === 'not-ars') {
    return (
      <div className={styles.connecting} role="status">
        <Spinner size="lg" decorative />
        <p>{ARS_MESSAGES.redeeming}</p>
      </div>
    );
  }
  if (ars.status === 'invalid') {
    return (
      <section className={styles.card} aria-labelledby="ars-invalid">
        <div className={styles.mark} aria-hidden="true">
          <InfoIcon size={28} />
        </div>
        <h2 id="ars-invalid" className={styles.cardTitle}>
          {ARS_MESSAGES.invalidTitle}
        </h2>
        {/* Spec §4/§8: the ARS expiry alert, for a link used once already or past its 30 minutes. */}
        <p className={styles.text} role="alert">
          {ARS_SESSION_EXPIRED_MESSAGE}
        </p>
        <p className={styles.text}>{ARS_MESSAGES.invalidText}</p>
        <PhoneLine />
      </section>
    );
  }
  const takeout = ars.takeoutHref;
  return (
    <>
      <section className={styles.card} aria-labelledby="ars-branch">
        <h2 id="ars-branch" className={styles.cardLabel}>
          {ARS_MESSAGES.branchHeading}
        </h2>
        <BranchCard ars={ars} />
      </section>
      {takeout === null ? null : (
        <Link to={takeout} className={`${buttonClassName({ size: 'lg', fullWidth: true })} ${styles.takeout}`}>
          <BagIcon size={20} />
          {ARS_MESSAGES.takeout}
        </Link>
      )}
      <p className={styles.notice}>
        <InfoIcon size={16} />
        <span>{ARS_MESSAGES.notice}</span>
      </p>
      <PhoneLine />
    </>
  );
});

/** Spec §2 /ars: the visible-ARS flow entry (no header or footer): the call's branch and its takeout order. */
export const ArsPage = observer(function ArsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const root = useRootStore();
  const ars = useViewModel(
    (get) =>
      new ArsViewModel({
        session: root.session,
        openLink: get(TOKENS.OpenArsLink),
        readBranch: get(TOKENS.ReadArsBranch),
        replace: (to) => void navigateRef.current(to, { replace: true }),
      }),
  );
  const startPath = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    void ars.start(startPath.current);
  }, [ars]);

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <h1 className={styles.title}>{ARS_HEADER_TITLE}</h1>
        <p className={styles.lead}>{ARS_MESSAGES.lead}</p>
      </header>
      <div className={styles.body}>
        <ArsBody ars={ars} />
      </div>
    </div>
  );
});

export { ArsPage as Component };

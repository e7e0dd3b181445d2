import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { POINT_EXPIRY_POLICY_TEXT } from '../../../../../domain/points/expiry';
import { MEMBER_LOGIN_PATH } from '../../../../../domain/session/guest-login-warning';
import { TOKENS } from '../../../../../tokens';
import { Badge, type BadgeTone } from '../../../components/badge/badge';
import { Button, buttonClassName } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { InfoIcon, PersonIcon } from '../../../components/icons/icons';
import { Pagination } from '../../../components/pagination/pagination';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { useRootStore, useViewModel } from '../../../di/services';
import { MypagePointsViewModel } from './mypage-points.view-model';
import styles from './mypage-points-page.module.css';
import type { PointRowView } from './point-views';
import { POINTS_TEXT } from './points-text';

const REASON_TONE: Readonly<Record<PointRowView['tone'], BadgeTone>> = { plus: 'primary', minus: 'neutral' };

function MembersOnly() {
  return (
    <EmptyState
      icon={<PersonIcon size={32} />}
      title={POINTS_TEXT.membersOnlyTitle}
      description={POINTS_TEXT.membersOnlyDescription}
      action={
        <Link to={MEMBER_LOGIN_PATH} className={buttonClassName({ variant: 'primary' })}>
          {POINTS_TEXT.login}
        </Link>
      }
    />
  );
}

const Summary = observer(function Summary({ page }: { readonly page: MypagePointsViewModel }) {
  const reading = page.status === 'idle' || (page.status === 'loading' && page.entries.length === 0);
  return (
    <section className={styles.summary} aria-label={POINTS_TEXT.balance}>
      <div className={styles.stat}>
        <p className={styles.statLabel}>{POINTS_TEXT.balance}</p>
        {reading ? (
          <Skeleton width="60%" height={32} />
        ) : (
          <p className={styles.balance} data-testid="point-balance">
            {page.balanceText}
          </p>
        )}
      </div>
      <div className={styles.stat}>
        <p className={styles.statLabel}>{POINTS_TEXT.expiring}</p>
        {reading ? (
          <Skeleton width="40%" height={24} />
        ) : (
          <p className={styles.expiring} data-testid="point-expiring">
            {page.expiringText}
          </p>
        )}
        <p className={styles.statHint}>{POINTS_TEXT.expiringHint}</p>
      </div>
    </section>
  );
});

function PointRow({ row }: { readonly row: PointRowView }) {
  return (
    <li className={styles.row} data-tone={row.tone}>
      <div className={styles.rowMain}>
        <p className={styles.rowHead}>
          <time className={styles.date}>{row.date}</time>
          <Badge tone={REASON_TONE[row.tone]} variant="soft">
            {row.reason}
          </Badge>
        </p>
        <p className={styles.description}>{row.description}</p>
        {row.order === null ? null : (
          <Link to={row.order.path} className={styles.orderLink} aria-label={row.order.label}>
            {row.order.text}
          </Link>
        )}
        {row.usableUntil === null ? null : <p className={styles.usableUntil}>{row.usableUntil}</p>}
      </div>
      <p className={styles.amount}>{row.amount}</p>
    </li>
  );
}

const History = observer(function History({ page }: { readonly page: MypagePointsViewModel }) {
  if (page.status === 'idle' || page.status === 'loading') {
    return (
      <div aria-busy="true" className={styles.list}>
        <span className="visually-hidden">{POINTS_TEXT.loading}</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.row} aria-hidden="true">
            <div className={styles.rowMain}>
              <Skeleton width="40%" height={14} />
              <Skeleton width="70%" height={18} />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (page.status === 'failed') {
    return (
      <EmptyState
        icon={<InfoIcon size={32} />}
        title={POINTS_TEXT.loadFailedTitle}
        description={POINTS_TEXT.loadFailedDescription}
        headingLevel={3}
        action={
          <Button variant="secondary" onClick={() => void page.retry()}>
            {POINTS_TEXT.retry}
          </Button>
        }
      />
    );
  }
  if (page.isEmpty) {
    return <EmptyState title={POINTS_TEXT.empty} description={POINTS_TEXT.emptyDescription} headingLevel={3} />;
  }
  return (
    <>
      <ul className={styles.list}>
        {page.rows.map((row) => (
          <PointRow key={row.id} row={row} />
        ))}
      </ul>
      <Pagination
        currentPage={page.page}
        totalPages={page.totalPages}
        onChange={(next) => page.goTo(next)}
        label={POINTS_TEXT.pagination}
      />
    </>
  );
});

/**
 * Spec §2 /mypage/points (members only; issue 11): 보유 포인트, 소멸 예정 포인트 (within 30 days), the expiry policy,
 * and the ledger history newest first (적립 / 사용 / 취소 환불 / 소멸), each row dated YYYY.MM.DD and linked to its
 * order, paged with the spec's window (11 desktop / 6 mobile).
 */
export const MypagePointsPage = observer(function MypagePointsPage() {
  const root = useRootStore();
  const page = useViewModel(
    (get) => new MypagePointsViewModel(root.session, get(TOKENS.ReadPointBalance), get(TOKENS.ReadPointHistory)),
  );
  useEffect(() => page.start(), [page]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{page.title}</h1>
      {page.view === 'loading' ? (
        <div aria-busy="true">
          <span className="visually-hidden">{POINTS_TEXT.loading}</span>
          <Skeleton width="100%" height={120} />
        </div>
      ) : page.view === 'members-only' ? (
        <MembersOnly />
      ) : (
        <>
          <Summary page={page} />
          <section className={styles.policy} aria-labelledby="point-policy-title">
            <h2 id="point-policy-title" className={styles.policyTitle}>
              {POINTS_TEXT.policyTitle}
            </h2>
            <p className={styles.policyText}>{POINT_EXPIRY_POLICY_TEXT}</p>
            <p className={styles.policyText}>{POINTS_TEXT.policyUnit}</p>
          </section>
          <section className={styles.history} aria-labelledby="point-history-title">
            <h2 id="point-history-title" className={styles.sectionTitle}>
              {POINTS_TEXT.history}
            </h2>
            <History page={page} />
          </section>
        </>
      )}
    </div>
  );
});

export { MypagePointsPage as Component };

import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { POINT_EXPIRY_POLICY_TEXT } from '../../../../../domain/points/expiry';
import { MEMBER_LOGIN_PATH } from '../../../../../domain/session/guest-login-warning';
import { Badge, type BadgeTone } from '../../../components/badge/badge';
import { Button, buttonClassName } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { InfoIcon, PersonIcon } from '../../../components/icons/icons';
import { Pagination } from '../../../components/pagination/pagination';
import { type PageRetry, usePageData } from '../../../routes/page-data';
import { type PointsPreload, pointsPagePath } from './mypage-points.loader';
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

function Summary({ points }: { readonly points: MypagePointsViewModel }) {
  return (
    <section className={styles.summary} aria-label={POINTS_TEXT.balance}>
      <div className={styles.stat}>
        <p className={styles.statLabel}>{POINTS_TEXT.balance}</p>
        <p className={styles.balance} data-testid="point-balance">
          {points.balanceText}
        </p>
      </div>
      <div className={styles.stat}>
        <p className={styles.statLabel}>{POINTS_TEXT.expiring}</p>
        <p className={styles.expiring} data-testid="point-expiring">
          {points.expiringText}
        </p>
        <p className={styles.statHint}>{POINTS_TEXT.expiringHint}</p>
      </div>
    </section>
  );
}

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

function History({ points, page }: { readonly points: MypagePointsViewModel; readonly page: PageRetry }) {
  const navigate = useNavigate();
  if (points.isEmpty) {
    return <EmptyState title={POINTS_TEXT.empty} description={POINTS_TEXT.emptyDescription} headingLevel={3} />;
  }
  return (
    <>
      {/* Another page of the history is on its way: the rows on screen are the previous page's. */}
      <ul className={styles.list} aria-busy={page.pending}>
        {points.rows.map((row) => (
          <PointRow key={row.id} row={row} />
        ))}
      </ul>
      <Pagination
        currentPage={points.page}
        totalPages={points.totalPages}
        onChange={(next) => {
          if (next !== points.page) void navigate(pointsPagePath(next));
        }}
        label={POINTS_TEXT.pagination}
      />
    </>
  );
}

function Failed({ page }: { readonly page: PageRetry }) {
  return (
    <EmptyState
      icon={<InfoIcon size={32} />}
      title={POINTS_TEXT.loadFailedTitle}
      description={POINTS_TEXT.loadFailedDescription}
      headingLevel={2}
      action={
        <Button variant="secondary" loading={page.pending} onClick={() => void page.readAgain()}>
          {POINTS_TEXT.retry}
        </Button>
      }
    />
  );
}

/**
 * Spec §2 /mypage/points (members only; issue 11): 보유 포인트, 소멸 예정 포인트 (within 30 days), the expiry policy,
 * and the ledger history newest first (적립 / 사용 / 취소 환불 / 소멸), each row dated YYYY.MM.DD and linked to its
 * order, paged with the spec's window (11 desktop / 6 mobile), the page in the URL (issue 13: the route loader reads it).
 */
export function MypagePointsPage() {
  const page = usePageData<PointsPreload>();
  const points = useMemo(() => new MypagePointsViewModel(page.data), [page.data]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{points.title}</h1>
      {points.view === 'members-only' ? (
        <MembersOnly />
      ) : points.view === 'failed' ? (
        <Failed page={page} />
      ) : (
        <>
          <Summary points={points} />
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
            <History points={points} page={page} />
          </section>
        </>
      )}
    </div>
  );
}

export { MypagePointsPage as Component };

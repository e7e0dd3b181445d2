import { useMemo } from 'react';
import { Link } from 'react-router';
import { MEMBER_LOGIN_PATH } from '../../../../../domain/session/guest-login-warning';
import { Badge } from '../../../components/badge/badge';
import { Button, buttonClassName } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { InfoIcon, PersonIcon } from '../../../components/icons/icons';
import { type PageRetry, usePageData } from '../../../routes/page-data';
import { MEMBERSHIP_TEXT } from './membership-text';
import type { MembershipPreload } from './mypage-membership.loader';
import { type GradeCardView, MypageMembershipViewModel } from './mypage-membership.view-model';
import styles from './mypage-membership-page.module.css';

function MembersOnly() {
  return (
    <EmptyState
      icon={<PersonIcon size={32} />}
      title={MEMBERSHIP_TEXT.membersOnlyTitle}
      description={MEMBERSHIP_TEXT.membersOnlyDescription}
      action={
        <Link to={MEMBER_LOGIN_PATH} className={buttonClassName({ variant: 'primary' })}>
          {MEMBERSHIP_TEXT.login}
        </Link>
      }
    />
  );
}

function Standing({ page }: { readonly page: MypageMembershipViewModel }) {
  const grade = page.currentGrade;
  const progress = page.progress;
  return (
    <section className={styles.standing} aria-labelledby="my-grade-title">
      <h2 id="my-grade-title" className={styles.standingLabel}>
        {MEMBERSHIP_TEXT.myGrade}
      </h2>
      {grade === null ? (
        <p className={styles.standingName}>{MEMBERSHIP_TEXT.noGrade}</p>
      ) : (
        <p className={styles.standingGrade}>
          <img src={grade.iconUrl} alt="" width={48} height={48} className={styles.standingIcon} />
          <span className={styles.standingName} data-testid="my-grade">
            {grade.name}
          </span>
        </p>
      )}
      {page.isTop ? <p className={styles.message}>{MEMBERSHIP_TEXT.top}</p> : null}
      {progress === null ? null : (
        <div className={styles.progress}>
          <p className={styles.message}>{progress.message}</p>
          <div
            className={styles.track}
            role="progressbar"
            aria-label={progress.label}
            aria-valuemin={0}
            aria-valuemax={progress.max}
            aria-valuenow={progress.value}
            aria-valuetext={progress.valueText}
          >
            <div className={styles.fill} style={{ width: `${progress.percent}%` }} />
          </div>
          <p className={styles.counted} aria-hidden="true">
            {progress.valueText}
          </p>
        </div>
      )}
    </section>
  );
}

function GradeCard({ card }: { readonly card: GradeCardView }) {
  const titleId = `grade-${card.id}-title`;
  return (
    <li className={styles.card} data-current={card.current} aria-current={card.current ? 'true' : undefined}>
      <article aria-labelledby={titleId} className={styles.cardBody}>
        <div className={styles.cardHead}>
          <img src={card.iconUrl} alt="" width={40} height={40} />
          <h3 id={titleId} className={styles.cardName}>
            {card.name}
          </h3>
          {card.current ? (
            <Badge tone="primary" variant="solid">
              {MEMBERSHIP_TEXT.current}
            </Badge>
          ) : null}
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{MEMBERSHIP_TEXT.conditionLabel}</dt>
            <dd>{card.condition}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{MEMBERSHIP_TEXT.benefitsLabel}</dt>
            <dd>
              <ul className={styles.benefits}>
                {card.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        <p className={styles.description}>{card.description}</p>
      </article>
    </li>
  );
}

function Guide({ membership }: { readonly membership: MypageMembershipViewModel }) {
  if (membership.cards.length === 0) return <EmptyState title={MEMBERSHIP_TEXT.empty} />;
  return (
    <>
      <Standing page={membership} />
      <section className={styles.guide} aria-labelledby="grade-guide-title">
        <h2 id="grade-guide-title" className={styles.sectionTitle}>
          {MEMBERSHIP_TEXT.grades}
        </h2>
        <ul className={styles.cards}>
          {membership.cards.map((card) => (
            <GradeCard key={card.id} card={card} />
          ))}
        </ul>
      </section>
    </>
  );
}

function Failed({ page }: { readonly page: PageRetry }) {
  return (
    <EmptyState
      icon={<InfoIcon size={32} />}
      title={MEMBERSHIP_TEXT.loadFailedTitle}
      description={MEMBERSHIP_TEXT.loadFailedDescription}
      action={
        <Button variant="secondary" loading={page.pending} onClick={() => void page.readAgain()}>
          {MEMBERSHIP_TEXT.retry}
        </Button>
      }
    />
  );
}

/**
 * Spec §2 /mypage/membership (members only; issue 11): the member's grade and how far the next one is (a progress
 * bar), then every grade with its icon, condition and benefits (point rate, monthly coupon), the member's marked.
 * Issue 13: what the route loader read before the page renders.
 */
export function MypageMembershipPage() {
  const page = usePageData<MembershipPreload>();
  const membership = useMemo(() => new MypageMembershipViewModel(page.data), [page.data]);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{membership.title}</h1>
        <p className={styles.lead}>{MEMBERSHIP_TEXT.lead}</p>
      </header>
      {membership.view === 'members-only' ? (
        <MembersOnly />
      ) : membership.view === 'failed' ? (
        <Failed page={page} />
      ) : (
        <Guide membership={membership} />
      )}
    </div>
  );
}

export { MypageMembershipPage as Component };

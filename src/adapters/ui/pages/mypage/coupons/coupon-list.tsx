import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Button } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { InfoIcon } from '../../../components/icons/icons';
import type { PageRetry } from '../../../routes/page-data';
import {
  type CouponBookViewModel,
  type CouponCardView,
  type CouponTab,
  COUPON_BOOK_TEXT as T,
} from './coupon-book.view-model';
import styles from './coupon-book-page.module.css';

const CouponCard = observer(function CouponCard({
  book,
  card,
}: {
  readonly book: CouponBookViewModel;
  readonly card: CouponCardView;
}) {
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId} data-expired={card.expired || undefined}>
      <div className={styles.cardMain}>
        <div className={styles.cardTags}>
          {card.kindLabel === null ? null : <span className={styles.kindTag}>{card.kindLabel}</span>}
          {card.expired ? <span className={styles.expiredTag}>{T.expired}</span> : null}
        </div>
        <h3 id={nameId} className={styles.cardName}>
          {card.name}
        </h3>
        <p className={styles.cardBenefit}>{card.benefit}</p>
        {card.note === null ? null : <p className={styles.cardNote}>{card.note}</p>}
        <p className={styles.cardMeta}>
          <span>{card.until}</span>
          {card.couponNo === null ? null : (
            <span className={styles.cardNumber}>
              <span className="visually-hidden">쿠폰번호 </span>
              {card.couponNo}
            </span>
          )}
        </p>
      </div>
      {card.removal === null ? null : (
        <Button
          size="sm"
          variant="ghost"
          className={styles.cardRemove}
          aria-label={`${card.name} ${T.remove}`}
          disabled={book.busy}
          onClick={() => book.askRemove(card)}
        >
          {T.remove}
        </Button>
      )}
    </article>
  );
});

/**
 * The coupons of one tab: a Korean error with 다시 시도, the empty state, or the cards. `page`: the page's loader
 * (pending while it reads the book again: after a change or 다시 시도).
 */
export const CouponList = observer(function CouponList({
  book,
  tab,
  labelledBy,
  page,
}: {
  readonly book: CouponBookViewModel;
  readonly tab: CouponTab;
  readonly labelledBy: string;
  readonly page: PageRetry;
}) {
  if (book.status === 'failed') {
    return (
      <div role="alert">
        <EmptyState
          headingLevel={3}
          title={T.loadFailed}
          description={T.loadFailedDescription}
          action={
            <Button variant="secondary" loading={page.pending} onClick={() => void book.retry()}>
              {T.retry}
            </Button>
          }
        />
      </div>
    );
  }
  const cards = book.cards(tab);
  if (cards.length === 0) {
    return (
      <EmptyState headingLevel={3} icon={<InfoIcon size={32} />} title={T.empty} description={T.emptyDescription} />
    );
  }
  return (
    <ul className={styles.list} aria-labelledby={labelledBy} aria-busy={page.pending}>
      {cards.map((card) => (
        <li key={card.key}>
          <CouponCard book={book} card={card} />
        </li>
      ))}
    </ul>
  );
});

import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Badge } from '../../../components/badge/badge';
import { ChevronDownIcon } from '../../../components/icons/icons';
import { INQUIRY_TEXT as T } from './inquiry-text';
import styles from './mypage-inquiry.module.css';
import type { InquiryCardView, MypageInquiryViewModel } from './mypage-inquiry.view-model';

function CardHead({ view }: { readonly view: InquiryCardView }) {
  const { card } = view;
  return (
    <>
      <span className={styles.cardMeta}>
        <Badge tone={card.answered ? 'success' : 'neutral'} variant="soft" className={styles.status}>
          {card.statusLabel}
        </Badge>
        <time className={styles.date}>{card.createdDate}</time>
      </span>
      <span className={styles.cardTitle}>{view.title}</span>
    </>
  );
}

/**
 * One Q&A card (spec §4): an answered card's heading is a disclosure button (aria-expanded, aria-controls) that
 * opens the answer; a waiting card has no button, since it never opens.
 */
const QnaCardItem = observer(function QnaCardItem({
  view,
  onToggle,
}: {
  readonly view: InquiryCardView;
  readonly onToggle: () => void;
}) {
  const answerId = useId();
  const { card } = view;
  return (
    <li className={styles.card} data-answered={card.answered ? 'true' : undefined}>
      <h3 className={styles.cardHeading}>
        {card.expandable ? (
          <button
            type="button"
            className={styles.cardToggle}
            aria-expanded={view.expanded}
            aria-controls={answerId}
            onClick={onToggle}
          >
            <CardHead view={view} />
            <span className={styles.toggleHint}>
              {view.expanded ? T.hideAnswer : T.showAnswer}
              <ChevronDownIcon size={18} className={styles.chevron} data-open={view.expanded ? 'true' : undefined} />
            </span>
          </button>
        ) : (
          <span className={styles.cardStatic}>
            <CardHead view={view} />
          </span>
        )}
      </h3>
      <p className={styles.content}>{card.content}</p>
      {card.answer === null ? null : (
        <section id={answerId} className={styles.answer} hidden={!view.expanded} aria-label={T.answer}>
          <p className={styles.answerLabel}>
            {T.answer}
            {card.answer.answeredDate === null ? null : (
              <span className={styles.answerDate}>
                {T.answeredOn} {card.answer.answeredDate}
              </span>
            )}
          </p>
          <p className={styles.answerText}>{card.answer.text}</p>
        </section>
      )}
    </li>
  );
});

/** The customer's inquiries, newest first (spec §2/§4 Q&A card list). */
export const QnaCardList = observer(function QnaCardList({ page }: { readonly page: MypageInquiryViewModel }) {
  return (
    <ul className={styles.cards} aria-label={page.title}>
      {page.cards.map((view) => (
        <QnaCardItem key={view.id} view={view} onToggle={() => page.toggle(view.id)} />
      ))}
    </ul>
  );
});

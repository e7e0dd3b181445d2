import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ChevronDownIcon } from '../../components/icons/icons';
import type { PageRetry } from '../../routes/page-data';
import styles from './customer-center.module.css';
import { FAQ_SEARCH_PARAM, INQUIRY_PATH } from './customer-center-tabs';
import { CENTER_TEXT, faqResultLine } from './customer-center-text';
import faqStyles from './faq.module.css';
import type { FaqViewModel } from './faq.view-model';

/** One question: a heading with a disclosure button (aria-expanded, aria-controls) over its answer panel. */
const FaqItem = observer(function FaqItem({
  faq,
  id,
  category,
  question,
  answer,
}: {
  readonly faq: FaqViewModel;
  readonly id: number;
  readonly category: string;
  readonly question: string;
  readonly answer: string;
}) {
  const base = useId();
  const panelId = `${base}-answer`;
  const expanded = faq.isExpanded(id);
  return (
    <li className={faqStyles.faqItem}>
      <h3 className={faqStyles.faqHeading}>
        <button
          type="button"
          className={faqStyles.faqQuestion}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => faq.toggle(id)}
        >
          <span className={faqStyles.faqMark} aria-hidden="true">
            Q
          </span>
          <span className={faqStyles.faqText}>
            <span className={faqStyles.faqCategory}>{category}</span>
            {question}
          </span>
          <ChevronDownIcon size={20} className={expanded ? faqStyles.chevronOpen : faqStyles.chevron} />
        </button>
      </h3>
      <div id={panelId} className={faqStyles.faqAnswer} hidden={!expanded}>
        <span className={faqStyles.faqMarkAnswer} aria-hidden="true">
          A
        </span>
        <p>{answer}</p>
      </div>
    </li>
  );
});

/** 자주 묻는 질문: search, category filter and the accordion of answers. */
export const FaqSection = observer(function FaqSection({
  faq,
  retry,
}: {
  readonly faq: FaqViewModel;
  readonly retry: PageRetry;
}) {
  const searchId = useId();
  return (
    <section className={styles.section} aria-labelledby={`${searchId}-title`}>
      <h2 id={`${searchId}-title`} className={styles.sectionTitle}>
        {CENTER_TEXT.faq}
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17; the role says the same. */}
      <form
        role="search"
        method="get"
        aria-label={CENTER_TEXT.faqSearchLabel}
        className={faqStyles.search}
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={searchId} className="visually-hidden">
          {CENTER_TEXT.faqSearchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          name={FAQ_SEARCH_PARAM}
          className={faqStyles.searchInput}
          value={faq.query}
          placeholder={CENTER_TEXT.faqSearchPlaceholder}
          onChange={(event) => faq.setQuery(event.target.value)}
          enterKeyHint="search"
        />
      </form>
      {faq.failed ? (
        <EmptyState
          title={CENTER_TEXT.loadFailed}
          action={
            <Button variant="secondary" loading={retry.pending} onClick={retry.readAgain}>
              {CENTER_TEXT.retry}
            </Button>
          }
        />
      ) : (
        <>
          <fieldset className={faqStyles.categories}>
            <legend className="visually-hidden">{CENTER_TEXT.faqCategoriesLabel}</legend>
            {faq.categories.map((category) => (
              <button
                key={category}
                type="button"
                className={faqStyles.category}
                aria-pressed={faq.category === category}
                onClick={() => faq.chooseCategory(category)}
              >
                {category}
              </button>
            ))}
          </fieldset>
          <p className="visually-hidden" aria-live="polite">
            {faq.isSearching ? faqResultLine(faq.shown.length) : ''}
          </p>
          {faq.shown.length === 0 ? (
            <EmptyState
              title={CENTER_TEXT.faqEmpty}
              description={CENTER_TEXT.faqEmptyHint}
              headingLevel={3}
              action={<Link to={INQUIRY_PATH}>{CENTER_TEXT.inquiryAction}</Link>}
            />
          ) : (
            <ul className={faqStyles.faqList}>
              {faq.shown.map((entry) => (
                <FaqItem key={entry.id} faq={faq} {...entry} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
});

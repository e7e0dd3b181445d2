import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { TOKENS } from '../../../../tokens';
import { Button } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useViewModel } from '../../di/services';
import styles from './content-article.module.css';
import { ContentPageViewModel } from './content-page.view-model';

const TEXT = {
  contents: '목차',
  missing: '안내 페이지를 찾을 수 없어요',
  failed: '안내를 불러오지 못했어요',
  retry: '다시 시도',
  updated: (date: string) => `최종 수정일 ${date}`,
};

/** 'YYYY.MM.DD' of an ISO instant in Seoul (the franchise's calendar, spec §9 dates). */
function seoulDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}.${part('month')}.${part('day')}`;
}

/**
 * A content page from the content store, by slug: its title (h1), a table of contents linking to each section's
 * anchor, then each section as a heading (h2) with its paragraphs. The text is the franchise's, never JSX literals.
 */
export const ContentArticle = observer(function ContentArticle({ slug }: { readonly slug: string }) {
  const view = useViewModel((get) => new ContentPageViewModel(get(TOKENS.ReadContentPage), slug));
  const tocId = useId();
  useEffect(() => {
    void view.load();
  }, [view]);

  if (view.status === 'loading') {
    return (
      <div className={styles.article} aria-busy="true">
        <Skeleton width="40%" height={32} />
        <Skeleton width="90%" />
        <Skeleton width="80%" />
      </div>
    );
  }
  if (view.status !== 'ready' || view.page === null) {
    return (
      <EmptyState
        headingLevel={1}
        title={view.status === 'missing' ? TEXT.missing : TEXT.failed}
        action={
          view.status === 'failed' ? (
            <Button variant="secondary" onClick={() => void view.load()}>
              {TEXT.retry}
            </Button>
          ) : undefined
        }
      />
    );
  }
  const page = view.page;
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.updated}>{TEXT.updated(seoulDate(page.updatedAt))}</p>
      </header>
      {page.sections.length > 1 ? (
        <nav className={styles.toc} aria-labelledby={tocId}>
          <h2 id={tocId} className={styles.tocTitle}>
            {TEXT.contents}
          </h2>
          <ol className={styles.tocList}>
            {page.sections.map((section, index) => (
              <li key={view.anchorOf(index)}>
                <a className={styles.tocLink} href={`#${view.anchorOf(index)}`}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {page.sections.map((section, index) => (
        <section key={view.anchorOf(index)} id={view.anchorOf(index)} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph, p) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
            <p key={p} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
});

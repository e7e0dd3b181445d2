import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import type { PostDetail } from '../../../../application/ports/content-feed';
import { NEW_MARKER } from '../../../../domain/content/post-table';
import { Button, buttonClassName } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons/icons';
import { usePageData } from '../../routes/page-data';
import { CenterLayout } from './center-layout';
import type { NoticeDetailPreload } from './customer-center.loader';
import styles from './customer-center.module.css';
import { noticesHref } from './customer-center-tabs';
import { CENTER_TEXT } from './customer-center-text';
import { NoticeDetailViewModel, type NoticeLink } from './notice-detail.view-model';
import { PinMark } from './pin-mark';
import posts from './posts.module.css';

/** A 이전 글 / 다음 글 row: the neighbour's title as a link, or a line saying there is none. */
function NeighbourRow({
  label,
  link,
  empty,
  icon,
}: {
  readonly label: string;
  readonly link: NoticeLink | null;
  readonly empty: string;
  readonly icon: ReactNode;
}) {
  return (
    <li className={posts.neighbour}>
      <span className={posts.neighbourLabel}>
        {icon}
        {label}
      </span>
      {link === null ? (
        <span className={styles.muted}>{empty}</span>
      ) : (
        <Link to={`/faq/notices/${link.id}`} className={posts.neighbourLink} aria-label={`${label}: ${link.title}`}>
          {link.title}
        </Link>
      )}
    </li>
  );
}

function NoticeArticle({
  detail,
  notice,
  pending,
}: {
  readonly detail: NoticeDetailViewModel;
  readonly notice: PostDetail;
  readonly pending: boolean;
}) {
  return (
    <article className={posts.article} aria-labelledby="notice-title" aria-busy={pending}>
      <header className={posts.articleHeader}>
        <h2 id="notice-title" className={posts.articleTitle}>
          {notice.fixed ? <PinMark label={CENTER_TEXT.noticePinned} /> : null}
          {notice.title}
          {notice.new ? <span className={posts.newMark}>{NEW_MARKER}</span> : null}
        </h2>
        <p className={posts.articleMeta}>
          작성일 <time dateTime={notice.publishedAt}>{detail.publishedDate}</time>
        </p>
      </header>
      <div className={posts.articleBody}>
        {detail.paragraphs.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed text, never reordered
          <p key={index}>{line}</p>
        ))}
      </div>
      <nav aria-label="이전 글 다음 글">
        <ul className={posts.neighbours}>
          <NeighbourRow
            label={CENTER_TEXT.previous}
            link={detail.previousLink}
            empty={CENTER_TEXT.noPrevious}
            icon={<ChevronLeftIcon size={16} />}
          />
          <NeighbourRow
            label={CENTER_TEXT.next}
            link={detail.nextLink}
            empty={CENTER_TEXT.noNext}
            icon={<ChevronRightIcon size={16} />}
          />
        </ul>
      </nav>
    </article>
  );
}

/**
 * /faq/notices/{id} (issue 12): one notice with 이전 글 / 다음 글 in the board's order and the way back to the list, as
 * the route loader read it (issue 13: 이전 글 / 다음 글 are navigations whose answer replaces this one).
 */
export function NoticeDetailPage() {
  const page = usePageData<NoticeDetailPreload>();
  const detail = useMemo(() => new NoticeDetailViewModel(page.data), [page.data]);

  return (
    <CenterLayout current="notices">
      <div className={styles.section}>
        {detail.notice !== null ? (
          <NoticeArticle detail={detail} notice={detail.notice} pending={page.pending} />
        ) : detail.status === 'failed' ? (
          <EmptyState
            title={CENTER_TEXT.loadFailed}
            action={
              <Button variant="secondary" loading={page.pending} onClick={page.readAgain}>
                {CENTER_TEXT.retry}
              </Button>
            }
          />
        ) : (
          <EmptyState title={CENTER_TEXT.noticeNotFound} description={CENTER_TEXT.noticeNotFoundHint} />
        )}
        <div className={posts.listAction}>
          <Link to={noticesHref()} className={buttonClassName({ variant: 'secondary' })}>
            {CENTER_TEXT.backToList}
          </Link>
        </div>
      </div>
    </CenterLayout>
  );
}

export { NoticeDetailPage as Component };

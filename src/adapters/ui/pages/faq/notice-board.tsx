import { Link } from 'react-router';
import { NEW_MARKER } from '../../../../domain/content/post-table';
import { Button } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { Pagination } from '../../components/pagination/pagination';
import type { PageRetry } from '../../routes/page-data';
import styles from './customer-center.module.css';
import { CENTER_TEXT } from './customer-center-text';
import type { NoticeBoardViewModel } from './notice-board.view-model';
import { PinMark } from './pin-mark';
import posts from './posts.module.css';

/**
 * 공지사항: the spec §2 post table (번호 or a pin, 제목 with the red NEW marker, 작성일) and its pages (Pagination:
 * 11 page links on desktop, 6 on mobile). The page lives in the URL, so `onPage` navigates.
 */
export function NoticeBoard({
  board,
  retry,
  onPage,
}: {
  readonly board: NoticeBoardViewModel;
  readonly retry: PageRetry;
  readonly onPage: (page: number) => void;
}) {
  const [numberHeading, titleHeading, dateHeading] = board.headings;
  return (
    <section className={styles.section} aria-labelledby="notice-board-title">
      <h2 id="notice-board-title" className={styles.sectionTitle}>
        {CENTER_TEXT.notices}
      </h2>
      {board.failed ? (
        <EmptyState
          title={CENTER_TEXT.loadFailed}
          action={
            <Button variant="secondary" loading={retry.pending} onClick={retry.readAgain}>
              {CENTER_TEXT.retry}
            </Button>
          }
        />
      ) : board.rows.length === 0 ? (
        <EmptyState title={CENTER_TEXT.noticesEmpty} headingLevel={3} />
      ) : (
        <>
          <table className={posts.board} aria-busy={retry.pending}>
            <thead>
              <tr>
                <th scope="col" className={posts.numberCell}>
                  {numberHeading}
                </th>
                <th scope="col">{titleHeading}</th>
                <th scope="col" className={posts.dateCell}>
                  {dateHeading}
                </th>
              </tr>
            </thead>
            <tbody>
              {board.rows.map((row) => (
                <tr key={row.id} className={row.marker.kind === 'pin' ? posts.pinnedRow : undefined}>
                  <td className={posts.numberCell}>
                    {row.marker.kind === 'pin' ? <PinMark label={CENTER_TEXT.noticePinned} /> : row.marker.value}
                  </td>
                  <td className={posts.titleCell}>
                    <Link to={row.href} className={posts.postLink}>
                      {row.title}
                    </Link>
                    {row.isNew ? <span className={posts.newMark}>{NEW_MARKER}</span> : null}
                  </td>
                  <td className={posts.dateCell}>{row.publishedDate}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            currentPage={board.page}
            totalPages={board.totalPages}
            onChange={onPage}
            label={`${CENTER_TEXT.notices} 페이지`}
          />
        </>
      )}
    </section>
  );
}

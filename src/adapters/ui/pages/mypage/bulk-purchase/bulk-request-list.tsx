import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Button } from '../../../components/button/button';
import { Skeleton } from '../../../components/skeleton/skeleton';
import type { BulkPurchaseViewModel } from './bulk-purchase.view-model';
import { BULK_PURCHASE_STATUS_LABELS, dottedDate, BULK_PURCHASE_TEXT as TEXT } from './bulk-purchase-messages';
import styles from './bulk-purchase-page.module.css';

/** 'YYYY.MM.DD' of an ISO instant on the Seoul calendar. */
function seoulDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(iso)).replaceAll('-', '.');
}

/** The customer's own requests under the form, newest first, each with its status. */
export const BulkRequestList = observer(function BulkRequestList({ page }: { readonly page: BulkPurchaseViewModel }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {TEXT.listTitle}
      </h2>
      {page.listStatus === 'loading' ? (
        <Skeleton width="70%" />
      ) : page.listStatus === 'failed' ? (
        <div className={styles.chosen}>
          <p className={styles.muted}>{TEXT.listFailed}</p>
          <Button type="button" size="sm" variant="secondary" onClick={() => void page.load()}>
            {TEXT.retry}
          </Button>
        </div>
      ) : page.requests.length === 0 ? (
        <p className={styles.muted}>{TEXT.listEmpty}</p>
      ) : (
        <ul className={styles.requests}>
          {page.requests.map((request) => (
            <li key={request.id} className={styles.request}>
              <div className={styles.requestHead}>
                <h3 className={styles.requestTitle}>{request.organisation}</h3>
                <span className={styles.status}>{BULK_PURCHASE_STATUS_LABELS[request.status]}</span>
              </div>
              <p className={styles.requestLine}>
                희망 날짜 {dottedDate(request.desiredDate)} · {request.quantity.toLocaleString('ko-KR')}개 ·{' '}
                {request.branchName ?? '매장 배정 전'}
              </p>
              <p className={styles.muted}>접수일 {seoulDay(request.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

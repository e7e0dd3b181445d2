import { useEffect } from 'react';
import { CONTENT_PAGE_SLUGS } from '../../../../../domain/content/content-page';
import { TOKENS } from '../../../../../tokens';
import { useViewModel } from '../../../di/services';
import { UI_TOKENS } from '../../../di/ui-tokens';
import { ensureVisitorSession } from '../../address/visitor-session';
import { ContentArticle } from '../../content/content-article';
import { BulkPurchaseViewModel } from './bulk-purchase.view-model';
import { BulkPurchaseForm } from './bulk-purchase-form';
import styles from './bulk-purchase-page.module.css';
import { BulkRequestList } from './bulk-request-list';

/**
 * Spec §2 /mypage/bulk-purchase 대량 구매 안내 (everyone): the `bulk-purchase` terms of the content store, the 단체 주문
 * request form (a first-time visitor becomes a guest when sending it) and the customer's own requests.
 */
export function BulkPurchasePage() {
  const page = useViewModel((get) => {
    const session = get(UI_TOKENS.RootStore).session;
    const ticker = get(UI_TOKENS.Ticker);
    return new BulkPurchaseViewModel({
      submit: get(TOKENS.SubmitBulkPurchaseRequest),
      list: get(TOKENS.ListMyBulkPurchaseRequests),
      searchStores: get(TOKENS.SearchStoresByName),
      hasSession: async () => {
        await session.ready();
        return session.current !== null;
      },
      ensureSession: () => ensureVisitorSession(session),
      now: () => ticker.now(),
    });
  });
  useEffect(() => {
    void page.load();
  }, [page]);
  return (
    <div className={styles.page}>
      <ContentArticle slug={CONTENT_PAGE_SLUGS.bulkPurchase} />
      <BulkPurchaseForm page={page} />
      <BulkRequestList page={page} />
    </div>
  );
}

export { BulkPurchasePage as Component };

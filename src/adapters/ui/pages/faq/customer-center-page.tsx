import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { parsePageParam } from '../../../../domain/navigation/route-ids';
import { TOKENS } from '../../../../tokens';
import { useViewModel } from '../../di/services';
import { CenterLayout } from './center-layout';
import type { CustomerCenterPreload } from './customer-center.loader';
import { centerTabOf, noticesHref, PAGE_PARAM, TAB_PARAM } from './customer-center-tabs';
import { FaqViewModel } from './faq.view-model';
import { FaqSection } from './faq-section';
import { InquirySection } from './inquiry-section';
import { NoticeBoard } from './notice-board';
import { NoticeBoardViewModel } from './notice-board.view-model';

/**
 * Spec §2 /faq, the customer center (issue 12): 자주 묻는 질문, 공지사항 and 1:1 문의 as tabs chosen by `?tab=` (so the
 * drawer, the footer and a shared link can open one), the notice page in `?page=`, and the phone lines.
 */
export const CustomerCenterPage = observer(function CustomerCenterPage() {
  const [params, setParams] = useSearchParams();
  const tab = centerTabOf(params.get(TAB_PARAM));
  const page = parsePageParam(params.get(PAGE_PARAM));
  const preload = (useLoaderData() as CustomerCenterPreload | undefined) ?? null;
  const faq = useViewModel((get) => new FaqViewModel(get(TOKENS.ListFaq), undefined, preload?.faq ?? null));
  const board = useViewModel(
    (get) => new NoticeBoardViewModel(get(TOKENS.ListNotices), undefined, preload?.notices ?? null),
  );

  useEffect(() => {
    if (tab === 'notices') void board.load(page);
  }, [tab, page, board]);

  const goToPage = (next: number) => {
    const [, query = ''] = noticesHref(next).split('?');
    setParams(new URLSearchParams(query));
  };

  return (
    <CenterLayout current={tab}>
      {tab === 'faq' ? <FaqSection faq={faq} /> : null}
      {tab === 'notices' ? <NoticeBoard board={board} onPage={goToPage} /> : null}
      {tab === 'inquiry' ? <InquirySection /> : null}
    </CenterLayout>
  );
});

export { CustomerCenterPage as Component };

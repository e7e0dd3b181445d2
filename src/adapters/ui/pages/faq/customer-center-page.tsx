import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePageData } from '../../routes/page-data';
import { CenterLayout } from './center-layout';
import type { CustomerCenterPreload } from './customer-center.loader';
import { centerTabOf, FAQ_SEARCH_PARAM, noticesHref, TAB_PARAM } from './customer-center-tabs';
import { FaqViewModel } from './faq.view-model';
import { FaqSection } from './faq-section';
import { InquirySection } from './inquiry-section';
import { NoticeBoard } from './notice-board';
import { NoticeBoardViewModel } from './notice-board.view-model';

/**
 * Spec §2 /faq, the customer center (issue 12): 자주 묻는 질문, 공지사항 and 1:1 문의 as tabs chosen by `?tab=` (so the
 * drawer, the footer and a shared link can open one), the notice page in `?page=`, and the phone lines. Issue 13: the
 * FAQ and the notices page are the route loader's answer for the URL; `?q=` is the FAQ's search words.
 */
export function CustomerCenterPage() {
  const [params, setParams] = useSearchParams();
  const tab = centerTabOf(params.get(TAB_PARAM));
  const page = usePageData<CustomerCenterPreload>();
  const { faq: faqAnswer, notices } = page.data;
  const searched = params.get(FAQ_SEARCH_PARAM) ?? '';
  const faq = useMemo(() => new FaqViewModel(faqAnswer, searched), [faqAnswer, searched]);
  const board = useMemo(() => new NoticeBoardViewModel(notices), [notices]);

  const goToPage = (next: number) => {
    const [, query = ''] = noticesHref(next).split('?');
    setParams(new URLSearchParams(query));
  };

  return (
    <CenterLayout current={tab}>
      {tab === 'faq' ? <FaqSection faq={faq} retry={page} /> : null}
      {tab === 'notices' ? <NoticeBoard board={board} retry={page} onPage={goToPage} /> : null}
      {tab === 'inquiry' ? <InquirySection /> : null}
    </CenterLayout>
  );
}

export { CustomerCenterPage as Component };

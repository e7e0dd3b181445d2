import type { LoaderFunctionArgs } from 'react-router';
import type { ListFaqResult } from '../../../../application/use-cases/list-faq';
import type { ListNoticesResult } from '../../../../application/use-cases/list-notices';
import type { ReadNoticeResult } from '../../../../application/use-cases/read-notice';
import { parsePageParam } from '../../../../domain/navigation/route-ids';
import { type Resolve, TOKENS } from '../../../../tokens';
import { type ItemPreload, itemLoader, readOrNull } from '../../routes/loader-part';
import { centerTabOf, PAGE_PARAM, TAB_PARAM } from './customer-center-tabs';

/**
 * What the /faq loader read before the page renders (issue 13): the FAQ on its tab, the asked notice page on the
 * notices tab (the inquiry tab reads nothing). null: another tab's, or it could not be read (the section shows its
 * error with 다시 시도, which runs this loader again).
 */
export interface CustomerCenterPreload {
  readonly faq: ListFaqResult | null;
  readonly notices: { readonly page: number; readonly result: ListNoticesResult } | null;
}

/** The route loader of /faq. */
export function customerCenterLoader(resolve: Resolve) {
  return async ({ request }: LoaderFunctionArgs): Promise<CustomerCenterPreload> => {
    const query = new URL(request.url).searchParams;
    const tab = centerTabOf(query.get(TAB_PARAM));
    if (tab === 'faq')
      return { faq: await readOrNull(() => resolve(TOKENS.ListFaq).execute(), 'the FAQ'), notices: null };
    if (tab !== 'notices') return { faq: null, notices: null };
    const page = parsePageParam(query.get(PAGE_PARAM));
    const result = await readOrNull(() => resolve(TOKENS.ListNotices).execute({ page }), 'the notices');
    return { faq: null, notices: result === null ? null : { page, result } };
  };
}

/** What the /faq/notices/{id} loader read (issue 13): the notice, or null when it could not be read (다시 시도). */
export type NoticeDetailPreload = ItemPreload<ReadNoticeResult>;

/** The route loader of /faq/notices/{id}: the notice with its 이전 글 / 다음 글. */
export const noticeDetailLoader = itemLoader((resolve, id) => resolve(TOKENS.ReadNotice).execute({ id }), 'the notice');

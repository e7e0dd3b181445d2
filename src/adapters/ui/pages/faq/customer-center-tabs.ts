import { CENTER_TEXT } from './customer-center-text';

/** The customer center's sections; all but 고객의 소리 are tabs of /faq chosen by `?tab=` (links can open one). */
export type CenterTab = 'faq' | 'notices' | 'inquiry' | 'voice';

export const CENTER_PATH = '/faq';
export const VOICE_PATH = '/faq/voice';
export const TAB_PARAM = 'tab';
export const PAGE_PARAM = 'page';
/** The FAQ's search words (ours): sent by the search form when it is submitted before the page's scripts run. */
export const FAQ_SEARCH_PARAM = 'q';

const TAB_HREFS: Readonly<Record<CenterTab, string>> = {
  faq: CENTER_PATH,
  notices: `${CENTER_PATH}?${TAB_PARAM}=notices`,
  inquiry: `${CENTER_PATH}?${TAB_PARAM}=inquiry`,
  voice: VOICE_PATH,
};

export interface CenterTabLink {
  readonly tab: CenterTab;
  readonly label: string;
  readonly href: string;
}

export const CENTER_TABS: readonly CenterTabLink[] = [
  { tab: 'faq', label: CENTER_TEXT.faq, href: TAB_HREFS.faq },
  { tab: 'notices', label: CENTER_TEXT.notices, href: TAB_HREFS.notices },
  { tab: 'inquiry', label: CENTER_TEXT.inquiry, href: TAB_HREFS.inquiry },
  { tab: 'voice', label: CENTER_TEXT.voice, href: TAB_HREFS.voice },
];

/** The tab of /faq named by `?tab=`; anything else (or nothing) is 자주 묻는 질문. */
export function centerTabOf(param: string | null): Exclude<CenterTab, 'voice'> {
  return param === 'notices' || param === 'inquiry' ? param : 'faq';
}

/** The notice board link for a page (page 1 has no `page` parameter). */
export function noticesHref(page = 1): string {
  return page > 1 ? `${TAB_HREFS.notices}&${PAGE_PARAM}=${page}` : TAB_HREFS.notices;
}

/** Where the 1:1 문의 tab sends the customer: the inquiry form of spec §2 route /mypage/inquiry. */
export const INQUIRY_PATH = '/mypage/inquiry';

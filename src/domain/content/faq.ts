/** What the FAQ rules read of an entry (the ContentFeed's FaqEntry has these and an id). */
export interface FaqText {
  readonly category: string;
  readonly question: string;
  readonly answer: string;
}

/** The first category tab of the customer center: every entry (ours; the spec shows the screen, not its tabs). */
export const FAQ_ALL_CATEGORY = '전체';

export interface FaqFilter {
  /** A category of the entries, or FAQ_ALL_CATEGORY. */
  readonly category: string;
  /** What the customer typed; blank means no search. */
  readonly query: string;
}

/** Case-folded NFC text (decomposed Hangul typed on some keyboards compares equal to composed syllables). */
function folded(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('ko-KR');
}

/**
 * The words of a search: the query split on whitespace, case-folded. Each word must be found for an entry to match,
 * so "주문 취소" finds "주문을 취소하고 싶어요".
 */
export function faqSearchTerms(query: string): readonly string[] {
  return folded(query)
    .split(/\s+/u)
    .filter((term) => term !== '');
}

/**
 * FAQ search (ours): every word of the query appears in the question or the answer, case-insensitively, with
 * whitespace ignored inside the entry, because Korean spacing varies ("포장주문" finds "포장 주문"). A blank query
 * matches every entry.
 */
export function matchesFaq(entry: FaqText, query: string): boolean {
  const terms = faqSearchTerms(query);
  if (terms.length === 0) return true;
  // The separator keeps a word from matching across the question's end and the answer's start.
  const haystack = `${folded(entry.question).replace(/\s+/gu, '')}\u0000${folded(entry.answer).replace(/\s+/gu, '')}`;
  return terms.every((term) => haystack.includes(term));
}

/** The category tabs: 전체 first, then each category once, in the order the entries first name it. */
export function faqCategories(entries: readonly FaqText[]): readonly string[] {
  return [FAQ_ALL_CATEGORY, ...new Set(entries.map((entry) => entry.category))];
}

/** The entries of the chosen category (전체: all) that match the search, in the franchise's order. */
export function filterFaq<T extends FaqText>(entries: readonly T[], filter: FaqFilter): readonly T[] {
  return entries.filter(
    (entry) =>
      (filter.category === FAQ_ALL_CATEGORY || entry.category === filter.category) && matchesFaq(entry, filter.query),
  );
}

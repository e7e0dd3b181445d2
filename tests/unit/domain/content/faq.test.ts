import { describe, expect, it } from 'vitest';
import {
  FAQ_ALL_CATEGORY,
  faqCategories,
  faqSearchTerms,
  filterFaq,
  matchesFaq,
} from '../../../../src/domain/content/faq';

const entry = (id: number, category: string, question: string, answer: string) => ({ id, category, question, answer });

const FAQ = [
  entry(1, '주문/결제', '주문을 취소하고 싶어요.', '주문 이력에서 직접 취소할 수 있습니다.'),
  entry(2, '배달', '포장 주문은 어떻게 하나요?', '주문 방법에서 포장을 선택하세요.'),
  entry(3, '쿠폰/포인트', 'E-쿠폰은 어디서 등록하나요?', '쿠폰북에서 쿠폰번호를 입력해주세요.'),
  entry(4, '배달', '배달은 얼마나 걸리나요?', '평균 40~60분이 걸립니다.'),
];

describe('FAQ search', () => {
  it('finds a word in the question or in the answer only', () => {
    expect(matchesFaq(FAQ[0]!, '취소')).toBe(true);
    expect(matchesFaq(FAQ[3]!, '40~60분')).toBe(true);
    expect(matchesFaq(FAQ[3]!, '취소')).toBe(false);
  });

  it('ignores case', () => {
    expect(matchesFaq(FAQ[2]!, 'e-쿠폰')).toBe(true);
    expect(matchesFaq(FAQ[2]!, 'E-쿠폰')).toBe(true);
  });

  it('ignores spacing inside the entry: "포장주문" finds "포장 주문"', () => {
    expect(matchesFaq(FAQ[1]!, '포장주문')).toBe(true);
    expect(matchesFaq(FAQ[1]!, '  포장   주문 ')).toBe(true);
  });

  it('needs every word of the query, each anywhere: "주문 취소" finds "주문을 취소하고"', () => {
    expect(matchesFaq(FAQ[0]!, '주문 취소')).toBe(true);
    expect(matchesFaq(FAQ[0]!, '주문 포장')).toBe(false);
  });

  it('compares decomposed Hangul (NFD) with composed text', () => {
    expect(matchesFaq(FAQ[0]!, '취소'.normalize('NFD'))).toBe(true);
  });

  it('does not match a word split across the end of the question and the start of the answer', () => {
    const joined = entry(9, '기타', '무엇이 치', '킨인가요');
    expect(matchesFaq(joined, '치킨')).toBe(false);
  });

  it('a blank query matches everything; terms are the folded words', () => {
    expect(FAQ.every((e) => matchesFaq(e, '   '))).toBe(true);
    expect(faqSearchTerms('  Coupon   쿠폰 ')).toEqual(['coupon', '쿠폰']);
  });
});

describe('FAQ categories and filter', () => {
  it('tabs are 전체 then each category once in first-seen order', () => {
    expect(faqCategories(FAQ)).toEqual([FAQ_ALL_CATEGORY, '주문/결제', '배달', '쿠폰/포인트']);
    expect(faqCategories([])).toEqual(['전체']);
  });

  it('filters by category and query together, keeping the franchise order', () => {
    expect(filterFaq(FAQ, { category: '배달', query: '' }).map((e) => e.id)).toEqual([2, 4]);
    expect(filterFaq(FAQ, { category: '배달', query: '걸리' }).map((e) => e.id)).toEqual([4]);
    expect(filterFaq(FAQ, { category: FAQ_ALL_CATEGORY, query: '주문' }).map((e) => e.id)).toEqual([1, 2]);
    expect(filterFaq(FAQ, { category: '쿠폰/포인트', query: '배달' })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  isQnaAnswered,
  QNA_INITIALLY_EXPANDED,
  qnaCard,
  qnaStatusLabel,
  toggleQnaExpanded,
} from '../../../../src/domain/content/qna';
import type { InquiryQna } from '../../../../src/domain/content/types';

const waiting: InquiryQna = {
  content: '배달이 늦었어요',
  createdAt: '2024-05-01T12:00:00Z',
  adminAnswer: null,
  answeredAt: null,
};
const answered: InquiryQna = {
  ...waiting,
  adminAnswer: '불편을 드려 죄송합니다.',
  answeredAt: '2024-05-02T16:00:00Z',
};

describe('Q&A entries (spec §4)', () => {
  it('an entry with an admin answer is 답변완료, otherwise 답변대기', () => {
    expect(qnaStatusLabel(answered)).toBe('답변완료');
    expect(qnaStatusLabel(waiting)).toBe('답변대기');
  });

  it('an empty or blank answer counts as no answer', () => {
    expect(isQnaAnswered({ ...waiting, adminAnswer: '' })).toBe(false);
    expect(isQnaAnswered({ ...waiting, adminAnswer: '  ' })).toBe(false);
  });

  it('entries start collapsed', () => {
    expect(QNA_INITIALLY_EXPANDED).toBe(false);
  });

  it('a click toggles an answered entry open and closed', () => {
    const open = toggleQnaExpanded(QNA_INITIALLY_EXPANDED, answered);
    expect(open).toBe(true);
    expect(toggleQnaExpanded(open, answered)).toBe(false);
  });

  it('a click on a waiting entry keeps it collapsed', () => {
    expect(toggleQnaExpanded(false, waiting)).toBe(false);
    expect(toggleQnaExpanded(true, waiting)).toBe(false);
  });

  it('an answered card shows the answer and both dates on the Seoul calendar', () => {
    expect(qnaCard(answered)).toEqual({
      answered: true,
      statusLabel: '답변완료',
      content: '배달이 늦었어요',
      createdDate: '2024.05.01',
      answer: { text: '불편을 드려 죄송합니다.', answeredDate: '2024.05.03' },
      expandable: true,
    });
  });

  it('an answered card without an answer time shows no answer date', () => {
    expect(qnaCard({ ...answered, answeredAt: null }).answer).toEqual({
      text: '불편을 드려 죄송합니다.',
      answeredDate: null,
    });
  });

  it('a waiting card has no answer and cannot expand', () => {
    expect(qnaCard(waiting)).toMatchObject({
      answered: false,
      statusLabel: '답변대기',
      answer: null,
      expandable: false,
    });
  });
});

import { formatSeoulDate } from '../money/calendar';
import type { InquiryQna } from './types';

/** Spec §4 Q&A status labels, copied exactly. */
export const QNA_ANSWERED_LABEL = '답변완료';
export const QNA_WAITING_LABEL = '답변대기';

/** Spec §4: entries start collapsed. */
export const QNA_INITIALLY_EXPANDED = false;

/** Spec §4: answered when an admin answer exists; an empty or blank answer counts as none. */
export function isQnaAnswered(entry: InquiryQna): entry is InquiryQna & { readonly adminAnswer: string } {
  return entry.adminAnswer !== null && entry.adminAnswer.trim() !== '';
}

/** 답변완료 for answered entries, else 답변대기. */
export function qnaStatusLabel(entry: InquiryQna): string {
  return isQnaAnswered(entry) ? QNA_ANSWERED_LABEL : QNA_WAITING_LABEL;
}

/** Spec §4: a click expands or collapses an answered entry; a waiting entry never expands. */
export function toggleQnaExpanded(expanded: boolean, entry: InquiryQna): boolean {
  return isQnaAnswered(entry) ? !expanded : false;
}

export interface QnaCard {
  readonly answered: boolean;
  readonly statusLabel: string;
  readonly content: string;
  /** YYYY.MM.DD, Asia/Seoul. */
  readonly createdDate: string;
  /** The answer and its date, only for answered entries (answeredDate null when the server gave no time). */
  readonly answer: { readonly text: string; readonly answeredDate: string | null } | null;
  /** Whether a click toggles the card. */
  readonly expandable: boolean;
}

/** What a Q&A card shows (spec §2/§4). */
export function qnaCard(entry: InquiryQna): QnaCard {
  const answer = isQnaAnswered(entry)
    ? {
        text: entry.adminAnswer,
        answeredDate: entry.answeredAt === null ? null : formatSeoulDate(entry.answeredAt),
      }
    : null;
  const answered = answer !== null;
  return {
    answered,
    statusLabel: qnaStatusLabel(entry),
    content: entry.content,
    createdDate: formatSeoulDate(entry.createdAt),
    answer,
    expandable: answered,
  };
}

import type { ContentFeed, QnaEntry } from '../ports/content-feed';

export type ListMyInquiriesResult = {
  readonly kind: 'list';
  /** Newest first (spec §7 /content/qna answers them so; a new inquiry is the first). */
  readonly inquiries: readonly QnaEntry[];
};

/**
 * Spec §2 /mypage/inquiry: the customer's own 1:1 inquiries (a member's, or a phone-confirmed guest's), each
 * answered (답변완료) or waiting (답변대기). No session: SessionRequiredError; outages throw.
 */
export class ListMyInquiries {
  constructor(private readonly content: Pick<ContentFeed, 'qna'>) {}

  async execute(): Promise<ListMyInquiriesResult> {
    return { kind: 'list', inquiries: await this.content.qna() };
  }
}

import type { Bind } from 'inversify';
import { ListMyInquiries } from '../application/use-cases/list-my-inquiries';
import { SubmitInquiry } from '../application/use-cases/submit-inquiry';
import { TOKENS } from '../tokens';
import { provide } from './provide';

/** 나의 문의 (issue 11): the customer's inquiries and the inquiry form. Stateless, per request. */
export function bindInquiryUseCases(bind: Bind): void {
  provide(bind, TOKENS.ListMyInquiries, (get) => new ListMyInquiries(get(TOKENS.ContentFeed)));
  provide(bind, TOKENS.SubmitInquiry, (get) => new SubmitInquiry(get(TOKENS.InquiryDesk)));
}

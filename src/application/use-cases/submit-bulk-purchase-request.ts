import {
  type BulkOrderField,
  type BulkOrderForm,
  toBulkOrderSubmission,
  validateBulkOrder,
} from '../../domain/validation/bulk-order';
import type { FieldErrors } from '../../domain/validation/field-errors';
import type { BulkPurchaseDesk, BulkPurchaseRequest } from '../ports/bulk-purchase-desk';
import type { Clock } from '../ports/clock';

export interface SubmitBulkPurchaseRequestInput {
  readonly form: BulkOrderForm;
}

export type SubmitBulkPurchaseRequestResult =
  /** The form breaks a rule: nothing was sent; each field in error with its Korean message. */
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<BulkOrderField> }
  | { readonly kind: 'submitted'; readonly request: BulkPurchaseRequest }
  /** The backend refused a field the form accepted (the date turned too soon at midnight, a branch closed). */
  | { readonly kind: 'rejected'; readonly field: BulkOrderField | 'branchId' | null; readonly message: string };

/**
 * Files a 대량 구매 (단체 주문) request: the form is checked with the domain rules on the clock's "today" (Seoul) before
 * anything is sent, then the backend stores it and answers the stored request. Needs a session (member or guest:
 * the screen makes sure one exists first); outages throw.
 */
export class SubmitBulkPurchaseRequest {
  constructor(
    private readonly desk: Pick<BulkPurchaseDesk, 'submit'>,
    private readonly clock: Clock,
  ) {}

  async execute(input: SubmitBulkPurchaseRequestInput): Promise<SubmitBulkPurchaseRequestResult> {
    const now = this.clock.now();
    const submission = toBulkOrderSubmission(input.form, now);
    if (submission === null) return { kind: 'invalid', errors: validateBulkOrder(input.form, now).errors };
    const result = await this.desk.submit(submission);
    return result.kind === 'submitted' ? { kind: 'submitted', request: result.request } : result;
  }
}

import type { BulkOrderField, BulkOrderSubmission, BulkPurchaseStatus } from '../../domain/validation/bulk-order';

/** A filed 대량 구매 (단체 주문) request as the customer reads it back; createdAt an ISO-8601 instant. */
export interface BulkPurchaseRequest extends Omit<BulkOrderSubmission, 'branchId'> {
  readonly id: number;
  readonly branchId: number | null;
  /** The chosen branch's name (null when none was chosen, or it has since closed). */
  readonly branchName: string | null;
  readonly status: BulkPurchaseStatus;
  readonly createdAt: string;
}

export type BulkPurchaseSubmitResult =
  | { readonly kind: 'submitted'; readonly request: BulkPurchaseRequest }
  /** A field the backend refused (400 naming it), with its Korean message; `field` is 'branchId' for a lost branch. */
  | { readonly kind: 'rejected'; readonly field: BulkOrderField | 'branchId' | null; readonly message: string };

/**
 * The customer's 대량 구매 requests. Every call needs a session (member or guest; else SessionRequiredError); a
 * request that is not the customer's reads null exactly like a missing one. Outages throw.
 */
export interface BulkPurchaseDesk {
  submit(submission: BulkOrderSubmission): Promise<BulkPurchaseSubmitResult>;
  /** Newest first. */
  list(): Promise<readonly BulkPurchaseRequest[]>;
  request(id: number): Promise<BulkPurchaseRequest | null>;
}

import type { AxiosInstance } from 'axios';
import type {
  BulkPurchaseDesk,
  BulkPurchaseRequest,
  BulkPurchaseSubmitResult,
} from '../../application/ports/bulk-purchase-desk';
import { bulkPurchaseEndpoints, bulkPurchaseListSchema, bulkPurchaseRequestSchema } from '../../contract/bulk-purchase';
import type { BulkOrderField, BulkOrderSubmission } from '../../domain/validation/bulk-order';
import { isHttpStatus } from './http-error';
import { callEndpoint, nullIfNotFound } from './wire';

const FIELDS: readonly string[] = [
  'name',
  'phoneNumber',
  'organisation',
  'desiredDate',
  'quantity',
  'message',
  'branchId',
] satisfies readonly (BulkOrderField | 'branchId')[];

/** The form field a 400 names ('desiredDate', or 'body.desiredDate' from a schema refusal), null when none. */
function fieldOf(named: string | null): BulkOrderField | 'branchId' | null {
  const last =
    named
      ?.split(/[./]/)
      .filter((part) => part !== '' && part !== 'body')
      .pop() ?? null;
  return last !== null && FIELDS.includes(last) ? (last as BulkOrderField | 'branchId') : null;
}

/** BulkPurchaseDesk over /api/delivery/bulk-purchase: a 400 is `rejected` with the server's Korean message. */
export class AxiosBulkPurchaseDesk implements BulkPurchaseDesk {
  constructor(private readonly http: AxiosInstance) {}

  async submit(submission: BulkOrderSubmission): Promise<BulkPurchaseSubmitResult> {
    try {
      const request = await callEndpoint(this.http, bulkPurchaseEndpoints.submit, bulkPurchaseRequestSchema, {
        body: { ...submission },
      });
      return { kind: 'submitted', request };
    } catch (error) {
      if (isHttpStatus(error, 400)) return { kind: 'rejected', field: fieldOf(error.field), message: error.message };
      throw error;
    }
  }

  async list(): Promise<readonly BulkPurchaseRequest[]> {
    return callEndpoint(this.http, bulkPurchaseEndpoints.list, bulkPurchaseListSchema);
  }

  async request(id: number): Promise<BulkPurchaseRequest | null> {
    return nullIfNotFound(() =>
      callEndpoint(this.http, bulkPurchaseEndpoints.get, bulkPurchaseRequestSchema, { path: { id } }),
    );
  }
}

import { and, desc, eq } from 'drizzle-orm';
import type { BulkPurchaseRequestWire } from '../../../src/contract/bulk-purchase';
import {
  type BulkOrderField,
  type BulkOrderSubmission,
  bulkOrderSubmissionProblem,
} from '../../../src/domain/validation/bulk-order';
import type { Database } from '../../db/database';
import { branches, bulkPurchaseRequests } from '../../db/schema';
import { branchExists } from '../stores/branch-exists';

export type SubmitBulkPurchaseResult =
  | { readonly kind: 'created'; readonly request: BulkPurchaseRequestWire }
  | { readonly kind: 'unknown-branch' }
  /** A rule of src/domain/validation/bulk-order the schema cannot judge alone (the date against today, Seoul). */
  | { readonly kind: 'invalid'; readonly field: BulkOrderField; readonly message: string };

const requestColumns = {
  id: bulkPurchaseRequests.id,
  name: bulkPurchaseRequests.name,
  phone: bulkPurchaseRequests.phone,
  organisation: bulkPurchaseRequests.organisation,
  desiredDate: bulkPurchaseRequests.desiredDate,
  quantity: bulkPurchaseRequests.quantity,
  branchId: bulkPurchaseRequests.branchId,
  branchName: branches.familyName,
  message: bulkPurchaseRequests.message,
  status: bulkPurchaseRequests.status,
  createdAt: bulkPurchaseRequests.createdAt,
};

interface RequestRow {
  readonly id: number;
  readonly name: string;
  readonly phone: string;
  readonly organisation: string;
  readonly desiredDate: string;
  readonly quantity: number;
  readonly branchId: number | null;
  readonly branchName: string | null;
  readonly message: string;
  readonly status: BulkPurchaseRequestWire['status'];
  readonly createdAt: Date;
}

/**
 * 대량 구매 (단체 주문) requests of an owner (member or guest session). Every read is scoped to the owner: another
 * owner's request is "not found" (null), exactly like a missing one. New requests start RECEIVED.
 */
export class BulkPurchaseDesk {
  constructor(private readonly db: Database) {}

  async submit(ownerId: string, submission: BulkOrderSubmission, now: Date): Promise<SubmitBulkPurchaseResult> {
    const problem = bulkOrderSubmissionProblem(submission, now);
    if (problem !== null) return { kind: 'invalid', ...problem };
    return this.db.transaction(async (tx) => {
      if (submission.branchId !== null && !(await branchExists(tx, submission.branchId)))
        return { kind: 'unknown-branch' };
      const [created] = await tx
        .insert(bulkPurchaseRequests)
        .values({
          ownerId,
          name: submission.name,
          phone: submission.phoneNumber,
          organisation: submission.organisation,
          desiredDate: submission.desiredDate,
          quantity: submission.quantity,
          branchId: submission.branchId,
          message: submission.message,
          createdAt: now,
        })
        .returning({ id: bulkPurchaseRequests.id });
      if (created === undefined) throw new Error('bulk purchase request was not stored');
      const [row] = await tx
        .select(requestColumns)
        .from(bulkPurchaseRequests)
        .leftJoin(branches, eq(branches.id, bulkPurchaseRequests.branchId))
        .where(eq(bulkPurchaseRequests.id, created.id));
      if (row === undefined) throw new Error('bulk purchase request vanished');
      return { kind: 'created', request: wireOf(row) };
    });
  }

  /** The owner's requests, newest first (ties by id, newest first). */
  async list(ownerId: string): Promise<BulkPurchaseRequestWire[]> {
    const rows = await this.db
      .select(requestColumns)
      .from(bulkPurchaseRequests)
      .leftJoin(branches, eq(branches.id, bulkPurchaseRequests.branchId))
      .where(eq(bulkPurchaseRequests.ownerId, ownerId))
      .orderBy(desc(bulkPurchaseRequests.createdAt), desc(bulkPurchaseRequests.id));
    return rows.map(wireOf);
  }

  async get(ownerId: string, id: number): Promise<BulkPurchaseRequestWire | null> {
    const [row] = await this.db
      .select(requestColumns)
      .from(bulkPurchaseRequests)
      .leftJoin(branches, eq(branches.id, bulkPurchaseRequests.branchId))
      .where(and(eq(bulkPurchaseRequests.id, id), eq(bulkPurchaseRequests.ownerId, ownerId)));
    return row === undefined ? null : wireOf(row);
  }
}

function wireOf(row: RequestRow): BulkPurchaseRequestWire {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phone,
    organisation: row.organisation,
    desiredDate: row.desiredDate,
    quantity: row.quantity,
    branchId: row.branchId,
    branchName: row.branchName,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

import type {
  BulkPurchaseDesk,
  BulkPurchaseRequest,
  BulkPurchaseSubmitResult,
} from '../../application/ports/bulk-purchase-desk';
import { type BulkOrderSubmission, bulkOrderSubmissionProblem } from '../../domain/validation/bulk-order';
import type { MemoryBackend } from './memory-backend';

/** The server's message for a chosen branch that does not exist (server/routes/mypage-content.ts). */
export const UNKNOWN_BRANCH_MESSAGE = '선택한 매장을 찾을 수 없습니다. 매장을 다시 선택해주세요.';

/**
 * 대량 구매 requests kept per owner in the memory backend, refused as the server refuses them (the domain's rules on
 * the backend clock, an unknown branch); another owner's request reads null.
 */
export class InMemoryBulkPurchaseDesk implements BulkPurchaseDesk {
  constructor(private readonly backend: MemoryBackend) {}

  async submit(submission: BulkOrderSubmission): Promise<BulkPurchaseSubmitResult> {
    const owner = this.backend.requireOwner();
    const problem = bulkOrderSubmissionProblem(submission, this.backend.clock.now());
    if (problem !== null) return { kind: 'rejected', ...problem };
    const branch = submission.branchId === null ? null : this.backend.branch(submission.branchId);
    if (branch === undefined) return { kind: 'rejected', field: 'branchId', message: UNKNOWN_BRANCH_MESSAGE };
    const request: BulkPurchaseRequest = {
      id: this.backend.nextId(),
      name: submission.name.trim(),
      phoneNumber: submission.phoneNumber,
      organisation: submission.organisation.trim(),
      desiredDate: submission.desiredDate,
      quantity: submission.quantity,
      branchId: submission.branchId,
      branchName: branch === null ? null : branch.familyName,
      message: submission.message.trim(),
      status: 'RECEIVED',
      createdAt: this.backend.nowIso(),
    };
    owner.bulkPurchases = [...owner.bulkPurchases, request];
    return { kind: 'submitted', request };
  }

  async list(): Promise<readonly BulkPurchaseRequest[]> {
    return [...this.backend.requireOwner().bulkPurchases].reverse();
  }

  async request(id: number): Promise<BulkPurchaseRequest | null> {
    return this.backend.requireOwner().bulkPurchases.find((r) => r.id === id) ?? null;
  }
}

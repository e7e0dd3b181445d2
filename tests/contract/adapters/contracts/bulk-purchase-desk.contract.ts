import { beforeEach, describe, expect, it } from 'vitest';
import type {
  BulkPurchaseDesk,
  BulkPurchaseRequest,
  BulkPurchaseSubmitResult,
} from '../../../../src/application/ports/bulk-purchase-desk';
import type { StoreLocator } from '../../../../src/application/ports/store-locator';
import { DEFAULT_MAP_CENTRE } from '../../../../src/domain/shared/geo';
import type { BulkOrderSubmission } from '../../../../src/domain/validation/bulk-order';
import { expectKoreanMessage, UNKNOWN_ID } from './discovery';

export interface BulkPurchaseDeskSubject {
  /** The desk as a new customer sees it. */
  readonly bulkPurchases: BulkPurchaseDesk;
  /** The desk as another new customer of the same backend sees it. */
  readonly otherBulkPurchases: BulkPurchaseDesk;
  readonly stores: StoreLocator;
}

/**
 * Dates valid on every backend: the memory clock stands at 2026-11-20 and the contract server's starts at
 * 2026-11-21 (Seoul), so 2026-12-15 is inside "two days from today up to 60 days" on both, 2026-11-21 is too soon
 * and 2027-06-01 too far on both.
 */
const VALID_DATE = '2026-12-15';
const TOO_SOON = '2026-11-21';
const TOO_FAR = '2027-06-01';

const SUBMISSION: BulkOrderSubmission = {
  name: '  김단체 ',
  phoneNumber: '01012345678',
  organisation: ' 치킨초등학교 운영위원회 ',
  desiredDate: VALID_DATE,
  quantity: 120,
  branchId: null,
  message: '  오후 5시에 학교 정문에서 받겠습니다. ',
};

function requestOf(result: BulkPurchaseSubmitResult): BulkPurchaseRequest {
  if (result.kind !== 'submitted') throw new Error(`expected the request to be filed, got ${JSON.stringify(result)}`);
  return result.request;
}

/** The BulkPurchaseDesk port's contract (대량 구매 requests, ours), for any adapter of it. */
export function describeBulkPurchaseDeskContract(
  name: string,
  makeSubject: () => Promise<BulkPurchaseDeskSubject>,
): void {
  describe(`BulkPurchaseDesk contract: ${name}`, () => {
    let desk: BulkPurchaseDesk;
    let other: BulkPurchaseDesk;
    let stores: StoreLocator;
    beforeEach(async () => {
      ({ bulkPurchases: desk, otherBulkPurchases: other, stores } = await makeSubject());
    });

    it('a new customer has filed nothing; an unknown request is null', async () => {
      expect(await desk.list()).toEqual([]);
      expect(await desk.request(UNKNOWN_ID)).toBeNull();
    });

    it('a filed request reads back as stored: texts trimmed, RECEIVED, the chosen branch named', async () => {
      const first = requestOf(await desk.submit(SUBMISSION));
      expect(first).toMatchObject({
        name: '김단체',
        phoneNumber: '01012345678',
        organisation: '치킨초등학교 운영위원회',
        desiredDate: VALID_DATE,
        quantity: 120,
        branchId: null,
        branchName: null,
        message: '오후 5시에 학교 정문에서 받겠습니다.',
        status: 'RECEIVED',
      });
      expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false);
      const [branch] = await stores.takeout(DEFAULT_MAP_CENTRE);
      if (branch === undefined) throw new Error('no branch near the map centre');
      const second = requestOf(
        await desk.submit({ ...SUBMISSION, branchId: branch.branchId, quantity: 20, message: '' }),
      );
      expect(second).toMatchObject({ branchId: branch.branchId, branchName: branch.familyName, quantity: 20 });
      expect((await desk.list()).map((r) => r.id)).toEqual([second.id, first.id]);
      expect(await desk.request(first.id)).toEqual(first);
    });

    it.each([
      ['desiredDate', { desiredDate: TOO_SOON }],
      ['desiredDate', { desiredDate: TOO_FAR }],
      ['quantity', { quantity: 19 }],
      ['quantity', { quantity: 1001 }],
      ['organisation', { organisation: '   ' }],
      ['name', { name: '' }],
      ['phoneNumber', { phoneNumber: '010-1234-5678' }],
      ['message', { message: '가'.repeat(1001) }],
      ['branchId', { branchId: UNKNOWN_ID }],
    ] as const)('refuses a bad %s with a Korean message naming it, storing nothing', async (field, change) => {
      const result = await desk.submit({ ...SUBMISSION, ...change });
      expect(result).toMatchObject({ kind: 'rejected', field });
      if (result.kind === 'rejected') expectKoreanMessage(result.message);
      expect(await desk.list()).toEqual([]);
    });

    it("another customer never sees this customer's requests (not found)", async () => {
      const mine = requestOf(await desk.submit(SUBMISSION));
      expect(await other.list()).toEqual([]);
      expect(await other.request(mine.id)).toBeNull();
      const theirs = requestOf(await other.submit({ ...SUBMISSION, organisation: '다른 단체' }));
      expect(await desk.request(theirs.id)).toBeNull();
      expect(await desk.list()).toEqual([mine]);
    });
  });
}

import { beforeEach, describe, expect, it } from 'vitest';
import { franchiseFixtures, MEMORY_START_MS } from '../../../src/adapters/memory/fixtures';
import { InMemoryBulkPurchaseDesk } from '../../../src/adapters/memory/in-memory-bulk-purchase-desk';
import { InMemoryContentFeed } from '../../../src/adapters/memory/in-memory-content-feed';
import { ManualClock } from '../../../src/adapters/memory/local/manual-clock';
import { MemoryBackend } from '../../../src/adapters/memory/memory-backend';
import type { ContentFeed } from '../../../src/application/ports/content-feed';
import { SessionRequiredError } from '../../../src/application/ports/session-required-error';
import { ListMyBulkPurchaseRequests } from '../../../src/application/use-cases/list-my-bulk-purchase-requests';
import { ReadContentPage } from '../../../src/application/use-cases/read-content-page';
import { SubmitBulkPurchaseRequest } from '../../../src/application/use-cases/submit-bulk-purchase-request';
import { BULK_ORDER_MESSAGES, type BulkOrderForm } from '../../../src/domain/validation/bulk-order';

/** The memory clock stands at 2026-11-20 12:00 Seoul: the earliest bulk date is 2026-11-22. */
const FORM: BulkOrderForm = {
  name: '김단체',
  phoneNumber: '01012345678',
  organisation: '치킨초등학교',
  desiredDate: '2026-11-22',
  quantity: '150',
  branchId: null,
  message: ' 정문 앞 수령 ',
};

function world() {
  const clock = new ManualClock(MEMORY_START_MS);
  const backend = new MemoryBackend(franchiseFixtures, clock);
  const desk = new InMemoryBulkPurchaseDesk(backend);
  /** Signs a new guest in (a session of its own), as the page does before the first request. */
  const signInGuest = (n: number) => {
    backend.ownerFor(`guest-${n}`, 'guest', '01012345678');
    backend.accessTokens.set(`token-${n}`, {
      ownerId: `guest-${n}`,
      type: 'guest',
      family: n,
      expiresAtMs: Number.POSITIVE_INFINITY,
      rotated: false,
    });
    backend.current = { accessToken: `token-${n}`, refreshToken: null };
  };
  return {
    clock,
    backend,
    signInGuest,
    submit: new SubmitBulkPurchaseRequest(desk, clock),
    list: new ListMyBulkPurchaseRequests(desk),
    read: new ReadContentPage(new InMemoryContentFeed(backend)),
  };
}

describe('ReadContentPage', () => {
  it('reads the guide by slug, headed sections in order', async () => {
    const result = await world().read.execute({ slug: 'guide' });
    expect(result.kind).toBe('found');
    if (result.kind !== 'found') return;
    expect(result.page.title).toBe('이용 안내');
    expect(result.page.sections.map((s) => s.heading)).toContain('주문 방법');
  });

  it('an unknown slug is not-found; a malformed one is not-found without asking the backend', async () => {
    expect(await world().read.execute({ slug: 'nothing-here' })).toEqual({ kind: 'not-found' });
    const asked: string[] = [];
    const feed: Pick<ContentFeed, 'page'> = {
      page: async (slug) => {
        asked.push(slug);
        return null;
      },
    };
    expect(await new ReadContentPage(feed).execute({ slug: '../admin' })).toEqual({ kind: 'not-found' });
    expect(await new ReadContentPage(feed).execute({ slug: 'Guide' })).toEqual({ kind: 'not-found' });
    expect(asked).toEqual([]);
  });
});

describe('SubmitBulkPurchaseRequest and ListMyBulkPurchaseRequests', () => {
  let w: ReturnType<typeof world>;
  beforeEach(() => {
    w = world();
    w.signInGuest(1);
  });

  it('a guest files a request and finds it at the top of their list, received', async () => {
    const result = await w.submit.execute({ form: FORM });
    expect(result.kind).toBe('submitted');
    if (result.kind !== 'submitted') return;
    expect(result.request).toMatchObject({ organisation: '치킨초등학교', quantity: 150, message: '정문 앞 수령' });
    expect(result.request.status).toBe('RECEIVED');
    await w.submit.execute({ form: { ...FORM, organisation: '치킨중학교' } });
    const listed = await w.list.execute();
    expect(listed.requests.map((r) => r.organisation)).toEqual(['치킨중학교', '치킨초등학교']);
  });

  it('an invalid form sends nothing and names each field in Korean', async () => {
    const result = await w.submit.execute({ form: { ...FORM, quantity: '10', desiredDate: '2026-11-21' } });
    expect(result).toEqual({
      kind: 'invalid',
      errors: { quantity: BULK_ORDER_MESSAGES.quantityInvalid, desiredDate: BULK_ORDER_MESSAGES.dateTooSoon },
    });
    expect((await w.list.execute()).requests).toEqual([]);
  });

  it('the date is judged on the clock: valid yesterday, too soon after midnight', async () => {
    w.clock.advance(12 * 3_600_000);
    const result = await w.submit.execute({ form: FORM });
    expect(result).toMatchObject({ kind: 'invalid', errors: { desiredDate: BULK_ORDER_MESSAGES.dateTooSoon } });
  });

  it('a branch the backend does not know is rejected naming branchId', async () => {
    const result = await w.submit.execute({ form: { ...FORM, branchId: 999_999 } });
    expect(result).toMatchObject({ kind: 'rejected', field: 'branchId' });
  });

  it("another guest's list does not show this guest's requests", async () => {
    await w.submit.execute({ form: FORM });
    w.signInGuest(2);
    expect((await w.list.execute()).requests).toEqual([]);
  });

  it('without a session the desk refuses (the screen makes a guest session first)', async () => {
    w.backend.current = null;
    await expect(w.submit.execute({ form: FORM })).rejects.toBeInstanceOf(SessionRequiredError);
  });
});

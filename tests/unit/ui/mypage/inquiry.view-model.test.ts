import { describe, expect, it, vi } from 'vitest';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { InquiryFormViewModel } from '../../../../src/adapters/ui/pages/mypage/inquiry/inquiry-form.view-model';
import type {
  PickedFile,
  PreviewUrls,
} from '../../../../src/adapters/ui/pages/mypage/inquiry/inquiry-images.view-model';
import { mypageInquiryLoader } from '../../../../src/adapters/ui/pages/mypage/inquiry/mypage-inquiry.loader';
import { MypageInquiryViewModel } from '../../../../src/adapters/ui/pages/mypage/inquiry/mypage-inquiry.view-model';
import type { ContentFeed, QnaEntry } from '../../../../src/application/ports/content-feed';
import { ListMyInquiries } from '../../../../src/application/use-cases/list-my-inquiries';
import { SearchStoresByName } from '../../../../src/application/use-cases/search-stores-by-name';
import { SubmitInquiry } from '../../../../src/application/use-cases/submit-inquiry';
import { TOKENS } from '../../../../src/composition-root';
import { memoryWorld } from '../../application/memory-world';
import { memoryServices, replacing } from '../support/app-harness';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A chosen file as the browser hands it over: `slice` reads only the head, as the form does. */
function file(name: string, bytes: number[], type = 'image/png', size = bytes.length): PickedFile & { sliced: number } {
  const data = new Uint8Array(bytes);
  const picked = {
    name,
    size,
    type,
    sliced: 0,
    slice(start: number, end: number) {
      picked.sliced = end - start;
      return { arrayBuffer: async () => data.slice(start, end).buffer };
    },
    arrayBuffer: async () => data.slice().buffer,
  };
  return picked;
}
const png = (name = 'photo.png') => file(name, [...PNG_HEAD, 1, 2, 3]);

function recordingPreviews() {
  const live = new Set<string>();
  let next = 0;
  const previews: PreviewUrls = {
    create: (picked) => {
      next += 1;
      const url = `blob:${picked.name}#${next}`;
      live.add(url);
      return url;
    },
    revoke: (url) => {
      live.delete(url);
    },
  };
  return { previews, live };
}

async function memberWorld() {
  const world = memoryWorld();
  await world.signInMember();
  return world;
}

function formOf(world: ReturnType<typeof memoryWorld>, onSubmitted = vi.fn()) {
  const { previews, live } = recordingPreviews();
  const form = new InquiryFormViewModel({
    submitInquiry: new SubmitInquiry(world.inquiries),
    searchStores: new SearchStoresByName(world.stores),
    previews,
    author: { name: '김치킨', phoneNumber: '010-1234-5678', readOnly: true },
    onSubmitted,
  });
  return { form, live, onSubmitted };
}

describe('the inquiry form images (spec §5: up to 3 jpg/png ≤ 2 MB, previews, remove)', () => {
  it('adds real images with previews, reading only their first bytes, and revokes a removed one', async () => {
    const { form, live } = formOf(await memberWorld());
    const first = png('a.png');
    await form.images.add([first, png('b.png')]);
    expect(first.sliced).toBe(8);
    expect(form.images.images.map((image) => image.file.name)).toEqual(['a.png', 'b.png']);
    expect(form.images.countLabel).toBe('2/3');
    expect(live.size).toBe(2);
    const removed = form.images.images[0];
    form.images.remove(removed?.id ?? -1);
    expect(live.has(removed?.previewUrl ?? '')).toBe(false);
    expect(form.images.images.map((image) => image.file.name)).toEqual(['b.png']);
  });

  it('refuses a renamed text file, one over 2 MB and a fourth image, in Korean, without adding them', async () => {
    const { form, live } = formOf(await memberWorld());
    await form.images.add([file('fake.png', [...new TextEncoder().encode('not an image')])]);
    expect(form.images.error).toBe('jpg, png 형식의 이미지만 첨부할 수 있습니다.');
    await form.images.add([file('big.png', PNG_HEAD, 'image/png', 2 * 1024 * 1024 + 1)]);
    expect(form.images.error).toBe('2MB 이하의 이미지만 첨부할 수 있습니다.');
    await form.images.add([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(form.images.error).toBe('이미지는 최대 3장까지 첨부할 수 있습니다.');
    expect(form.images.images).toHaveLength(3);
    expect(form.images.canAddMore).toBe(false);
    expect(live.size).toBe(3);
  });

  it('revokes every preview when the form goes away', async () => {
    const { form, live } = formOf(await memberWorld());
    await form.images.add([png('1.png'), png('2.png')]);
    form.dispose();
    expect(live.size).toBe(0);
  });
});

describe('the inquiry form fields', () => {
  it('counts the content live up to 1,000 and shows the title as sent, "[type] title"', async () => {
    const { form } = formOf(await memberWorld());
    expect(form.counterLabel).toBe('0 / 1,000');
    form.setContent('가'.repeat(1000));
    expect(form.counterLabel).toBe('1,000 / 1,000');
    expect(form.submittedTitle).toBeNull();
    form.setType('품목 미제공(치킨무 등)');
    form.setTitle('치킨무가 없어요');
    expect(form.submittedTitle).toBe('[품목 미제공(치킨무 등)] 치킨무가 없어요');
    form.setType('없는 유형');
    expect(form.type).toBeNull();
    expect(form.typeOptions).toHaveLength(10);
  });

  it("keeps a member's name and phone read-only, as digits", async () => {
    const { form } = formOf(await memberWorld());
    form.setName('다른 이름');
    form.setPhoneNumber('01099999999');
    expect([form.name, form.phoneNumber, form.authorReadOnly]).toEqual(['김치킨', '01012345678', true]);
  });

  it('shows every field error only after a try to send, and sends nothing then', async () => {
    const { form, onSubmitted } = formOf(await memberWorld());
    expect(form.errorOf('type')).toBeUndefined();
    await form.submit();
    expect(form.errorOf('type')).toBe('문의 유형을 선택해주세요.');
    expect(form.errorOf('title')).toBe('제목을 입력해주세요.');
    expect(form.errorOf('content')).toBe('문의 내용을 입력해주세요.');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('picks a branch in the branch-search view (name search, paged) and returns to the form with it', async () => {
    const { form } = formOf(await memberWorld());
    form.openBranchSearch();
    expect(form.view).toBe('branch-search');
    form.branchSearch.setQuery('  문정 ');
    await form.branchSearch.search();
    expect(form.branchSearch.status).toBe('found');
    const found = form.branchSearch.branches.map((store) => store.familyName);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((name) => name.includes('문정'))).toBe(true);
    const store = form.branchSearch.branches[0];
    if (store === undefined) throw new Error('no branch found');
    form.branchSearch.choose(store);
    expect(form.view).toBe('form');
    expect(form.branch).toEqual({ branchId: store.branchId, name: store.familyName, address: store.address });
    form.clearBranch();
    expect(form.branch).toBeNull();
  });
});

/**
 * The page's view-model over its route loader (mypage-inquiry.loader.ts) in a memory container with the UI module,
 * signed in as `visitor`: the first answer, then the loader run again whenever the page asks (`readAgain`), as the
 * router does. `get` may answer some use cases with others (replacing).
 */
async function inquiryPage(
  visitor: 'member' | 'guest',
  previews: PreviewUrls,
  listInquiries?: Pick<ListMyInquiries, 'execute'>,
) {
  const services = await memoryServices(visitor);
  const get = listInquiries === undefined ? services : replacing(services, TOKENS.ListMyInquiries, listInquiries);
  const load = mypageInquiryLoader(get);
  const root = get(UI_TOKENS.RootStore);
  const phones = get(UI_TOKENS.ConfirmedGuestPhones);
  const page: MypageInquiryViewModel = new MypageInquiryViewModel(
    {
      session: root.session,
      confirmPhone: (phoneNumber) => phones.confirmed(root.session.current, phoneNumber),
      readAgain: async () => page.present(await load()),
      submitInquiry: get(TOKENS.SubmitInquiry),
      searchStores: get(TOKENS.SearchStoresByName),
      previews,
    },
    await load(),
  );
  return page;
}

const waiting = (id: number, title: string): QnaEntry => ({
  id,
  title,
  content: `${title} 내용`,
  createdAt: '2026-11-20T03:00:00.000Z',
  adminAnswer: null,
  answeredAt: null,
});

describe('the 나의 문의 page', () => {
  it('a member files an inquiry with two images and a branch; it shows at the top as 답변대기', async () => {
    const { previews, live } = recordingPreviews();
    const page = await inquiryPage('member', previews);
    expect([page.view, page.listStatus, page.cards]).toEqual(['inquiries', 'loaded', []]);
    expect(page.title).toBe('나의 문의');
    page.openForm();
    const form = page.form;
    if (form === null) throw new Error('the form did not open');
    expect([form.name, form.phoneNumber, form.authorReadOnly]).toEqual(['김치킨', '01012345678', true]);
    form.setType('이물질');
    form.setTitle('튀김옷에 이물질');
    form.setContent('이물질이 나왔어요.');
    await form.images.add([png('1.png'), png('2.png')]);
    form.branchSearch.setQuery('문정');
    await form.branchSearch.search();
    const store = form.branchSearch.branches[0];
    if (store === undefined) throw new Error('no branch found');
    form.branchSearch.choose(store);
    await form.submit();
    expect(page.form).toBeNull();
    expect(live.size).toBe(0);
    expect(page.notice).toBe('문의가 접수됐습니다.');
    await vi.waitFor(() => expect(page.cards).toHaveLength(1));
    expect(page.cards[0]).toMatchObject({ title: '[이물질] 튀김옷에 이물질', expanded: false });
    expect(page.cards[0]?.card).toMatchObject({ statusLabel: '답변대기', expandable: false });
  });

  it('only an answered card opens and closes; cards start closed', async () => {
    const entries: QnaEntry[] = [
      { ...waiting(2, '[이물질] 답변 달린 문의'), adminAnswer: '죄송합니다.', answeredAt: '2026-11-21T03:00:00.000Z' },
      waiting(1, '[기타 불만] 기다리는 문의'),
    ];
    const feed: Pick<ContentFeed, 'qna'> = { qna: async () => entries };
    const page = await inquiryPage('member', recordingPreviews().previews, new ListMyInquiries(feed));
    expect(page.cards).toHaveLength(2);
    expect(page.cards.map((card) => [card.card.statusLabel, card.expanded])).toEqual([
      ['답변완료', false],
      ['답변대기', false],
    ]);
    page.toggle(2);
    page.toggle(1);
    expect(page.cards.map((card) => card.expanded)).toEqual([true, false]);
    page.toggle(2);
    expect(page.cards[0]?.expanded).toBe(false);
  });

  it('a guest confirms a phone first; then the list shows and the form has that phone to edit', async () => {
    const list = vi.fn(async () => ({ kind: 'list' as const, inquiries: [] }));
    const page = await inquiryPage('guest', recordingPreviews().previews, { execute: list });
    expect(page.view).toBe('guest-unconfirmed');
    expect(page.canOpenForm).toBe(false);
    expect(list).not.toHaveBeenCalled();
    await page.confirmed({ kind: 'recorded', phoneNumber: '01098765432' });
    expect([page.view, page.listStatus]).toEqual(['inquiries', 'loaded']);
    expect(list).toHaveBeenCalledTimes(1);
    expect(page.maskedPhone).toBe('010-****-5432');
    page.openForm();
    expect([page.form?.name, page.form?.phoneNumber, page.form?.authorReadOnly]).toEqual(['', '01098765432', false]);
    page.closeForm();
    expect(page.form).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { FaqViewModel } from '../../../../../src/adapters/ui/pages/faq/faq.view-model';
import { NoticeBoardViewModel } from '../../../../../src/adapters/ui/pages/faq/notice-board.view-model';
import { NoticeDetailViewModel } from '../../../../../src/adapters/ui/pages/faq/notice-detail.view-model';
import { VOICE_TEXT, VoiceViewModel } from '../../../../../src/adapters/ui/pages/faq/voice.view-model';
import type { RelayPost } from '../../../../../src/application/ports/content-feed';
import type { ListNoticesResult } from '../../../../../src/application/use-cases/list-notices';
import type { SaveRelayPostInput } from '../../../../../src/application/use-cases/save-relay-post';
import type { Post } from '../../../../../src/domain/content/types';

const FAQ = [
  { id: 1, category: '주문', question: '주문 취소는 어떻게 하나요?', answer: '주문 이력에서 취소할 수 있습니다.' },
  { id: 2, category: '쿠폰', question: 'E-쿠폰은 어디서 등록하나요?', answer: '쿠폰북에서 쿠폰번호를 입력해주세요.' },
];
const quiet = () => {};

describe('FaqViewModel', () => {
  const loaded = () => new FaqViewModel({ kind: 'listed', entries: FAQ, categories: ['전체', '주문', '쿠폰'] });

  it('shows every entry, then only the chosen category', () => {
    const faq = loaded();
    expect(faq.failed).toBe(false);
    expect(faq.shown.map((e) => e.id)).toEqual([1, 2]);
    faq.chooseCategory('쿠폰');
    expect(faq.shown.map((e) => e.id)).toEqual([2]);
    faq.chooseCategory('없는 분류');
    expect(faq.category).toBe('전체');
  });

  it('a search finds an answer in any category (a new search starts from 전체)', () => {
    const faq = loaded();
    faq.chooseCategory('주문');
    faq.setQuery('쿠폰번호');
    expect(faq.category).toBe('전체');
    expect(faq.shown.map((e) => e.id)).toEqual([2]);
    faq.setQuery('');
    expect(faq.isSearching).toBe(false);
  });

  it("the words of the page's address (?q=, the form sent without scripts) are the search it opens on", () => {
    const faq = new FaqViewModel({ kind: 'listed', entries: FAQ, categories: ['전체', '주문', '쿠폰'] }, '쿠폰번호');
    expect(faq.query).toBe('쿠폰번호');
    expect(faq.isSearching).toBe(true);
    expect(faq.shown.map((e) => e.id)).toEqual([2]);
  });

  it('answers open and close one by one', () => {
    const faq = loaded();
    faq.toggle(1);
    faq.toggle(2);
    expect([faq.isExpanded(1), faq.isExpanded(2)]).toEqual([true, true]);
    faq.toggle(1);
    expect([faq.isExpanded(1), faq.isExpanded(2)]).toEqual([false, true]);
  });

  it('a FAQ the loader could not read is the failed state, with nothing listed', () => {
    const faq = new FaqViewModel(null);
    expect(faq.failed).toBe(true);
    expect(faq.shown).toEqual([]);
  });
});

const post = (id: number, fixed = false, isNew = false): Post => ({
  id,
  title: `공지 ${id}`,
  href: `/faq/notices/${id}`,
  publisher: '관리자',
  publishedAt: '2026-03-01T16:00:00Z',
  fixed,
  new: isNew,
});

describe('NoticeBoardViewModel', () => {
  const pages: Record<number, ListNoticesResult> = {
    1: {
      kind: 'page',
      notices: [post(16, true), post(14, false, true), post(13)],
      page: 1,
      size: 3,
      totalCount: 5,
      totalPages: 2,
    },
    2: { kind: 'page', notices: [post(12), post(11)], page: 2, size: 3, totalCount: 5, totalPages: 2 },
  };

  it('rows follow the spec §2 post table: pin or number, 제목, 작성일 in Seoul, NEW', () => {
    const board = new NoticeBoardViewModel({ page: 1, result: pages[1]! });
    expect(board.headings).toEqual(['번호', '제목', '작성일']);
    expect(board.rows.map((r) => [r.marker, r.title, r.publishedDate, r.isNew])).toEqual([
      [{ kind: 'pin' }, '공지 16', '2026.03.02', false],
      [{ kind: 'number', value: 4 }, '공지 14', '2026.03.02', true],
      [{ kind: 'number', value: 3 }, '공지 13', '2026.03.02', false],
    ]);
    const second = new NoticeBoardViewModel({ page: 2, result: pages[2]! });
    expect(second.rows.map((r) => r.marker)).toEqual([
      { kind: 'number', value: 2 },
      { kind: 'number', value: 1 },
    ]);
    expect(second.totalPages).toBe(2);
  });

  it('a page the loader could not read is the failed state', () => {
    const board = new NoticeBoardViewModel(null);
    expect(board.failed).toBe(true);
    expect(board.rows).toEqual([]);
  });
});

describe('NoticeDetailViewModel', () => {
  it('shows the notice, its paragraphs and date, and links to the neighbours', () => {
    const detail = new NoticeDetailViewModel({
      id: 14,
      result: {
        kind: 'found',
        notice: { ...post(14), body: '첫 줄\n\n둘째 줄' },
        previous: post(16, true),
        next: null,
      },
    });
    expect(detail.status).toBe('found');
    expect(detail.paragraphs).toEqual(['첫 줄', '둘째 줄']);
    expect(detail.publishedDate).toBe('2026.03.02');
    expect(detail.previousLink).toEqual({ id: 16, title: '공지 16' });
    expect(detail.nextLink).toBeNull();
  });

  it('an unknown notice is not-found; one that could not be read is failed', () => {
    expect(new NoticeDetailViewModel({ id: 999, result: { kind: 'not-found' } }).status).toBe('not-found');
    const failed = new NoticeDetailViewModel({ id: 14, result: null });
    expect(failed.status).toBe('failed');
    expect(failed.notice).toBeNull();
  });
});

describe('VoiceViewModel', () => {
  const relay = (id: number, title: string): RelayPost => ({
    id,
    title,
    content: `${title} 내용`,
    createdAt: '2026-03-01T16:00:00Z',
  });

  function voiceWith(initial: readonly RelayPost[]) {
    const saved: SaveRelayPostInput[] = [];
    const voice = new VoiceViewModel({
      listPosts: { execute: async () => ({ kind: 'listed', posts: initial }) },
      savePost: {
        execute: async (input) => {
          saved.push(input);
          if (input.title.trim() === '') return { kind: 'rejected', message: '제목을 입력해주세요.' };
          if (input.id === 404) return { kind: 'not-found' };
          return { kind: 'saved', relay: { ...relay(input.id ?? 9, input.title), content: input.content } };
        },
      },
      deletePost: { execute: async ({ id }) => (id === 1 ? { kind: 'removed' } : { kind: 'not-found' }) },
      log: quiet,
    });
    return { voice, saved };
  }

  it('writes a new post on top and clears the form', async () => {
    const { voice, saved } = voiceWith([relay(1, '첫 글')]);
    await voice.load();
    voice.setTitle('새 글');
    voice.setContent('칭찬합니다');
    await voice.submit();
    expect(saved).toEqual([{ id: null, title: '새 글', content: '칭찬합니다' }]);
    expect(voice.cards.map((c) => c.title)).toEqual(['새 글', '첫 글']);
    expect(voice.cards[0]?.createdDate).toBe('2026.03.02');
    expect([voice.title, voice.content, voice.notice]).toEqual(['', '', VOICE_TEXT.created]);
  });

  it('rewrites a post in place; a refusal keeps the text and shows the message', async () => {
    const { voice, saved } = voiceWith([relay(1, '첫 글'), relay(2, '둘째 글')]);
    await voice.load();
    voice.startEdit(2);
    expect([voice.isEditing, voice.title]).toEqual([true, '둘째 글']);
    voice.setTitle(' ');
    await voice.submit();
    expect(voice.formError).toBe('제목을 입력해주세요.');
    expect(voice.isEditing).toBe(true);
    voice.setTitle('고친 글');
    await voice.submit();
    expect(saved.at(-1)).toMatchObject({ id: 2, title: '고친 글' });
    expect(voice.cards.map((c) => c.title)).toEqual(['첫 글', '고친 글']);
    expect([voice.isEditing, voice.notice]).toEqual([false, VOICE_TEXT.updated]);
  });

  it('deletes after the confirmation; a post already gone leaves the list too', async () => {
    const { voice } = voiceWith([relay(1, '첫 글'), relay(2, '둘째 글')]);
    await voice.load();
    voice.askRemove(1);
    expect(voice.removing?.id).toBe(1);
    await voice.confirmRemove();
    expect(voice.cards.map((c) => c.id)).toEqual([2]);
    expect([voice.removing, voice.notice]).toEqual([null, VOICE_TEXT.removed]);
    voice.askRemove(2);
    await voice.confirmRemove();
    expect(voice.cards).toEqual([]);
    expect(voice.notice).toBe(VOICE_TEXT.gone);
  });
});

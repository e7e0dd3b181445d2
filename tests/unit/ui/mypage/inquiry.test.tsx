import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QnaEntry } from '../../../../src/application/ports/content-feed';
import { ListMyInquiries } from '../../../../src/application/use-cases/list-my-inquiries';
import { type Resolve, TOKENS } from '../../../../src/composition-root';
import '../support/dom';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

const ENTRIES: readonly QnaEntry[] = [
  {
    id: 2,
    title: '[이물질] 튀김옷에 이물질',
    content: '이물질이 나왔어요.',
    createdAt: '2026-11-20T03:00:00.000Z',
    adminAnswer: '불편을 드려 죄송합니다. 매장에 전달했습니다.',
    answeredAt: '2026-11-21T15:30:00.000Z',
  },
  {
    id: 1,
    title: '[기타 불만] 배달이 늦었어요',
    content: '한 시간이 걸렸어요.',
    createdAt: '2026-11-19T03:00:00.000Z',
    adminAnswer: null,
    answeredAt: null,
  },
];

/** The memory services with the Q&A list replaced by ENTRIES (the memory backend has no way to answer one). */
function withEntries(get: Resolve): Resolve {
  const list = new ListMyInquiries({ qna: async () => ENTRIES });
  return ((token) => (token === TOKENS.ListMyInquiries ? list : get(token))) as Resolve;
}

describe('/mypage/inquiry 나의 문의', () => {
  it('an answered card is a collapsed disclosure that opens its answer; a waiting card has none', async () => {
    renderStorefront(withEntries(await memoryServices('member')), '/mypage/inquiry');
    const list = await screen.findByRole('list', { name: '나의 문의' }, PAGE_LOAD);
    const [answered, waiting] = within(list).getAllByRole('listitem');
    if (answered === undefined || waiting === undefined) throw new Error('two cards expected');

    const toggle = within(answered).getByRole('button', { name: /튀김옷에 이물질/ });
    expect(toggle.textContent).toContain('답변완료');
    expect(toggle.textContent).toContain('2026.11.20');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const answer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(answer?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(answer?.hidden).toBe(false);
    expect(answer?.textContent).toContain('불편을 드려 죄송합니다.');
    // 15:30 UTC on the 21st is the 22nd in Seoul.
    expect(answer?.textContent).toContain('2026.11.22');
    fireEvent.click(toggle);
    expect(answer?.hidden).toBe(true);

    expect(waiting.textContent).toContain('답변대기');
    expect(within(waiting).queryByRole('button')).toBeNull();
  });

  it("the popup offers the ten types and shows the member's name and phone read-only", async () => {
    renderStorefront(await memoryServices('member'), '/mypage/inquiry');
    expect(await screen.findByRole('heading', { name: '아직 남긴 문의가 없어요.' }, PAGE_LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '문의하기' }));
    const popup = await screen.findByRole('dialog', { name: '1:1 문의하기' });
    const types = within(popup).getByLabelText('문의 유형') as HTMLSelectElement;
    expect(Array.from(types.options).filter((option) => !option.disabled)).toHaveLength(10);
    const name = within(popup).getByLabelText('이름') as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect(name.value).not.toBe('');
    expect((within(popup).getByLabelText('휴대폰 번호') as HTMLInputElement).readOnly).toBe(true);

    fireEvent.click(within(popup).getByRole('button', { name: '문의 등록' }));
    expect(await within(popup).findByText('문의 유형을 선택해주세요.')).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: '매장 찾기' }));
    expect(await screen.findByRole('dialog', { name: '매장 검색' })).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { postTableHeadings, postTableRows } from '../../../../src/domain/content/post-table';
import type { Post } from '../../../../src/domain/content/types';

const post = (id: number, overrides: Partial<Post> = {}): Post => ({
  id,
  title: `공지 ${id}`,
  href: `/notice/${id}`,
  publisher: '비비큐',
  publishedAt: '2024-05-01T00:30:00Z',
  fixed: false,
  new: false,
  ...overrides,
});

describe('post table (spec §2)', () => {
  it('headings are number, 제목, 작성일, with 작성자 only when the table has it', () => {
    expect(postTableHeadings(false)).toEqual(['번호', '제목', '작성일']);
    expect(postTableHeadings(true)).toEqual(['번호', '제목', '작성자', '작성일']);
  });

  it('pinned posts show a pin and no number; the others count down', () => {
    const rows = postTableRows([post(9, { fixed: true }), post(8), post(7), post(6)], { showPublisher: false });
    expect(rows.map((r) => r.marker)).toEqual([
      { kind: 'pin' },
      { kind: 'number', value: 3 },
      { kind: 'number', value: 2 },
      { kind: 'number', value: 1 },
    ]);
  });

  it('numbering continues across pages from the given first number', () => {
    const rows = postTableRows([post(2), post(1)], { showPublisher: false, firstNumber: 12 });
    expect(rows.map((r) => r.marker)).toEqual([
      { kind: 'number', value: 12 },
      { kind: 'number', value: 11 },
    ]);
  });

  it('the date is YYYY.MM.DD on the Seoul calendar', () => {
    const [row] = postTableRows([post(1, { publishedAt: '2024-04-30T15:00:00Z' })], { showPublisher: false });
    expect(row?.publishedDate).toBe('2024.05.01');
  });

  it('new posts carry the NEW marker', () => {
    const rows = postTableRows([post(1, { new: true }), post(2)], { showPublisher: false });
    expect(rows.map((r) => r.isNew)).toEqual([true, false]);
  });

  it('the publisher shows only in tables with the 작성자 column (empty when unknown)', () => {
    expect(postTableRows([post(1)], { showPublisher: false })[0]?.publisher).toBeNull();
    expect(postTableRows([post(1)], { showPublisher: true })[0]?.publisher).toBe('비비큐');
    expect(postTableRows([post(1, { publisher: null })], { showPublisher: true })[0]?.publisher).toBe('');
  });

  it('a row keeps the post id, title and link', () => {
    expect(postTableRows([post(5)], { showPublisher: false })[0]).toEqual({
      id: 5,
      marker: { kind: 'number', value: 1 },
      title: '공지 5',
      href: '/notice/5',
      publisher: null,
      publishedDate: '2024.05.01',
      isNew: false,
    });
  });

  it('no posts, no rows', () => {
    expect(postTableRows([], { showPublisher: true })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { boardFirstNumber, postTableRows } from '../../../../src/domain/content/post-table';
import type { Post } from '../../../../src/domain/content/types';

const post = (id: number, fixed = false): Post => ({
  id,
  title: `공지 ${id}`,
  href: `/faq/notices/${id}`,
  publisher: null,
  publishedAt: '2026-03-01T01:00:00Z',
  fixed,
  new: false,
});

/** 16 notices, 2 pinned (listed first), pages of 10: the board of the seed. */
const BOARD = [post(16, true), post(15, true), ...Array.from({ length: 14 }, (_, i) => post(14 - i))];

function numbersOf(page: number, size: number): readonly (number | 'pin')[] {
  const posts = BOARD.slice((page - 1) * size, page * size);
  const firstNumber = boardFirstNumber({ page, size, totalCount: BOARD.length, posts });
  return postTableRows(posts, { showPublisher: false, firstNumber }).map((row) =>
    row.marker.kind === 'pin' ? 'pin' : row.marker.value,
  );
}

describe('board numbering across pages (pinned posts listed first and counted in the paging)', () => {
  it('page 1: the pins, then the unpinned posts count down from the number of unpinned posts', () => {
    expect(numbersOf(1, 10)).toEqual(['pin', 'pin', 14, 13, 12, 11, 10, 9, 8, 7]);
  });

  it('page 2 continues where page 1 stopped and ends at 1', () => {
    expect(numbersOf(2, 10)).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('a post keeps its number whatever the page size', () => {
    const bySize = (size: number) =>
      Array.from({ length: Math.ceil(BOARD.length / size) }, (_, i) => numbersOf(i + 1, size)).flat();
    expect(bySize(3)).toEqual(bySize(10));
    expect(bySize(1)).toEqual(bySize(10));
  });
});

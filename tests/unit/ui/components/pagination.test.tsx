import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '../../../../src/adapters/ui/components/pagination/pagination';
import { stubMatchMedia } from '../support/dom';

function pageNumbers(): string[] {
  const nav = screen.getByRole('navigation', { name: '페이지 이동' });
  return within(nav)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

describe('Pagination', () => {
  it('shows a window of 11 pages on desktop, the current one centred and marked aria-current', () => {
    render(<Pagination currentPage={10} totalPages={30} onChange={() => undefined} mobile={false} />);
    expect(pageNumbers()).toEqual(['5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15']);
    expect(screen.getByRole('button', { name: '10 페이지' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '9 페이지' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows a window of 6 pages on mobile', () => {
    render(<Pagination currentPage={10} totalPages={30} onChange={() => undefined} mobile />);
    expect(pageNumbers()).toEqual(['8', '9', '10', '11', '12', '13']);
  });

  it('reads mobile from an 800 px viewport when not told', () => {
    stubMatchMedia((query) => query === '(max-width: 800px)');
    render(<Pagination currentPage={1} totalPages={30} onChange={() => undefined} />);
    expect(pageNumbers()).toHaveLength(6);
  });

  it('disables first and previous on page 1, next and last on the last page', () => {
    const { rerender } = render(<Pagination currentPage={1} totalPages={5} onChange={() => undefined} />);
    const disabled = (name: string) => screen.getByRole('button', { name }).hasAttribute('disabled');
    expect([
      disabled('첫 페이지'),
      disabled('이전 페이지'),
      disabled('다음 페이지'),
      disabled('마지막 페이지'),
    ]).toEqual([true, true, false, false]);
    rerender(<Pagination currentPage={5} totalPages={5} onChange={() => undefined} />);
    expect([
      disabled('첫 페이지'),
      disabled('이전 페이지'),
      disabled('다음 페이지'),
      disabled('마지막 페이지'),
    ]).toEqual([false, false, true, true]);
  });

  it('asks for the page chosen by number, step or jump', () => {
    const onChange = vi.fn();
    render(<Pagination currentPage={4} totalPages={9} onChange={onChange} />);
    for (const name of ['7 페이지', '이전 페이지', '다음 페이지', '첫 페이지', '마지막 페이지']) {
      fireEvent.click(screen.getByRole('button', { name }));
    }
    expect(onChange.mock.calls.map(([page]) => page)).toEqual([7, 3, 5, 1, 9]);
  });

  it('renders nothing when there are no pages', () => {
    const { container } = render(<Pagination currentPage={1} totalPages={0} onChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });
});

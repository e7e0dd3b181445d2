import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from '../../../../src/adapters/ui/components/badge/badge';
import { Button } from '../../../../src/adapters/ui/components/button/button';
import { EmptyState } from '../../../../src/adapters/ui/components/empty-state/empty-state';
import { Skeleton } from '../../../../src/adapters/ui/components/skeleton/skeleton';
import { Spinner } from '../../../../src/adapters/ui/components/spinner/spinner';
import '../support/dom';

describe('Button', () => {
  it('is a plain button (not a submit) that calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>장바구니 담기</Button>);
    const button = screen.getByRole('button', { name: '장바구니 담기' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading it is disabled, says it is busy and ignores clicks', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        결제하기
      </Button>,
    );
    const button = screen.getByRole('button', { name: '결제하기' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a disabled button is not busy', () => {
    render(<Button disabled>주문하기</Button>);
    const button = screen.getByRole('button', { name: '주문하기' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('Spinner, Skeleton, Badge, EmptyState', () => {
  it('a spinner is a status read as 불러오는 중 unless decorative', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('불러오는 중');
    rerender(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a skeleton is hidden from assistive technology and sized as asked', () => {
    const { container } = render(<Skeleton width={120} height={20} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect([box.style.width, box.style.height]).toEqual(['120px', '20px']);
  });

  it('a badge carries its own accessible name when given', () => {
    render(<Badge aria-label="장바구니 3개">3</Badge>);
    expect(screen.getByLabelText('장바구니 3개').textContent).toBe('3');
  });

  it('an empty state shows its title at the heading level asked, its text and its action', () => {
    render(
      <EmptyState
        headingLevel={1}
        title="장바구니"
        description="장바구니가 비어 있습니다."
        action={<button type="button">메뉴 보기</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '장바구니' })).toBeTruthy();
    expect(screen.getByText('장바구니가 비어 있습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '메뉴 보기' })).toBeTruthy();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../../../src/adapters/ui/components/carousel/carousel';
import { stubMatchMedia } from '../support/dom';

const SLIDES = ['첫째 배너', '둘째 배너', '셋째 배너'].map((text) => <p key={text}>{text}</p>);

function currentSlide(): string | null {
  const visible = screen.getAllByRole('group').find((slide) => slide.getAttribute('aria-hidden') !== 'true');
  return visible?.textContent ?? null;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Carousel', () => {
  it('is a labelled carousel region whose slides say "n / total"', () => {
    render(<Carousel label="이벤트 배너" slides={SLIDES} />);
    const region = screen.getByRole('region', { name: '이벤트 배너' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getAllByRole('group', { hidden: true }).map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 / 3',
      '2 / 3',
      '3 / 3',
    ]);
  });

  it('autoplays every 4,000 ms and loops from the last slide back to the first', () => {
    vi.useFakeTimers();
    stubMatchMedia(() => false);
    render(<Carousel label="이벤트 배너" slides={SLIDES} pagination="fraction" />);
    expect(screen.getByText('1 / 3')).toBeTruthy();
    advance(3_999);
    expect(currentSlide()).toBe('첫째 배너');
    advance(1);
    expect(currentSlide()).toBe('둘째 배너');
    advance(4_000);
    expect(currentSlide()).toBe('셋째 배너');
    advance(4_000);
    expect(currentSlide()).toBe('첫째 배너');
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('slides with a 350 ms transition', () => {
    render(<Carousel label="배너" slides={SLIDES} />);
    fireEvent.click(screen.getByRole('button', { name: '다음 슬라이드' }));
    const track = screen.getAllByRole('group')[0]?.parentElement as HTMLElement;
    expect(track.style.transition).toBe('transform 350ms ease-out');
  });

  it('the previous and next buttons turn the slides both ways, wrapping at the ends', () => {
    vi.useFakeTimers();
    render(<Carousel label="배너" slides={SLIDES} autoplayMs={null} />);
    fireEvent.click(screen.getByRole('button', { name: '이전 슬라이드' }));
    expect(currentSlide()).toBe('셋째 배너');
    advance(400);
    fireEvent.click(screen.getByRole('button', { name: '다음 슬라이드' }));
    expect(currentSlide()).toBe('첫째 배너');
    advance(400);
    fireEvent.click(screen.getByRole('button', { name: '다음 슬라이드' }));
    expect(currentSlide()).toBe('둘째 배너');
  });

  it('the arrow keys turn the slides while focus is inside', () => {
    render(<Carousel label="배너" slides={SLIDES} autoplayMs={null} />);
    const region = screen.getByRole('region');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(currentSlide()).toBe('둘째 배너');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(currentSlide()).toBe('첫째 배너');
  });

  it('pauses while hovered and while focus is inside, and resumes after', () => {
    vi.useFakeTimers();
    render(<Carousel label="배너" slides={SLIDES} />);
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    advance(10_000);
    expect(currentSlide()).toBe('첫째 배너');
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('button', { name: '다음 슬라이드' }));
    advance(10_000);
    expect(currentSlide()).toBe('첫째 배너');
    fireEvent.blur(screen.getByRole('button', { name: '다음 슬라이드' }), { relatedTarget: document.body });
    advance(4_000);
    expect(currentSlide()).toBe('둘째 배너');
  });

  it('the pause button stops autoplay and says so', () => {
    vi.useFakeTimers();
    render(<Carousel label="배너" slides={SLIDES} />);
    const pause = screen.getByRole('button', { name: '자동 넘김 멈춤' });
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(pause.getAttribute('aria-label')).toBe('자동 넘김 재생');
    advance(10_000);
    expect(currentSlide()).toBe('첫째 배너');
  });

  it('never autoplays when the user prefers reduced motion', () => {
    vi.useFakeTimers();
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    render(<Carousel label="배너" slides={SLIDES} />);
    advance(20_000);
    expect(currentSlide()).toBe('첫째 배너');
    expect(screen.queryByRole('button', { name: '자동 넘김 멈춤' })).toBeNull();
  });

  it('announces slide changes politely only when not autoplaying', () => {
    render(<Carousel label="배너" slides={SLIDES} autoplayMs={null} />);
    const viewport = screen.getAllByRole('group')[0]?.parentElement?.parentElement as HTMLElement;
    expect(viewport.getAttribute('aria-live')).toBe('polite');
  });

  it('keeps off-screen slides and the loop copies out of the tab order', () => {
    const { container } = render(
      <Carousel
        label="배너"
        slides={['a', 'b'].map((t) => (
          <a key={t} href={`/${t}`}>
            {t}
          </a>
        ))}
        autoplayMs={null}
      />,
    );
    const inertLinks = [...container.querySelectorAll('a')].filter((a) => a.closest('[inert]') !== null);
    expect(container.querySelectorAll('a')).toHaveLength(4);
    expect(inertLinks).toHaveLength(3);
  });

  it('one slide has no arrows, no pagination and no autoplay', () => {
    render(<Carousel label="배너" slides={[<p key="only">하나</p>]} pagination="fraction" />);
    expect(screen.queryByRole('button', { name: '다음 슬라이드' })).toBeNull();
    expect(screen.queryByText('1 / 1')).toBeNull();
  });

  it('the dots go straight to a slide and mark the current one', () => {
    render(<Carousel label="배너" slides={SLIDES} autoplayMs={null} />);
    fireEvent.click(screen.getByRole('button', { name: '3번째 슬라이드 보기' }));
    expect(currentSlide()).toBe('셋째 배너');
    expect(screen.getByRole('button', { name: '3번째 슬라이드 보기' }).getAttribute('aria-current')).toBe('true');
  });
});

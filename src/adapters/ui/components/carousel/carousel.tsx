import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../hooks/use-media-query';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SPEED_MS } from '../../styles/tokens';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons/icons';
import styles from './carousel.module.css';
import { useLoopTrack } from './use-loop-track';

export interface CarouselProps {
  /** Names the carousel region (e.g. 이벤트 배너). */
  readonly label: string;
  readonly slides: readonly ReactNode[];
  /** Spec §9: 4,000 ms unless given (the popup banner passes 3,000); null: no autoplay. */
  readonly autoplayMs?: number | null;
  /** Spec §9: slide transition 350 ms. */
  readonly speedMs?: number;
  /** dots, a "1 / 3" fraction (spec §2 popup banner), or nothing. */
  readonly pagination?: 'dots' | 'fraction' | 'none';
  readonly showArrows?: boolean;
  readonly className?: string;
}

/** A horizontal drag of at least this many CSS px turns the slide. */
const SWIPE_THRESHOLD_PX = 40;

/**
 * Looping slides (spec §4 "Carousel loops with autoplay"; §9 4,000 ms, 350 ms). Autoplay pauses while the pointer
 * is over it, while focus is inside it, when the user pauses it, and always under prefers-reduced-motion.
 * Keyboard: the arrows buttons, ←/→ inside the region; off-screen slides are inert so Tab skips them.
 */
export function Carousel({
  label,
  slides,
  autoplayMs = CAROUSEL_AUTOPLAY_MS,
  speedMs = CAROUSEL_SPEED_MS,
  pagination = 'dots',
  showArrows = true,
  className,
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const track = useLoopTrack(slides.length, reducedMotion ? 0 : speedMs);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const swipe = useRef<{ x: number; moved: boolean } | null>(null);
  const count = slides.length;
  const canAutoplay = autoplayMs !== null && track.looped && !reducedMotion;
  const playing = canAutoplay && !paused && !hovered && !focused;

  const { index, next } = track;
  // The first slide's position, as the track starts: set by a class until the track first moves.
  const startPosition = track.looped ? 1 : 0;
  const [moved, setMoved] = useState(false);
  if (!moved && track.position !== startPosition) setMoved(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new slide restarts the full autoplay delay.
  useEffect(() => {
    if (!playing || autoplayMs === null) return;
    const timer = setTimeout(next, autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, autoplayMs, index, next]);

  if (count === 0) return null;

  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, moved: false };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    if (start === null) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) {
      start.moved = true;
      if (dx < 0) track.next();
      else track.previous();
    }
  };

  return (
    <section
      className={[styles.carousel, className ?? ''].join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') track.next();
        else if (event.key === 'ArrowLeft') track.previous();
      }}
    >
      <div
        className={styles.viewport}
        aria-live={playing ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onClickCapture={(event) => {
          // A swipe that ends on a link must not also follow it.
          if (swipe.current?.moved === true) event.preventDefault();
          swipe.current = null;
        }}
      >
        <div
          className={[styles.track, moved ? '' : styles[track.looped ? 'atFirstCopy' : 'atFirst']].join(' ')}
          // Until the first move the position is the class's (no style attribute in server-rendered HTML, which the CSP
          // refuses, issue 13); from then on React sets it through the CSSOM.
          {...(moved
            ? {
                style: {
                  transform: `translateX(${-100 * track.position}%)`,
                  transition: track.animated ? `transform ${reducedMotion ? 0 : speedMs}ms ease-out` : 'none',
                },
              }
            : {})}
        >
          {track.frames.map((frame) => {
            if (frame.clone) {
              return (
                <div key={frame.key} className={styles.slide} aria-hidden="true" inert>
                  {slides[frame.index]}
                </div>
              );
            }
            const current = frame.index === index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel slide is a group, not a form fieldset.
              <div
                key={frame.key}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${frame.index + 1} / ${count}`}
                aria-hidden={current ? undefined : true}
                inert={!current}
              >
                {slides[frame.index]}
              </div>
            );
          })}
        </div>
      </div>

      {showArrows && track.looped ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label="이전 슬라이드"
            onClick={track.previous}
          >
            <ChevronLeftIcon size={22} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="다음 슬라이드"
            onClick={track.next}
          >
            <ChevronRightIcon size={22} />
          </button>
        </>
      ) : null}

      {track.looped && pagination !== 'none' ? (
        <div className={pagination === 'fraction' ? styles.fractionBar : styles.dotsBar}>
          {pagination === 'fraction' ? (
            <span className={styles.fraction}>{`${index + 1} / ${count}`}</span>
          ) : (
            slides.map((_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items.
                key={i}
                type="button"
                className={styles.dot}
                aria-label={`${i + 1}번째 슬라이드 보기`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => track.goTo(i)}
              />
            ))
          )}
          {canAutoplay ? (
            <button
              type="button"
              className={styles.pause}
              aria-label={paused ? '자동 넘김 재생' : '자동 넘김 멈춤'}
              aria-pressed={paused}
              onClick={() => setPaused((p) => !p)}
            >
              {paused ? <PlayIcon size={14} /> : <PauseIcon size={14} />}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

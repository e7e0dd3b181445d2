import { type KeyboardEvent, type RefObject, useCallback, useEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `container`, in document order (inert subtrees left out). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.closest('[inert]') === null);
}

export interface FocusTrapOptions {
  readonly active: boolean;
  /** Escape pressed inside the trap; absent: Escape does nothing. */
  readonly onEscape?: () => void;
  /** Focused first; else the first focusable element; else the container itself (give it tabIndex -1). */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * WAI-ARIA dialog pattern: while active, focus moves into the container, Tab and Shift+Tab wrap around inside it,
 * Escape calls onEscape, and on deactivation focus goes back to the element that had it before. Returns the
 * keydown handler to put on the container (React events bubble through portals, so the innermost trap wins).
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  { active, onEscape, initialFocusRef }: FocusTrapOptions,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = containerRef.current;
    if (container !== null) {
      const target = initialFocusRef?.current ?? focusableIn(container)[0] ?? container;
      target.focus();
    }
    return () => {
      if (previous?.isConnected === true) previous.focus();
    };
  }, [active, containerRef, initialFocusRef]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!active) return;
      if (event.key === 'Escape') {
        if (onEscape === undefined) return;
        event.stopPropagation();
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const container = containerRef.current;
      if (container === null) return;
      const focusable = focusableIn(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      event.stopPropagation();
      if (first === undefined || last === undefined) {
        event.preventDefault();
        container.focus();
        return;
      }
      const current = document.activeElement;
      const outside = current === null || !container.contains(current) || current === container;
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    },
    [active, containerRef, onEscape],
  );
}

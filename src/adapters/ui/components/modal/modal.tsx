import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { MODAL_DEFAULT_MAX_WIDTH_PX } from '../../../../domain/shared/constants';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import { CloseIcon } from '../icons/icons';
import styles from './modal.module.css';

/** Spec §9: the modal body scrolls past 75 % of the viewport height. */
export const MODAL_BODY_MAX_HEIGHT = '75vh';

export interface ModalProps {
  readonly open: boolean;
  /** Names the dialog (aria-labelledby). */
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** Spec §4: closing fires onClose. Absent: no close icon, and Escape and the backdrop do nothing. */
  readonly onClose?: () => void;
  /** Spec §9: 440 px unless given. */
  readonly maxWidth?: number;
  /** Buttons under the body, outside its scroll area. */
  readonly footer?: ReactNode;
  /** alertdialog for messages that need an answer (the body then also describes the dialog). */
  readonly role?: 'dialog' | 'alertdialog';
  /** Focused on open instead of the first focusable element. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
  readonly closeLabel?: string;
}

let openModals = 0;

/** While any modal is open the page behind it does not scroll. */
function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    openModals += 1;
    const previous = document.body.style.overflow;
    if (openModals === 1) document.body.style.overflow = 'hidden';
    return () => {
      openModals -= 1;
      if (openModals === 0) document.body.style.overflow = previous;
    };
  }, [active]);
}

/**
 * The shared dialog (spec §2/§4/§9): title, body (max 75vh, scrolls), optional footer, centred on a dimmed
 * backdrop, max width 440 px by default. Keyboard and screen readers: role=dialog, aria-modal, labelled by the
 * title; focus moves in, Tab stays inside, Escape and a backdrop click close it, focus returns on close.
 */
export function Modal({
  open,
  title,
  children,
  onClose,
  maxWidth = MODAL_DEFAULT_MAX_WIDTH_PX,
  footer,
  role = 'dialog',
  initialFocusRef,
  closeLabel = '닫기',
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedInside = useRef(false);
  const onKeyDown = useFocusTrap(dialogRef, { active: open, onEscape: onClose, initialFocusRef });
  useScrollLock(open);
  if (!open) return null;

  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop is a pointer convenience; Escape is the keyboard way.
    // biome-ignore lint/a11y/noStaticElementInteractions: same: the dialog itself carries the semantics.
    <div
      className={styles.backdrop}
      data-testid="modal-backdrop"
      onClick={(event) => {
        const started = pressStartedInside.current;
        pressStartedInside.current = false;
        if (event.target === event.currentTarget && !started) onClose?.();
      }}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both take aria-modal. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the dialog role is set, biome cannot read it. */}
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={role === 'alertdialog' ? bodyId : undefined}
        tabIndex={-1}
        className={styles.dialog}
        style={{ maxWidth }}
        onKeyDown={onKeyDown}
        onMouseDown={() => {
          pressStartedInside.current = true;
        }}
        onMouseUp={() => {
          // A press that began inside and ends on the backdrop (a text selection drag) must not close.
          queueMicrotask(() => {
            pressStartedInside.current = false;
          });
        }}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {onClose === undefined ? null : (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
              <CloseIcon size={22} />
            </button>
          )}
        </div>
        <div id={bodyId} className={styles.body} style={{ maxHeight: MODAL_BODY_MAX_HEIGHT }}>
          {children}
        </div>
        {footer === undefined ? null : <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

import { type ReactNode, type RefObject, useId } from 'react';
import { CloseIcon } from '../icons/icons';
import styles from './modal.module.css';
import { ModalDialog } from './modal-dialog';

/** Spec §9: modals are 440 px wide unless a screen asks for another width. */
export const MODAL_DEFAULT_MAX_WIDTH_PX = 440;

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
  /**
   * frame: a tall box whose body is one full-bleed child (the identity service's iframe), full-screen on phones
   * (spec §2). Default: the body is padded text that scrolls past 75vh.
   */
  readonly variant?: 'default' | 'frame';
}

/**
 * The shared dialog (spec §2/§4/§9): title, body (max 75vh, scrolls), optional footer, centred over a dimmed
 * backdrop, max width 440 px by default. A native modal dialog (ModalDialog): the page behind is inert, it is
 * labelled by its title, Escape and a backdrop click close it, focus returns to the opener on close.
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
  variant = 'default',
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  if (!open) return null;
  const frame = variant === 'frame';

  return (
    <ModalDialog
      role={role}
      labelledBy={titleId}
      describedBy={role === 'alertdialog' ? bodyId : undefined}
      className={frame ? `${styles.panel} ${styles.framePanel}` : styles.panel}
      maxWidth={maxWidth}
      onClose={onClose}
      initialFocusRef={initialFocusRef}
      fullScreenOnMobile={frame}
    >
      <div className={frame ? `${styles.header} ${styles.frameHeader}` : styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {onClose === undefined ? null : (
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon size={22} />
          </button>
        )}
      </div>
      <div
        id={bodyId}
        className={frame ? styles.frameBody : styles.body}
        style={frame ? undefined : { maxHeight: MODAL_BODY_MAX_HEIGHT }}
      >
        {children}
      </div>
      {footer === undefined ? null : <div className={styles.footer}>{footer}</div>}
    </ModalDialog>
  );
}

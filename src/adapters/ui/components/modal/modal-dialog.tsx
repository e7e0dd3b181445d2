import {
  type CSSProperties,
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  readonly children: ReactNode;
  readonly id?: string;
  /** The visible surface (the panel inside the dialog box): background, padding, layout. */
  readonly className?: string;
  /** Where the box sits: centred (modals, popups) or along the start edge at full height (the drawer). */
  readonly placement?: 'center' | 'start';
  /** The box's max width in px (centred dialogs); the viewport minus a margin otherwise. */
  readonly maxWidth?: number;
  /** Spec §2: on a phone-sized viewport the box fills the screen (the identity service's page). */
  readonly fullScreenOnMobile?: boolean;
  readonly role?: 'dialog' | 'alertdialog';
  readonly labelledBy?: string;
  /** The accessible name when no visible title names the dialog. */
  readonly label?: string;
  readonly describedBy?: string;
  /** Escape (the cancel event) or a click on the backdrop asks to close. Absent: both leave the dialog open. */
  readonly onClose?: () => void;
  /** Focused on open instead of the element the browser picks (the first focusable one). */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
}

let openDialogs = 0;

/**
 * How many times the enclosing ModalDialog has opened (0: not yet; outside any dialog: 1). React runs a child's
 * layout effects before its parent's, so a dialog rendered inside another would open first and end up under it in
 * the top layer: a nested dialog opens only once its parent has, and again whenever the parent reopens.
 */
const ParentOpenings = createContext(1);

/**
 * While any dialog is open the page behind does not scroll. html keeps `scrollbar-gutter: stable` (global.css), so
 * hiding the scrollbar leaves its gutter and nothing behind the backdrop moves sideways.
 */
function lockScroll(): () => void {
  openDialogs += 1;
  if (openDialogs === 1) document.documentElement.style.overflow = 'hidden';
  return () => {
    openDialogs -= 1;
    if (openDialogs === 0) document.documentElement.style.overflow = '';
  };
}

/**
 * The one modal primitive every dialog, popup and the drawer share: a native `<dialog>` opened with showModal() for
 * as long as it is mounted. The browser then makes the page behind inert (no focus, no clicks, hidden from screen
 * readers), keeps it under the backdrop in the top layer, and sends Escape as a `cancel` event. The owner decides
 * whether to close: cancel is always prevented and reported through onClose. Focus goes back to the element that
 * had it when the dialog closes, and the page behind stops scrolling meanwhile.
 */
export function ModalDialog({
  children,
  id,
  className,
  placement = 'center',
  maxWidth,
  fullScreenOnMobile = false,
  role = 'dialog',
  labelledBy,
  label,
  describedBy,
  onClose,
  initialFocusRef,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const initialFocus = useRef(initialFocusRef);
  initialFocus.current = initialFocusRef;
  const pressStartedInside = useRef(false);
  const parentOpenings = useContext(ParentOpenings);
  const [openings, setOpenings] = useState(0);

  // Opened once per mount (the owner mounts the dialog to open it and unmounts it to close it), after its parent.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null || parentOpenings === 0) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current?.();
    };
    // A browser may still close the dialog (a repeated Escape without user activation is not cancelable): the
    // owner hears it as a close request, and a dialog without one is shown again.
    const onNativeClose = () => {
      if (dialog.open) return;
      if (onCloseRef.current === undefined) dialog.showModal();
      else onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    const unlock = lockScroll();
    dialog.showModal();
    const initial = initialFocus.current?.current;
    if (initial != null) initial.focus();
    else if (!dialog.contains(document.activeElement)) {
      // Nothing inside can take focus: the dialog itself does, so screen readers still announce it.
      dialog.tabIndex = -1;
      dialog.focus();
    }
    setOpenings((count) => count + 1);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.close();
      unlock();
      if (opener?.isConnected === true) opener.focus();
    };
  }, [parentOpenings]);

  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is a pointer convenience; Escape is the keyboard way.
    <dialog
      ref={dialogRef}
      id={id}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      className={[styles.dialog, placement === 'start' ? styles.start : '', fullScreenOnMobile ? styles.fullScreen : '']
        .filter((name) => name !== '')
        .join(' ')}
      style={maxWidth === undefined ? undefined : ({ '--dialog-max-width': `${maxWidth}px` } as CSSProperties)}
      onMouseDown={(event) => {
        pressStartedInside.current = event.target !== event.currentTarget;
      }}
      onClick={(event) => {
        // Only the backdrop is the dialog element itself (its surface fills the box). A press that began inside and
        // ended on the backdrop (a text selection drag) does not close.
        const started = pressStartedInside.current;
        pressStartedInside.current = false;
        if (event.target === event.currentTarget && !started) onCloseRef.current?.();
      }}
    >
      <div className={className === undefined ? styles.surface : `${styles.surface} ${className}`}>
        <ParentOpenings.Provider value={openings}>{children}</ParentOpenings.Provider>
      </div>
    </dialog>,
    document.body,
  );
}

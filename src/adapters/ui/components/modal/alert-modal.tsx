import { type ReactNode, useRef } from 'react';
import { Button } from '../button/button';
import { Modal } from './modal';

/** Spec §4: the alert modal's default title. */
export const ALERT_TITLE = '알림';

export interface AlertModalProps {
  readonly open: boolean;
  /** The message. */
  readonly children: ReactNode;
  readonly title?: string;
  readonly confirmLabel?: string;
  /** The one button; Escape and the backdrop answer the same. */
  readonly onConfirm: () => void;
}

/** A message with one confirm button (title 알림 unless given); focus starts on the button. */
export function AlertModal({ open, children, title = ALERT_TITLE, confirmLabel = '확인', onConfirm }: AlertModalProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      role="alertdialog"
      onClose={onConfirm}
      initialFocusRef={confirmRef}
      footer={
        <Button ref={confirmRef} fullWidth size="lg" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      }
    >
      {children}
    </Modal>
  );
}

import { type ReactNode, useRef } from 'react';
import { Button } from '../button/button';
import { Modal } from './modal';

export interface ConfirmModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  /** The main choice (spec §8 e.g. 장바구니로 이동하기); 확인 unless given. */
  readonly confirmLabel?: string;
  /** The other choice (e.g. 계속 쇼핑하기); 취소 unless given. Escape and the backdrop choose it too. */
  readonly cancelLabel?: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** The confirm action is running: its button shows a spinner and both are disabled. */
  readonly busy?: boolean;
}

/** A question with two choices; focus starts on the main choice. */
export function ConfirmModal({
  open,
  title,
  children,
  confirmLabel = '확인',
  cancelLabel = '취소',
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmModalProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      role="alertdialog"
      onClose={busy ? undefined : onCancel}
      initialFocusRef={confirmRef}
      footer={
        <>
          <Button variant="secondary" size="lg" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} size="lg" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

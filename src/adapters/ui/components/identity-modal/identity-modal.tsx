import { useEffect, useRef, useState } from 'react';
import type { IdentityVerifyType } from '../../../../contract/account';
import { AlertModal } from '../modal/alert-modal';
import { Modal } from '../modal/modal';
import { identityFrameUrl, parseIdentityMessage } from './identity-message';

/** Spec §2: the identity popup's default title. */
export const IDENTITY_MODAL_TITLE = '본인 인증';

/** Ours: wide enough for the identity service's page on a desktop (phones get the whole screen, spec §2). */
const IDENTITY_MODAL_MAX_WIDTH_PX = 560;

export interface IdentityModalProps {
  readonly open: boolean;
  /** The person was verified: the ciToken for init-ci, find username-ci, password init-ci, member/info/ci. */
  readonly onVerified: (ciToken: string) => void;
  /** Cancelled with the close button or Escape. */
  readonly onClose: () => void;
  /** Spec §8: an error goes to this handler; without one, the message is alerted. */
  readonly onError?: (message: string) => void;
  readonly title?: string;
  /** Spec §7: REGISTER_CI_VERIFY for sign-up (the default). */
  readonly verifyType?: IdentityVerifyType;
  /** Spec §7: empty unless the phone is known. */
  readonly phoneNumber?: string;
  /** The verify-ready page (default: the local simulator's path on this origin). */
  readonly src?: string;
}

/**
 * Spec §2/§4/§8 identity-verification popup: a full-screen iframe to the identity service with a title and a close
 * button. It listens to the iframe's window messages: one starting with the callback marker and carrying JSON
 * {token, verifyType} succeeds with the ciToken; a marked message that does not parse is an error; others are ignored.
 */
export function IdentityModal({
  open,
  onVerified,
  onClose,
  onError,
  title = IDENTITY_MODAL_TITLE,
  verifyType = 'REGISTER_CI_VERIFY',
  phoneNumber = '',
  src,
}: IdentityModalProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const handlers = useRef({ onVerified, onError });
  handlers.current = { onVerified, onError };

  useEffect(() => {
    if (!open) return;
    const listen = (event: MessageEvent) => {
      // Only the iframe's own window may answer: a message from any other window is not the identity service.
      if (frameRef.current === null || event.source !== frameRef.current.contentWindow) return;
      const message = parseIdentityMessage(event.data);
      if (message.kind === 'verified') handlers.current.onVerified(message.ciToken);
      else if (message.kind === 'malformed') {
        if (handlers.current.onError === undefined) setAlert(message.message);
        else handlers.current.onError(message.message);
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [open]);

  return (
    <Modal open={open} title={title} onClose={onClose} maxWidth={IDENTITY_MODAL_MAX_WIDTH_PX} variant="frame">
      <iframe ref={frameRef} title={title} src={src ?? identityFrameUrl(verifyType, phoneNumber)} />
      <AlertModal open={alert !== null} onConfirm={() => setAlert(null)}>
        {alert}
      </AlertModal>
    </Modal>
  );
}

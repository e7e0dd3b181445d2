import { useRef } from 'react';
import type { GUEST_LOGIN_WARNING } from '../../../../../domain/session/guest-login-warning';
import { Button } from '../../../components/button/button';
import { Modal } from '../../../components/modal/modal';
import styles from './login-page.module.css';

export interface GuestCouponWarningProps {
  readonly open: boolean;
  readonly warning: typeof GUEST_LOGIN_WARNING;
  readonly onUseCoupons: () => void;
  readonly onLoginAnyway: () => void;
}

/**
 * Spec §5/§6 쿠폰 알림: the two long answers stack full width (they do not fit side by side on a phone). Escape,
 * the close icon and the backdrop answer 쿠폰 사용하고 로그인할게요, the choice that keeps the coupons.
 */
export function GuestCouponWarning({ open, warning, onUseCoupons, onLoginAnyway }: GuestCouponWarningProps) {
  const useCouponsRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={warning.title}
      role="alertdialog"
      onClose={onUseCoupons}
      initialFocusRef={useCouponsRef}
      footer={
        <div className={styles.warningActions}>
          <Button ref={useCouponsRef} size="lg" fullWidth onClick={onUseCoupons}>
            {warning.useCouponsLabel}
          </Button>
          <Button variant="secondary" size="lg" fullWidth onClick={onLoginAnyway}>
            {warning.loginAnywayLabel}
          </Button>
        </div>
      }
    >
      {warning.text}
    </Modal>
  );
}

import { observer } from 'mobx-react-lite';
import { TOKENS } from '../../../../tokens';
import { useRootStore, useViewModel } from '../../di/services';
import { Button, type ButtonStyle } from '../button/button';
import { AlertModal } from '../modal/alert-modal';
import {
  GuestPhoneConfirmationViewModel,
  type GuestPhoneOutcome,
  GUEST_PHONE_TEXT as T,
} from './guest-phone-confirmation.view-model';
import { PhoneVerificationPopup } from './phone-verification-popup';

export interface GuestPhoneConfirmationProps extends ButtonStyle {
  /** The button's text (휴대폰 번호 확인 unless given). */
  readonly label?: string;
  /** The phone is confirmed: recorded on the guest session, or the visitor signed in as its guest. */
  readonly onConfirmed?: (outcome: GuestPhoneOutcome) => void;
}

/**
 * The guest path of spec §5, for a guest's screens (/mypage/orders): a button that opens the phone popup in guest
 * mode and then confirms the phone with the guest session (or signs the visitor in as a guest through the session
 * store, so every screen sees the new session).
 */
export const GuestPhoneConfirmation = observer(function GuestPhoneConfirmation({
  label = T.open,
  onConfirmed,
  variant = 'secondary',
  size,
  fullWidth,
}: GuestPhoneConfirmationProps) {
  const root = useRootStore();
  const vm = useViewModel((get) => new GuestPhoneConfirmationViewModel(get(TOKENS.ConfirmGuestPhone), root.session));
  return (
    <>
      <Button variant={variant} size={size} fullWidth={fullWidth} onClick={() => vm.start()}>
        {label}
      </Button>
      {vm.open ? (
        <PhoneVerificationPopup
          type="guest"
          title={T.title}
          description={T.description}
          busy={vm.busy}
          onClose={() => vm.close()}
          onVerified={(proof) =>
            void vm.confirm(proof).then((outcome) => {
              if (outcome !== null) onConfirmed?.(outcome);
            })
          }
        />
      ) : null}
      <AlertModal open={vm.alert !== null} onConfirm={() => vm.dismissAlert()}>
        {vm.alert}
      </AlertModal>
    </>
  );
});

import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { PhoneProof } from '../../../../application/use-cases/confirm-verification-code';
import type { VerificationType } from '../../../../domain/validation/phone-verification';
import { TOKENS } from '../../../../tokens';
import { useViewModel } from '../../di/services';
import { UI_TOKENS } from '../../di/ui-tokens';
import { Button } from '../button/button';
import { AlertModal } from '../modal/alert-modal';
import { Modal } from '../modal/modal';
import { PhoneVerificationViewModel, PHONE_VERIFICATION_TEXT as T } from './phone-verification.view-model';
import styles from './phone-verification-popup.module.css';
import { TextField } from './text-field';

/** How often the countdown reads the clock, ms (a quarter second keeps the shown second on time). */
const TICK_MS = 250;

export interface PhoneVerificationPopupProps {
  /** member: the typed name is sent; guest: 비회원 (spec §5). */
  readonly type: VerificationType;
  readonly onClose: () => void;
  /** The phone is proved (the popup stays open until the caller closes it). */
  readonly onVerified: (proof: PhoneProof) => void;
  readonly title?: string;
  /** Shown above the fields (what the verification is for). */
  readonly description?: string;
  readonly initialName?: string;
  readonly initialPhoneNumber?: string;
  /** Busy after the proof, while the caller's next call (sign-up, find) runs. */
  readonly busy?: boolean;
}

/** Builds the popup's view-model from the container (one per opening: the caller mounts the popup when open). */
function usePhoneVerification(props: PhoneVerificationPopupProps): PhoneVerificationViewModel {
  return useViewModel(
    (get) =>
      new PhoneVerificationViewModel(
        {
          request: get(TOKENS.RequestVerificationCode),
          confirm: get(TOKENS.ConfirmVerificationCode),
          clock: get(UI_TOKENS.Ticker),
        },
        props.type,
        { name: props.initialName ?? '', phoneNumber: props.initialPhoneNumber ?? '' },
      ),
  );
}

/**
 * Spec §4/§5 phone-verification popup, reusable by sign-up, find-account and the guest confirmation. Mount it to open
 * it; it closes with onClose. The wrong-code popup (spec §8) opens over it.
 */
export const PhoneVerificationPopup = observer(function PhoneVerificationPopup(props: PhoneVerificationPopupProps) {
  const vm = usePhoneVerification(props);
  return <PhoneVerificationDialog vm={vm} {...props} />;
});

/** The popup over a given view-model (tests drive the view-model's clock). */
export const PhoneVerificationDialog = observer(function PhoneVerificationDialog({
  vm,
  onClose,
  onVerified,
  title = T.title,
  description,
  busy = false,
}: PhoneVerificationPopupProps & { readonly vm: PhoneVerificationViewModel }) {
  const codeRef = useRef<HTMLInputElement>(null);
  const counting = vm.remainingSeconds > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => vm.tick(), TICK_MS);
    return () => clearInterval(timer);
  }, [vm, counting]);

  const codeFocus = vm.codeFocus;
  useEffect(() => {
    if (codeFocus > 0) codeRef.current?.focus();
  }, [codeFocus]);

  const confirm = async () => {
    const proof = await vm.confirmCode();
    if (proof !== null) onVerified(proof);
  };

  return (
    <>
      <Modal
        open
        title={title}
        onClose={onClose}
        footer={
          <Button
            size="lg"
            fullWidth
            disabled={!vm.canConfirm || busy}
            loading={vm.confirming || busy}
            onClick={() => void confirm()}
          >
            {T.confirm}
          </Button>
        }
      >
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void (vm.stage === 'idle' ? vm.requestCode() : confirm());
          }}
        >
          {description === undefined ? null : <p className={styles.description}>{description}</p>}
          {vm.asksName ? (
            <TextField
              label={T.name}
              value={vm.name}
              onChange={(v) => vm.setName(v)}
              autoComplete="name"
              maxLength={20}
            />
          ) : null}
          <TextField
            label={T.phone}
            value={vm.phoneNumber}
            onChange={(v) => vm.setPhoneNumber(v)}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={T.phonePlaceholder}
            action={
              <Button
                variant="secondary"
                disabled={!vm.canRequest}
                loading={vm.requesting}
                onClick={() => void vm.requestCode()}
              >
                {vm.requestLabel}
              </Button>
            }
          />
          {vm.stage === 'idle' ? null : (
            <TextField
              label={T.code}
              value={vm.code}
              onChange={(v) => vm.setCode(v)}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={T.codePlaceholder}
              inputRef={codeRef}
              adornment={
                vm.countdown === null ? undefined : (
                  <span role="timer" aria-label={`남은 시간 ${vm.countdown}`}>
                    {vm.countdown}
                  </span>
                )
              }
              hint={vm.error === null ? T.sent : undefined}
            />
          )}
          {vm.error === null ? null : (
            <p className={styles.error} role="alert">
              {vm.error}
            </p>
          )}
          {/* Enter in a field submits: requests a code first, then confirms it. */}
          <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
        </form>
      </Modal>
      <AlertModal open={vm.wrongCodeOpen} confirmLabel={T.retry} onConfirm={() => vm.retryCode()}>
        {T.wrongCode}
      </AlertModal>
    </>
  );
});

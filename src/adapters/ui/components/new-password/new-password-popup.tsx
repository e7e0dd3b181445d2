import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { NewPasswordField } from '../../../../domain/validation/password';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import { TextField } from '../phone-verification/text-field';
import {
  type NewPasswordMode,
  type NewPasswordSubmit,
  NewPasswordViewModel,
  NEW_PASSWORD_TEXT as T,
} from './new-password.view-model';
import styles from './new-password-popup.module.css';

export interface NewPasswordPopupProps {
  readonly mode: NewPasswordMode;
  readonly onClose: () => void;
  /** Sends the password; answers null when done (the caller closes the popup), else the message to show. */
  readonly onConfirm: NewPasswordSubmit;
  readonly title?: string;
}

const LABELS: Readonly<Record<NewPasswordField, string>> = {
  oldPassword: T.oldPassword,
  newPassword: T.newPassword,
  confirmation: T.confirmation,
};

const AUTOCOMPLETE: Readonly<Record<NewPasswordField, string>> = {
  oldPassword: 'current-password',
  newPassword: 'new-password',
  confirmation: 'new-password',
};

/** Spec §5 new-password popup (password change, or the reset after 비밀번호 찾기). Mount it to open it. */
export const NewPasswordPopup = observer(function NewPasswordPopup({
  mode,
  onClose,
  onConfirm,
  title,
}: NewPasswordPopupProps) {
  const [vm] = useState(() => new NewPasswordViewModel(mode));
  return (
    <Modal
      open
      title={title ?? (mode === 'change' ? T.changeTitle : T.resetTitle)}
      onClose={vm.submitting ? undefined : onClose}
      footer={
        <Button
          size="lg"
          fullWidth
          disabled={!vm.canConfirm}
          loading={vm.submitting}
          onClick={() => void vm.submit(onConfirm)}
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
          void vm.submit(onConfirm);
        }}
      >
        {vm.fields.map((field) => (
          <TextField
            key={field}
            label={LABELS[field]}
            type="password"
            value={vm[field]}
            onChange={(value) => vm.set(field, value)}
            autoComplete={AUTOCOMPLETE[field]}
            maxLength={64}
            required
            error={vm.errorOf(field)}
            hint={field === 'newPassword' ? T.ruleHint : undefined}
          />
        ))}
        {vm.error === null ? null : (
          <p className={styles.error} role="alert">
            {vm.error}
          </p>
        )}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </form>
    </Modal>
  );
});

import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { QUICK_ORDER_TITLE_MAX } from '../../../../domain/order/reorder';
import { Button } from '../../components/button/button';
import { InfoIcon } from '../../components/icons/icons';
import { Modal } from '../../components/modal/modal';
import { TextField } from '../../components/phone-verification/text-field';
import { QUICK_ORDER_TITLE_TEXT, type QuickOrderTitleFormViewModel } from './quick-order-title-form.view-model';
import styles from './quick-order-title-popup.module.css';

export interface QuickOrderTitlePopupProps {
  /** Null: closed. */
  readonly form: QuickOrderTitleFormViewModel | null;
  readonly title: string;
  readonly saveLabel: string;
  /** Spec §5: the list-price warning when saving from an order. */
  readonly warning?: string;
  /** A line naming what is saved (the order's menus, the current name). */
  readonly lead?: string;
  readonly onClose: () => void;
  /** Called after a successful save. */
  readonly onSaved: () => void;
}

/** Spec §2 quick-order saving popup (and the rename popup): the name field, the warning, 취소 / save. */
export const QuickOrderTitlePopup = observer(function QuickOrderTitlePopup({
  form,
  title,
  saveLabel,
  warning,
  lead,
  onClose,
  onSaved,
}: QuickOrderTitlePopupProps) {
  const formId = useId();
  const close = () => {
    if (form?.saving !== true) onClose();
  };
  return (
    <Modal
      open={form !== null}
      title={title}
      onClose={close}
      footer={
        form === null ? undefined : (
          <>
            <Button variant="secondary" size="lg" onClick={close} disabled={form.saving}>
              {QUICK_ORDER_TITLE_TEXT.cancel}
            </Button>
            <Button type="submit" form={formId} size="lg" loading={form.saving} disabled={!form.canSave}>
              {saveLabel}
            </Button>
          </>
        )
      }
    >
      {form === null ? null : (
        <form
          id={formId}
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.save().then((saved) => {
              if (saved) onSaved();
            });
          }}
        >
          {lead === undefined ? null : <p className={styles.lead}>{lead}</p>}
          <TextField
            label={QUICK_ORDER_TITLE_TEXT.label}
            value={form.title}
            onChange={(value) => form.setTitle(value)}
            onBlur={() => form.blur()}
            maxLength={QUICK_ORDER_TITLE_MAX}
            placeholder={QUICK_ORDER_TITLE_TEXT.placeholder}
            required
            error={form.message ?? undefined}
            hint={QUICK_ORDER_TITLE_TEXT.counter(form.length)}
            autoComplete="off"
          />
          {warning === undefined ? null : (
            <p className={styles.warning}>
              <InfoIcon size={16} />
              <span>{warning}</span>
            </p>
          )}
        </form>
      )}
    </Modal>
  );
});

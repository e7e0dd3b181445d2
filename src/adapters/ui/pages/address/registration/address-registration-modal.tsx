import { observer } from 'mobx-react-lite';
import { Modal } from '../../../components/modal/modal';
import type { AddressFormViewModel } from './address-form.view-model';
import { AddressInput } from './address-input';
import { AddressPicker } from './address-picker';

/** Spec §2: the address registration popup, its INPUT view or its SEARCH view (the picker). */
export const AddressRegistrationModal = observer(function AddressRegistrationModal({
  form,
  onClose,
}: {
  readonly form: AddressFormViewModel | null;
  readonly onClose: () => void;
}) {
  return (
    <Modal open={form !== null} title={form?.title ?? ''} onClose={onClose} maxWidth={480}>
      {form === null ? null : form.view === 'SEARCH' ? <AddressPicker form={form} /> : <AddressInput form={form} />}
    </Modal>
  );
});

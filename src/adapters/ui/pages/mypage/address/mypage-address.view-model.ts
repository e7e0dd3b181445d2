import { makeAutoObservable, runInAction } from 'mobx';
import type { PostcodeSearch } from '../../../../../application/ports/postcode-search';
import type { Address } from '../../../../../domain/address/types';
import { ADDRESS_TEXT } from '../../address/address-messages';
import type { AddressUseCases } from '../../address/address-use-cases';
import { AddressFormViewModel } from '../../address/registration/address-form.view-model';

export interface MypageAddressDeps {
  readonly addresses: Pick<AddressUseCases, 'list' | 'save' | 'setDefault' | 'remove'>;
  readonly postcode: PostcodeSearch;
  readonly ensureSession: () => Promise<boolean>;
  /** Reloads the shell's session state (the default address line of the header and drawer). */
  readonly refreshShell: () => Promise<void>;
}

/**
 * /mypage/address 배송지 관리 (spec §2, §5): the saved addresses, default first; add (search, then label and
 * detail), edit (label, detail and default only: the address search is disabled and saving needs a change),
 * delete after a confirmation, and make one the default.
 */
export class MypageAddressViewModel {
  addresses: readonly Address[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';
  form: AddressFormViewModel | null = null;
  removing: Address | null = null;
  busyId: number | null = null;
  message: string | null = null;

  constructor(private readonly deps: MypageAddressDeps) {
    makeAutoObservable<MypageAddressViewModel, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    try {
      const list = (await this.deps.ensureSession()) ? (await this.deps.addresses.list.execute()).addresses : [];
      runInAction(() => {
        this.addresses = list;
        this.status = 'ready';
      });
    } catch (error) {
      console.error('addresses could not be read', error);
      runInAction(() => (this.status = 'failed'));
    }
  }

  async retry(): Promise<void> {
    this.status = 'loading';
    await this.load();
  }

  /** Adding starts with the address search; the first address becomes the default (spec §4). */
  openAdd(): void {
    this.form = this.formFor({ offerDefault: true, initialView: 'SEARCH', forceDefault: this.addresses.length === 0 });
  }

  openEdit(address: Address): void {
    this.form = this.formFor({ editing: address, offerDefault: !address.isDefault });
  }

  closeForm(): void {
    this.form = null;
  }

  askRemove(address: Address): void {
    this.removing = address;
  }

  cancelRemove(): void {
    this.removing = null;
  }

  async confirmRemove(): Promise<void> {
    const address = this.removing;
    if (address === null) return;
    this.busyId = address.id;
    try {
      const result = await this.deps.addresses.remove.execute({ addressId: address.id });
      runInAction(() => (this.message = result.kind === 'not-found' ? ADDRESS_TEXT.notFound : null));
      await this.afterChange();
    } catch (error) {
      console.error('address could not be removed', error);
      runInAction(() => (this.message = ADDRESS_TEXT.saveFailed));
    } finally {
      runInAction(() => {
        this.busyId = null;
        this.removing = null;
      });
    }
  }

  async makeDefault(address: Address): Promise<void> {
    if (address.isDefault || this.busyId !== null) return;
    this.busyId = address.id;
    try {
      const result = await this.deps.addresses.setDefault.execute({ address });
      runInAction(() => {
        if (result.kind === 'not-found') this.message = ADDRESS_TEXT.notFound;
        else if (result.kind === 'rejected') this.message = result.message;
        else this.message = null;
      });
      await this.afterChange();
    } catch (error) {
      console.error('the default address could not be set', error);
      runInAction(() => (this.message = ADDRESS_TEXT.saveFailed));
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }

  dismissMessage(): void {
    this.message = null;
  }

  private formFor(options: ConstructorParameters<typeof AddressFormViewModel>[1]): AddressFormViewModel {
    return new AddressFormViewModel(
      {
        save: this.deps.addresses.save,
        postcode: this.deps.postcode,
        ensureSession: this.deps.ensureSession,
        onSaved: async () => {
          await this.afterChange();
          runInAction(() => (this.form = null));
        },
      },
      options,
    );
  }

  private async afterChange(): Promise<void> {
    await Promise.all([this.load(), this.deps.refreshShell()]);
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import type { Address } from '../../../../domain/address/types';
import { ADDRESS_TEXT } from './address-messages';
import type { AddressPageDeps } from './address-permission.view-model';
import { addressReturnPath } from './address-return';
import { AddressFormViewModel } from './registration/address-form.view-model';

/**
 * /address/search (spec §2): a customer with a default address picks which saved address to deliver to (it becomes
 * the default) or searches a new one (registered as the default), then goes back to redirect_to.
 */
export class AddressSearchViewModel {
  search = '';
  addresses: readonly Address[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';
  choosingId: number | null = null;
  error: string | null = null;
  form: AddressFormViewModel | null = null;

  constructor(private readonly deps: AddressPageDeps) {
    makeAutoObservable<AddressSearchViewModel, 'deps'>(this, { deps: false });
  }

  setSearch(search: string): void {
    this.search = search;
  }

  get returnPath(): string {
    return addressReturnPath(this.search);
  }

  async load(): Promise<void> {
    this.status = 'loading';
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

  /** Delivering to a saved address makes it the default, then the customer goes back. */
  async choose(address: Address): Promise<void> {
    if (this.choosingId !== null) return;
    this.choosingId = address.id;
    this.error = null;
    try {
      const result = await this.deps.addresses.setDefault.execute({ address });
      if (result.kind !== 'saved') {
        runInAction(() => (this.error = result.kind === 'not-found' ? ADDRESS_TEXT.notFound : result.message));
        await this.load();
        return;
      }
      await this.deps.refreshShell();
      this.deps.navigate(this.returnPath);
    } catch (error) {
      console.error('the default address could not be set', error);
      runInAction(() => (this.error = ADDRESS_TEXT.saveFailed));
    } finally {
      runInAction(() => (this.choosingId = null));
    }
  }

  openSearch(): void {
    this.form = new AddressFormViewModel(
      {
        save: this.deps.addresses.save,
        postcode: this.deps.postcode,
        ensureSession: this.deps.ensureSession,
        onSaved: () => this.saved(),
      },
      { forceDefault: true, initialView: 'SEARCH' },
    );
  }

  closeForm(): void {
    this.form = null;
  }

  private async saved(): Promise<void> {
    await this.deps.refreshShell();
    runInAction(() => (this.form = null));
    this.deps.navigate(this.returnPath);
  }
}

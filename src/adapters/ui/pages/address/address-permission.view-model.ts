import { makeAutoObservable, runInAction } from 'mobx';
import type { PostcodeSearch } from '../../../../application/ports/postcode-search';
import type { Address } from '../../../../domain/address/types';
import type { Geolocator } from '../../../map/geolocator';
import { ADDRESS_TEXT } from './address-messages';
import { addressReturnPath } from './address-return';
import type { AddressUseCases } from './address-use-cases';
import { AddressFormViewModel } from './registration/address-form.view-model';

/** The label a first address starts with (ours: most customers first order home; the chips change it). */
export const FIRST_ADDRESS_LABEL = '집';

export interface AddressPageDeps {
  readonly addresses: AddressUseCases;
  readonly postcode: PostcodeSearch;
  readonly geolocator: Geolocator;
  readonly ensureSession: () => Promise<boolean>;
  /** Reloads the shell's session state, so the header and drawer show the new default address. */
  readonly refreshShell: () => Promise<void>;
  readonly navigate: (to: string) => void;
}

/**
 * /address/permission (spec §2, §4): a customer without a default address finds one from the device's position
 * (coord-to-address, then the detail) or through the address search, registers it as the default and goes back to
 * redirect_to (same-site paths only).
 */
export class AddressPermissionViewModel {
  search = '';
  locating = false;
  /** Why the position could not be used. */
  notice: string | null = null;
  form: AddressFormViewModel | null = null;

  constructor(private readonly deps: AddressPageDeps) {
    makeAutoObservable<AddressPermissionViewModel, 'deps'>(this, { deps: false });
  }

  setSearch(search: string): void {
    this.search = search;
  }

  get returnPath(): string {
    return addressReturnPath(this.search);
  }

  /** 주소 검색: the registration popup opens on the picker's postal search. */
  openSearch(): void {
    this.notice = null;
    this.form = this.newForm();
  }

  /** 현재 위치로 찾기: the device's position, its address, then the detail entry of the picker. */
  async locate(): Promise<void> {
    this.locating = true;
    this.notice = null;
    try {
      const position = await this.deps.geolocator.current();
      if (position === null) {
        runInAction(() => (this.notice = ADDRESS_TEXT.locateRefused));
        return;
      }
      const found = await this.deps.addresses.findAt.execute({ position });
      runInAction(() => {
        if (found.kind === 'not-found') {
          this.notice = ADDRESS_TEXT.locateNoAddress;
          return;
        }
        const form = this.newForm();
        form.startFrom(found.address);
        this.form = form;
      });
    } catch (error) {
      console.error('the address at the position could not be read', error);
      runInAction(() => (this.notice = ADDRESS_TEXT.postcodeUnavailable));
    } finally {
      runInAction(() => (this.locating = false));
    }
  }

  closeForm(): void {
    this.form = null;
  }

  private newForm(): AddressFormViewModel {
    return new AddressFormViewModel(
      {
        save: this.deps.addresses.save,
        postcode: this.deps.postcode,
        ensureSession: this.deps.ensureSession,
        onSaved: (address) => this.saved(address),
      },
      { forceDefault: true, initialView: 'SEARCH', initialLabel: FIRST_ADDRESS_LABEL },
    );
  }

  /** Spec §4: the first address is the default; the shell learns it, then the customer goes back. */
  private async saved(_address: Address): Promise<void> {
    await this.deps.refreshShell();
    runInAction(() => (this.form = null));
    this.deps.navigate(this.returnPath);
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import type { PostcodeResult, PostcodeSearch } from '../../../../../application/ports/postcode-search';
import type { SaveAddress } from '../../../../../application/use-cases/save-address';
import type { Address } from '../../../../../domain/address/types';
import { ADDRESS_LABEL_MAX_LENGTH } from '../../../../../domain/shared/constants';
import type { Coordinates } from '../../../../../domain/shared/geo';
import {
  type AddressDraft,
  type AddressField,
  type AddressFormState,
  addressFormState,
} from '../../../../../domain/validation/address';
import { ADDRESS_TEXT } from '../address-messages';
import { AddressPickerViewModel, type PickedPlace } from './address-picker.view-model';

/** Spec §2: the address registration popup's two views. */
export type AddressFormView = 'INPUT' | 'SEARCH';

/** Label suggestions under the label field (ours). */
export const LABEL_SUGGESTIONS = ['집', '회사', '학교'] as const;

export interface AddressFormDeps {
  readonly save: Pick<SaveAddress, 'execute'>;
  readonly postcode: PostcodeSearch;
  /** Makes sure the visitor has a session before saving (a first-visit guest signs in anonymously). */
  readonly ensureSession: () => Promise<boolean>;
  /** The saved address, after it was stored (and made the default when asked). */
  readonly onSaved: (address: Address) => void | Promise<void>;
}

export interface AddressFormOptions {
  /** The saved address when editing; absent when adding. */
  readonly editing?: Address;
  /** The new address must be the default (the customer has none yet, or picked it to deliver to now). */
  readonly forceDefault?: boolean;
  /** Offer the 기본 배송지 checkbox (my-page management). */
  readonly offerDefault?: boolean;
  readonly initialView?: AddressFormView;
  /** A label to start from (a first address is most often home). */
  readonly initialLabel?: string;
}

const draftOf = (address: Address): AddressDraft => ({
  deliveryName: address.deliveryName,
  fullAddress: address.fullAddress,
  detailAddress: address.detailAddress,
  isDefault: address.isDefault,
});

/**
 * The address registration popup (spec §2, §5): INPUT (label, address, detail, default) and SEARCH (the picker).
 * The rules are the domain's addressFormState: label ≤ 10 characters, label, address and detail non-blank; when
 * editing, saving needs a change and the address search is disabled. Field messages show once a field was left
 * or a save was tried.
 */
export class AddressFormViewModel {
  view: AddressFormView;
  deliveryName = '';
  fullAddress = '';
  jibunAddress = '';
  detailAddress = '';
  isDefault = false;
  position: Coordinates | null = null;
  readonly picker: AddressPickerViewModel;
  touched = new Set<AddressField>();
  saving = false;
  /** A failure to show in the popup (saving failed, or the server refused a field). */
  error: string | null = null;
  readonly editingId: number | null;
  private readonly original: AddressDraft | null;

  constructor(
    private readonly deps: AddressFormDeps,
    private readonly options: AddressFormOptions = {},
  ) {
    const editing = options.editing;
    this.editingId = editing?.id ?? null;
    this.original = editing === undefined ? null : draftOf(editing);
    if (editing !== undefined) {
      this.deliveryName = editing.deliveryName;
      this.fullAddress = editing.fullAddress;
      this.detailAddress = editing.detailAddress;
      this.position = { lat: editing.latitude, lng: editing.longitude };
    }
    if (editing === undefined) this.deliveryName = options.initialLabel ?? '';
    this.isDefault = editing?.isDefault ?? options.forceDefault === true;
    this.picker = new AddressPickerViewModel(deps.postcode);
    this.view = editing === undefined ? (options.initialView ?? 'INPUT') : 'INPUT';
    makeAutoObservable<AddressFormViewModel, 'deps' | 'options' | 'original'>(this, {
      deps: false,
      options: false,
      original: false,
      picker: false,
      editingId: false,
    });
  }

  get isEditing(): boolean {
    return this.original !== null;
  }

  get title(): string {
    if (this.view === 'SEARCH') return '주소 검색';
    return this.isEditing ? '배송지 수정' : '배송지 등록';
  }

  get draft(): AddressDraft {
    return {
      deliveryName: this.deliveryName,
      fullAddress: this.fullAddress,
      detailAddress: this.detailAddress,
      isDefault: this.isDefault,
    };
  }

  /** Spec §5 through the domain. */
  get state(): AddressFormState {
    return addressFormState(this.draft, this.original);
  }

  get canSave(): boolean {
    return this.state.canSave && this.position !== null && !this.saving;
  }

  /** Spec §5: the address search is disabled when editing. */
  get canSearchAddress(): boolean {
    return this.state.canSearchAddress;
  }

  /** The default checkbox shows on my-page, never for an address that must be the default. */
  get offersDefault(): boolean {
    return this.options.offerDefault === true && this.options.forceDefault !== true;
  }

  get labelMaxLength(): number {
    return ADDRESS_LABEL_MAX_LENGTH;
  }

  /** A field's message once it was left or a save was tried. */
  errorOf(field: AddressField): string | undefined {
    return this.touched.has(field) ? this.state.errors[field] : undefined;
  }

  setDeliveryName(value: string): void {
    this.deliveryName = value;
    this.error = null;
  }

  setDetailAddress(value: string): void {
    this.detailAddress = value;
    this.error = null;
  }

  setIsDefault(value: boolean): void {
    this.isDefault = value;
  }

  touch(field: AddressField): void {
    this.touched = new Set([...this.touched, field]);
  }

  /** INPUT → SEARCH (not when editing, spec §5). */
  openSearch(): void {
    if (!this.canSearchAddress) return;
    this.picker.back();
    this.picker.setDetail(this.detailAddress);
    this.view = 'SEARCH';
  }

  /** SEARCH → INPUT without a new address. */
  cancelSearch(): void {
    this.view = 'INPUT';
  }

  /** Opens the picker at step 2 with an address found at the device's position. */
  startFrom(result: PostcodeResult): void {
    this.picker.pick(result);
    this.view = 'SEARCH';
  }

  /** The picker completed: its address fills the form and the popup returns to INPUT. */
  applyPick(): void {
    const place: PickedPlace | null = this.picker.complete();
    if (place === null) return;
    this.fullAddress = place.fullAddress;
    this.jibunAddress = place.jibunAddress;
    this.detailAddress = place.detailAddress;
    this.position = place.position;
    this.touch('fullAddress');
    this.view = 'INPUT';
  }

  /** Saves (adds or edits); the default is set afterwards when asked, since the add call always sends false. */
  async save(): Promise<void> {
    this.touched = new Set<AddressField>(['deliveryName', 'fullAddress', 'detailAddress']);
    const position = this.position;
    if (!this.canSave || position === null) return;
    this.saving = true;
    this.error = null;
    try {
      if (!(await this.deps.ensureSession())) {
        runInAction(() => (this.error = ADDRESS_TEXT.sessionRequired));
        return;
      }
      const saved = await this.persist(position);
      if (saved === null) return;
      await this.deps.onSaved(saved);
    } catch (error) {
      console.error('address could not be saved', error);
      runInAction(() => (this.error = ADDRESS_TEXT.saveFailed));
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  private async persist(position: Coordinates): Promise<Address | null> {
    const result = await this.deps.save.execute({
      editingId: this.editingId,
      deliveryName: this.deliveryName,
      fullAddress: this.fullAddress,
      detailAddress: this.detailAddress,
      position,
      isDefault: this.isDefault,
    });
    if (result.kind === 'not-found') {
      runInAction(() => (this.error = ADDRESS_TEXT.notFound));
      return null;
    }
    if (result.kind === 'rejected') {
      runInAction(() => (this.error = result.message));
      return null;
    }
    return result.address;
  }
}

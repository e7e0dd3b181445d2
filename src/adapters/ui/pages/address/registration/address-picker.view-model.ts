import { makeAutoObservable, runInAction } from 'mobx';
import type { PostcodeResult, PostcodeSearch } from '../../../../../application/ports/postcode-search';
import type { Coordinates } from '../../../../../domain/shared/geo';
import { canCompleteAddressPick, pickedJibunAddress } from '../../../../../domain/validation/address';
import { ADDRESS_TEXT } from '../address-messages';

/** What the picker hands back (spec §3 picker fields): the address in both forms, its detail and its position. */
export interface PickedPlace {
  /** The address saved as fullAddress: the road form. */
  readonly fullAddress: string;
  readonly roadAddress: string;
  readonly jibunAddress: string;
  readonly detailAddress: string;
  readonly position: Coordinates;
}

export type PickerStep = 'search' | 'detail';

/**
 * The address picker (spec §2): step 1 the postal search, step 2 the detail entry. Completion needs a jibun
 * address, a road address and a non-blank detail (spec §5). An unreachable postal search shows the spec §8 message.
 */
export class AddressPickerViewModel {
  step: PickerStep = 'search';
  query = '';
  results: readonly PostcodeResult[] = [];
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  message: string | null = null;
  picked: PostcodeResult | null = null;
  detail = '';
  private request = 0;

  constructor(private readonly postcode: PostcodeSearch) {
    makeAutoObservable<AddressPickerViewModel, 'postcode' | 'request'>(this, { postcode: false, request: false });
  }

  setQuery(value: string): void {
    this.query = value;
  }

  setDetail(value: string): void {
    this.detail = value;
  }

  /** Step 1: searches the postal addresses; a blank query asks for one instead. */
  async search(): Promise<void> {
    const text = this.query.trim();
    if (text === '') {
      this.message = ADDRESS_TEXT.searchRequired;
      this.results = [];
      this.status = 'idle';
      return;
    }
    const request = ++this.request;
    this.status = 'loading';
    this.message = null;
    try {
      const results = await this.postcode.search(text);
      if (request !== this.request) return;
      runInAction(() => {
        this.results = results;
        this.status = 'ready';
        this.message = results.length === 0 ? ADDRESS_TEXT.searchEmpty : null;
      });
    } catch (error) {
      console.error('postcode search failed', error);
      if (request !== this.request) return;
      runInAction(() => {
        this.results = [];
        this.status = 'failed';
        this.message = ADDRESS_TEXT.postcodeUnavailable;
      });
    }
  }

  /** Step 1 → 2: an address was chosen (from the list, or found at the device's position). */
  pick(result: PostcodeResult): void {
    this.picked = result;
    this.step = 'detail';
  }

  /** Step 2 → 1: search again. */
  back(): void {
    this.step = 'search';
  }

  /** The jibun form shown under the road form (autoJibunAddress when the widget left jibun empty). */
  get pickedJibun(): string {
    return this.picked === null ? '' : pickedJibunAddress(this.picked);
  }

  /** Spec §5: a jibun address, a road address and a non-blank detail. */
  get canComplete(): boolean {
    return this.picked !== null && canCompleteAddressPick(this.picked, this.detail);
  }

  /** The picked place, or null while the pick is incomplete. */
  complete(): PickedPlace | null {
    const picked = this.picked;
    if (picked === null || !this.canComplete) return null;
    return {
      fullAddress: picked.roadAddress.trim(),
      roadAddress: picked.roadAddress.trim(),
      jibunAddress: pickedJibunAddress(picked),
      detailAddress: this.detail.trim(),
      position: picked.position,
    };
  }
}

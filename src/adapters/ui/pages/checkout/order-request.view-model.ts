import { makeAutoObservable, observableRef } from 'mobx';
import type { OrderRequest } from '../../../../application/ports/order-gateway';
import {
  DELIVERY_MESSAGE_OPTIONS,
  EMPTY_REQUEST_STATE,
  EXCLUSION_LABELS,
  type Exclusion,
  isExcluded,
  isNoExclusion,
  type RequestState,
  requestOf,
  selectDeliveryMessage,
  showsDeliveryMessageText,
  toggleExclusion,
  typeDeliveryMessage,
  typeOrderMessage,
} from '../../../../domain/checkout/order-request';

export interface ExclusionView {
  readonly key: Exclusion | 'none';
  readonly label: string;
  readonly checked: boolean;
}

const EXCLUSION_ORDER: readonly (Exclusion | 'none')[] = ['none', 'radish', 'beverage', 'disposable'];

/**
 * The 주문 요청 사항 section (spec §3 requestState, §4): the order message, the exclusion checkboxes with their
 * 'no selection' box, and the delivery message select whose option 'etc' reveals a free-text box.
 */
export class OrderRequestViewModel {
  state: RequestState = EMPTY_REQUEST_STATE;
  /** The delivery message select's options (spec §4; 'etc' is 직접 입력). */
  readonly deliveryOptions = DELIVERY_MESSAGE_OPTIONS;

  constructor() {
    makeAutoObservable(this, { deliveryOptions: false, state: observableRef });
  }

  get exclusions(): readonly ExclusionView[] {
    return EXCLUSION_ORDER.map((key) => ({
      key,
      label: EXCLUSION_LABELS[key],
      checked: key === 'none' ? isNoExclusion(this.state) : isExcluded(this.state, key),
    }));
  }

  get showsDeliveryText(): boolean {
    return showsDeliveryMessageText(this.state);
  }

  typeOrderMessage(text: string): void {
    this.state = typeOrderMessage(this.state, text);
  }

  toggle(key: Exclusion | 'none'): void {
    this.state = toggleExclusion(this.state, key);
  }

  selectDeliveryMessage(value: string): void {
    this.state = selectDeliveryMessage(this.state, value);
  }

  typeDeliveryMessage(text: string): void {
    this.state = typeDeliveryMessage(this.state, text);
  }

  /** What the order carries (the delivery message only for a delivery). */
  request(delivery: boolean): OrderRequest {
    return requestOf(this.state, delivery);
  }
}

/**
 * Spec §3 requestState and §4 order-request rules: three exclusion checkboxes with a 'no selection' box that clears
 * them (and is checked when none is set), and a delivery-message select whose option 'etc' reveals free text.
 */
export interface RequestState {
  readonly orderMessage: string;
  readonly orderMessageExcludeRadish: boolean;
  readonly orderMessageExcludeBeverage: boolean;
  readonly orderMessageExcludeDisposableProducts: boolean;
  readonly deliveryMessageSelectValue: string;
  readonly deliveryMessage: string;
}

export type Exclusion = 'radish' | 'beverage' | 'disposable';

/** The checkbox labels (wording ours; the spec names the three exclusions). */
export const EXCLUSION_LABELS: Readonly<Record<Exclusion | 'none', string>> = {
  none: '선택 안함',
  radish: '치킨무 빼주세요',
  beverage: '음료 빼주세요',
  disposable: '일회용 수저, 포크 빼주세요',
};

/** The select value that reveals free text (spec §4 'etc' = direct entry). */
export const DELIVERY_MESSAGE_ETC = 'etc';

/** Delivery message options (values are the messages themselves, except 'etc'). */
export const DELIVERY_MESSAGE_OPTIONS: readonly { readonly value: string; readonly label: string }[] = [
  { value: '문 앞에 놓아주세요', label: '문 앞에 놓아주세요' },
  { value: '도착 전 연락주세요', label: '도착 전 연락주세요' },
  { value: '벨 누르지 말고 노크해주세요', label: '벨 누르지 말고 노크해주세요' },
  { value: '경비실에 맡겨주세요', label: '경비실에 맡겨주세요' },
  { value: DELIVERY_MESSAGE_ETC, label: '직접 입력' },
];

/** Longest free text of the order and delivery messages (ours). */
export const REQUEST_MESSAGE_MAX = 100;

export const EMPTY_REQUEST_STATE: RequestState = {
  orderMessage: '',
  orderMessageExcludeRadish: false,
  orderMessageExcludeBeverage: false,
  orderMessageExcludeDisposableProducts: false,
  deliveryMessageSelectValue: '',
  deliveryMessage: '',
};

const FIELD: Readonly<Record<Exclusion, keyof RequestState>> = {
  radish: 'orderMessageExcludeRadish',
  beverage: 'orderMessageExcludeBeverage',
  disposable: 'orderMessageExcludeDisposableProducts',
};

/** 'no selection' is checked exactly when no exclusion is set. */
export function isNoExclusion(state: RequestState): boolean {
  return (
    !state.orderMessageExcludeRadish &&
    !state.orderMessageExcludeBeverage &&
    !state.orderMessageExcludeDisposableProducts
  );
}

export function isExcluded(state: RequestState, exclusion: Exclusion): boolean {
  return state[FIELD[exclusion]] === true;
}

/** Checking 'no selection' clears all three; any other box toggles on its own. */
export function toggleExclusion(state: RequestState, exclusion: Exclusion | 'none'): RequestState {
  if (exclusion === 'none') {
    return {
      ...state,
      orderMessageExcludeRadish: false,
      orderMessageExcludeBeverage: false,
      orderMessageExcludeDisposableProducts: false,
    };
  }
  return { ...state, [FIELD[exclusion]]: !isExcluded(state, exclusion) };
}

/** Choosing an option: a preset fills the message; 'etc' empties it for typing; '' clears both. */
export function selectDeliveryMessage(state: RequestState, value: string): RequestState {
  if (value === DELIVERY_MESSAGE_ETC) return { ...state, deliveryMessageSelectValue: value, deliveryMessage: '' };
  return { ...state, deliveryMessageSelectValue: value, deliveryMessage: value };
}

/** Typing the free text (only meaningful with 'etc'); cut at REQUEST_MESSAGE_MAX characters. */
export function typeDeliveryMessage(state: RequestState, text: string): RequestState {
  if (state.deliveryMessageSelectValue !== DELIVERY_MESSAGE_ETC) return state;
  return { ...state, deliveryMessage: [...text].slice(0, REQUEST_MESSAGE_MAX).join('') };
}

export function typeOrderMessage(state: RequestState, text: string): RequestState {
  return { ...state, orderMessage: [...text].slice(0, REQUEST_MESSAGE_MAX).join('') };
}

/** Whether the free-text box shows (spec §4: option 'etc'). */
export function showsDeliveryMessageText(state: RequestState): boolean {
  return state.deliveryMessageSelectValue === DELIVERY_MESSAGE_ETC;
}

/** What is sent with the order: trimmed texts; the delivery message is '' for takeout. */
export function requestOf(
  state: RequestState,
  delivery: boolean,
): {
  readonly orderMessage: string;
  readonly orderMessageExcludeRadish: boolean;
  readonly orderMessageExcludeBeverage: boolean;
  readonly orderMessageExcludeDisposableProducts: boolean;
  readonly deliveryMessage: string;
} {
  return {
    orderMessage: state.orderMessage.trim(),
    orderMessageExcludeRadish: state.orderMessageExcludeRadish,
    orderMessageExcludeBeverage: state.orderMessageExcludeBeverage,
    orderMessageExcludeDisposableProducts: state.orderMessageExcludeDisposableProducts,
    deliveryMessage: delivery ? state.deliveryMessage.trim() : '',
  };
}

import { describe, expect, it } from 'vitest';
import {
  DELIVERY_MESSAGE_ETC,
  EMPTY_REQUEST_STATE,
  isExcluded,
  isNoExclusion,
  REQUEST_MESSAGE_MAX,
  requestOf,
  selectDeliveryMessage,
  showsDeliveryMessageText,
  toggleExclusion,
  typeDeliveryMessage,
  typeOrderMessage,
} from '../../../../src/domain/checkout/order-request';

describe('order request (spec §4)', () => {
  it("'no selection' is checked when no exclusion is set, and clears all three", () => {
    expect(isNoExclusion(EMPTY_REQUEST_STATE)).toBe(true);
    const two = toggleExclusion(toggleExclusion(EMPTY_REQUEST_STATE, 'radish'), 'disposable');
    expect(isNoExclusion(two)).toBe(false);
    expect(isExcluded(two, 'radish')).toBe(true);
    expect(isExcluded(two, 'beverage')).toBe(false);
    expect(isExcluded(toggleExclusion(two, 'radish'), 'radish')).toBe(false);
    const cleared = toggleExclusion(two, 'none');
    expect(isNoExclusion(cleared)).toBe(true);
  });

  it("a preset fills the delivery message; 'etc' reveals free text, typed only then and cut at the maximum", () => {
    const preset = selectDeliveryMessage(EMPTY_REQUEST_STATE, '문 앞에 놓아주세요');
    expect(preset.deliveryMessage).toBe('문 앞에 놓아주세요');
    expect(showsDeliveryMessageText(preset)).toBe(false);
    expect(typeDeliveryMessage(preset, '무시됨')).toBe(preset);
    const etc = selectDeliveryMessage(preset, DELIVERY_MESSAGE_ETC);
    expect(etc.deliveryMessage).toBe('');
    expect(showsDeliveryMessageText(etc)).toBe(true);
    expect([...typeDeliveryMessage(etc, '가'.repeat(150)).deliveryMessage]).toHaveLength(REQUEST_MESSAGE_MAX);
    expect([...typeOrderMessage(etc, '나'.repeat(150)).orderMessage]).toHaveLength(REQUEST_MESSAGE_MAX);
  });

  it('sends trimmed texts and no delivery message for takeout', () => {
    const state = typeDeliveryMessage(
      selectDeliveryMessage(typeOrderMessage(EMPTY_REQUEST_STATE, ' 맵게 '), DELIVERY_MESSAGE_ETC),
      ' 벨 X ',
    );
    expect(requestOf(state, true)).toMatchObject({ orderMessage: '맵게', deliveryMessage: '벨 X' });
    expect(requestOf(state, false).deliveryMessage).toBe('');
  });
});

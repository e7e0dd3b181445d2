// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { BrowserKeyValueStore } from '../../../../src/adapters/storage/browser-key-value-store';
import {
  LocalStorageOrderFormRepository,
  ORDER_FORM_KEYS,
} from '../../../../src/adapters/storage/local-storage-order-form-repository';
import { OPTION, orderFormItem } from '../../application/memory-world';

function repository() {
  return new LocalStorageOrderFormRepository(new BrowserKeyValueStore(window.localStorage));
}

describe('LocalStorageOrderFormRepository', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('keeps the sidebar order form in local storage across page loads', () => {
    const form = [orderFormItem(101, [OPTION.boneless], 2), orderFormItem(301, [])];
    repository().save(form);
    expect(repository().load()).toEqual(form);
    repository().clear();
    expect(repository().load()).toEqual([]);
  });

  it.each([
    ['corrupt JSON', '[{"menuId": 1,'],
    ['not a list', '{"menuId": 1}'],
    ['an item of another shape', '[{"id": 1, "qty": 2}]'],
    ['a fractional price', JSON.stringify([{ ...orderFormItem(301, []), menuPrice: 10.5 }])],
  ])('%s reads as an empty form and is overwritten, never thrown', (_case, stored) => {
    window.localStorage.setItem(ORDER_FORM_KEYS.orderForm, stored);
    expect(repository().load()).toEqual([]);
    expect(window.localStorage.getItem(ORDER_FORM_KEYS.orderForm)).toBe('[]');
  });

  it('keeps the coupon-change cart ids; unreadable ids read null', () => {
    const repo = repository();
    repo.saveCartId(12);
    repo.saveRemovableCartId(34);
    expect([repo.cartId(), repo.removableCartId()]).toEqual([12, 34]);
    repo.saveCartId(null);
    window.localStorage.setItem(ORDER_FORM_KEYS.removableCartId, 'abc');
    expect([repo.cartId(), repo.removableCartId()]).toEqual([null, null]);
  });
});

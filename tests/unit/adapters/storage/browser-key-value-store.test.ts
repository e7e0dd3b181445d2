// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { BrowserKeyValueStore } from '../../../../src/adapters/storage/browser-key-value-store';

describe('BrowserKeyValueStore', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('reads and writes the browser storage it was given', () => {
    const store = new BrowserKeyValueStore(window.localStorage);
    store.set('orderForm', '[]');
    expect(window.localStorage.getItem('orderForm')).toBe('[]');
    expect(store.get('orderForm')).toBe('[]');
    store.remove('orderForm');
    expect(store.get('orderForm')).toBeNull();
  });

  it('a storage the browser refuses to read reads as empty', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const store = new BrowserKeyValueStore(refusing);
    expect(store.get('anything')).toBeNull();
    expect(() => store.remove('anything')).not.toThrow();
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { BrowserKeyValueStore } from '../../../../src/adapters/storage/browser-key-value-store';
import { SessionStorageArsFlag } from '../../../../src/adapters/storage/session-storage-ars-flag';

const flag = () => new SessionStorageArsFlag(new BrowserKeyValueStore(window.sessionStorage));

describe('SessionStorageArsFlag', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('is off with no branch in a fresh tab', () => {
    expect([flag().isOn(), flag().branchId()]).toEqual([false, null]);
  });

  it('an ARS call stores the flag and its branch in session storage', () => {
    flag().turnOn('7');
    expect([window.sessionStorage.getItem('ars'), window.sessionStorage.getItem('branch')]).toEqual(['true', '7']);
    expect([flag().isOn(), flag().branchId()]).toEqual([true, '7']);
  });

  it('an expired ARS session marks the flag false', () => {
    flag().turnOn('7');
    flag().turnOff();
    expect(window.sessionStorage.getItem('ars')).toBe('false');
    expect(flag().isOn()).toBe(false);
  });
});

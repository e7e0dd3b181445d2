// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../../../src/adapters/memory/local/in-memory-cookie-jar';
import { ManualClock } from '../../../../src/adapters/memory/local/manual-clock';
import { CookiePreferenceStore, PREFERENCE_COOKIES } from '../../../../src/adapters/storage/cookie-preference-store';
import { DocumentCookieJar } from '../../../../src/adapters/storage/document-cookie-jar';

describe('CookiePreferenceStore', () => {
  it('remembers meal type, branch and position in browser cookies', () => {
    const store = new CookiePreferenceStore(new DocumentCookieJar(document));
    store.saveMealType('DELIVERY');
    store.saveBranchId(4);
    store.savePosition({ lat: 37.491493, lng: 127.116024 });
    expect(document.cookie).toContain('mealType=delivery');
    expect([store.mealType(), store.branchId(), store.position()]).toEqual([
      'DELIVERY',
      4,
      { lat: 37.491493, lng: 127.116024 },
    ]);
    store.saveBranchId(null);
    expect(store.branchId()).toBeNull();
  });

  it('the choices last 7 days (604,800 s)', () => {
    const clock = new ManualClock(0);
    const store = new CookiePreferenceStore(new InMemoryCookieJar(clock));
    store.saveMealType('TAKEOUT');
    clock.advance(604_800_000 - 1);
    expect(store.mealType()).toBe('TAKEOUT');
    clock.advance(1);
    expect(store.mealType()).toBeNull();
  });

  it('unreadable cookie values read null', () => {
    const jar = new InMemoryCookieJar(new ManualClock(0));
    const store = new CookiePreferenceStore(jar);
    jar.set(PREFERENCE_COOKIES.mealType, 'pickup', 60);
    jar.set(PREFERENCE_COOKIES.branchId, '4a', 60);
    jar.set(PREFERENCE_COOKIES.position, '37.5', 60);
    expect([store.mealType(), store.branchId(), store.position()]).toEqual([null, null, null]);
    jar.set(PREFERENCE_COOKIES.position, '91,127', 60);
    expect(store.position()).toBeNull();
  });
});

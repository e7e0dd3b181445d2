import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../../../../src/adapters/memory/local/in-memory-cookie-jar';
import { ManualClock } from '../../../../../src/adapters/memory/local/manual-clock';

describe('InMemoryCookieJar', () => {
  it('a cookie lives exactly its max-age in seconds', () => {
    const clock = new ManualClock(1_000_000);
    const jar = new InMemoryCookieJar(clock);
    jar.set('_hpu', '1', 86_400);
    clock.advance(86_399_999);
    expect(jar.get('_hpu')).toBe('1');
    clock.advance(1);
    expect(jar.get('_hpu')).toBeNull();
  });

  it('a max-age of 0 or removing deletes the cookie', () => {
    const jar = new InMemoryCookieJar(new ManualClock(0));
    jar.set('a', '1', 60);
    jar.set('a', '1', 0);
    expect(jar.get('a')).toBeNull();
    jar.set('b', '2', 60);
    jar.remove('b');
    expect(jar.get('b')).toBeNull();
  });
});

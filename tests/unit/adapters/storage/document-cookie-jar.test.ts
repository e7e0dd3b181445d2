// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentCookieJar } from '../../../../src/adapters/storage/document-cookie-jar';

/** A document that records what is written to document.cookie. */
function recordingDocument(): { document: Document; written: string[] } {
  const written: string[] = [];
  const document = {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  } as unknown as Document;
  return { document, written };
}

describe('DocumentCookieJar', () => {
  afterEach(() => {
    for (const name of ['mealType', 'position', '검색']) new DocumentCookieJar(document).remove(name);
  });

  it('writes site-wide, SameSite=Lax cookies with a max-age in seconds', () => {
    const { document: recorder, written } = recordingDocument();
    new DocumentCookieJar(recorder).set('mealType', 'delivery', 604_800);
    expect(written).toEqual(['mealType=delivery; Path=/; Max-Age=604800; SameSite=Lax']);
  });

  it('reads back what it wrote, including commas and Korean text', () => {
    const jar = new DocumentCookieJar(document);
    jar.set('position', '37.49,127.11', 60);
    jar.set('검색', '문정동', 60);
    expect(jar.get('position')).toBe('37.49,127.11');
    expect(jar.get('검색')).toBe('문정동');
    expect(jar.get('absent')).toBeNull();
  });

  it('removing expires the cookie at once', () => {
    const jar = new DocumentCookieJar(document);
    jar.set('mealType', 'takeout', 60);
    jar.remove('mealType');
    expect(jar.get('mealType')).toBeNull();
  });
});

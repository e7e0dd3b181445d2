import type { CookieJar } from '../../application/ports/cookie-jar';

/**
 * A CookieJar over `document.cookie` (the Document passed in). Every cookie is site-wide (Path=/) and SameSite=Lax;
 * names and values are URI-encoded so commas, semicolons and Korean text survive.
 */
export class DocumentCookieJar implements CookieJar {
  constructor(private readonly document: Document) {}

  get(name: string): string | null {
    const wanted = encodeURIComponent(name);
    for (const pair of this.document.cookie.split(';')) {
      const eq = pair.indexOf('=');
      if (eq < 0 || pair.slice(0, eq).trim() !== wanted) continue;
      return decode(pair.slice(eq + 1).trim());
    }
    return null;
  }

  set(name: string, value: string, maxAgeSeconds: number): void {
    const maxAge = Math.max(0, Math.floor(maxAgeSeconds));
    this.document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
  }

  remove(name: string): void {
    this.set(name, '', 0);
  }
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

import type { Clock } from '../../../application/ports/clock';
import type { CookieJar } from '../../../application/ports/cookie-jar';

/** Cookies in a Map that expire by the given clock like a browser's (max-age in seconds; 0 or less deletes). */
export class InMemoryCookieJar implements CookieJar {
  private readonly cookies = new Map<string, { value: string; expiresAtMs: number }>();

  constructor(private readonly clock: Clock) {}

  get(name: string): string | null {
    const cookie = this.cookies.get(name);
    if (cookie === undefined) return null;
    if (cookie.expiresAtMs <= this.clock.now()) {
      this.cookies.delete(name);
      return null;
    }
    return cookie.value;
  }

  set(name: string, value: string, maxAgeSeconds: number): void {
    if (maxAgeSeconds <= 0) {
      this.cookies.delete(name);
      return;
    }
    this.cookies.set(name, { value, expiresAtMs: this.clock.now() + maxAgeSeconds * 1000 });
  }

  remove(name: string): void {
    this.cookies.delete(name);
  }
}

/** This site's cookies (Path=/): get returns null when absent; set takes the lifetime in whole seconds (max-age). */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

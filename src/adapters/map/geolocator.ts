import type { Coordinates } from '../../domain/shared/geo';

/** The device's position (WGS-84 degrees); null when the customer refused, none is available or it took too long. */
export interface Geolocator {
  current(): Promise<Coordinates | null>;
}

/** How long a position may take before the page goes on without it, ms (ours: a prompt left unanswered). */
export const GEOLOCATION_TIMEOUT_MS = 8000;

/** A position up to a minute old is good enough to find stores nearby, ms. */
const GEOLOCATION_MAX_AGE_MS = 60_000;

/**
 * The browser's Geolocation API. Some browsers never answer while the permission prompt stays open, so a timer of
 * our own settles the promise too; a refusal, an error or no API at all reads null.
 */
export class BrowserGeolocator implements Geolocator {
  constructor(
    private readonly geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
    private readonly timeoutMs = GEOLOCATION_TIMEOUT_MS,
  ) {}

  current(): Promise<Coordinates | null> {
    const api = this.geolocation;
    if (api === undefined) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), this.timeoutMs + 500);
      const settle = (value: Coordinates | null) => {
        clearTimeout(timer);
        resolve(value);
      };
      try {
        api.getCurrentPosition(
          (found) => settle({ lat: found.coords.latitude, lng: found.coords.longitude }),
          () => settle(null),
          { enableHighAccuracy: false, timeout: this.timeoutMs, maximumAge: GEOLOCATION_MAX_AGE_MS },
        );
      } catch {
        settle(null);
      }
    });
  }
}

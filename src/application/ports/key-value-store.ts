/**
 * String storage on this device (local storage or session storage, spec §3/§4): get returns null for an absent
 * key; synchronous like the browser Storage it stands for. A full or disabled store throws from set (an outage).
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * The instant a countdown on screen shows, epoch ms (the phone-verification 60 s timer). A UI service over the app's
 * clock, so a view-model reads time without holding the Clock port.
 */
export interface Ticker {
  now(): number;
}

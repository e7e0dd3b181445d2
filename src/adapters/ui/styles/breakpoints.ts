/** Spec §9 breakpoints, px: the mobile layout at 800 or narrower, then narrow steps at 400, 360 and 300. */
const MOBILE_BREAKPOINT_PX = 800;
const NARROW_BREAKPOINTS_PX = [400, 360, 300] as const;

/** Spec §9: the mobile layout applies at 800 px or narrower (the same numbers the CSS modules use). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Spec §9 narrow-screen steps, widest first: 400, 360, 300 px. */
export const NARROW_MEDIA_QUERIES = NARROW_BREAKPOINTS_PX.map((px) => `(max-width: ${px}px)`);

/** Motion the user asked the system to reduce: carousels stop autoplaying. */
export const REDUCED_MOTION_MEDIA_QUERY = '(prefers-reduced-motion: reduce)';

/** Spec §2/§9: a mobile user agent (Mobi or Android in the string) gets the mobile behaviour and the app banner. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Mobi|Android/i.test(userAgent);
}

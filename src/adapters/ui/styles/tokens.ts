/**
 * Motion and size tokens of the components (spec §9), the script-side companions of tokens.css: colours, spacing
 * and breakpoints live in CSS (tokens.css, breakpoints.ts).
 */

/** Spec §9: carousels move to the next slide every 4 s, each move taking 350 ms. */
export const CAROUSEL_AUTOPLAY_MS = 4000;
export const CAROUSEL_SPEED_MS = 350;

/** Spec §2 Banner popup: its carousel moves every 3 s. */
export const POPUP_BANNER_AUTOPLAY_MS = 3000;

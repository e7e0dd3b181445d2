/** Spec §9 breakpoint, px: the mobile layout at 800 or narrower (the narrow steps 400, 360, 300 live in the CSS). */
const MOBILE_BREAKPOINT_PX = 800;

/** Spec §9: the mobile layout applies at 800 px or narrower (the same numbers the CSS modules use). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Motion the user asked the system to reduce: carousels stop autoplaying. */
export const REDUCED_MOTION_MEDIA_QUERY = '(prefers-reduced-motion: reduce)';

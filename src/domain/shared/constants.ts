/**
 * Spec §9 business constants, in the units named. Layout, motion and colour (breakpoints, carousel timing, grid
 * columns) belong to the UI: src/adapters/ui/styles (tokens.css, tokens.ts, breakpoints.ts); the brand, its
 * colour, phones and links to the franchise profile (src/franchise/profile.ts).
 */
export const VERIFICATION_CODE_LENGTH = 4;
export const PHONE_NUMBER_LENGTH = 11;
export const RESEND_COUNTDOWN_SECONDS = 60;
export const BRANCH_SEARCH_PAGE_SIZE = 30;
export const INQUIRY_CONTENT_MAX_LENGTH = 1000;
export const INQUIRY_MAX_ATTACHMENTS = 3;
export const INQUIRY_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const ADDRESS_LABEL_MAX_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const POINT_UNIT = 100;
export const POPUP_HIDE_COOKIE = '_hpu';
export const POPUP_HIDE_COOKIE_SECONDS = 86_400;
export const TOKEN_REFRESH_CACHE_MS = 10_000;
export const SELECTION_COOKIE_SECONDS = 604_800;
export const RECOMMEND_MENUS_PER_PAGE = 2;
export const AGENTS = ['MOBILEWEB', 'DESKTOPWEB', 'VISUALARS', 'AGENTCALL'] as const;
export type Agent = (typeof AGENTS)[number];
export const TIME_ZONE = 'Asia/Seoul';
export const DEFAULT_CATEGORY_ID = 1;
/** Spec §2: the menu opens on the default category (the seed gives the plain fried chicken this id). */
export const DEFAULT_CATEGORY_PATH = `/categories/${DEFAULT_CATEGORY_ID}`;
export const MIN_BIRTH_YEAR = 1930;

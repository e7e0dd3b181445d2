import { ARS_HEADER_TITLE } from '../session/ars';
import { isUnderPath } from './url';

/** Spec §2 app shell: header and footer are hidden on the ARS flow page and the ARS forced-out landing. */
export function showsHeaderAndFooter(path: string): boolean {
  return !isUnderPath(path, '/ars') && !isUnderPath(path, '/sign/out');
}

/**
 * Spec §2 mobile header: in visual-ARS mode only the title 보이는 ARS shows (no hamburger, toggle, pin or
 * my-page icon); otherwise the full header.
 */
export function mobileHeaderMode(arsMode: boolean): { kind: 'ars'; title: string } | { kind: 'full' } {
  return arsMode ? { kind: 'ars', title: ARS_HEADER_TITLE } : { kind: 'full' };
}

/** Spec §2/§9: the mobile header's my-page icon is hidden on viewports narrower than 360 px. */
export const MY_PAGE_ICON_MIN_WIDTH_PX = 360;

/** Spec §2: whether the my-page icon shows at this viewport width (CSS px). */
export function showsMyPageIcon(viewportWidthPx: number): boolean {
  return viewportWidthPx >= MY_PAGE_ICON_MIN_WIDTH_PX;
}

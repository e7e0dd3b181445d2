import { isUnderPath } from '../../../domain/navigation/url';
import { ARS_HEADER_TITLE } from '../../../domain/session/ars';

/** Spec §2 app shell: header and footer are hidden on the ARS flow page and the ARS forced-out landing. */
export function showsHeaderAndFooter(path: string): boolean {
  return !isUnderPath(path, '/ars') && !isUnderPath(path, '/sign/out');
}

/**
 * Spec §2 mobile header: in visual-ARS mode only the title 보이는 ARS shows (no hamburger, toggle, pin or
 * my-page icon); otherwise the full header. The my-page icon's own rule (hidden under 360 px, spec §2/§9) is a
 * media query of mobile-header.module.css.
 */
export function mobileHeaderMode(arsMode: boolean): { kind: 'ars'; title: string } | { kind: 'full' } {
  return arsMode ? { kind: 'ars', title: ARS_HEADER_TITLE } : { kind: 'full' };
}

import { FRANCHISE_PROFILE } from '../../../franchise/profile';
import type { FranchiseProfile } from '../../../franchise/profile-schema';
import { themeVariables } from '../../../franchise/theme';

/**
 * Sets the franchise's primary colour and its shades (--color-primary …, read by tokens.css and every module) on
 * the root element. Runs before the first render: #root is empty until then, so no screen shows another colour.
 */
export function applyFranchiseTheme(root: HTMLElement, theme: FranchiseProfile['theme'] = FRANCHISE_PROFILE.theme) {
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
}

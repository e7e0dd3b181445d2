import { safeRedirectPath } from '../../../../domain/navigation/redirect';
import { parseQuery } from '../../../../domain/navigation/url';

/** Where the address pages go back to: redirect_to when it is a same-site path, else /categories/1 (spec §2). */
export function addressReturnPath(search: string): string {
  return safeRedirectPath(parseQuery(search)['redirect_to']);
}

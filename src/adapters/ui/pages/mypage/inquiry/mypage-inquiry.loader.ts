import type { QnaEntry } from '../../../../../application/ports/content-feed';
import type { Viewer } from '../../../../../domain/navigation/role-visibility';
import { type Resolve, TOKENS } from '../../../../../tokens';
import { phoneCheckedViewer, readOrNull } from '../../../routes/loader-part';

/**
 * What the /mypage/inquiry loader read (issue 13): nothing while a guest has not confirmed a phone in this tab (spec §5
 * guest path: the page asks for it), else the customer's inquiries (null when they could not be read: 다시 시도) and
 * the phone the guest confirmed.
 */
export type InquiryPreload =
  | { readonly view: 'guest-unconfirmed'; readonly viewer: Viewer }
  | {
      readonly view: 'inquiries';
      readonly viewer: Viewer;
      readonly confirmedPhone: string | null;
      readonly inquiries: readonly QnaEntry[] | null;
    };

/**
 * The route loader of /mypage/inquiry (ListMyInquiries), once the session is known: a member's inquiries at once, a
 * guest's once it confirmed a phone (the page runs this loader again then, and after an inquiry is sent).
 */
export function mypageInquiryLoader(resolve: Resolve) {
  return async (): Promise<InquiryPreload> => {
    const { viewer, confirmedPhone, confirmed } = await phoneCheckedViewer(resolve);
    if (!confirmed) return { view: 'guest-unconfirmed', viewer };
    const inquiries = await readOrNull(
      async () => (await resolve(TOKENS.ListMyInquiries).execute()).inquiries,
      'the inquiries',
    );
    return { view: 'inquiries', viewer, confirmedPhone, inquiries };
  };
}

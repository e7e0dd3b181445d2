import type { ReadMembershipResult } from '../../../../../application/use-cases/read-membership';
import { TOKENS } from '../../../../../tokens';
import { type MembersOnlyPreload, membersOnlyLoader } from '../../../routes/loader-part';

/** What the /mypage/membership loader read (issue 13): the grades and the member's own, nothing for a non-member. */
export type MembershipPreload = MembersOnlyPreload<ReadMembershipResult>;

/** The route loader of /mypage/membership (ReadMembership). */
export const mypageMembershipLoader = membersOnlyLoader(
  (resolve) => resolve(TOKENS.ReadMembership).execute(),
  'the membership',
);

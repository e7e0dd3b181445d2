import { defaultAddressLine } from '../address/default-address';
import type { DefaultAddress, Member } from '../session/types';
import type { Viewer } from './role-visibility';

/** Spec §2: the grade name shown when a member's grade is unknown. */
export const UNKNOWN_GRADE_NAME = '알 수 없음';

/** Spec §2 drawer account section: a member's greeting, grade and logout, or a guest's login and sign-up. */
export type DrawerAccount =
  | {
      readonly kind: 'member';
      /** The name followed by 님; null while the member is still loading. */
      readonly greeting: string | null;
      readonly gradeName: string;
      readonly gradeIconUrl: string | null;
      readonly logoutLabel: '로그아웃';
    }
  | {
      readonly kind: 'guest';
      readonly actions: readonly [
        { readonly label: '로그인'; readonly path: '/member/login' },
        { readonly label: '회원가입'; readonly path: '/member/join' },
      ];
    };

/** Spec §2: what the drawer's account section shows for the viewer (member data null = not loaded yet). */
export function drawerAccount(viewer: Viewer, member: Member | null): DrawerAccount {
  if (viewer === 'guest') {
    return {
      kind: 'guest',
      actions: [
        { label: '로그인', path: '/member/login' },
        { label: '회원가입', path: '/member/join' },
      ],
    };
  }
  const gradeName = member?.grade?.name.trim() ?? '';
  return {
    kind: 'member',
    greeting: member === null ? null : `${member.name}님`,
    gradeName: gradeName === '' ? UNKNOWN_GRADE_NAME : gradeName,
    gradeIconUrl: member?.grade?.iconUrl ?? null,
    logoutLabel: '로그아웃',
  };
}

/** Spec §2: the drawer header's address line (full + detail, or '(기본 주소 없음)') and the page it opens. */
export function drawerAddressLine(address: DefaultAddress | null): { readonly text: string; readonly path: string } {
  return { text: defaultAddressLine(address), path: '/mypage/address' };
}

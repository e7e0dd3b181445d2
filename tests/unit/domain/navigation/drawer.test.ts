import { describe, expect, it } from 'vitest';
import { drawerAccount, drawerAddressLine } from '../../../../src/domain/navigation/drawer';
import { aMember } from '../session/builders';

describe('the drawer account section', () => {
  it('greets a member by name followed by 님, with grade and logout', () => {
    expect(drawerAccount('member', aMember())).toEqual({
      kind: 'member',
      greeting: '김치킨님',
      gradeName: 'VIP',
      gradeIconUrl: '/img/vip.png',
      logoutLabel: '로그아웃',
    });
  });

  it('names the grade "알 수 없음" when the member has none or a blank one', () => {
    expect(drawerAccount('member', aMember({ grade: null }))).toMatchObject({
      gradeName: '알 수 없음',
      gradeIconUrl: null,
    });
    expect(drawerAccount('member', aMember({ grade: { name: ' ', iconUrl: '' } }))).toMatchObject({
      gradeName: '알 수 없음',
    });
  });

  it('has no greeting while the member is loading', () => {
    expect(drawerAccount('member', null)).toMatchObject({ kind: 'member', greeting: null, gradeName: '알 수 없음' });
  });

  it('offers a guest 로그인 and 회원가입', () => {
    expect(drawerAccount('guest', null)).toEqual({
      kind: 'guest',
      actions: [
        { label: '로그인', path: '/member/login' },
        { label: '회원가입', path: '/member/join' },
      ],
    });
  });
});

describe('the drawer address line', () => {
  it('shows the full and detail address, linking to address management', () => {
    expect(drawerAddressLine({ fullAddress: '서울 송파구 중대로 64', detailAddress: '101호' })).toEqual({
      text: '서울 송파구 중대로 64 101호',
      path: '/mypage/address',
    });
  });

  it('shows "(기본 주소 없음)" without a default address', () => {
    expect(drawerAddressLine(null).text).toBe('(기본 주소 없음)');
  });
});

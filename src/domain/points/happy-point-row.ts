import { formatPoints } from '../money/format';
import type { HpcPointState } from './types';

export const HAPPY_POINT_REGISTERED = '등록완료';
export const HAPPY_POINT_NOT_REGISTERED = '미등록';
export const HAPPY_POINT_NOT_MEMBER = '해피포인트 회원이 아님';

/**
 * Spec §4 Happy Point row text: SUCCESS with points chosen shows them spent ("-1,000P"), SUCCESS without shows
 * 등록완료, CI_REQUIRED 미등록, NOT_HPC_MEMBER 해피포인트 회원이 아님, any other status the partner's text as it is.
 * "With points" means a positive whole number of points: 0, a fraction or a missing value show 등록완료.
 */
export function happyPointRowText(state: HpcPointState): string {
  switch (state.status) {
    case 'SUCCESS': {
      const use = state.usePoints;
      return use != null && Number.isSafeInteger(use) && use > 0 ? formatPoints(-use) : HAPPY_POINT_REGISTERED;
    }
    case 'CI_REQUIRED':
      return HAPPY_POINT_NOT_REGISTERED;
    case 'NOT_HPC_MEMBER':
      return HAPPY_POINT_NOT_MEMBER;
    default:
      return state.status;
  }
}

import { QUICK_ORDER_TITLE_MAX } from '../order/reorder';
import type { DomainError, Result } from '../shared/result';
import { err, ok } from '../shared/result';

/** Spec §5 warning shown when saving a quick order (wording ours: the spec gives the meaning only). */
export const QUICK_ORDER_PRICE_WARNING = '퀵오더는 포인트와 할인이 적용되지 않은 정상가로 저장됩니다.';

/** Spec §8 success text. */
export const QUICK_ORDER_ADDED_MESSAGE = '추가했습니다.';

export const QUICK_ORDER_TITLE_REQUIRED_MESSAGE = '퀵오더 이름을 입력해주세요.';

export const QUICK_ORDER_TITLE_TOO_LONG_MESSAGE = `퀵오더 이름은 ${QUICK_ORDER_TITLE_MAX}자까지 입력할 수 있습니다.`;

export type QuickOrderTitleError = DomainError<'QUICK_ORDER_TITLE_REQUIRED' | 'QUICK_ORDER_TITLE_TOO_LONG'>;

/**
 * Spec §5: a quick order needs a non-blank name; the saved name is trimmed and at most QUICK_ORDER_TITLE_MAX characters
 * (counted as characters, so a Korean syllable or an emoji is one). The server, the memory backend and the popup all
 * judge a name with this.
 */
export function validateQuickOrderTitle(title: string): Result<string, QuickOrderTitleError> {
  const trimmed = title.trim();
  if (trimmed === '') {
    return err({
      code: 'QUICK_ORDER_TITLE_REQUIRED',
      message: QUICK_ORDER_TITLE_REQUIRED_MESSAGE,
      field: 'quickOrderTitle',
    });
  }
  if ([...trimmed].length > QUICK_ORDER_TITLE_MAX) {
    return err({
      code: 'QUICK_ORDER_TITLE_TOO_LONG',
      message: QUICK_ORDER_TITLE_TOO_LONG_MESSAGE,
      field: 'quickOrderTitle',
    });
  }
  return ok(trimmed);
}

/** Whether the save button is enabled (spec §5: name required, non-blank). */
export function canSaveQuickOrder(title: string): boolean {
  return validateQuickOrderTitle(title).ok;
}

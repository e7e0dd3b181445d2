import { makeAutoObservable, runInAction } from 'mobx';
import { QUICK_ORDER_TITLE_MAX } from '../../../../domain/order/reorder';
import {
  canSaveQuickOrder,
  QUICK_ORDER_TITLE_REQUIRED_MESSAGE,
  validateQuickOrderTitle,
} from '../../../../domain/validation/quick-order';

/** The quick-order name popup's Korean text (spec §2 quick-order saving popup; wording ours). */
export const QUICK_ORDER_TITLE_TEXT = {
  label: '퀵오더 이름',
  placeholder: '예) 우리 가족 단골 메뉴',
  counter: (length: number) => `${length}/${QUICK_ORDER_TITLE_MAX}자`,
  cancel: '취소',
  failed: '저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** What saving the title came to: saved, or refused with the server's Korean message. */
export type TitleSubmitResult = { readonly kind: 'saved' } | { readonly kind: 'rejected'; readonly message: string };

type Logger = (message: string, error: unknown) => void;

/**
 * The name field of the quick-order popups (save from an order, rename): spec §5 "name required, non-blank", at most
 * QUICK_ORDER_TITLE_MAX characters (longer input is cut). Saving is disabled while the name is blank, unchanged
 * (renaming) or a save runs; a refusal stays in the popup.
 */
export class QuickOrderTitleFormViewModel {
  title: string;
  /** The field was left once: a blank name then says why saving is off. */
  touched = false;
  saving = false;
  /** The last save's refusal or failure. */
  error: string | null = null;

  constructor(
    private readonly submit: (title: string) => Promise<TitleSubmitResult>,
    private readonly initial = '',
    private readonly log: Logger = (message, error) => console.error(message, error),
  ) {
    this.title = initial;
    makeAutoObservable<QuickOrderTitleFormViewModel, 'submit' | 'initial' | 'log'>(this, {
      submit: false,
      initial: false,
      log: false,
    });
  }

  setTitle(value: string): void {
    this.title = [...value].slice(0, QUICK_ORDER_TITLE_MAX).join('');
    this.error = null;
  }

  blur(): void {
    this.touched = true;
  }

  get length(): number {
    return [...this.title].length;
  }

  /** Spec §5: the required-name message, once the field was left blank. */
  get validationMessage(): string | null {
    return this.touched && !canSaveQuickOrder(this.title) ? QUICK_ORDER_TITLE_REQUIRED_MESSAGE : null;
  }

  /** What to show under the field: the refusal of the last save, else the rule it breaks. */
  get message(): string | null {
    return this.error ?? this.validationMessage;
  }

  get canSave(): boolean {
    if (this.saving || !canSaveQuickOrder(this.title)) return false;
    return this.initial === '' || this.title.trim() !== this.initial.trim();
  }

  /** Saves the trimmed name; true when it was saved (the owner then closes the popup). */
  async save(): Promise<boolean> {
    this.touched = true;
    const checked = validateQuickOrderTitle(this.title);
    if (!checked.ok || !this.canSave) return false;
    this.saving = true;
    this.error = null;
    try {
      const result = await this.submit(checked.value);
      runInAction(() => {
        if (result.kind === 'rejected') this.error = result.message;
      });
      return result.kind === 'saved';
    } catch (error) {
      this.log('quick order could not be saved', error);
      runInAction(() => {
        this.error = QUICK_ORDER_TITLE_TEXT.failed;
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}

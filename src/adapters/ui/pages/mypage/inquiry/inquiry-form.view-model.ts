import { makeAutoObservable, runInAction } from 'mobx';
import type { SearchStoresByName } from '../../../../../application/use-cases/search-stores-by-name';
import type { SubmitInquiry } from '../../../../../application/use-cases/submit-inquiry';
import { INQUIRY_CONTENT_MAX_LENGTH } from '../../../../../domain/shared/constants';
import {
  INQUIRY_TYPES,
  type InquiryField,
  type InquiryType,
  type InquiryValidation,
  inquirySubmissionTitle,
  isInquiryType,
  validateInquiry,
} from '../../../../../domain/validation/inquiry';
import { BranchSearchViewModel, type ChosenBranch } from './branch-search.view-model';
import { InquiryImagesViewModel, type PreviewUrls } from './inquiry-images.view-model';
import { INQUIRY_TEXT } from './inquiry-text';

/** Who writes the inquiry: a member's name and phone of record (read-only, spec §5), or a guest's to type. */
export interface InquiryAuthor {
  readonly name: string;
  readonly phoneNumber: string;
  readonly readOnly: boolean;
}

type Logger = (message: string, error: unknown) => void;

export interface InquiryFormDeps {
  readonly submitInquiry: Pick<SubmitInquiry, 'execute'>;
  readonly searchStores: Pick<SearchStoresByName, 'execute'>;
  readonly previews: PreviewUrls;
  readonly author: InquiryAuthor;
  /** The inquiry was taken; `message` is spec §8 "문의가 접수됐습니다.". */
  readonly onSubmitted: (message: string) => void;
  readonly log?: Logger;
}

/** The popup's two views (spec §4): the form, or the branch search that returns with the chosen branch. */
export type InquiryPopupView = 'form' | 'branch-search';

const digitsOf = (text: string) => text.replace(/\D/g, '');

const FORM_FIELDS: readonly InquiryField[] = ['name', 'phoneNumber', 'type', 'title', 'content', 'images'];

/**
 * The inquiry popup (spec §5): type (the ten of INQUIRY_TYPES), title, content with a live counter to 1,000, up to
 * 3 images, an optional branch from the branch-search view, name and phone (read-only for members). Field errors
 * show once the customer tries to send; the server's refusal shows on its field.
 */
export class InquiryFormViewModel {
  view: InquiryPopupView = 'form';
  type: InquiryType | null = null;
  title = '';
  content = '';
  name: string;
  phoneNumber: string;
  branch: ChosenBranch | null = null;
  submitting = false;
  /** Set by the first try to send: from then on every field shows its error. */
  showErrors = false;
  /** The server refused a field the form's own rules let through. */
  refusal: { readonly field: string; readonly message: string } | null = null;
  /** The inquiry could not be sent (an outage). */
  failure: string | null = null;
  readonly images: InquiryImagesViewModel;
  readonly branchSearch: BranchSearchViewModel;

  constructor(private readonly deps: InquiryFormDeps) {
    this.name = deps.author.name;
    this.phoneNumber = digitsOf(deps.author.phoneNumber);
    this.images = new InquiryImagesViewModel(deps.previews);
    this.branchSearch = new BranchSearchViewModel(deps.searchStores, (branch) => this.chooseBranch(branch), deps.log);
    makeAutoObservable<InquiryFormViewModel, 'deps'>(this, { deps: false, images: false, branchSearch: false });
  }

  get authorReadOnly(): boolean {
    return this.deps.author.readOnly;
  }

  readonly typeOptions = INQUIRY_TYPES.map((type) => ({ value: type, label: type }));

  get validation(): InquiryValidation {
    return validateInquiry({
      branchId: this.branch?.branchId ?? null,
      name: this.name,
      phoneNumber: this.phoneNumber,
      type: this.type,
      title: this.title,
      content: this.content,
      images: this.images.descriptors,
    });
  }

  /** Spec §5 counter: "123 / 1,000". */
  get counterLabel(): string {
    return `${this.validation.contentLength.toLocaleString('ko-KR')} / ${INQUIRY_CONTENT_MAX_LENGTH.toLocaleString('ko-KR')}`;
  }

  /** The title as it is sent (spec §3 "[type] title"), once a type is chosen. */
  get submittedTitle(): string | null {
    return this.type === null ? null : inquirySubmissionTitle(this.type, this.title);
  }

  /** The message under `field`: the server's refusal of it, or (after a try to send) the form's own rule. */
  errorOf(field: InquiryField): string | undefined {
    if (this.refusal?.field === field) return this.refusal.message;
    return this.showErrors ? this.validation.errors[field] : undefined;
  }

  /** A server refusal of something that is no field of the form (the branch, the request itself). */
  get otherRefusal(): string | null {
    if (this.refusal === null) return null;
    return (FORM_FIELDS as readonly string[]).includes(this.refusal.field) ? null : this.refusal.message;
  }

  setType(type: string): void {
    this.type = isInquiryType(type) ? type : null;
    this.refusal = null;
  }

  setTitle(title: string): void {
    this.title = title;
    this.refusal = null;
  }

  setContent(content: string): void {
    this.content = content;
    this.refusal = null;
  }

  setName(name: string): void {
    if (!this.authorReadOnly) this.name = name;
  }

  /** Spec §3: digits only. */
  setPhoneNumber(phoneNumber: string): void {
    if (!this.authorReadOnly) this.phoneNumber = digitsOf(phoneNumber);
  }

  openBranchSearch(): void {
    this.view = 'branch-search';
  }

  backToForm(): void {
    this.view = 'form';
  }

  clearBranch(): void {
    this.branch = null;
  }

  private chooseBranch(branch: ChosenBranch): void {
    this.branch = branch;
    this.view = 'form';
  }

  /** Sends the form when every rule holds; otherwise shows the errors. */
  async submit(): Promise<void> {
    if (this.submitting) return;
    this.showErrors = true;
    this.refusal = null;
    this.failure = null;
    if (!this.validation.canSubmit) return;
    this.submitting = true;
    try {
      const result = await this.deps.submitInquiry.execute({
        branchId: this.branch?.branchId ?? null,
        name: this.name,
        phoneNumber: this.phoneNumber,
        type: this.type,
        title: this.title,
        content: this.content,
        images: await this.images.attachments(),
      });
      runInAction(() => {
        if (result.kind === 'refused') this.refusal = { field: result.field, message: result.message };
      });
      if (result.kind === 'submitted') this.deps.onSubmitted(result.message);
    } catch (error) {
      (this.deps.log ?? console.error)('inquiry submission failed', error);
      runInAction(() => {
        this.failure = INQUIRY_TEXT.submitFailed;
      });
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  /** The popup closed: every preview URL is revoked. */
  dispose(): void {
    this.images.dispose();
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import type { BulkPurchaseRequest } from '../../../../../application/ports/bulk-purchase-desk';
import type { ListMyBulkPurchaseRequests } from '../../../../../application/use-cases/list-my-bulk-purchase-requests';
import type { SearchStoresByName } from '../../../../../application/use-cases/search-stores-by-name';
import type { SubmitBulkPurchaseRequest } from '../../../../../application/use-cases/submit-bulk-purchase-request';
import {
  BULK_ORDER_RULES,
  type BulkOrderField,
  type BulkOrderForm,
  earliestBulkOrderDate,
  latestBulkOrderDate,
  validateBulkOrder,
} from '../../../../../domain/validation/bulk-order';
import { BranchPickerViewModel } from './branch-picker.view-model';
import { BULK_PURCHASE_TEXT } from './bulk-purchase-messages';

export interface BulkPurchaseDeps {
  readonly submit: SubmitBulkPurchaseRequest;
  readonly list: ListMyBulkPurchaseRequests;
  readonly searchStores: SearchStoresByName;
  /** Whether the visitor has a session now (a first-time visitor has none: nothing to list yet). */
  readonly hasSession: () => Promise<boolean>;
  /** Makes sure a session exists (a first-time visitor becomes a guest), false when even that is refused. */
  readonly ensureSession: () => Promise<boolean>;
  /** The clock's now in epoch ms: the date field's bounds follow the Seoul calendar day. */
  readonly now: () => number;
}

type TextField = Exclude<keyof BulkOrderForm, 'branchId'>;

const EMPTY: Record<TextField, string> = {
  name: '',
  phoneNumber: '',
  organisation: '',
  desiredDate: '',
  quantity: '',
  message: '',
};

/**
 * /mypage/bulk-purchase: the 단체 주문 request form (rules in src/domain/validation/bulk-order, shown per field once
 * the field was left or a submit was tried), the optional branch, the confirmation of the filed request and the
 * customer's own requests under the form.
 */
export class BulkPurchaseViewModel {
  fields: Record<TextField, string> = { ...EMPTY };
  touched = new Set<BulkOrderField>();
  attempted = false;
  submitting = false;
  /** A refusal the backend sent for a field the form accepted, or a failure to send. */
  serverError: { readonly field: BulkOrderField | 'branchId' | null; readonly message: string } | null = null;
  confirmed: BulkPurchaseRequest | null = null;
  requests: readonly BulkPurchaseRequest[] = [];
  listStatus: 'loading' | 'ready' | 'failed' = 'loading';
  readonly branch: BranchPickerViewModel;

  constructor(private readonly deps: BulkPurchaseDeps) {
    this.branch = new BranchPickerViewModel(deps.searchStores);
    makeAutoObservable<BulkPurchaseViewModel, 'deps'>(this, { deps: false, branch: false });
  }

  get form(): BulkOrderForm {
    return { ...this.fields, branchId: this.branch.chosen?.branchId ?? null };
  }

  get validation() {
    return validateBulkOrder(this.form, this.deps.now());
  }

  /** The message shown under `field`: the rule's once the field was left or a submit was tried, else the server's. */
  errorOf(field: BulkOrderField): string | undefined {
    const own = this.attempted || this.touched.has(field) ? this.validation.errors[field] : undefined;
    return own ?? (this.serverError?.field === field ? this.serverError.message : undefined);
  }

  /** A refusal not tied to a text field (the branch, or a failure to send). */
  get formError(): string | null {
    const error = this.serverError;
    return error === null || (error.field !== null && error.field !== 'branchId') ? null : error.message;
  }

  get minDate(): string {
    return earliestBulkOrderDate(this.deps.now());
  }

  get maxDate(): string {
    return latestBulkOrderDate(this.deps.now());
  }

  get messageCounter(): string {
    return `${this.validation.messageLength.toLocaleString('ko-KR')}/${BULK_ORDER_RULES.messageMaxLength.toLocaleString('ko-KR')}`;
  }

  set(field: TextField, value: string): void {
    this.fields[field] = field === 'phoneNumber' ? value.replace(/\D/g, '').slice(0, 11) : value;
    if (this.serverError?.field === field) this.serverError = null;
  }

  leave(field: BulkOrderField): void {
    this.touched.add(field);
  }

  async load(): Promise<void> {
    try {
      const requests = (await this.deps.hasSession()) ? (await this.deps.list.execute()).requests : [];
      runInAction(() => {
        this.requests = requests;
        this.listStatus = 'ready';
      });
    } catch (error) {
      console.error('bulk purchase requests could not be read', error);
      runInAction(() => (this.listStatus = 'failed'));
    }
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    this.attempted = true;
    this.serverError = null;
    if (!this.validation.canSubmit) return;
    this.submitting = true;
    try {
      if (!(await this.deps.ensureSession())) {
        runInAction(() => (this.serverError = { field: null, message: BULK_PURCHASE_TEXT.sessionFailed }));
        return;
      }
      const result = await this.deps.submit.execute({ form: this.form });
      if (result.kind === 'submitted') {
        runInAction(() => this.accept(result.request));
        await this.load();
      } else if (result.kind === 'rejected') {
        runInAction(() => (this.serverError = { field: result.field, message: result.message }));
      }
    } catch (error) {
      console.error('bulk purchase request failed', error);
      runInAction(() => (this.serverError = { field: null, message: BULK_PURCHASE_TEXT.submitFailed }));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  dismissConfirmation(): void {
    this.confirmed = null;
  }

  private accept(request: BulkPurchaseRequest): void {
    this.confirmed = request;
    this.fields = { ...EMPTY };
    this.touched = new Set();
    this.attempted = false;
    this.branch.clear();
  }
}

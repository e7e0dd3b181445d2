import { makeAutoObservable, observableRef } from 'mobx';
import type { QnaEntry } from '../../../../../application/ports/content-feed';
import type { SearchStoresByName } from '../../../../../application/use-cases/search-stores-by-name';
import type { SubmitInquiry } from '../../../../../application/use-cases/submit-inquiry';
import { QNA_INITIALLY_EXPANDED, type QnaCard, qnaCard, toggleQnaExpanded } from '../../../../../domain/content/qna';
import { myPageMenu, type Viewer } from '../../../../../domain/navigation/role-visibility';
import type { GuestPhoneOutcome } from '../../../components/phone-verification/guest-phone-confirmation.view-model';
import type { SessionStore } from '../../../stores/session-store';
import { maskPhoneNumber } from '../orders/mypage-orders.view-model';
import { type InquiryAuthor, InquiryFormViewModel } from './inquiry-form.view-model';
import type { PreviewUrls } from './inquiry-images.view-model';
import type { InquiryPreload } from './mypage-inquiry.loader';

type Logger = (message: string, error: unknown) => void;

export interface MypageInquiryDeps {
  /** The member's details (the form's name and phone). */
  readonly session: Pick<SessionStore, 'member'>;
  /** Records the phone the guest on this tab confirmed (ConfirmedGuestPhones, for the customer the session is now). */
  readonly confirmPhone: (phoneNumber: string) => void;
  /** Runs the page's route loader again (after the confirmation, after an inquiry is sent, 다시 시도). */
  readonly readAgain: () => Promise<void>;
  readonly submitInquiry: Pick<SubmitInquiry, 'execute'>;
  readonly searchStores: Pick<SearchStoresByName, 'execute'>;
  readonly previews: PreviewUrls;
  readonly log?: Logger;
}

/** What the page shows: a guest must confirm a phone, or the inquiries. */
export type InquiryView = InquiryPreload['view'];

export type InquiryListStatus = 'loaded' | 'failed';

/** One card of the list: the entry's id and title, what spec §4 shows of it, and whether it is open. */
export interface InquiryCardView {
  readonly id: number;
  readonly title: string;
  readonly card: QnaCard;
  readonly expanded: boolean;
}

/**
 * /mypage/inquiry (spec §2 나의 문의, everyone): a guest confirms a phone first (as on /mypage/orders), then the
 * customer's Q&A cards show (answered ones open and close, collapsed at first) with the inquiry popup; a sent
 * inquiry says "문의가 접수됐습니다." and the list is read again, the new one at its top. Issue 13: the list is the route
 * loader's answer (mypage-inquiry.loader.ts: read once the session is known, again for another customer, once a guest
 * confirmed a phone and after an inquiry is sent), which the page presents.
 */
export class MypageInquiryViewModel {
  preload: InquiryPreload;
  /** Cards the customer opened or closed; the others are as spec §4 starts them. */
  private toggled = new Map<number, boolean>();
  form: InquiryFormViewModel | null = null;
  /** Spec §8 success text, shown once the popup closed. */
  notice: string | null = null;

  constructor(
    private readonly deps: MypageInquiryDeps,
    preload: InquiryPreload,
  ) {
    this.preload = preload;
    makeAutoObservable<MypageInquiryViewModel, 'deps'>(this, { deps: false, preload: observableRef });
  }

  /** Shows the loader's answer. */
  present(preload: InquiryPreload): void {
    this.preload = preload;
  }

  get entries(): readonly QnaEntry[] {
    return this.preload.view === 'inquiries' ? (this.preload.inquiries ?? []) : [];
  }

  get listStatus(): InquiryListStatus {
    return this.preload.view === 'inquiries' && this.preload.inquiries === null ? 'failed' : 'loaded';
  }

  /** The phone this guest confirmed in this tab (the contract has no read of a guest's phone to restore it). */
  get confirmedPhone(): string | null {
    return this.preload.view === 'inquiries' ? this.preload.confirmedPhone : null;
  }

  get viewer(): Viewer {
    return this.preload.viewer;
  }

  /** The my-page menu's label for this entry (spec §2). */
  get title(): string {
    return myPageMenu(this.viewer).find((entry) => entry.key === 'inquiry')?.label ?? '나의 문의';
  }

  get view(): InquiryView {
    return this.preload.view;
  }

  get maskedPhone(): string | null {
    return this.confirmedPhone === null ? null : maskPhoneNumber(this.confirmedPhone);
  }

  get cards(): readonly InquiryCardView[] {
    return this.entries.map((entry) => ({
      id: entry.id,
      title: entry.title,
      card: qnaCard(entry),
      expanded: this.toggled.get(entry.id) ?? QNA_INITIALLY_EXPANDED,
    }));
  }

  /** Spec §4: a click opens or closes an answered card; a waiting one stays closed. */
  toggle(id: number): void {
    const entry = this.entries.find((candidate) => candidate.id === id);
    if (entry === undefined) return;
    this.toggled.set(id, toggleQnaExpanded(this.toggled.get(id) ?? QNA_INITIALLY_EXPANDED, entry));
  }

  /** A member's name and phone come from the member info (read-only, spec §5); a guest types them. */
  get author(): InquiryAuthor | null {
    if (this.viewer === 'guest') return { name: '', phoneNumber: this.confirmedPhone ?? '', readOnly: false };
    const member = this.deps.session.member;
    if (member.status === 'loading') return null;
    return member.value === null
      ? { name: '', phoneNumber: '', readOnly: false }
      : { name: member.value.name, phoneNumber: member.value.phoneNumber, readOnly: true };
  }

  /** The popup opens once the list shows and the member's details are known. */
  get canOpenForm(): boolean {
    return this.view === 'inquiries' && this.author !== null;
  }

  openForm(): void {
    const author = this.author;
    if (!this.canOpenForm || author === null || this.form !== null) return;
    this.notice = null;
    this.form = new InquiryFormViewModel({
      submitInquiry: this.deps.submitInquiry,
      searchStores: this.deps.searchStores,
      previews: this.deps.previews,
      author,
      onSubmitted: (message) => this.submitted(message),
      log: this.deps.log,
    });
  }

  closeForm(): void {
    this.form?.dispose();
    this.form = null;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  /** The guest confirmation (GuestPhoneConfirmation) succeeded: the page shows that phone, masked, and the list. */
  confirmed(outcome: GuestPhoneOutcome): Promise<void> {
    this.deps.confirmPhone(outcome.phoneNumber);
    return this.deps.readAgain();
  }

  /** 다시 시도 of a list that could not be read. */
  retry(): Promise<void> {
    return this.deps.readAgain();
  }

  private submitted(message: string): void {
    this.closeForm();
    this.notice = message;
    void this.deps.readAgain();
  }
}

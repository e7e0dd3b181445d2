import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { QnaEntry } from '../../../../../application/ports/content-feed';
import type { ListMyInquiries } from '../../../../../application/use-cases/list-my-inquiries';
import type { SearchStoresByName } from '../../../../../application/use-cases/search-stores-by-name';
import type { SubmitInquiry } from '../../../../../application/use-cases/submit-inquiry';
import { QNA_INITIALLY_EXPANDED, type QnaCard, qnaCard, toggleQnaExpanded } from '../../../../../domain/content/qna';
import { myPageMenu, type Viewer, viewerOf } from '../../../../../domain/navigation/role-visibility';
import type { GuestPhoneOutcome } from '../../../components/phone-verification/guest-phone-confirmation.view-model';
import { sessionIdentity } from '../../../session/session-identity';
import type { SessionStore } from '../../../stores/session-store';
import { maskPhoneNumber } from '../orders/mypage-orders.view-model';
import { type InquiryAuthor, InquiryFormViewModel } from './inquiry-form.view-model';
import type { PreviewUrls } from './inquiry-images.view-model';

type Logger = (message: string, error: unknown) => void;

export interface MypageInquiryDeps {
  readonly session: Pick<SessionStore, 'status' | 'current' | 'member'>;
  readonly listInquiries: Pick<ListMyInquiries, 'execute'>;
  readonly submitInquiry: Pick<SubmitInquiry, 'execute'>;
  readonly searchStores: Pick<SearchStoresByName, 'execute'>;
  readonly previews: PreviewUrls;
  readonly log?: Logger;
}

/** What the page shows: the session is still read, a guest must confirm a phone, or the inquiries. */
export type InquiryView = 'loading' | 'guest-unconfirmed' | 'inquiries';

export type InquiryListStatus = 'loading' | 'loaded' | 'failed';

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
 * inquiry says "문의가 접수됐습니다." and the list is read again, the new one at its top.
 */
export class MypageInquiryViewModel {
  /** The phone this guest confirmed on this page (the contract has no read of a guest's phone to restore it). */
  confirmedPhone: string | null = null;
  listStatus: InquiryListStatus = 'loading';
  entries: readonly QnaEntry[] = [];
  /** Cards the customer opened or closed; the others are as spec §4 starts them. */
  private toggled = new Map<number, boolean>();
  form: InquiryFormViewModel | null = null;
  /** Spec §8 success text, shown once the popup closed. */
  notice: string | null = null;
  private generation = 0;

  constructor(private readonly deps: MypageInquiryDeps) {
    makeAutoObservable<MypageInquiryViewModel, 'deps' | 'generation'>(this, { deps: false, generation: false });
  }

  /** Reads the list once it shows and again for another customer. Returns the way to stop (on unmount). */
  start(): () => void {
    const stop = reaction(
      () => (this.view === 'inquiries' ? sessionIdentity(this.deps.session.current) : null),
      (identity) => {
        if (identity !== null) void this.readAfresh();
      },
      { fireImmediately: true },
    );
    return () => {
      stop();
      this.closeForm();
    };
  }

  get viewer(): Viewer {
    return viewerOf(this.deps.session.current);
  }

  /** The my-page menu's label for this entry (spec §2). */
  get title(): string {
    return myPageMenu(this.viewer).find((entry) => entry.key === 'inquiry')?.label ?? '나의 문의';
  }

  get view(): InquiryView {
    if (this.deps.session.status === 'loading') return 'loading';
    if (this.viewer === 'guest' && this.confirmedPhone === null) return 'guest-unconfirmed';
    return 'inquiries';
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
  confirmed(outcome: GuestPhoneOutcome): void {
    this.confirmedPhone = outcome.phoneNumber;
  }

  async load(): Promise<void> {
    this.generation += 1;
    const generation = this.generation;
    if (this.entries.length === 0) this.listStatus = 'loading';
    try {
      const { inquiries } = await this.deps.listInquiries.execute();
      runInAction(() => {
        if (generation !== this.generation) return;
        this.entries = inquiries;
        this.listStatus = 'loaded';
      });
    } catch (error) {
      (this.deps.log ?? console.error)('inquiries could not be read', error);
      runInAction(() => {
        if (generation === this.generation) this.listStatus = 'failed';
      });
    }
  }

  /** Another customer (or the first read): nothing of the previous list stays on screen. */
  private readAfresh(): Promise<void> {
    this.entries = [];
    this.toggled.clear();
    return this.load();
  }

  private submitted(message: string): void {
    this.closeForm();
    this.notice = message;
    void this.load();
  }
}

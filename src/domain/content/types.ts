/** Spec §3 Post (notice, event, FAQ rows). publishedAt is an ISO-8601 instant (no offset: Asia/Seoul). */
export interface Post {
  readonly id: number;
  readonly title: string;
  readonly href: string;
  /** 작성자; shown only in tables that have the column. */
  readonly publisher: string | null;
  readonly publishedAt: string;
  /** Pinned to the top: shown with a pin instead of a number. */
  readonly fixed: boolean;
  /** Shown with the red NEW marker. */
  readonly new: boolean;
}

/** Spec §3 Popup banner: an image linking to webUrl. */
export interface PopupBanner {
  readonly id: number;
  readonly imageUrl: string;
  readonly webUrl: string;
}

/** Spec §3 Service card. */
export interface ServiceCard {
  readonly url: string;
  readonly imageUrl: string;
  readonly title: string;
  readonly description: string;
}

/** Spec §3 Inquiry (Q&A) entry; instants are ISO-8601; no answer yet: adminAnswer and answeredAt null. */
export interface InquiryQna {
  readonly content: string;
  readonly createdAt: string;
  readonly adminAnswer: string | null;
  readonly answeredAt: string | null;
}

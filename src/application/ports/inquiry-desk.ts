/** A file attached to an inquiry: the bytes as read from the browser File. */
export interface InquiryAttachment {
  readonly name: string;
  readonly mimeType: string;
  readonly bytes: Uint8Array;
}

/** Spec §3 inquiry submission; title already in the "[type] title" form, phone digits only. */
export interface InquiryRequest {
  readonly branchId: number | null;
  readonly name: string;
  readonly phoneNumber: string;
  readonly title: string;
  readonly content: string;
  /** Up to 3 jpg/png files of at most 2 MB each (spec §5/§9). */
  readonly attachments: readonly InquiryAttachment[];
}

export type InquiryResult =
  | { readonly kind: 'submitted'; readonly id: number }
  | { readonly kind: 'rejected'; readonly code: string; readonly field: string; readonly message: string };

/**
 * Where inquiries go (spec §7 POST /api/post-delivery-content-qna, multipart). Invalid input (blank fields, phone
 * not 11 digits, content over 1,000 characters, more than 3 or unfit files) is `rejected` naming the field.
 * No session: SessionRequiredError. Outages throw.
 */
export interface InquiryDesk {
  submit(request: InquiryRequest): Promise<InquiryResult>;
}

import {
  INQUIRY_SUBMITTED_MESSAGE,
  type InquiryField,
  inquiryImageMimeOf,
  toInquirySubmission,
} from '../../domain/validation/inquiry';
import type { InquiryAttachment, InquiryDesk } from '../ports/inquiry-desk';

/** The inquiry form as typed (spec §5), the images with their bytes as read from the chosen files. */
export interface SubmitInquiryInput {
  readonly branchId: number | null;
  readonly name: string;
  readonly phoneNumber: string;
  /** One of INQUIRY_TYPES; null while none is chosen. */
  readonly type: string | null;
  /** The typed title, without its type: the submission prefixes it (spec §3 "[type] title"). */
  readonly title: string;
  readonly content: string;
  readonly images: readonly InquiryAttachment[];
}

export type SubmitInquiryResult =
  /** Spec §8: `message` is "문의가 접수됐습니다.". */
  | { readonly kind: 'submitted'; readonly id: number; readonly message: string }
  /** The form's own rules or the server refused it; `field` is one of the form's fields (images for any file). */
  | { readonly kind: 'refused'; readonly field: InquiryField | string; readonly message: string };

/**
 * Spec §3/§5 inquiry: the form is checked by the domain's rules first (nothing is uploaded while a field is wrong or a
 * file is not a jpg/png by its content, over 2 MB, or a fourth), then sent as "[type] title" with its images. The
 * server applies the same rules and its refusal comes back the same way. No session: SessionRequiredError; outages
 * throw.
 */
export class SubmitInquiry {
  constructor(private readonly desk: Pick<InquiryDesk, 'submit'>) {}

  async execute(input: SubmitInquiryInput): Promise<SubmitInquiryResult> {
    const checked = toInquirySubmission({
      ...input,
      images: input.images.map((image) => ({
        name: image.name,
        sizeBytes: image.bytes.byteLength,
        mimeType: image.mimeType,
        leadingBytes: image.bytes,
      })),
    });
    if (!checked.ok) return { kind: 'refused', field: checked.error.field ?? 'body', message: checked.error.message };
    const { images: _described, ...submission } = checked.value;
    const result = await this.desk.submit({
      ...submission,
      // The type the content shows is the one sent: a real PNG named .jpg is uploaded as what it is.
      attachments: input.images.map((image) => ({
        ...image,
        mimeType: inquiryImageMimeOf(image.bytes) ?? image.mimeType,
      })),
    });
    if (result.kind === 'rejected') return { kind: 'refused', field: result.field, message: result.message };
    return { kind: 'submitted', id: result.id, message: INQUIRY_SUBMITTED_MESSAGE };
  }
}

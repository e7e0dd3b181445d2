import type {
  InquiryAttachment,
  InquiryDesk,
  InquiryRequest,
  InquiryResult,
} from '../../application/ports/inquiry-desk';
import { splitInquiryTitle } from '../../contract/inquiry';
import {
  INQUIRY_ATTACHMENT_MAX_BYTES,
  INQUIRY_CONTENT_MAX_LENGTH,
  INQUIRY_MAX_ATTACHMENTS,
} from '../../domain/shared/constants';
import { INQUIRY_MESSAGES, inquiryImageMimeOf } from '../../domain/validation/inquiry';
import { isNonBlankName, isPhoneNumber } from '../../domain/validation/phone-verification';
import type { MemoryBackend } from './memory-backend';

/** A jpg or png by its content (issue 3 §3), whatever name or type the browser gave it. */
function isImageByContent(attachment: InquiryAttachment): boolean {
  return inquiryImageMimeOf(attachment.bytes) !== null;
}

/** Spec §5/§9 as the server checks them: at most 3 files; then each file's size (≤ 2 MB) before its content. */
function attachmentProblem(attachments: readonly InquiryAttachment[]): string | null {
  if (attachments.length > INQUIRY_MAX_ATTACHMENTS) return INQUIRY_MESSAGES.tooManyImages;
  for (const attachment of attachments) {
    if (attachment.bytes.byteLength > INQUIRY_ATTACHMENT_MAX_BYTES) return INQUIRY_MESSAGES.imageTooLarge;
    if (!isImageByContent(attachment)) return INQUIRY_MESSAGES.imageType;
  }
  return null;
}

/**
 * Takes inquiries with the spec §5 rules (the same ones the server applies) and files each as a waiting Q&A entry
 * of the current customer, which the memory ContentFeed lists.
 */
export class InMemoryInquiryDesk implements InquiryDesk {
  constructor(private readonly backend: MemoryBackend) {}

  async submit(request: InquiryRequest): Promise<InquiryResult> {
    const owner = this.backend.requireOwner();
    const problem = problemOf(request);
    if (problem !== null) return { kind: 'rejected', code: 'INVALID_INQUIRY', ...problem };
    const id = this.backend.nextId();
    const entry = {
      id,
      title: request.title.trim(),
      content: request.content,
      createdAt: this.backend.nowIso(),
      adminAnswer: null,
      answeredAt: null,
    };
    owner.qna = [...owner.qna, entry];
    return { kind: 'submitted', id };
  }
}

/** Spec §3: the title is "[type] title" with a spec §5 type and a non-blank title. */
function titleProblem(title: string): string | null {
  const parts = splitInquiryTitle(title);
  if (parts === null) return INQUIRY_MESSAGES.typeRequired;
  return parts.title === '' ? INQUIRY_MESSAGES.titleRequired : null;
}

function problemOf(request: InquiryRequest): { field: string; message: string } | null {
  if (!isNonBlankName(request.name)) return { field: 'name', message: INQUIRY_MESSAGES.nameRequired };
  if (!isPhoneNumber(request.phoneNumber)) return { field: 'phoneNumber', message: INQUIRY_MESSAGES.phoneInvalid };
  const title = titleProblem(request.title);
  if (title !== null) return { field: 'title', message: title };
  if (request.content.trim() === '') return { field: 'content', message: INQUIRY_MESSAGES.contentRequired };
  if (request.content.length > INQUIRY_CONTENT_MAX_LENGTH) {
    return { field: 'content', message: INQUIRY_MESSAGES.contentTooLong };
  }
  const images = attachmentProblem(request.attachments);
  return images === null ? null : { field: 'images', message: images };
}

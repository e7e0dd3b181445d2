import type { InquiryDesk, InquiryRequest, InquiryResult } from '../../application/ports/inquiry-desk';
import { INQUIRY_CONTENT_MAX_LENGTH } from '../../domain/shared/constants';
import { INQUIRY_MESSAGES, validateInquiryImages } from '../../domain/validation/inquiry';
import { isNonBlankName, isPhoneNumber } from '../../domain/validation/phone-verification';
import type { MemoryBackend } from './memory-backend';

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

function problemOf(request: InquiryRequest): { field: string; message: string } | null {
  if (!isNonBlankName(request.name)) return { field: 'name', message: INQUIRY_MESSAGES.nameRequired };
  if (!isPhoneNumber(request.phoneNumber)) return { field: 'phoneNumber', message: INQUIRY_MESSAGES.phoneInvalid };
  if (request.title.trim() === '') return { field: 'title', message: INQUIRY_MESSAGES.titleRequired };
  if (request.content.trim() === '') return { field: 'content', message: INQUIRY_MESSAGES.contentRequired };
  if (request.content.length > INQUIRY_CONTENT_MAX_LENGTH) {
    return { field: 'content', message: INQUIRY_MESSAGES.contentTooLong };
  }
  const images = validateInquiryImages(
    request.attachments.map((a) => ({ name: a.name, mimeType: a.mimeType, sizeBytes: a.bytes.byteLength })),
  );
  return images.ok ? null : { field: 'images', message: images.error.message };
}

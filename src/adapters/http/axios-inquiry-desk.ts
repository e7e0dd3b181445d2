import type { AxiosInstance } from 'axios';
import type { InquiryDesk, InquiryRequest, InquiryResult } from '../../application/ports/inquiry-desk';
import { INQUIRY_FILE_FIELDS, inquiryCreatedSchema, inquiryEndpoints } from '../../contract/inquiry';
import { isHttpStatus } from './http-error';
import { callEndpoint } from './wire';

/** The multipart name of the attachment at `index`: contentImage1..3 (spec §3), then the next names on. */
function fileFieldOf(index: number): string {
  return INQUIRY_FILE_FIELDS[index] ?? `contentImage${index + 1}`;
}

/**
 * Spec §3 inquiry submission as multipart: the text fields, branchId only when chosen, and the attachments as
 * contentImage1..3 in order. Every attachment is sent, a 4th one too: the server judges the count (spec §5 at
 * most 3) and refuses it, so the rule lives in one place.
 */
export function inquiryFormData(request: InquiryRequest): FormData {
  const form = new FormData();
  if (request.branchId !== null) form.append('branchId', String(request.branchId));
  form.append('name', request.name);
  form.append('phoneNumber', request.phoneNumber);
  form.append('title', request.title);
  form.append('content', request.content);
  request.attachments.forEach((attachment, index) => {
    // A copy: Blob takes ArrayBuffer-backed views only, and the caller's bytes stay untouched.
    const blob = new Blob([new Uint8Array(attachment.bytes)], { type: attachment.mimeType });
    form.append(fileFieldOf(index), blob, attachment.name);
  });
  return form;
}

/** The port names the attachments as one field, `images` (the form's field); the wire names each file part. */
function portFieldOf(wireField: string | null, status: number | null): string {
  if (wireField === null) return status === 413 ? 'images' : 'body';
  return /^contentImage\d+$/.test(wireField) ? 'images' : wireField;
}

/**
 * InquiryDesk over spec §7 POST /api/post-delivery-content-qna. A refusal (400, or 413 for an oversized upload)
 * is `rejected` naming the field the server named, a file part (contentImageN) as `images`, like the form.
 */
export class AxiosInquiryDesk implements InquiryDesk {
  constructor(private readonly http: AxiosInstance) {}

  async submit(request: InquiryRequest): Promise<InquiryResult> {
    try {
      const { id } = await callEndpoint(this.http, inquiryEndpoints.submitInquiry, inquiryCreatedSchema, {
        body: inquiryFormData(request),
      });
      return { kind: 'submitted', id };
    } catch (error) {
      if (isHttpStatus(error, 400) || isHttpStatus(error, 413)) {
        return {
          kind: 'rejected',
          code: error.code ?? 'BAD_REQUEST',
          field: portFieldOf(error.field, error.status),
          message: error.message,
        };
      }
      throw error;
    }
  }
}

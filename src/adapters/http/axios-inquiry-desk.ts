import type { AxiosInstance } from 'axios';
import type { InquiryDesk, InquiryRequest, InquiryResult } from '../../application/ports/inquiry-desk';
import { INQUIRY_FILE_FIELDS, inquiryCreatedSchema, inquiryEndpoints } from '../../contract/inquiry';
import { isHttpStatus } from './http-error';
import { callEndpoint } from './wire';

/**
 * Spec §3 inquiry submission as multipart: the text fields, branchId only when chosen, and the attachments as
 * contentImage1..3 in order (the port has already limited them to 3).
 */
export function inquiryFormData(request: InquiryRequest): FormData {
  const form = new FormData();
  if (request.branchId !== null) form.append('branchId', String(request.branchId));
  form.append('name', request.name);
  form.append('phoneNumber', request.phoneNumber);
  form.append('title', request.title);
  form.append('content', request.content);
  request.attachments.forEach((attachment, index) => {
    const field = INQUIRY_FILE_FIELDS[index];
    if (field === undefined) return;
    // A copy: Blob takes ArrayBuffer-backed views only, and the caller's bytes stay untouched.
    const blob = new Blob([new Uint8Array(attachment.bytes)], { type: attachment.mimeType });
    form.append(field, blob, attachment.name);
  });
  return form;
}

/**
 * InquiryDesk over spec §7 POST /api/post-delivery-content-qna. A refusal (400, or 413 for an oversized upload)
 * is `rejected` naming the field the server named (images when it named none for a 413).
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
        const fallbackField = error.status === 413 ? 'images' : 'body';
        return {
          kind: 'rejected',
          code: error.code ?? 'BAD_REQUEST',
          field: error.field ?? fallbackField,
          message: error.message,
        };
      }
      throw error;
    }
  }
}

import { INQUIRY_ATTACHMENT_MAX_BYTES, INQUIRY_CONTENT_MAX_LENGTH, INQUIRY_MAX_ATTACHMENTS } from '../shared/constants';
import type { DomainError, Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { collectFieldErrors, type FieldErrors, hasNoErrors } from './field-errors';
import { isNonBlankName, isPhoneNumber } from './phone-verification';

/** Spec §5 inquiry types, exactly and in this order. */
export const INQUIRY_TYPES = [
  '주문 거부',
  '멤버십 쿠폰/E-쿠폰 주문 거부',
  '제품 품질 불만',
  '이물질',
  '품목 미제공(치킨무 등)',
  '자사앱/온라인 주문 불편',
  '매장/고객센터 응대 불만',
  '현금영수증 미발급',
  '기타 불만',
  '문의사항(메뉴, 매장, 가맹, 기타)',
] as const;

export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** Spec §8 success text. */
export const INQUIRY_SUBMITTED_MESSAGE = '문의가 접수됐습니다.';

/** Per-field messages (ours: spec §5 states the rules but not their wording). */
export const INQUIRY_MESSAGES = {
  nameRequired: '이름을 입력해주세요.',
  phoneInvalid: '휴대폰 번호 11자리를 숫자로 입력해주세요.',
  typeRequired: '문의 유형을 선택해주세요.',
  titleRequired: '제목을 입력해주세요.',
  contentRequired: '문의 내용을 입력해주세요.',
  contentTooLong: '문의 내용은 1,000자 이내로 입력해주세요.',
  tooManyImages: '이미지는 최대 3장까지 첨부할 수 있습니다.',
  imageType: 'jpg, png 형식의 이미지만 첨부할 수 있습니다.',
  imageTooLarge: '2MB 이하의 이미지만 첨부할 수 있습니다.',
} as const;

/** What the form knows of a chosen file (the browser File's name, size and MIME type). */
export interface ImageDescriptor {
  readonly name: string;
  readonly sizeBytes: number;
  readonly mimeType: string;
  /**
   * The file's first bytes (at least INQUIRY_IMAGE_SIGNATURE_BYTES), when they were read: then the content alone
   * decides the type, as the server judges it, so a renamed text file is refused before it is uploaded.
   */
  readonly leadingBytes?: Uint8Array;
}

/** The image types an inquiry accepts (spec §5: jpg, png). */
export type InquiryImageMime = 'image/jpeg' | 'image/png';

/** JPEG files start with the SOI marker and the first segment's marker byte: FF D8 FF. */
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

/** PNG files start with the fixed 8-byte signature 89 'PNG' CR LF SUB LF. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** How many leading bytes inquiryImageMimeOf needs (the PNG signature's length). */
export const INQUIRY_IMAGE_SIGNATURE_BYTES = PNG_SIGNATURE.length;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/**
 * Spec §5 "jpg, png" judged by the content (the leading signature), never by the file name or the declared type,
 * which the sender controls; null for anything else. The form, the memory backend and the server all ask this.
 */
export function inquiryImageMimeOf(bytes: Uint8Array): InquiryImageMime | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

export interface InquiryForm {
  readonly branchId: number | null;
  readonly name: string;
  readonly phoneNumber: string;
  /** The chosen type; null or an unknown label counts as not chosen. */
  readonly type: string | null;
  readonly title: string;
  readonly content: string;
  readonly images: readonly ImageDescriptor[];
}

export type InquiryField = 'name' | 'phoneNumber' | 'type' | 'title' | 'content' | 'images';

export interface InquiryValidation {
  readonly errors: FieldErrors<InquiryField>;
  /** Spec §5 counter: characters typed so far (UTF-16 units, as the textarea's maxlength counts). */
  readonly contentLength: number;
  readonly canSubmit: boolean;
}

/** Spec §3 submission (multipart on the wire: the adapter names the images contentImage1..3). */
export interface InquirySubmission {
  readonly branchId: number | null;
  readonly name: string;
  readonly phoneNumber: string;
  readonly title: string;
  readonly content: string;
  readonly images: readonly ImageDescriptor[];
}

const ACCEPTED_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/png'];
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png)$/i;

export function isInquiryType(value: string | null): value is InquiryType {
  return value !== null && (INQUIRY_TYPES as readonly string[]).includes(value);
}

function looksLikeAcceptedImage(image: ImageDescriptor): boolean {
  if (image.leadingBytes !== undefined) return inquiryImageMimeOf(image.leadingBytes) !== null;
  return image.mimeType === '' ? ACCEPTED_EXTENSIONS.test(image.name) : ACCEPTED_MIME_TYPES.includes(image.mimeType);
}

/**
 * Spec §5/§9: an attachment is a jpg or png of at most 2 MB (2 × 1024 × 1024 bytes). Its leading bytes decide
 * when they were read; otherwise the MIME type, and only when the browser reports none (some platforms do) the
 * file extension.
 */
export function checkInquiryImage(
  image: ImageDescriptor,
): Result<ImageDescriptor, DomainError<'IMAGE_TYPE' | 'IMAGE_TOO_LARGE'>> {
  const typeOk = looksLikeAcceptedImage(image);
  if (!typeOk) return err({ code: 'IMAGE_TYPE', message: INQUIRY_MESSAGES.imageType, field: 'images' });
  if (image.sizeBytes > INQUIRY_ATTACHMENT_MAX_BYTES) {
    return err({ code: 'IMAGE_TOO_LARGE', message: INQUIRY_MESSAGES.imageTooLarge, field: 'images' });
  }
  return ok(image);
}

/** Spec §5: up to 3 images, each accepted by checkInquiryImage; the first problem is reported. */
export function validateInquiryImages(
  images: readonly ImageDescriptor[],
): Result<readonly ImageDescriptor[], DomainError<'TOO_MANY_IMAGES' | 'IMAGE_TYPE' | 'IMAGE_TOO_LARGE'>> {
  if (images.length > INQUIRY_MAX_ATTACHMENTS) {
    return err({ code: 'TOO_MANY_IMAGES', message: INQUIRY_MESSAGES.tooManyImages, field: 'images' });
  }
  for (const image of images) {
    const checked = checkInquiryImage(image);
    if (!checked.ok) return checked;
  }
  return ok(images);
}

/** Spec §3: the submitted title is "[type] title" ("[이물질] 튀김옷에 이물질"), the typed title trimmed. */
export function inquirySubmissionTitle(type: InquiryType, title: string): string {
  return `[${type}] ${title.trim()}`;
}

function contentError(content: string): string | undefined {
  if (content.trim() === '') return INQUIRY_MESSAGES.contentRequired;
  if (content.length > INQUIRY_CONTENT_MAX_LENGTH) return INQUIRY_MESSAGES.contentTooLong;
  return undefined;
}

/**
 * Spec §5 inquiry form: name, 11-digit phone (digits only), type, title and content required (blank counts as
 * empty), content at most 1,000 characters, the images as in validateInquiryImages; the branch is optional.
 */
export function validateInquiry(form: InquiryForm): InquiryValidation {
  const images = validateInquiryImages(form.images);
  const found: Record<InquiryField, string | undefined> = {
    name: isNonBlankName(form.name) ? undefined : INQUIRY_MESSAGES.nameRequired,
    phoneNumber: isPhoneNumber(form.phoneNumber) ? undefined : INQUIRY_MESSAGES.phoneInvalid,
    type: isInquiryType(form.type) ? undefined : INQUIRY_MESSAGES.typeRequired,
    title: form.title.trim() === '' ? INQUIRY_MESSAGES.titleRequired : undefined,
    content: contentError(form.content),
    images: images.ok ? undefined : images.error.message,
  };
  const errors = collectFieldErrors(found);
  return { errors, contentLength: form.content.length, canSubmit: hasNoErrors(errors) };
}

/** The spec §3 submission of a valid form, or the first field in error (in form order). */
export function toInquirySubmission(form: InquiryForm): Result<InquirySubmission, DomainError<'INQUIRY_INVALID'>> {
  const { errors } = validateInquiry(form);
  const first = (Object.entries(errors) as [InquiryField, string][])[0];
  if (first !== undefined) return err({ code: 'INQUIRY_INVALID', message: first[1], field: first[0] });
  // validateInquiry accepted the type, so it is one of INQUIRY_TYPES.
  const type = form.type as InquiryType;
  return ok({
    branchId: form.branchId,
    name: form.name.trim(),
    phoneNumber: form.phoneNumber,
    title: inquirySubmissionTitle(type, form.title),
    content: form.content,
    images: form.images,
  });
}

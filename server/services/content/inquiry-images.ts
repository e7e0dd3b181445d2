/** The image types an inquiry accepts (spec §5: jpg, png), as stored in qna_attachments.mime. */
export type InquiryImageMime = 'image/jpeg' | 'image/png';

/** JPEG files start with the SOI marker and the first segment's marker byte: FF D8 FF. */
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

/** PNG files start with the fixed 8-byte signature 89 'PNG' CR LF SUB LF. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/**
 * The image type of `bytes` judged by its content (the leading signature), never by the file name or the
 * declared type, which the sender controls; null for anything else.
 */
export function inquiryImageMimeOf(bytes: Uint8Array): InquiryImageMime | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

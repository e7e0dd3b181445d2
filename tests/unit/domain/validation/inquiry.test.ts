import { describe, expect, it } from 'vitest';
import {
  checkInquiryImage,
  type ImageDescriptor,
  INQUIRY_IMAGE_SIGNATURE_BYTES,
  INQUIRY_TYPES,
  type InquiryForm,
  inquiryImageMimeOf,
  inquirySubmissionTitle,
  isInquiryType,
  toInquirySubmission,
  validateInquiry,
  validateInquiryImages,
} from '../../../../src/domain/validation/inquiry';

const MB2 = 2 * 1024 * 1024;
const jpg: ImageDescriptor = { name: 'a.jpg', sizeBytes: 1000, mimeType: 'image/jpeg' };
const png: ImageDescriptor = { name: 'b.png', sizeBytes: MB2, mimeType: 'image/png' };

const form: InquiryForm = {
  branchId: null,
  name: '홍길동',
  phoneNumber: '01012345678',
  type: '이물질',
  title: '튀김옷에 이물질',
  content: '내용입니다.',
  images: [],
};

describe('inquiry types (spec §5)', () => {
  it('are the ten listed, in order', () => {
    expect(INQUIRY_TYPES).toEqual([
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
    ]);
  });

  it('only a listed label is a type', () => {
    expect(isInquiryType('기타 불만')).toBe(true);
    expect(isInquiryType('기타')).toBe(false);
    expect(isInquiryType(null)).toBe(false);
  });
});

describe('inquiry attachments (spec §5/§9: up to 3, jpg/png, 2 MB or less)', () => {
  it('accepts jpg and png up to exactly 2 MB', () => {
    expect(checkInquiryImage(jpg).ok).toBe(true);
    expect(checkInquiryImage(png).ok).toBe(true);
  });

  it('refuses a file one byte over 2 MB', () => {
    const r = checkInquiryImage({ ...png, sizeBytes: MB2 + 1 });
    expect(r).toEqual({
      ok: false,
      error: { code: 'IMAGE_TOO_LARGE', message: '2MB 이하의 이미지만 첨부할 수 있습니다.', field: 'images' },
    });
  });

  it('refuses other types, even when the name ends in .jpg', () => {
    const gif = checkInquiryImage({ name: 'a.gif', sizeBytes: 10, mimeType: 'image/gif' });
    expect(gif.ok ? '' : gif.error.message).toBe('jpg, png 형식의 이미지만 첨부할 수 있습니다.');
    expect(checkInquiryImage({ name: 'a.jpg', sizeBytes: 10, mimeType: 'image/webp' }).ok).toBe(false);
  });

  it('without a MIME type the extension decides', () => {
    expect(checkInquiryImage({ name: 'photo.JPEG', sizeBytes: 10, mimeType: '' }).ok).toBe(true);
    expect(checkInquiryImage({ name: 'photo.png', sizeBytes: 10, mimeType: '' }).ok).toBe(true);
    expect(checkInquiryImage({ name: 'photo.heic', sizeBytes: 10, mimeType: '' }).ok).toBe(false);
  });

  it('up to three images are fine, a fourth is refused', () => {
    expect(validateInquiryImages([jpg, png, jpg]).ok).toBe(true);
    const r = validateInquiryImages([jpg, png, jpg, png]);
    expect(r.ok ? '' : `${r.error.code}:${r.error.message}`).toBe(
      'TOO_MANY_IMAGES:이미지는 최대 3장까지 첨부할 수 있습니다.',
    );
  });

  it('a bad image among several is reported', () => {
    const r = validateInquiryImages([jpg, { ...jpg, sizeBytes: MB2 + 1 }]);
    expect(r.ok ? '' : r.error.code).toBe('IMAGE_TOO_LARGE');
  });
});

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const TEXT_HEAD = new TextEncoder().encode('not a png');

describe('inquiry attachments judged by content (issue 11: a renamed file is refused before upload)', () => {
  it('a PNG and a JPEG are told by their leading bytes; anything else is no image', () => {
    expect(INQUIRY_IMAGE_SIGNATURE_BYTES).toBe(8);
    expect(inquiryImageMimeOf(PNG_HEAD)).toBe('image/png');
    expect(inquiryImageMimeOf(JPEG_HEAD)).toBe('image/jpeg');
    expect(inquiryImageMimeOf(TEXT_HEAD)).toBeNull();
    expect(inquiryImageMimeOf(PNG_HEAD.subarray(0, 7))).toBeNull();
    expect(inquiryImageMimeOf(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it('with its leading bytes read, the content decides whatever the name and declared type say', () => {
    const fake = checkInquiryImage({ ...png, sizeBytes: 9, leadingBytes: TEXT_HEAD });
    expect(fake.ok ? '' : fake.error.code).toBe('IMAGE_TYPE');
    expect(
      checkInquiryImage({ name: 'photo.jpg', sizeBytes: 10, mimeType: 'image/jpeg', leadingBytes: PNG_HEAD }).ok,
    ).toBe(true);
    expect(
      checkInquiryImage({ name: 'scan', sizeBytes: 10, mimeType: 'application/octet-stream', leadingBytes: JPEG_HEAD })
        .ok,
    ).toBe(true);
  });

  it('a real image over 2 MB is still refused for its size', () => {
    const big = checkInquiryImage({ ...png, sizeBytes: MB2 + 1, leadingBytes: PNG_HEAD });
    expect(big.ok ? '' : big.error.code).toBe('IMAGE_TOO_LARGE');
  });

  it('a renamed file among the form images blocks submission', () => {
    const v = validateInquiry({ ...form, images: [{ ...png, sizeBytes: 9, leadingBytes: TEXT_HEAD }] });
    expect(v.canSubmit).toBe(false);
    expect(v.errors.images).toBe('jpg, png 형식의 이미지만 첨부할 수 있습니다.');
  });
});

describe('inquiry form (spec §5)', () => {
  it('a complete form can be submitted; the counter shows the content length', () => {
    expect(validateInquiry(form)).toEqual({ errors: {}, contentLength: 6, canSubmit: true });
  });

  it('name, phone, type, title and content are required (blank counts as empty)', () => {
    const result = validateInquiry({ ...form, name: ' ', phoneNumber: '', type: null, title: '  ', content: '\n' });
    expect(result.errors).toEqual({
      name: '이름을 입력해주세요.',
      phoneNumber: '휴대폰 번호 11자리를 숫자로 입력해주세요.',
      type: '문의 유형을 선택해주세요.',
      title: '제목을 입력해주세요.',
      content: '문의 내용을 입력해주세요.',
    });
    expect(result.canSubmit).toBe(false);
  });

  it('the phone must be 11 digits, digits only', () => {
    expect(validateInquiry({ ...form, phoneNumber: '010-1234-5678' }).errors.phoneNumber).toBeDefined();
    expect(validateInquiry({ ...form, phoneNumber: '0101234567' }).errors.phoneNumber).toBeDefined();
  });

  it('an unknown type counts as not chosen', () => {
    expect(validateInquiry({ ...form, type: '칭찬' }).errors.type).toBe('문의 유형을 선택해주세요.');
  });

  it('content of 1,000 characters is fine; 1,001 is refused and the counter shows 1001', () => {
    expect(validateInquiry({ ...form, content: '가'.repeat(1000) })).toMatchObject({
      canSubmit: true,
      contentLength: 1000,
    });
    const over = validateInquiry({ ...form, content: '가'.repeat(1001) });
    expect(over).toMatchObject({ canSubmit: false, contentLength: 1001 });
    expect(over.errors.content).toBe('문의 내용은 1,000자 이내로 입력해주세요.');
  });

  it('an attachment problem blocks submission', () => {
    const r = validateInquiry({ ...form, images: [{ name: 'a.bmp', sizeBytes: 1, mimeType: 'image/bmp' }] });
    expect(r.errors).toEqual({ images: 'jpg, png 형식의 이미지만 첨부할 수 있습니다.' });
    expect(r.canSubmit).toBe(false);
  });

  it('the branch is optional', () => {
    expect(validateInquiry({ ...form, branchId: 12 }).canSubmit).toBe(true);
    expect(validateInquiry({ ...form, branchId: null }).canSubmit).toBe(true);
  });
});

describe('inquiry submission (spec §3)', () => {
  it('the title is "[type] title"', () => {
    expect(inquirySubmissionTitle('기타 불만', '  배달이 늦어요 ')).toBe('[기타 불만] 배달이 늦어요');
  });

  it('a valid form becomes the submission with the typed title prefixed by its type', () => {
    expect(toInquirySubmission({ ...form, name: ' 홍길동 ', branchId: 7, images: [jpg] })).toEqual({
      ok: true,
      value: {
        branchId: 7,
        name: '홍길동',
        phoneNumber: '01012345678',
        title: '[이물질] 튀김옷에 이물질',
        content: '내용입니다.',
        images: [jpg],
      },
    });
  });

  it('an invalid form reports its first field in error', () => {
    expect(toInquirySubmission({ ...form, title: '', content: '' })).toEqual({
      ok: false,
      error: { code: 'INQUIRY_INVALID', message: '제목을 입력해주세요.', field: 'title' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { InquiryRequest } from '../../../../src/application/ports/inquiry-desk';
import { memoryWorld } from '../../application/memory-world';

/** A buffer that starts with the JPEG signature (FF D8 FF): images are checked by content, as on the server. */
function jpegBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff]);
  return bytes;
}

const REQUEST: InquiryRequest = {
  branchId: 1,
  name: '김치킨',
  phoneNumber: '01012345678',
  title: '[이물질] 튀김옷에 이물질',
  content: '확인 부탁드립니다.',
  attachments: [{ name: 'photo.jpg', mimeType: 'image/jpeg', bytes: jpegBytes(1024) }],
};

describe('InMemoryInquiryDesk', () => {
  it('a submitted inquiry shows in the customer Q&A as waiting for an answer', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const result = await world.inquiries.submit(REQUEST);
    expect(result.kind).toBe('submitted');
    expect(await world.content.qna()).toEqual([
      expect.objectContaining({ title: REQUEST.title, adminAnswer: null, answeredAt: null }),
    ]);
  });

  it('a phone that is not 11 digits or content over 1,000 characters is refused, naming the field', async () => {
    const world = memoryWorld();
    await world.signInGuest();
    expect(await world.inquiries.submit({ ...REQUEST, phoneNumber: '0101234' })).toMatchObject({
      field: 'phoneNumber',
    });
    expect(await world.inquiries.submit({ ...REQUEST, content: '가'.repeat(1001) })).toMatchObject({
      field: 'content',
    });
    expect(await world.content.qna()).toEqual([]);
  });

  it('more than 3 files, a non-image or a file over 2 MB is refused', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const file = REQUEST.attachments[0]!;
    expect(await world.inquiries.submit({ ...REQUEST, attachments: [file, file, file, file] })).toMatchObject({
      field: 'images',
      message: '이미지는 최대 3장까지 첨부할 수 있습니다.',
    });
    const pdf = { name: 'a.pdf', mimeType: 'application/pdf', bytes: new Uint8Array(10) };
    expect(await world.inquiries.submit({ ...REQUEST, attachments: [pdf] })).toMatchObject({ field: 'images' });
    const huge = { name: 'big.png', mimeType: 'image/png', bytes: new Uint8Array(2 * 1024 * 1024 + 1) };
    expect(await world.inquiries.submit({ ...REQUEST, attachments: [huge] })).toMatchObject({
      message: '2MB 이하의 이미지만 첨부할 수 있습니다.',
    });
  });
});

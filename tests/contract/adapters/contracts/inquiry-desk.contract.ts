import { beforeEach, describe, expect, it } from 'vitest';
import type { ContentFeed } from '../../../../src/application/ports/content-feed';
import type {
  InquiryAttachment,
  InquiryDesk,
  InquiryRequest,
  InquiryResult,
} from '../../../../src/application/ports/inquiry-desk';
import { INQUIRY_ATTACHMENT_MAX_BYTES, INQUIRY_CONTENT_MAX_LENGTH } from '../../../../src/domain/shared/constants';
import { INQUIRY_TYPES, inquirySubmissionTitle } from '../../../../src/domain/validation/inquiry';
import { expectKoreanMessage } from './discovery';

export interface InquiryDeskSubject {
  /** The inquiry desk of a new customer. */
  readonly inquiries: InquiryDesk;
  /** The same customer's Q&A list, where a submitted inquiry shows up. */
  readonly content: ContentFeed;
  /** Another new customer's Q&A list. */
  readonly otherContent: ContentFeed;
}

/** A real 1×1 PNG and a real 1×1 JPEG: the server checks attachments by their content (issue 3 §3). */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

const png = (name = 'photo.png'): InquiryAttachment => ({
  name,
  mimeType: 'image/png',
  bytes: new Uint8Array(PNG_BYTES),
});
const jpeg = (name = 'photo.jpg'): InquiryAttachment => ({
  name,
  mimeType: 'image/jpeg',
  bytes: new Uint8Array(JPEG_BYTES),
});

/** A valid submission (spec §3/§5): "[type] title", 11-digit phone, no branch. */
function request(patch: Partial<InquiryRequest> = {}): InquiryRequest {
  return {
    branchId: null,
    name: '김치킨',
    phoneNumber: '01012345678',
    title: inquirySubmissionTitle(INQUIRY_TYPES[2], '튀김옷이 눅눅해요'),
    content: '배달 온 치킨의 튀김옷이 눅눅했습니다.',
    attachments: [],
    ...patch,
  };
}

function idOf(result: InquiryResult): number {
  if (result.kind !== 'submitted') throw new Error(`expected the inquiry to be taken, got ${JSON.stringify(result)}`);
  return result.id;
}

/** The InquiryDesk port's contract (spec §5/§7 POST /api/post-delivery-content-qna), for any adapter of it. */
export function describeInquiryDeskContract(name: string, makeSubject: () => Promise<InquiryDeskSubject>): void {
  describe(`InquiryDesk contract: ${name}`, () => {
    let subject: InquiryDeskSubject;
    beforeEach(async () => {
      subject = await makeSubject();
    });

    async function expectRejected(patch: Partial<InquiryRequest>, field: string): Promise<void> {
      const result = await subject.inquiries.submit(request(patch));
      expect(result).toMatchObject({ kind: 'rejected', field });
      if (result.kind === 'rejected') expectKoreanMessage(result.message);
    }

    it("a submitted inquiry waits for an answer in the customer's Q&A, newest first, and nobody else's", async () => {
      const first = idOf(await subject.inquiries.submit(request()));
      const second = idOf(await subject.inquiries.submit(request({ content: '두 번째 문의입니다.' })));
      const qna = await subject.content.qna();
      expect(qna.map((q) => q.id)).toEqual([second, first]);
      const entry = await subject.content.qnaDetail(first);
      expect(entry).toMatchObject({
        id: first,
        title: request().title,
        content: request().content,
        adminAnswer: null,
        answeredAt: null,
      });
      expect(await subject.otherContent.qna()).toEqual([]);
      expect(await subject.otherContent.qnaDetail(first)).toBeNull();
    });

    it('takes up to 3 jpg/png attachments', async () => {
      idOf(await subject.inquiries.submit(request({ attachments: [png(), jpeg(), png('second.png')] })));
    });

    it(`takes content of exactly ${INQUIRY_CONTENT_MAX_LENGTH} characters and refuses one more`, async () => {
      idOf(await subject.inquiries.submit(request({ content: '가'.repeat(INQUIRY_CONTENT_MAX_LENGTH) })));
      await expectRejected({ content: '가'.repeat(INQUIRY_CONTENT_MAX_LENGTH + 1) }, 'content');
    });

    it('refuses a blank name, a phone that is not 11 digits, blank content, naming the field', async () => {
      await expectRejected({ name: '  ' }, 'name');
      await expectRejected({ phoneNumber: '0101234567' }, 'phoneNumber');
      await expectRejected({ phoneNumber: '010-1234-567' }, 'phoneNumber');
      await expectRejected({ content: '   ' }, 'content');
    });

    it('refuses a title without a spec §5 type or without text after it', async () => {
      await expectRejected({ title: '[없는 유형] 제목' }, 'title');
      await expectRejected({ title: '유형 없는 제목' }, 'title');
      await expectRejected({ title: inquirySubmissionTitle(INQUIRY_TYPES[0], '  ') }, 'title');
    });

    it('refuses more than 3 attachments, a file that is not really an image, and one over 2 MB', async () => {
      await expectRejected({ attachments: [png('1.png'), png('2.png'), png('3.png'), png('4.png')] }, IMAGES);
      const fake: InquiryAttachment = {
        name: 'fake.png',
        mimeType: 'image/png',
        bytes: new TextEncoder().encode('not a png'),
      };
      await expectRejected({ attachments: [fake] }, IMAGES);
      const big = new Uint8Array(INQUIRY_ATTACHMENT_MAX_BYTES + 1);
      big.set(PNG_BYTES);
      await expectRejected({ attachments: [{ name: 'big.png', mimeType: 'image/png', bytes: big }] }, IMAGES);
      expect(await subject.content.qna()).toEqual([]);
    });
  });
}

/** The field a refused attachment is reported against. */
const IMAGES = 'images';

import { describe, expect, it } from 'vitest';
import type { InquiryDesk, InquiryRequest } from '../../../src/application/ports/inquiry-desk';
import { ListMyInquiries } from '../../../src/application/use-cases/list-my-inquiries';
import { SubmitInquiry, type SubmitInquiryInput } from '../../../src/application/use-cases/submit-inquiry';
import { memoryWorld } from './memory-world';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

const input = (patch: Partial<SubmitInquiryInput> = {}): SubmitInquiryInput => ({
  branchId: null,
  name: '김치킨',
  phoneNumber: '01012345678',
  type: '이물질',
  title: '  튀김옷에 이물질  ',
  content: '이물질이 나왔어요.',
  images: [],
  ...patch,
});

/** An InquiryDesk that records what it is sent and takes everything. */
function recordingDesk() {
  const sent: InquiryRequest[] = [];
  const desk: InquiryDesk = {
    async submit(request) {
      sent.push(request);
      return { kind: 'submitted', id: sent.length };
    },
  };
  return { desk, sent };
}

describe('SubmitInquiry (spec §3/§5)', () => {
  it('sends the title as "[type] title", the images with the type their bytes show, and says 문의가 접수됐습니다.', async () => {
    const { desk, sent } = recordingDesk();
    const result = await new SubmitInquiry(desk).execute(
      input({
        branchId: 2,
        images: [
          { name: 'a.jpg', mimeType: 'image/jpeg', bytes: PNG },
          { name: 'b.jpg', mimeType: 'image/jpeg', bytes: JPEG },
        ],
      }),
    );
    expect(result).toEqual({ kind: 'submitted', id: 1, message: '문의가 접수됐습니다.' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ branchId: 2, title: '[이물질] 튀김옷에 이물질', name: '김치킨' });
    expect(sent[0]?.attachments.map((a) => [a.name, a.mimeType])).toEqual([
      ['a.jpg', 'image/png'],
      ['b.jpg', 'image/jpeg'],
    ]);
  });

  it('refuses a renamed text file, a fourth image and a missing type before anything is uploaded', async () => {
    const { desk, sent } = recordingDesk();
    const submit = new SubmitInquiry(desk);
    const text = { name: 'fake.png', mimeType: 'image/png', bytes: new TextEncoder().encode('hello') };
    expect(await submit.execute(input({ images: [text] }))).toEqual({
      kind: 'refused',
      field: 'images',
      message: 'jpg, png 형식의 이미지만 첨부할 수 있습니다.',
    });
    const png = { name: 'p.png', mimeType: 'image/png', bytes: PNG };
    expect(await submit.execute(input({ images: [png, png, png, png] }))).toMatchObject({
      kind: 'refused',
      field: 'images',
      message: '이미지는 최대 3장까지 첨부할 수 있습니다.',
    });
    expect(await submit.execute(input({ type: null }))).toMatchObject({ kind: 'refused', field: 'type' });
    expect(sent).toEqual([]);
  });

  it("passes the desk's refusal on with its field", async () => {
    const desk: InquiryDesk = {
      async submit() {
        return { kind: 'rejected', code: 'BAD_REQUEST', field: 'branchId', message: '매장 선택이 올바르지 않습니다.' };
      },
    };
    expect(await new SubmitInquiry(desk).execute(input({ branchId: 9999 }))).toEqual({
      kind: 'refused',
      field: 'branchId',
      message: '매장 선택이 올바르지 않습니다.',
    });
  });
});

describe('ListMyInquiries', () => {
  it("lists the customer's own inquiries newest first, a new one at the top, and not another customer's", async () => {
    const world = memoryWorld();
    await world.signInMember();
    const submit = new SubmitInquiry(world.inquiries);
    const list = new ListMyInquiries(world.content);
    expect(await list.execute()).toEqual({ kind: 'list', inquiries: [] });
    await submit.execute(input({ title: '첫 문의' }));
    world.clock.advance(60_000);
    const second = await submit.execute(
      input({ title: '두 번째 문의', images: [{ name: 'p.png', mimeType: 'image/png', bytes: PNG }] }),
    );
    expect(second.kind).toBe('submitted');
    const { inquiries } = await list.execute();
    expect(inquiries.map((entry) => entry.title)).toEqual(['[이물질] 두 번째 문의', '[이물질] 첫 문의']);
    expect(inquiries[0]).toMatchObject({ adminAnswer: null, answeredAt: null });
    await world.signInGuest();
    expect((await list.execute()).inquiries).toEqual([]);
  });
});

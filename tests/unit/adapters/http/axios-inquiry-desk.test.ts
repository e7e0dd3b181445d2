import { afterEach, describe, expect, it } from 'vitest';
import { AxiosInquiryDesk } from '../../../../src/adapters/http/axios-inquiry-desk';
import type { InquiryRequest } from '../../../../src/application/ports/inquiry-desk';
import { testClient } from './support/client';
import { type FakeApi, type ReceivedRequest, routes, startFakeApi } from './support/fake-api';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const request: InquiryRequest = {
  branchId: 5,
  name: '김치킨',
  phoneNumber: '01012345678',
  title: '[이물질] 튀김옷',
  content: '튀김옷에 이물질이 있었어요.',
  attachments: [
    { name: 'a.png', mimeType: 'image/png', bytes: PNG },
    { name: 'b.png', mimeType: 'image/png', bytes: PNG },
  ],
};

let api: FakeApi;

afterEach(async () => {
  await api.close();
});

async function deskFor(table: Parameters<typeof routes>[0]): Promise<AxiosInquiryDesk> {
  api = await startFakeApi(routes(table));
  return new AxiosInquiryDesk(testClient(api.baseURL));
}

/** The multipart body as the browser's FormData parser reads it. */
async function formOf(received: ReceivedRequest): Promise<FormData> {
  const contentType = String(received.headers['content-type']);
  return new Response(new Uint8Array(received.body), { headers: { 'content-type': contentType } }).formData();
}

describe('AxiosInquiryDesk', () => {
  it('submits the inquiry as multipart with the spec field names and the files as contentImage1..', async () => {
    const desk = await deskFor({ 'POST /api/post-delivery-content-qna': { status: 201, body: { id: 12 } } });
    expect(await desk.submit(request)).toEqual({ kind: 'submitted', id: 12 });
    const form = await formOf(api.requests[0]!);
    expect(form.get('branchId')).toBe('5');
    expect(form.get('name')).toBe('김치킨');
    expect(form.get('phoneNumber')).toBe('01012345678');
    expect(form.get('title')).toBe('[이물질] 튀김옷');
    expect(form.get('content')).toBe('튀김옷에 이물질이 있었어요.');
    const image = form.get('contentImage1') as File;
    expect([image.name, image.type]).toEqual(['a.png', 'image/png']);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    expect(form.has('contentImage2')).toBe(true);
    expect(form.has('contentImage3')).toBe(false);
  });

  it('leaves branchId out when no branch was chosen', async () => {
    const desk = await deskFor({ 'POST /api/post-delivery-content-qna': { status: 201, body: { id: 13 } } });
    await desk.submit({ ...request, branchId: null, attachments: [] });
    expect((await formOf(api.requests[0]!)).has('branchId')).toBe(false);
  });

  it('a refusal is rejected naming the field with the Korean message', async () => {
    const desk = await deskFor({
      'POST /api/post-delivery-content-qna': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: '휴대폰 번호 11자리를 숫자로 입력해주세요.', field: 'phoneNumber' },
      },
    });
    expect(await desk.submit({ ...request, phoneNumber: '010-1234-5678' })).toEqual({
      kind: 'rejected',
      code: 'BAD_REQUEST',
      field: 'phoneNumber',
      message: '휴대폰 번호 11자리를 숫자로 입력해주세요.',
    });
  });

  it('an upload too large (413) is rejected against the images', async () => {
    const desk = await deskFor({
      'POST /api/post-delivery-content-qna': {
        status: 413,
        body: { code: 'PAYLOAD_TOO_LARGE', message: '요청 크기가 너무 큽니다.' },
      },
    });
    expect(await desk.submit(request)).toMatchObject({ kind: 'rejected', field: 'images', code: 'PAYLOAD_TOO_LARGE' });
  });
});

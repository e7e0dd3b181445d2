import { afterEach, describe, expect, it } from 'vitest';
import { AxiosAddressBook } from '../../../../src/adapters/http/axios-address-book';
import type { Address } from '../../../../src/domain/address/types';
import { testClient } from './support/client';
import { type FakeApi, jsonOf, routes, startFakeApi } from './support/fake-api';

const home: Address = {
  id: 1,
  deliveryName: '집',
  fullAddress: '서울 송파구 중대로 64',
  detailAddress: '101호',
  latitude: 37.4915,
  longitude: 127.116,
  isDefault: true,
};

let api: FakeApi;

afterEach(async () => {
  await api.close();
});

async function bookFor(table: Parameters<typeof routes>[0]): Promise<AxiosAddressBook> {
  api = await startFakeApi(routes(table));
  return new AxiosAddressBook(testClient(api.baseURL));
}

describe('AxiosAddressBook', () => {
  it('lists the addresses and reads the default one', async () => {
    const book = await bookFor({
      'GET /api/account/address': { status: 200, body: [home] },
      'GET /api/account/address/default': { status: 200, body: home },
    });
    expect(await book.list()).toEqual([home]);
    expect(await book.defaultAddress()).toEqual(home);
  });

  it('no default address (404 ELEMENT_NOT_FOUND) reads null', async () => {
    const book = await bookFor({});
    expect(await book.defaultAddress()).toBeNull();
  });

  it('creates with isDefault false, as the spec add body says', async () => {
    const book = await bookFor({ 'POST /api/account/address': { status: 201, body: { ...home, isDefault: false } } });
    const { id: _id, isDefault: _default, ...draft } = home;
    expect(await book.create(draft)).toEqual({ kind: 'saved', address: { ...home, isDefault: false } });
    expect(jsonOf(api.requests[0]!)).toEqual({ ...draft, isDefault: false });
  });

  it('a refused label is rejected naming the field with the Korean message', async () => {
    const message = '배송지명은 10자 이내로 입력해주세요.';
    const book = await bookFor({
      'POST /api/account/address': { status: 400, body: { code: 'BAD_REQUEST', message, field: 'deliveryName' } },
    });
    const { id: _id, isDefault: _default, ...draft } = home;
    expect(await book.create({ ...draft, deliveryName: '아주아주긴배송지이름입니다' })).toEqual({
      kind: 'rejected',
      code: 'INVALID_ADDRESS',
      field: 'deliveryName',
      message,
    });
  });

  it('updates without sending an id in the body; an address not the caller’s is not-found', async () => {
    const book = await bookFor({
      'PATCH /api/account/address/1': { status: 200, body: { ...home, detailAddress: '202호' } },
    });
    const changes = {
      deliveryName: '집',
      detailAddress: '202호',
      latitude: 37.4915,
      longitude: 127.116,
      isDefault: true,
    };
    expect(await book.update(1, changes)).toEqual({ kind: 'saved', address: { ...home, detailAddress: '202호' } });
    expect(jsonOf(api.requests[0]!)).toEqual(changes);
    expect(await book.update(2, changes)).toEqual({ kind: 'not-found' });
  });

  it('a refused coordinate is reported against the address', async () => {
    const book = await bookFor({
      'PATCH /api/account/address/1': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: '위도는 -90~90 사이의 숫자로 입력해주세요.', field: 'latitude' },
      },
    });
    const changes = { deliveryName: '집', detailAddress: '1', latitude: 91, longitude: 127, isDefault: false };
    expect(await book.update(1, changes)).toMatchObject({ kind: 'rejected', field: 'fullAddress' });
  });

  it('removes an address; an unknown one is not-found', async () => {
    const book = await bookFor({ 'DELETE /api/account/address/1': { status: 204 } });
    expect(await book.remove(1)).toEqual({ kind: 'removed' });
    expect(await book.remove(2)).toEqual({ kind: 'not-found' });
  });

  it('geocodes both ways with lng/lat; an unknown place or refused query reads null', async () => {
    const book = await bookFor({
      'GET /api/account/address/local-api/address-to-coord': (request) =>
        request.query.get('address') === '서울 송파구 중대로 64'
          ? {
              status: 200,
              body: {
                lng: 127.116,
                lat: 37.4915,
                roadAddress: '서울 송파구 중대로 64',
                jibunAddress: '서울 송파구 가락동 99',
              },
            }
          : { status: 400, body: { code: 'BAD_REQUEST', message: '주소를 입력해주세요.', field: 'query.address' } },
      'GET /api/account/address/local-api/coord-to-address': {
        status: 200,
        body: { roadAddress: '서울 송파구 중대로 64', jibunAddress: '서울 송파구 가락동 99' },
      },
    });
    expect(await book.addressToCoord('서울 송파구 중대로 64')).toEqual({ lat: 37.4915, lng: 127.116 });
    expect(await book.addressToCoord(' ')).toBeNull();
    expect(await book.coordToAddress({ lat: 37.4915, lng: 127.116 })).toEqual({
      roadAddress: '서울 송파구 중대로 64',
      jibunAddress: '서울 송파구 가락동 99',
    });
    const reverse = api.requests[2]!;
    expect([reverse.query.get('lng'), reverse.query.get('lat')]).toEqual(['127.116', '37.4915']);
  });
});

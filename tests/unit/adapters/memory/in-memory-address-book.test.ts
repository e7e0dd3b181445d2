import { describe, expect, it } from 'vitest';
import { memoryWorld } from '../../application/memory-world';

const HOME = {
  deliveryName: '회사',
  fullAddress: '서울특별시 강남구 강남대로 396',
  detailAddress: '5층',
  latitude: 37.4979,
  longitude: 127.0276,
};

describe('InMemoryAddressBook', () => {
  it("a guest's first address becomes the default", async () => {
    const world = memoryWorld();
    await world.signInGuest();
    expect(await world.addresses.defaultAddress()).toBeNull();
    const saved = await world.addresses.create(HOME);
    expect(saved.kind === 'saved' && saved.address.isDefault).toBe(true);
    expect((await world.addresses.defaultAddress())?.fullAddress).toBe(HOME.fullAddress);
  });

  it('a label over 10 characters or a blank detail is rejected, naming the field', async () => {
    const world = memoryWorld();
    await world.signInMember();
    expect(await world.addresses.create({ ...HOME, deliveryName: '열한글자가넘는배송지명' })).toMatchObject({
      kind: 'rejected',
      field: 'deliveryName',
    });
    expect(await world.addresses.create({ ...HOME, detailAddress: ' ' })).toMatchObject({ field: 'detailAddress' });
    expect(await world.addresses.list()).toHaveLength(1);
  });

  it('choosing another default clears the previous one; removing the default promotes the next', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const saved = await world.addresses.create(HOME);
    const id = saved.kind === 'saved' ? saved.address.id : -1;
    expect((await world.addresses.update(id, { ...HOME, isDefault: true })).kind).toBe('saved');
    expect((await world.addresses.list()).filter((a) => a.isDefault).map((a) => a.id)).toEqual([id]);
    expect(await world.addresses.remove(id)).toEqual({ kind: 'removed' });
    expect((await world.addresses.defaultAddress())?.id).toBe(1);
  });

  it("another customer's address is not-found", async () => {
    const world = memoryWorld();
    await world.signInGuest();
    expect(await world.addresses.update(1, { ...HOME, isDefault: true })).toEqual({ kind: 'not-found' });
    expect(await world.addresses.remove(1)).toEqual({ kind: 'not-found' });
  });

  it('geocodes a known address both ways; an unknown place reads null', async () => {
    const { addresses } = memoryWorld();
    expect(await addresses.addressToCoord('서울특별시 송파구 문정로 11')).toEqual({ lat: 37.4862, lng: 127.1215 });
    expect(await addresses.addressToCoord('어딘가')).toBeNull();
    expect(await addresses.coordToAddress({ lat: 37.4931, lng: 127.1179 })).toEqual({
      roadAddress: '서울특별시 송파구 중대로 24',
      jibunAddress: '서울특별시 송파구 가락동 600',
    });
    expect(await addresses.coordToAddress({ lat: 35.1, lng: 129.0 })).toBeNull();
  });
});

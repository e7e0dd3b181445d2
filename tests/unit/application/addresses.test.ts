import { describe, expect, it } from 'vitest';
import { SessionRequiredError } from '../../../src/application/ports/session-required-error';
import { DeleteAddress } from '../../../src/application/use-cases/delete-address';
import { FindAddressAt } from '../../../src/application/use-cases/find-address-at';
import { ListAddresses } from '../../../src/application/use-cases/list-addresses';
import { SaveAddress } from '../../../src/application/use-cases/save-address';
import { SetDefaultAddress } from '../../../src/application/use-cases/set-default-address';
import { memoryWorld } from './memory-world';

/** Near 서울특별시 송파구 문정로 11 in the memory geocoder. */
const MUNJEONGRO = { lat: 37.4862, lng: 127.1215 };
const NEW_PLACE = { lat: 37.49, lng: 127.12 };

async function memberWorld() {
  const world = memoryWorld();
  await world.signInMember();
  return world;
}

const newAddress = (overrides: Partial<Parameters<SaveAddress['execute']>[0]> = {}) => ({
  editingId: null,
  deliveryName: ' 회사 ',
  fullAddress: ' 서울특별시 송파구 중대로 24 ',
  detailAddress: ' 5층 ',
  position: NEW_PLACE,
  isDefault: false,
  ...overrides,
});

describe('the address book flows', () => {
  it('lists the default address first', async () => {
    const world = await memberWorld();
    await new SaveAddress(world.addresses).execute(newAddress({ isDefault: true }));
    const { addresses } = await new ListAddresses(world.addresses).execute();
    expect(addresses[0]?.deliveryName).toBe('회사');
    expect(addresses.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('a new address is saved trimmed and is not the default unless asked', async () => {
    const world = await memberWorld();
    const saved = await new SaveAddress(world.addresses).execute(newAddress());
    expect(saved).toMatchObject({
      kind: 'saved',
      address: {
        deliveryName: '회사',
        fullAddress: '서울특별시 송파구 중대로 24',
        detailAddress: '5층',
        isDefault: false,
      },
    });
    expect((await world.addresses.defaultAddress())?.deliveryName).toBe('집');
  });

  it('a new address that must be the default becomes it, though the add call sends false (spec §7)', async () => {
    const world = await memberWorld();
    const saved = await new SaveAddress(world.addresses).execute(newAddress({ isDefault: true }));
    expect(saved).toMatchObject({ kind: 'saved', address: { isDefault: true } });
    expect((await world.addresses.defaultAddress())?.deliveryName).toBe('회사');
  });

  it('a label over 10 characters is refused with the field; editing a removed address is not found', async () => {
    const world = await memberWorld();
    const save = new SaveAddress(world.addresses);
    expect(await save.execute(newAddress({ deliveryName: '열한글자가넘는배송지이름' }))).toMatchObject({
      kind: 'rejected',
      field: 'deliveryName',
    });
    expect(await save.execute(newAddress({ editingId: 999 }))).toEqual({ kind: 'not-found' });
  });

  it('setting the default moves it; an address already the default sends nothing', async () => {
    const world = await memberWorld();
    const saved = await new SaveAddress(world.addresses).execute(newAddress());
    if (saved.kind !== 'saved') throw new Error('saved');
    const setDefault = new SetDefaultAddress(world.addresses);
    expect(await setDefault.execute({ address: saved.address })).toMatchObject({
      kind: 'saved',
      address: { id: saved.address.id, isDefault: true },
    });
    const current = await world.addresses.defaultAddress();
    if (current === null) throw new Error('a default exists');
    const untouched = { update: () => Promise.reject(new Error('must not be called')) };
    expect(await new SetDefaultAddress(untouched).execute({ address: current })).toEqual({
      kind: 'saved',
      address: current,
    });
  });

  it('deletes an address; deleting it again is not found', async () => {
    const world = await memberWorld();
    const saved = await new SaveAddress(world.addresses).execute(newAddress());
    if (saved.kind !== 'saved') throw new Error('saved');
    const remove = new DeleteAddress(world.addresses);
    expect(await remove.execute({ addressId: saved.address.id })).toEqual({ kind: 'removed' });
    expect(await remove.execute({ addressId: saved.address.id })).toEqual({ kind: 'not-found' });
  });

  it('finds the address at a position, keeping the position; nowhere known is not found', async () => {
    const find = new FindAddressAt(memoryWorld().addresses);
    const found = await find.execute({ position: MUNJEONGRO });
    expect(found).toMatchObject({ kind: 'found', address: { position: MUNJEONGRO } });
    expect(found.kind === 'found' && found.address.roadAddress).toContain('문정로');
    expect(await find.execute({ position: { lat: 35.1, lng: 129.0 } })).toEqual({ kind: 'not-found' });
  });

  it('without a session the book refuses (the pages sign a visitor in as a guest first)', async () => {
    await expect(new ListAddresses(memoryWorld().addresses).execute()).rejects.toBeInstanceOf(SessionRequiredError);
  });
});

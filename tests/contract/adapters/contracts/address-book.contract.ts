import { beforeEach, describe, expect, it } from 'vitest';
import type {
  AddressBook,
  AddressChanges,
  AddressSaveResult,
  NewAddress,
} from '../../../../src/application/ports/address-book';
import type { Address } from '../../../../src/domain/address/types';
import { ADDRESS_LABEL_MAX_LENGTH } from '../../../../src/domain/shared/constants';
import { type Coordinates, DEFAULT_MAP_CENTRE } from '../../../../src/domain/shared/geo';
import { expectKoreanMessage, UNKNOWN_ID } from './discovery';

export interface AddressBookSubject {
  /** The address book of a new customer. */
  readonly addresses: AddressBook;
  /** The address book of another new customer of the same backend. */
  readonly otherAddresses: AddressBook;
}

/** In the middle of the Pacific: no address of any Korean dataset is near. */
const NOWHERE: Coordinates = { lat: 0, lng: -160 };

function savedOf(result: AddressSaveResult | { kind: 'not-found' }): Address {
  if (result.kind !== 'saved') throw new Error(`expected the address to be saved, got ${JSON.stringify(result)}`);
  return result.address;
}

function defaults(list: readonly Address[]): readonly number[] {
  return list.filter((a) => a.isDefault).map((a) => a.id);
}

/** The AddressBook port's contract (spec §5/§7 addresses, issue 3 §5 authorisation), for any adapter of it. */
export function describeAddressBookContract(name: string, makeSubject: () => Promise<AddressBookSubject>): void {
  describe(`AddressBook contract: ${name}`, () => {
    let addresses: AddressBook;
    let otherAddresses: AddressBook;
    let home: NewAddress;

    beforeEach(async () => {
      ({ addresses, otherAddresses } = await makeSubject());
      const picked = await addresses.coordToAddress(DEFAULT_MAP_CENTRE);
      if (picked === null) throw new Error('the geocoder names no address at the default map centre');
      home = {
        deliveryName: '집',
        fullAddress: picked.roadAddress,
        detailAddress: '101동 1001호',
        latitude: DEFAULT_MAP_CENTRE.lat,
        longitude: DEFAULT_MAP_CENTRE.lng,
      };
    });

    function changesOf(address: Address, patch: Partial<AddressChanges> = {}): AddressChanges {
      const { deliveryName, detailAddress, latitude, longitude, isDefault } = address;
      return { deliveryName, detailAddress, latitude, longitude, isDefault, ...patch };
    }

    it('a new customer has no addresses and no default (ELEMENT_NOT_FOUND reads as none)', async () => {
      expect(await addresses.list()).toEqual([]);
      expect(await addresses.defaultAddress()).toBeNull();
    });

    it('the first address becomes the default; labels and details are stored trimmed', async () => {
      const saved = savedOf(
        await addresses.create({ ...home, deliveryName: '  집  ', detailAddress: ' 101동 1001호 ' }),
      );
      expect(saved).toEqual({ ...home, id: saved.id, isDefault: true });
      expect(await addresses.list()).toEqual([saved]);
      expect(await addresses.defaultAddress()).toEqual(saved);
    });

    it('a later address is not the default; exactly one default at any time', async () => {
      const first = savedOf(await addresses.create(home));
      const second = savedOf(await addresses.create({ ...home, deliveryName: '회사', detailAddress: '3층' }));
      expect(second.isDefault).toBe(false);
      expect(defaults(await addresses.list())).toEqual([first.id]);
    });

    it('making another address the default moves it there and lists it first', async () => {
      const first = savedOf(await addresses.create(home));
      const second = savedOf(await addresses.create({ ...home, deliveryName: '회사', detailAddress: '3층' }));
      const moved = savedOf(await addresses.update(second.id, changesOf(second, { isDefault: true })));
      expect(moved).toEqual({ ...second, isDefault: true });
      const list = await addresses.list();
      expect(defaults(list)).toEqual([second.id]);
      expect(list.map((a) => a.id)).toEqual([second.id, first.id]);
      expect(await addresses.defaultAddress()).toEqual(moved);
    });

    it('an update changes label, detail and position but never the full address', async () => {
      const saved = savedOf(await addresses.create(home));
      const changes = changesOf(saved, {
        deliveryName: '본가',
        detailAddress: '2층',
        latitude: 37.5,
        longitude: 127.1,
      });
      const updated = savedOf(await addresses.update(saved.id, changes));
      expect(updated).toEqual({ ...saved, ...changes, fullAddress: home.fullAddress });
      expect(await addresses.list()).toEqual([updated]);
    });

    it('unsetting the only default leaves the customer without one', async () => {
      const saved = savedOf(await addresses.create(home));
      savedOf(await addresses.update(saved.id, changesOf(saved, { isDefault: false })));
      expect(await addresses.defaultAddress()).toBeNull();
    });

    it(`a label of ${ADDRESS_LABEL_MAX_LENGTH} characters is kept; a longer or blank field is refused naming it`, async () => {
      const longest = 'ㄱ'.repeat(ADDRESS_LABEL_MAX_LENGTH);
      expect(savedOf(await addresses.create({ ...home, deliveryName: longest })).deliveryName).toBe(longest);
      const refusals: readonly [Partial<NewAddress>, string][] = [
        [{ deliveryName: `${longest}ㄴ` }, 'deliveryName'],
        [{ deliveryName: '   ' }, 'deliveryName'],
        [{ fullAddress: ' ' }, 'fullAddress'],
        [{ detailAddress: '' }, 'detailAddress'],
      ];
      for (const [patch, field] of refusals) {
        const result = await addresses.create({ ...home, ...patch });
        expect(result).toMatchObject({ kind: 'rejected', code: 'INVALID_ADDRESS', field });
        if (result.kind === 'rejected') expectKoreanMessage(result.message);
      }
      expect(await addresses.list()).toHaveLength(1);
    });

    it('an invalid update is refused naming the field and changes nothing', async () => {
      const saved = savedOf(await addresses.create(home));
      const tooLong = changesOf(saved, { deliveryName: 'ㄱ'.repeat(ADDRESS_LABEL_MAX_LENGTH + 1) });
      expect(await addresses.update(saved.id, tooLong)).toMatchObject({ kind: 'rejected', field: 'deliveryName' });
      const blank = changesOf(saved, { detailAddress: '  ' });
      expect(await addresses.update(saved.id, blank)).toMatchObject({ kind: 'rejected', field: 'detailAddress' });
      expect(await addresses.list()).toEqual([saved]);
    });

    it('a removed address is gone; removing or updating it again is not-found', async () => {
      const first = savedOf(await addresses.create(home));
      const second = savedOf(await addresses.create({ ...home, deliveryName: '회사' }));
      expect(await addresses.remove(second.id)).toEqual({ kind: 'removed' });
      expect(await addresses.list()).toEqual([first]);
      expect(await addresses.remove(second.id)).toEqual({ kind: 'not-found' });
      expect(await addresses.update(second.id, changesOf(second))).toEqual({ kind: 'not-found' });
      expect(await addresses.remove(UNKNOWN_ID)).toEqual({ kind: 'not-found' });
    });

    it('removing the default makes the most recently added address the default (spec §4: a default remains)', async () => {
      const first = savedOf(await addresses.create(home));
      const second = savedOf(await addresses.create({ ...home, deliveryName: '회사' }));
      const third = savedOf(await addresses.create({ ...home, deliveryName: '본가' }));
      await addresses.remove(first.id);
      expect(defaults(await addresses.list())).toEqual([third.id]);
      expect(await addresses.list()).toEqual([{ ...third, isDefault: true }, second]);
      await addresses.remove(third.id);
      await addresses.remove(second.id);
      expect(await addresses.defaultAddress()).toBeNull();
    });

    it("another customer never sees or changes this customer's addresses (not-found)", async () => {
      const saved = savedOf(await addresses.create(home));
      expect(await otherAddresses.list()).toEqual([]);
      expect(await otherAddresses.defaultAddress()).toBeNull();
      expect(await otherAddresses.update(saved.id, changesOf(saved, { deliveryName: '남의집' }))).toEqual({
        kind: 'not-found',
      });
      expect(await otherAddresses.remove(saved.id)).toEqual({ kind: 'not-found' });
      expect(await addresses.list()).toEqual([saved]);
    });

    it('geocodes both ways over one dataset: a named place leads back to itself', async () => {
      const picked = await addresses.coordToAddress(DEFAULT_MAP_CENTRE);
      expect(picked).not.toBeNull();
      const byRoad = await addresses.addressToCoord(picked?.roadAddress ?? '');
      const byJibun = await addresses.addressToCoord(picked?.jibunAddress ?? '');
      expect(byRoad).not.toBeNull();
      expect(byJibun).toEqual(byRoad);
      expect(await addresses.coordToAddress(byRoad ?? NOWHERE)).toEqual(picked);
    });

    it('an unknown address or a position far from every address geocodes to null', async () => {
      expect(await addresses.addressToCoord('없는시 없는구 없는로 99999')).toBeNull();
      expect(await addresses.coordToAddress(NOWHERE)).toBeNull();
    });
  });
}

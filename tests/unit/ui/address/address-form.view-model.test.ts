import { describe, expect, it, vi } from 'vitest';
import { GeocoderPostcodeSearch } from '../../../../src/adapters/map/geocoder-postcode-search';
import { AddressFormViewModel } from '../../../../src/adapters/ui/pages/address/registration/address-form.view-model';
import { AddressPickerViewModel } from '../../../../src/adapters/ui/pages/address/registration/address-picker.view-model';
import type { AddressBook } from '../../../../src/application/ports/address-book';
import type { PostcodeSearch } from '../../../../src/application/ports/postcode-search';
import { SaveAddress } from '../../../../src/application/use-cases/save-address';
import { createContainer, memoryModules, resolverOf, TOKENS } from '../../../../src/composition-root';
import type { Address } from '../../../../src/domain/address/types';
import { MEMBER } from '../../application/memory-world';

const JUNGDAERO = '서울특별시 송파구 중대로 24';
const POSTCODE_DOWN = '우편번호 서비스를 현재 이용할 수 없습니다. 잠시 후 다시 시도해주세요.';

async function memberBook() {
  const get = resolverOf(createContainer(memoryModules));
  await get(TOKENS.SessionGateway).signIn({ provider: 'member', ...MEMBER });
  const addresses = get(TOKENS.AddressBook);
  return { addresses, postcode: new GeocoderPostcodeSearch(addresses) };
}

function formWith(
  addresses: Pick<AddressBook, 'create' | 'update'>,
  postcode: PostcodeSearch,
  options: ConstructorParameters<typeof AddressFormViewModel>[1] = {},
) {
  const saved: Address[] = [];
  const form = new AddressFormViewModel(
    { save: new SaveAddress(addresses), postcode, ensureSession: async () => true, onSaved: (a) => void saved.push(a) },
    options,
  );
  return { form, saved };
}

async function pickJungdaero(picker: AddressPickerViewModel, detail = '101동 202호') {
  picker.setQuery(JUNGDAERO);
  await picker.search();
  const [first] = picker.results;
  if (first === undefined) throw new Error('the fixture address was not found');
  picker.pick(first);
  picker.setDetail(detail);
}

describe('the address picker', () => {
  it('asks for a search word instead of searching blanks', async () => {
    const search = vi.fn(async () => []);
    const picker = new AddressPickerViewModel({ search });
    picker.setQuery('   ');
    await picker.search();
    expect(search).not.toHaveBeenCalled();
    expect(picker.message).toBe('검색할 주소를 입력해주세요.');
  });

  it('finds a dataset address with its road and jibun forms and its position', async () => {
    const { postcode } = await memberBook();
    const picker = new AddressPickerViewModel(postcode);
    picker.setQuery(JUNGDAERO);
    await picker.search();
    expect(picker.results).toEqual([
      {
        roadAddress: JUNGDAERO,
        jibunAddress: '서울특별시 송파구 가락동 600',
        position: { lat: 37.4931, lng: 127.1178 },
      },
    ]);
    picker.setQuery('없는로 999');
    await picker.search();
    expect(picker.results).toEqual([]);
    expect(picker.message).toBe('검색 결과가 없어요. 도로명, 건물명 또는 지번으로 다시 검색해주세요.');
  });

  it('says the postcode service is unavailable when the search cannot be reached (spec §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const picker = new AddressPickerViewModel({ search: () => Promise.reject(new Error('network')) });
    picker.setQuery('법원로');
    await picker.search();
    expect(picker.status).toBe('failed');
    expect(picker.message).toBe(POSTCODE_DOWN);
  });

  it('completes only with a jibun address, a road address and a non-blank detail (spec §5)', async () => {
    const { postcode } = await memberBook();
    const picker = new AddressPickerViewModel(postcode);
    await pickJungdaero(picker, '  ');
    expect(picker.step).toBe('detail');
    expect(picker.canComplete).toBe(false);
    expect(picker.complete()).toBeNull();
    picker.setDetail('3층');
    expect(picker.complete()).toMatchObject({ fullAddress: JUNGDAERO, detailAddress: '3층' });
    picker.pick({ roadAddress: JUNGDAERO, jibunAddress: '', position: { lat: 37, lng: 127 } });
    expect(picker.canComplete).toBe(false);
    picker.pick({
      roadAddress: JUNGDAERO,
      jibunAddress: '',
      autoJibunAddress: '가락동 600',
      position: { lat: 37, lng: 127 },
    });
    expect(picker.canComplete).toBe(true);
  });
});

describe('the address registration popup', () => {
  it('goes from the picker (SEARCH) back to INPUT with the picked address filled in', async () => {
    const { addresses, postcode } = await memberBook();
    const { form } = formWith(addresses, postcode, { initialView: 'SEARCH' });
    expect(form.view).toBe('SEARCH');
    await pickJungdaero(form.picker);
    form.applyPick();
    expect(form.view).toBe('INPUT');
    expect(form.fullAddress).toBe(JUNGDAERO);
    expect(form.jibunAddress).toBe('서울특별시 송파구 가락동 600');
    expect(form.detailAddress).toBe('101동 202호');
  });

  it('shows the label rules once the field was left: non-blank and at most 10 characters', async () => {
    const { addresses, postcode } = await memberBook();
    const { form } = formWith(addresses, postcode);
    form.setDeliveryName('   ');
    expect(form.errorOf('deliveryName')).toBeUndefined();
    form.touch('deliveryName');
    expect(form.errorOf('deliveryName')).toBe('배송지명을 입력해주세요.');
    form.setDeliveryName('열한글자의배송지이름임');
    expect(form.errorOf('deliveryName')).toBe('배송지명은 10자 이내로 입력해주세요.');
    form.setDeliveryName(' 열글자의배송지이름임 ');
    expect(form.errorOf('deliveryName')).toBeUndefined();
  });

  it('cannot save without an address; a save attempt shows every missing field', async () => {
    const { addresses, postcode } = await memberBook();
    const create = vi.spyOn(addresses, 'create');
    const { form } = formWith(addresses, postcode);
    form.setDeliveryName('회사');
    expect(form.canSave).toBe(false);
    await form.save();
    expect(create).not.toHaveBeenCalled();
    expect(form.errorOf('fullAddress')).toBe('주소를 검색해주세요.');
    expect(form.errorOf('detailAddress')).toBe('상세 주소를 입력해주세요.');
  });

  it('adds the address and, when it must be the default, makes it so', async () => {
    const { addresses, postcode } = await memberBook();
    const { form, saved } = formWith(addresses, postcode, { forceDefault: true, initialView: 'SEARCH' });
    await pickJungdaero(form.picker);
    form.applyPick();
    form.setDeliveryName('회사');
    await form.save();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ deliveryName: '회사', fullAddress: JUNGDAERO, isDefault: true });
    expect((await addresses.defaultAddress())?.deliveryName).toBe('회사');
    expect((await addresses.list()).filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('shows the server refusal in the popup instead of closing it', async () => {
    const { addresses, postcode } = await memberBook();
    const refusing = {
      ...addresses,
      create: async () =>
        ({ kind: 'rejected', code: 'INVALID_ADDRESS', field: 'fullAddress', message: '주소를 검색해주세요.' }) as const,
      update: addresses.update.bind(addresses),
    };
    const { form, saved } = formWith(refusing, postcode, { initialView: 'SEARCH' });
    await pickJungdaero(form.picker);
    form.applyPick();
    form.setDeliveryName('집2');
    await form.save();
    expect(saved).toEqual([]);
    expect(form.error).toBe('주소를 검색해주세요.');
  });

  it('when editing: the address search is disabled and saving needs a change (spec §5)', async () => {
    const { addresses, postcode } = await memberBook();
    const [home] = await addresses.list();
    if (home === undefined) throw new Error('the member has an address');
    const { form, saved } = formWith(addresses, postcode, { editing: home });
    expect(form.view).toBe('INPUT');
    expect(form.canSearchAddress).toBe(false);
    form.openSearch();
    expect(form.view).toBe('INPUT');
    expect(form.canSave).toBe(false);
    form.setDetailAddress(` ${home.detailAddress} `);
    expect(form.canSave).toBe(false);
    form.setDetailAddress('102동 303호');
    expect(form.canSave).toBe(true);
    await form.save();
    expect(saved[0]).toMatchObject({ id: home.id, detailAddress: '102동 303호', fullAddress: home.fullAddress });
  });

  it('a visitor who cannot get a session is told to log in, and nothing is saved', async () => {
    const { addresses, postcode } = await memberBook();
    const create = vi.spyOn(addresses, 'create');
    const form = new AddressFormViewModel(
      { save: new SaveAddress(addresses), postcode, ensureSession: async () => false, onSaved: () => undefined },
      { initialView: 'SEARCH' },
    );
    await pickJungdaero(form.picker);
    form.applyPick();
    form.setDeliveryName('집');
    await form.save();
    expect(create).not.toHaveBeenCalled();
    expect(form.error).toBe('배송지를 저장하려면 로그인이 필요합니다.');
  });
});

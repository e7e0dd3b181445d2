import { describe, expect, it, vi } from 'vitest';
import type { Geolocator } from '../../../../src/adapters/map/geolocator';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { addressPageDeps } from '../../../../src/adapters/ui/pages/address/address-page-deps';
import { AddressPermissionViewModel } from '../../../../src/adapters/ui/pages/address/address-permission.view-model';
import { AddressSearchViewModel } from '../../../../src/adapters/ui/pages/address/address-search.view-model';
import { MypageAddressViewModel } from '../../../../src/adapters/ui/pages/mypage/address/mypage-address.view-model';
import { TOKENS } from '../../../../src/composition-root';
import type { Coordinates } from '../../../../src/domain/shared/geo';
import { memoryServices, type Visitor } from '../support/app-harness';

const JUNGDAERO = '서울특별시 송파구 중대로 24';
/** A few metres from 서울특별시 송파구 문정로 11 of the memory geocoder. */
const NEAR_MUNJEONGRO = { lat: 37.48625, lng: 127.12152 };

async function pageDeps(visitor: Visitor, position: Coordinates | null = null) {
  const get = await memoryServices(visitor);
  const navigations: string[] = [];
  const geolocator: Geolocator = { current: async () => position };
  const deps = { ...addressPageDeps(get, (to) => navigations.push(to)), geolocator };
  return { get, deps, navigations, root: get(UI_TOKENS.RootStore) };
}

async function registerJungdaero(
  page: { form: AddressPermissionViewModel['form'] },
  label = '회사',
  detail = '5층',
): Promise<void> {
  const form = page.form;
  if (form === null) throw new Error('the registration popup is not open');
  form.picker.setQuery(JUNGDAERO);
  await form.picker.search();
  const [found] = form.picker.results;
  if (found === undefined) throw new Error('not found');
  form.picker.pick(found);
  form.picker.setDetail(detail);
  form.applyPick();
  form.setDeliveryName(label);
  await form.save();
}

describe('/address/permission', () => {
  it('a signed-out visitor registers a first address: it becomes the default and they go back to redirect_to', async () => {
    const { deps, navigations, root, get } = await pageDeps('signed-out');
    const page = new AddressPermissionViewModel(deps);
    page.setSearch('?redirect_to=%2Fcategories%2F1%3FmealType%3Ddelivery');
    page.openSearch();
    expect(page.form?.view).toBe('SEARCH');
    await registerJungdaero(page);
    expect(navigations).toEqual(['/categories/1?mealType=delivery']);
    expect(page.form).toBeNull();
    const saved = await get(TOKENS.AddressBook).defaultAddress();
    expect(saved).toMatchObject({
      deliveryName: '회사',
      fullAddress: JUNGDAERO,
      detailAddress: '5층',
      isDefault: true,
    });
    expect(root.session.defaultAddress).toEqual({
      status: 'loaded',
      value: { fullAddress: JUNGDAERO, detailAddress: '5층' },
    });
    expect(root.session.current?.type).toBe('guest');
  });

  it('never goes back to another site: a foreign redirect_to lands on /categories/1', async () => {
    const { deps, navigations } = await pageDeps('guest');
    const page = new AddressPermissionViewModel(deps);
    page.setSearch('?redirect_to=https%3A%2F%2Fevil.example%2F');
    page.openSearch();
    await registerJungdaero(page);
    expect(navigations).toEqual(['/categories/1']);
  });

  it('현재 위치로 찾기 opens the detail entry on the address at the device position', async () => {
    const { deps } = await pageDeps('guest', NEAR_MUNJEONGRO);
    const page = new AddressPermissionViewModel(deps);
    await page.locate();
    expect(page.form?.view).toBe('SEARCH');
    expect(page.form?.picker.step).toBe('detail');
    expect(page.form?.picker.picked?.roadAddress).toBe('서울특별시 송파구 문정로 11');
    expect(page.form?.picker.picked?.position).toEqual(NEAR_MUNJEONGRO);
  });

  it('a refused position or one with no address nearby says so and keeps the search', async () => {
    const refused = new AddressPermissionViewModel((await pageDeps('guest', null)).deps);
    await refused.locate();
    expect(refused.form).toBeNull();
    expect(refused.notice).toBe('현재 위치를 확인할 수 없어요. 위치 권한을 허용하거나 주소를 검색해주세요.');
    const nowhere = new AddressPermissionViewModel((await pageDeps('guest', { lat: 35.1, lng: 129.0 })).deps);
    await nowhere.locate();
    expect(nowhere.notice).toBe('현재 위치의 주소를 찾지 못했어요. 주소를 검색해주세요.');
  });

  it('an unreachable address lookup shows the postcode service message (spec §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = await pageDeps('guest', NEAR_MUNJEONGRO);
    const page = new AddressPermissionViewModel({
      ...deps,
      addresses: { ...deps.addresses, findAt: { execute: () => Promise.reject(new Error('down')) } },
    });
    await page.locate();
    expect(page.notice).toBe('우편번호 서비스를 현재 이용할 수 없습니다. 잠시 후 다시 시도해주세요.');
  });
});

describe('/address/search', () => {
  it('lists the saved addresses; choosing another makes it the default and goes back', async () => {
    const { deps, navigations, get, root } = await pageDeps('member');
    const book = get(TOKENS.AddressBook);
    const office = await book.create({
      deliveryName: '회사',
      fullAddress: JUNGDAERO,
      detailAddress: '5층',
      latitude: 37.4931,
      longitude: 127.1178,
    });
    if (office.kind !== 'saved') throw new Error('fixture');
    const page = new AddressSearchViewModel(deps);
    page.setSearch('?redirect_to=%2Fproducts%2F101%3FmealType%3Ddelivery');
    await page.load();
    expect(page.addresses.map((a) => [a.deliveryName, a.isDefault])).toEqual([
      ['집', true],
      ['회사', false],
    ]);
    await page.choose(office.address);
    expect(navigations).toEqual(['/products/101?mealType=delivery']);
    expect((await book.defaultAddress())?.id).toBe(office.address.id);
    expect(root.session.defaultAddress).toMatchObject({ value: { fullAddress: JUNGDAERO } });
  });

  it('a new address searched here is registered as the default', async () => {
    const { deps, navigations, get } = await pageDeps('member');
    const page = new AddressSearchViewModel(deps);
    page.setSearch('?redirect_to=%2F');
    await page.load();
    page.openSearch();
    await registerJungdaero(page, '학교');
    expect(navigations).toEqual(['/']);
    expect((await get(TOKENS.AddressBook).defaultAddress())?.deliveryName).toBe('학교');
  });
});

describe('/mypage/address', () => {
  it('edits the label only when something changed, with the address search disabled', async () => {
    const { deps, get } = await pageDeps('member');
    const page = new MypageAddressViewModel(deps);
    await page.load();
    const [home] = page.addresses;
    if (home === undefined) throw new Error('fixture');
    page.openEdit(home);
    const form = page.form;
    expect(form?.isEditing).toBe(true);
    expect(form?.canSearchAddress).toBe(false);
    expect(form?.canSave).toBe(false);
    form?.setDeliveryName('우리집');
    expect(form?.canSave).toBe(true);
    await form?.save();
    expect(page.form).toBeNull();
    expect(page.addresses[0]).toMatchObject({ id: home.id, deliveryName: '우리집', isDefault: true });
    expect((await get(TOKENS.AddressBook).list())[0]?.deliveryName).toBe('우리집');
  });

  it('adds an address, makes it the default on demand and deletes one after confirming', async () => {
    const { deps, root } = await pageDeps('member');
    const page = new MypageAddressViewModel(deps);
    await page.load();
    page.openAdd();
    expect(page.form?.view).toBe('SEARCH');
    expect(page.form?.offersDefault).toBe(true);
    await registerJungdaero(page, '회사');
    expect(page.addresses.map((a) => a.deliveryName)).toEqual(['집', '회사']);
    const office = page.addresses[1];
    if (office === undefined) throw new Error('added');
    await page.makeDefault(office);
    expect(page.addresses[0]?.deliveryName).toBe('회사');
    expect(root.session.defaultAddress).toMatchObject({ value: { fullAddress: JUNGDAERO } });
    const home = page.addresses.find((a) => a.deliveryName === '집');
    if (home === undefined) throw new Error('kept');
    page.askRemove(home);
    expect(page.removing?.id).toBe(home.id);
    page.cancelRemove();
    expect(page.addresses).toHaveLength(2);
    page.askRemove(home);
    await page.confirmRemove();
    expect(page.addresses.map((a) => a.deliveryName)).toEqual(['회사']);
  });

  it('a label of 11 characters cannot be saved', async () => {
    const { deps } = await pageDeps('member');
    const page = new MypageAddressViewModel(deps);
    await page.load();
    const [home] = page.addresses;
    if (home === undefined) throw new Error('fixture');
    page.openEdit(home);
    page.form?.setDeliveryName('가나다라마바사아자차카');
    page.form?.touch('deliveryName');
    expect(page.form?.canSave).toBe(false);
    expect(page.form?.errorOf('deliveryName')).toBe('배송지명은 10자 이내로 입력해주세요.');
  });
});

import type { Bind } from 'inversify';
import { ChooseStore } from '../application/use-cases/choose-store';
import { DeleteAddress } from '../application/use-cases/delete-address';
import { FindAddressAt } from '../application/use-cases/find-address-at';
import { FindNearbyStores } from '../application/use-cases/find-nearby-stores';
import { ListAddresses } from '../application/use-cases/list-addresses';
import { SaveAddress } from '../application/use-cases/save-address';
import { SearchStoresByName } from '../application/use-cases/search-stores-by-name';
import { SetDefaultAddress } from '../application/use-cases/set-default-address';
import { TOKENS } from '../tokens';
import { provide } from './provide';

/** The store finder and the delivery addresses (spec §2 매장 찾기, 주소 검색, 배송지 관리); stateless, per request. */
export function bindStoreAndAddressUseCases(bind: Bind): void {
  provide(
    bind,
    TOKENS.FindNearbyStores,
    (get) => new FindNearbyStores(get(TOKENS.StoreLocator), get(TOKENS.PreferenceStore)),
  );
  provide(bind, TOKENS.SearchStoresByName, (get) => new SearchStoresByName(get(TOKENS.StoreLocator)));
  provide(bind, TOKENS.ChooseStore, (get) => new ChooseStore(get(TOKENS.PreferenceStore)));
  provide(bind, TOKENS.ListAddresses, (get) => new ListAddresses(get(TOKENS.AddressBook)));
  provide(bind, TOKENS.SaveAddress, (get) => new SaveAddress(get(TOKENS.AddressBook)));
  provide(bind, TOKENS.SetDefaultAddress, (get) => new SetDefaultAddress(get(TOKENS.AddressBook)));
  provide(bind, TOKENS.DeleteAddress, (get) => new DeleteAddress(get(TOKENS.AddressBook)));
  provide(bind, TOKENS.FindAddressAt, (get) => new FindAddressAt(get(TOKENS.AddressBook)));
}

import type { Bind } from 'inversify';
import { ChooseStore } from '../application/use-cases/choose-store';
import { DeleteAddress } from '../application/use-cases/delete-address';
import { EndArsCall } from '../application/use-cases/end-ars-call';
import { FindAddressAt } from '../application/use-cases/find-address-at';
import { FindNearbyStores } from '../application/use-cases/find-nearby-stores';
import { HidePopupBannersForToday } from '../application/use-cases/hide-popup-banners-for-today';
import { ListAddresses } from '../application/use-cases/list-addresses';
import { ListCategories } from '../application/use-cases/list-categories';
import { ListCategoryMenus } from '../application/use-cases/list-category-menus';
import { ListRecommendedMenus } from '../application/use-cases/list-recommended-menus';
import { OpenArsLink } from '../application/use-cases/open-ars-link';
import { ReadArsBranch } from '../application/use-cases/read-ars-branch';
import { ReadEventBanners } from '../application/use-cases/read-event-banners';
import { ReadPopupBanners } from '../application/use-cases/read-popup-banners';
import { SaveAddress } from '../application/use-cases/save-address';
import { SearchStoresByName } from '../application/use-cases/search-stores-by-name';
import { SetDefaultAddress } from '../application/use-cases/set-default-address';
import { ShowMenu } from '../application/use-cases/show-menu';
import { TOKENS } from '../tokens';
import { provide } from './provide';

/** The browse, store-finder, address and ARS use cases (spec §2 screens outside ordering); stateless, per request. */
export function bindBrowseUseCases(bind: Bind): void {
  provide(bind, TOKENS.ListCategories, (get) => new ListCategories(get(TOKENS.MenuCatalog)));
  provide(bind, TOKENS.ListCategoryMenus, (get) => new ListCategoryMenus(get(TOKENS.MenuCatalog)));
  provide(bind, TOKENS.ShowMenu, (get) => new ShowMenu(get(TOKENS.MenuCatalog)));
  provide(bind, TOKENS.ListRecommendedMenus, (get) => new ListRecommendedMenus(get(TOKENS.MenuCatalog)));
  provide(bind, TOKENS.ReadEventBanners, (get) => new ReadEventBanners(get(TOKENS.ContentFeed)));
  provide(bind, TOKENS.ReadPopupBanners, (get) => new ReadPopupBanners(get(TOKENS.ContentFeed), get(TOKENS.CookieJar)));
  provide(bind, TOKENS.HidePopupBannersForToday, (get) => new HidePopupBannersForToday(get(TOKENS.CookieJar)));
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
  provide(bind, TOKENS.OpenArsLink, (get) => new OpenArsLink(get(TOKENS.SessionGateway), get(TOKENS.ArsFlag)));
  provide(bind, TOKENS.ReadArsBranch, (get) => new ReadArsBranch(get(TOKENS.ArsFlag), get(TOKENS.StoreLocator)));
  provide(bind, TOKENS.EndArsCall, (get) => new EndArsCall(get(TOKENS.SessionGateway), get(TOKENS.ArsFlag)));
}

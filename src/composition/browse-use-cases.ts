import type { Bind } from 'inversify';
import { HidePopupBannersForToday } from '../application/use-cases/hide-popup-banners-for-today';
import { ListCategories } from '../application/use-cases/list-categories';
import { ListCategoryMenus } from '../application/use-cases/list-category-menus';
import { ListRecommendedMenus } from '../application/use-cases/list-recommended-menus';
import { ReadEventBanners } from '../application/use-cases/read-event-banners';
import { ReadPopupBanners } from '../application/use-cases/read-popup-banners';
import { ShowMenu } from '../application/use-cases/show-menu';
import { TOKENS } from '../tokens';
import { provide } from './provide';

/** The browse use cases (categories, menus, banners: the pages a customer lands on); stateless, per request. */
export function bindBrowseUseCases(bind: Bind): void {
  provide(bind, TOKENS.ListCategories, (get) => new ListCategories(get(TOKENS.MenuCatalog)));
  provide(bind, TOKENS.ListCategoryMenus, (get) => new ListCategoryMenus(get(TOKENS.MenuCatalog)));
  provide(bind, TOKENS.ShowMenu, (get) => new ShowMenu(get(TOKENS.MenuCatalog)));
  provide(bind, TOKENS.ListRecommendedMenus, (get) => new ListRecommendedMenus(get(TOKENS.MenuCatalog)));
  provide(bind, TOKENS.ReadEventBanners, (get) => new ReadEventBanners(get(TOKENS.ContentFeed)));
  provide(bind, TOKENS.ReadPopupBanners, (get) => new ReadPopupBanners(get(TOKENS.ContentFeed), get(TOKENS.CookieJar)));
  provide(bind, TOKENS.HidePopupBannersForToday, (get) => new HidePopupBannersForToday(get(TOKENS.CookieJar)));
}

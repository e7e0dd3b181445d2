import type { EventBanner } from '../../../../application/ports/content-feed';
import type { PopupBanner } from '../../../../domain/content/types';
import type { RecommendMenu } from '../../../../domain/menu/types';
import { type Resolve, TOKENS } from '../../../../tokens';
import { readOrNull } from '../../routes/loader-part';

/** How many recommended menus the home page shows (two rows of four on desktop). */
export const HOME_RECOMMENDED_LIMIT = 8;

/**
 * What the home loader read before the page renders (issue 13): the event banners and the recommended menus. A part
 * that could not be read is null: the page reads it again and shows that section's own error when it fails again.
 */
export interface HomePreload {
  readonly banners: readonly EventBanner[] | null;
  readonly menus: readonly RecommendMenu[] | null;
  /**
   * The popup banners to open (none when the customer hid them today; on the server, with no cookie, all of them):
   * the popup still checks its cookie in the browser before it opens.
   */
  readonly popups: readonly PopupBanner[] | null;
}

/** The route loader of / (spec §2 Home): both sections and the popup banners at once. */
export function homeLoader(resolve: Resolve) {
  return async (): Promise<HomePreload> => {
    const [banners, menus, popups] = await Promise.all([
      readOrNull(async () => (await resolve(TOKENS.ReadEventBanners).execute()).banners, 'event banners'),
      readOrNull(
        async () =>
          (await resolve(TOKENS.ListRecommendedMenus).execute({ type: 'recommended', limit: HOME_RECOMMENDED_LIMIT }))
            .menus,
        'recommended menus',
      ),
      readOrNull(async () => {
        const result = await resolve(TOKENS.ReadPopupBanners).execute();
        return result.kind === 'show' ? result.banners : [];
      }, 'popup banners'),
    ]);
    return { banners, menus, popups };
  };
}

import type { SeedMenu } from '../../types';
import { bonelessMenus } from './boneless';
import { drinkMenus } from './drinks';
import { friedMenus } from './fried';
import { roastedMenus } from './roasted';
import { seasonedMenus } from './seasoned';
import { setMenus } from './sets';
import { sideMenus } from './sides';

/** All 40 demo menus, in id order. */
export const menus: readonly SeedMenu[] = [
  ...friedMenus,
  ...seasonedMenus,
  ...roastedMenus,
  ...bonelessMenus,
  ...sideMenus,
  ...drinkMenus,
  ...setMenus,
];

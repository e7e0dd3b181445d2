import type { CartRejection } from '../../application/ports/cart-gateway';
import type { CartLine } from '../../domain/cart/types';
import { orderFormLineTotal, validateOptionSelection } from '../../domain/menu/order-form';
import { isOrderLineQuantity } from '../../domain/order/quantity';
import type { FixtureMenu } from './fixture-types';

/** Spec §5/§9: a cart quantity is an integer 1..99 (the stepper's range without 0). */
export const QUANTITY_MESSAGE = '수량은 1개 이상 99개 이하로 선택해주세요.';
export const MENU_NOT_FOUND_MESSAGE = '존재하지 않는 메뉴입니다.';

export function isCartQuantity(quantity: number): boolean {
  return isOrderLineQuantity(quantity);
}

/**
 * The server's check of one chosen line, the same checks the real server makes: the menu exists, the quantity
 * is 1..99 and the options satisfy the menu's own groups (an option of another menu is unknown here).
 */
export function cartItemRejection(
  menu: FixtureMenu | undefined,
  subOptionIds: readonly number[],
  quantity: number,
): CartRejection | null {
  if (menu === undefined) return { kind: 'rejected', code: 'MENU_NOT_FOUND', message: MENU_NOT_FOUND_MESSAGE };
  if (!isCartQuantity(quantity)) return { kind: 'rejected', code: 'QUANTITY_OUT_OF_RANGE', message: QUANTITY_MESSAGE };
  const checked = validateOptionSelection(menu.options, subOptionIds);
  return checked.ok ? null : { kind: 'rejected', code: checked.error.code, message: checked.error.message };
}

/** A priced cart line: names from the menu, the total by the domain's line-total rule. */
export function cartLineOf(
  menu: FixtureMenu,
  entry: { cartId: number; subOptionIds: readonly number[]; quantity: number },
): CartLine {
  const chosen = new Set(entry.subOptionIds);
  const subOptionHeadList = menu.options.flatMap((group) => {
    const items = group.subOptionItemDetailResponseList.filter((item) => chosen.has(item.id));
    if (items.length === 0) return [];
    const subOptionDetailList = items.map((i) => ({ subOptionDetailId: i.id, subOptionDetailName: i.itemTitle }));
    return [{ subOptionName: group.subOptionTitle, subOptionDetailList }];
  });
  return {
    cartId: entry.cartId,
    mainMenuId: menu.id,
    mainMenuName: menu.menuName,
    quantity: entry.quantity,
    menuImageUrl: menu.menuImageUrl,
    isOnlyOrderWithEcoupon: menu.onlyWithEcoupon,
    subOptionHeadList,
    totalMenuWithSubOptionAndQuantityPrice: orderFormLineTotal({
      menuId: menu.id,
      menuName: menu.menuName,
      menuPrice: menu.menuPrice,
      menuImageUrl: menu.menuImageUrl,
      options: menu.options,
      selectedOptionItemIds: entry.subOptionIds,
      quantity: entry.quantity,
    }),
  };
}

/** The same configuration: same menu and the same set of options (a repeat add merges into it). */
export function sameChoice(
  a: { menuId: number; subOptionIds: readonly number[] },
  menuId: number,
  ids: readonly number[],
) {
  if (a.menuId !== menuId) return false;
  const left = new Set(a.subOptionIds);
  const right = new Set(ids);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

import type { CartRejectionCode } from '../application/ports/cart-gateway';
import type { BranchMenuCard } from '../application/ports/menu-catalog';
import type { Page } from '../application/ports/page';
import type { DeliveryInfo } from '../application/ports/store-locator';
import type { CartLine } from '../domain/cart/types';
import type { MenuDetail, OptionGroup } from '../domain/menu/types';
import type { Store } from '../domain/store/types';
import type { CartLineWire } from './cart';
import type { BranchMenuCardWire, MenuDetailWire, OptionGroupWire } from './catalog';
import type { DeliveryInfoWire, StoreWire } from './family';

// How the backend's answers (this contract's wire shapes) read as the application ports' values. Shared by the two
// families that read them: the Axios adapters (over HTTP) and the server's in-process adapters (server/in-process,
// the services' own answers), so both hand the use cases the same values.

export function toOptionGroup(group: OptionGroupWire): OptionGroup {
  return {
    id: group.id,
    subOptionTitle: group.subOptionTitle,
    subOptionItemDetailResponseList: group.subOptionItemDetailResponseList.map((item) => ({ ...item })),
    minSelect: group.minSelect,
    maxSelect: group.maxSelect,
  };
}

export function toBranchMenuCard(card: BranchMenuCardWire): BranchMenuCard {
  return { ...card };
}

/** The detail page's menu; its option groups are read through subOptions (the port keeps them apart). */
export function toMenuDetail(menu: MenuDetailWire): MenuDetail {
  return {
    id: menu.id,
    menuName: menu.menuName,
    menuPrice: menu.menuPrice,
    description: menu.description,
    menuImageUrl: menu.menuImageUrl,
    adultOnly: menu.adultOnly,
    categoryId: menu.categoryId,
    origin: menu.origin.map((origin) => ({ ...origin })),
    nutrient: { ...menu.nutrient },
    allergy: menu.allergy,
  };
}

/** The domain card: the wire's extras (distanceMetres) stay on the wire. */
export function toStore(store: StoreWire): Store {
  return {
    branchId: store.branchId,
    familyImageUrl: store.familyImageUrl,
    familyName: store.familyName,
    address: store.address,
    tel: store.tel,
    availableType: store.availableType,
    certifiedList: [...store.certifiedList],
    unavailableProductName: store.unavailableProductName,
    latitude: store.latitude,
    longitude: store.longitude,
  };
}

/**
 * A page of the wire ({list, page, size, totalCount}; built by `pageOf` in ./common) as the ports' Page, each row read
 * by `read` (as it is when the wire row is already the port's value).
 */
export function toPage<W, T = W>(
  found: { readonly list: readonly W[]; readonly page: number; readonly size: number; readonly totalCount: number },
  read: (row: W) => T = (row) => row as unknown as T,
): Page<T> {
  return { items: found.list.map(read), page: found.page, size: found.size, totalCount: found.totalCount };
}

/** A branch's delivery terms: the wire's isOpen is left out (the port's terms are fee, minimum order and hours). */
export function toDeliveryInfo(info: DeliveryInfoWire): DeliveryInfo {
  const { branchId, deliveryFee, minimumOrderAmount, opensAt, closesAt } = info;
  return { branchId, deliveryFee, minimumOrderAmount, opensAt, closesAt };
}

/** A cart line with its option heads and details copied (the port hands out values the wire answer does not share). */
export function toCartLine(line: CartLineWire): CartLine {
  return {
    ...line,
    subOptionHeadList: line.subOptionHeadList.map((head) => ({
      subOptionName: head.subOptionName,
      subOptionDetailList: head.subOptionDetailList.map((detail) => ({ ...detail })),
    })),
  };
}

/** A cart body's schema refusal (BAD_REQUEST) names the field; the field tells which port code it is. */
export function cartRejectionCodeOfField(field: string | null): CartRejectionCode {
  if (field === 'quantity') return 'QUANTITY_OUT_OF_RANGE';
  if (field?.startsWith('subOptionItemIdSet') === true) return 'OPTION_UNKNOWN';
  return 'MENU_NOT_FOUND';
}

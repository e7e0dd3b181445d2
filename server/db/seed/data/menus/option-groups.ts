import type { SeedOptionGroup } from '../../types';

/** An option item as written in the menu files: title and integer won added per unit. */
type ItemSpec = readonly [itemTitle: string, addPrice: number];

/**
 * Builds a menu's option group with ids derived from its position, so every id is fixed and globally unique:
 * group id = menuId × 10 + slot, item id = group id × 10 + item position (slot and position 1–9).
 */
export function optionGroup(
  menuId: number,
  slot: number,
  subOptionTitle: string,
  select: { readonly min: number; readonly max: number },
  items: readonly ItemSpec[],
): SeedOptionGroup {
  const id = menuId * 10 + slot;
  return {
    id,
    subOptionTitle,
    minSelect: select.min,
    maxSelect: select.max,
    items: items.map(([itemTitle, addPrice], index) => ({ id: id * 10 + index + 1, itemTitle, addPrice })),
  };
}

/** Required single choice of chicken parts for bone-in chicken; boneless and part-only cuts cost more. */
export function partsChoice(menuId: number, slot: number): SeedOptionGroup {
  return optionGroup(menuId, slot, '부위 선택', { min: 1, max: 1 }, [
    ['한마리', 0],
    ['순살', 2000],
    ['윙봉', 3000],
    ['다리', 3000],
  ]);
}

/** Required single choice of portion for boneless chicken. */
export function portionChoice(menuId: number, slot: number): SeedOptionGroup {
  return optionGroup(menuId, slot, '양 선택', { min: 1, max: 1 }, [
    ['한마리', 0],
    ['한마리 반', 8000],
  ]);
}

/** Required single choice of heat for the spicy menus. */
export function spiceChoice(menuId: number, slot: number): SeedOptionGroup {
  return optionGroup(menuId, slot, '맵기 선택', { min: 1, max: 1 }, [
    ['순한맛', 0],
    ['보통맛', 0],
    ['아주 매운맛', 500],
  ]);
}

/** Optional dipping sauces, up to three. */
export function sauceExtras(menuId: number, slot: number): SeedOptionGroup {
  return optionGroup(menuId, slot, '소스 추가', { min: 0, max: 3 }, [
    ['양념 소스', 500],
    ['허니 머스터드 소스', 500],
    ['갈릭 디핑 소스', 500],
    ['치즈 디핑 소스', 800],
  ]);
}

/** Optional side add-ons, any combination. */
export function sideExtras(menuId: number, slot: number): SeedOptionGroup {
  return optionGroup(menuId, slot, '사이드 추가', { min: 0, max: 5 }, [
    ['치즈볼 5개', 5000],
    ['케이준 감자튀김', 3000],
    ['콘샐러드', 2000],
    ['콜라 1.25L', 2500],
    ['사이다 1.25L', 2500],
  ]);
}

/** Optional extras for the chicken itself. */
export function chickenExtras(menuId: number, slot: number): SeedOptionGroup {
  return optionGroup(menuId, slot, '추가 선택', { min: 0, max: 2 }, [
    ['치킨무 추가', 500],
    ['떡사리 추가', 1500],
  ]);
}

/** Required single choice of the drink in a set; swapping is free. */
export function setDrinkChoice(menuId: number, slot: number): SeedOptionGroup {
  return optionGroup(menuId, slot, '음료 선택', { min: 1, max: 1 }, [
    ['콜라 1.25L', 0],
    ['사이다 1.25L', 0],
    ['제로 콜라 1.25L', 0],
  ]);
}

/** Required single choice of bottle size for soft drinks. */
export function bottleSizeChoice(menuId: number, slot: number): SeedOptionGroup {
  return optionGroup(menuId, slot, '용량 선택', { min: 1, max: 1 }, [
    ['500mL', 0],
    ['1.25L', 1000],
  ]);
}

/** Required single choice of draught size for beers. */
export function draughtSizeChoice(menuId: number, slot: number): SeedOptionGroup {
  return optionGroup(menuId, slot, '용량 선택', { min: 1, max: 1 }, [
    ['500cc', 0],
    ['1000cc', 3500],
  ]);
}

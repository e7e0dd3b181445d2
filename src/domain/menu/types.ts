/** Spec §3 Category. */
export interface Category {
  readonly id: number;
  readonly categoryName: string;
  readonly categoryImageUrl: string;
  readonly priority: number;
}

/** Spec §3 Menu (card). Prices are integer won. */
export interface MenuCard {
  readonly id: number;
  readonly menuName: string;
  readonly menuPrice: number;
  readonly description: string;
  readonly menuImageUrl: string;
  /** Needs adult verification to order (beer); spec §1. */
  readonly adultOnly?: boolean;
}

export interface OptionItem {
  readonly id: number;
  readonly itemTitle: string;
  /** Integer won added to the menu price for each unit when chosen. */
  readonly addPrice: number;
}

/**
 * A sub-option (modifier) group, spec §3. minSelect/maxSelect are ours (the spec is silent): absent means
 * "optional, any number" (min 0, max = number of items).
 */
export interface OptionGroup {
  readonly id: number;
  readonly subOptionTitle: string;
  readonly subOptionItemDetailResponseList: readonly OptionItem[];
  readonly minSelect?: number;
  readonly maxSelect?: number;
}

export interface Origin {
  readonly name: string;
  readonly region: string;
}

/** Spec §3/§9: nutrition per 100 g: kcal, g, g, g, mg. */
export interface Nutrient {
  readonly calorie: number;
  readonly sugars: number;
  readonly protein: number;
  readonly saturatedFat: number;
  readonly natrium: number;
}

export interface MenuDetail extends MenuCard {
  readonly categoryId: number;
  readonly origin: readonly Origin[];
  readonly nutrient: Nutrient;
  readonly allergy: string;
}

/** Spec §3 Menu (order form item): one product the customer is configuring on /products/{id}. */
export interface OrderFormItem {
  readonly menuId: number;
  readonly menuName: string;
  readonly menuPrice: number;
  readonly menuImageUrl: string;
  readonly options: readonly OptionGroup[];
  readonly selectedOptionItemIds: readonly number[];
  readonly quantity: number;
}

/** Spec §3 Recommend group. */
export interface RecommendGroup {
  readonly categoryName: string;
  readonly menuItemList: readonly RecommendMenu[];
}

export interface RecommendMenu {
  readonly menuId: number;
  readonly menuName: string;
  readonly menuImageUrl: string;
  readonly menuPrice: number;
}

export type RecommendType = 'recommended' | 'new';

/**
 * The sidebar order form (spec §2 Sidebar, §3): the items being configured before add-to-cart, kept in local
 * storage and cleared after a successful add or pay (spec §4).
 */
export type OrderForm = readonly OrderFormItem[];

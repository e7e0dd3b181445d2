import { canChooseOptionItem, optionGroupRule } from '../../../../domain/menu/option-choice';
import type { MenuDetail, OptionGroup } from '../../../../domain/menu/types';
import { formatThousands, formatWon } from '../../../../domain/money/format';
import type { CartButton } from '../../../../domain/navigation/coupon-change';
import { COUPON_CHANGE_BUTTON_LABEL } from '../../../../domain/navigation/coupon-change';

export interface OptionItemView {
  readonly id: number;
  readonly title: string;
  /** "+2,000원", or '' for an item that costs nothing extra. */
  readonly addPrice: string;
  readonly checked: boolean;
  /** A checkbox past its group's maximum cannot be checked. */
  readonly disabled: boolean;
}

export interface OptionGroupView {
  readonly id: number;
  readonly title: string;
  /** Spec §5: marked 필수. */
  readonly required: boolean;
  /** Radios (at most one) or checkboxes. */
  readonly single: boolean;
  /** The rule in words: "1개 선택", "최대 3개 선택", "1~2개 선택". */
  readonly hint: string;
  readonly items: readonly OptionItemView[];
  /** The last add or pay was refused because of this group. */
  readonly invalid: boolean;
}

export interface CartButtonView {
  readonly action: CartButton;
  readonly label: string;
  readonly variant: 'primary' | 'secondary';
}

export interface NutritionRow {
  readonly label: string;
  readonly value: string;
}

/** Spec §4/§8 labels of the buttons under a product. */
const BUTTON_LABELS: Readonly<Record<CartButton, string>> = {
  'add-to-cart': '장바구니 담기',
  pay: '바로 주문하기',
  change: COUPON_CHANGE_BUTTON_LABEL,
};

function ruleHint(group: OptionGroup): string {
  const rule = optionGroupRule(group);
  if (rule.min === rule.max) return `${rule.min}개 선택`;
  if (rule.min > 0) return `${rule.min}~${rule.max}개 선택`;
  return `최대 ${rule.max}개 선택`;
}

/** The option groups as the page draws them, from the menu's groups and the current selection. */
export function optionGroupViews(
  options: readonly OptionGroup[],
  selectedIds: readonly number[],
  invalidGroupId: number | null,
): readonly OptionGroupView[] {
  const chosen = new Set(selectedIds);
  return options.map((group) => {
    const rule = optionGroupRule(group);
    return {
      id: group.id,
      title: group.subOptionTitle,
      required: rule.required,
      single: rule.single,
      hint: ruleHint(group),
      invalid: group.id === invalidGroupId,
      items: group.subOptionItemDetailResponseList.map((item) => ({
        id: item.id,
        title: item.itemTitle,
        addPrice: item.addPrice === 0 ? '' : `+${formatWon(item.addPrice)}`,
        checked: chosen.has(item.id),
        disabled: !canChooseOptionItem(group, selectedIds, item.id),
      })),
    };
  });
}

/** Spec §4: the buttons shown (domain cartButtons), labelled; the last one is the main action. */
export function cartButtonViews(buttons: readonly CartButton[]): readonly CartButtonView[] {
  return buttons.map((action, i) => ({
    action,
    label: BUTTON_LABELS[action],
    variant: i === buttons.length - 1 ? 'primary' : 'secondary',
  }));
}

/** A nutrient amount: integers with separators, a measured fraction (1.2 g) as it is. */
function amount(value: number): string {
  return Number.isInteger(value) ? formatThousands(value) : String(value);
}

/** Spec §3/§9 nutrition per 100 g: 열량 kcal, 당류 g, 단백질 g, 포화지방 g, 나트륨 mg. */
export function nutritionRows(detail: MenuDetail): readonly NutritionRow[] {
  const n = detail.nutrient;
  return [
    { label: '열량', value: `${amount(n.calorie)} kcal` },
    { label: '당류', value: `${amount(n.sugars)} g` },
    { label: '단백질', value: `${amount(n.protein)} g` },
    { label: '포화지방', value: `${amount(n.saturatedFat)} g` },
    { label: '나트륨', value: `${amount(n.natrium)} mg` },
  ];
}

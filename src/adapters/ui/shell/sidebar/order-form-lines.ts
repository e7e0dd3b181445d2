import { selectedOptionItems } from '../../../../domain/menu/option-choice';
import { orderFormLineTotal } from '../../../../domain/menu/order-form';
import type { OrderForm } from '../../../../domain/menu/types';
import { formatWon } from '../../../../domain/money/format';

export interface OrderFormLineView {
  readonly index: number;
  readonly name: string;
  readonly imageUrl: string;
  /** The chosen option titles, comma separated ('' without options). */
  readonly options: string;
  readonly quantity: string;
  /** Spec §3 line total, in won with separators. */
  readonly total: string;
}

/** The sidebar order-form card's lines (spec §2/§3): name, options, quantity and line total of each item. */
export function orderFormLines(form: OrderForm): readonly OrderFormLineView[] {
  return form.map((item, index) => ({
    index,
    name: item.menuName,
    imageUrl: item.menuImageUrl,
    options: selectedOptionItems(item.options, item.selectedOptionItemIds)
      .map((option) => option.itemTitle)
      .join(', '),
    quantity: `${item.quantity}개`,
    total: formatWon(orderFormLineTotal(item)),
  }));
}

import type { MenuDetail, OptionGroup } from '../../domain/menu/types';
import type { MenuCatalog } from '../ports/menu-catalog';

export interface ShowMenuInput {
  readonly menuId: number;
  /** The branch of the query; null shows the franchise's menu. */
  readonly branchId: number | null;
}

export type ShowMenuResult =
  | {
      readonly kind: 'found';
      readonly detail: MenuDetail;
      readonly options: readonly OptionGroup[];
      /** Sold out at the branch: shown, not orderable. */
      readonly soldOut: boolean;
    }
  /** An unknown menu, or one hidden at the branch. */
  | { readonly kind: 'not-found' };

/**
 * Spec §2/§3 /products/{id}: the menu, its option groups and, at a branch, whether it is sold out there. The sold-out
 * flag comes with the branch's category list (spec §2); failing to read it hides nothing, since the server refuses a
 * sold-out menu at add-to-cart anyway (spec §8 품절). Reading the menu or its options failing throws.
 */
export class ShowMenu {
  constructor(private readonly catalog: Pick<MenuCatalog, 'menuDetail' | 'subOptions' | 'menusOf'>) {}

  async execute(input: ShowMenuInput): Promise<ShowMenuResult> {
    const [detail, options] = await Promise.all([
      this.catalog.menuDetail(input.menuId),
      this.catalog.subOptions(input.menuId, input.branchId),
    ]);
    if (detail === null || options === null) return { kind: 'not-found' };
    return { kind: 'found', detail, options, soldOut: await this.soldOutAt(detail, input.branchId) };
  }

  private async soldOutAt(detail: MenuDetail, branchId: number | null): Promise<boolean> {
    if (branchId === null) return false;
    try {
      const menus = await this.catalog.menusOf(detail.categoryId, branchId);
      return menus?.find((menu) => menu.id === detail.id)?.soldOut === true;
    } catch {
      return false;
    }
  }
}

import { observer } from 'mobx-react-lite';
import { Stepper } from '../../components/stepper/stepper';
import type { ProductViewModel } from './product.view-model';
import { QUANTITY_BOUNDS } from './product.view-model';
import styles from './product-options.module.css';

/**
 * Spec §3/§5 sub-option groups: a fieldset each, 필수 or 선택 with its rule, radios for a single choice and
 * checkboxes otherwise (a checkbox past the maximum is disabled); then the quantity stepper (1..99).
 */
export const ProductOptions = observer(function ProductOptions({ product }: { readonly product: ProductViewModel }) {
  const disabled = product.buttonsDisabled;
  return (
    <div className={styles.options}>
      {product.optionGroups.map((group) => {
        const hintId = `option-hint-${group.id}`;
        return (
          <fieldset
            key={group.id}
            className={styles.group}
            data-invalid={group.invalid || undefined}
            aria-describedby={hintId}
            aria-invalid={group.invalid || undefined}
          >
            <legend className={styles.legend}>
              <span className={styles.groupTitle}>{group.title}</span>
              <span className={group.required ? styles.required : styles.optional}>
                {group.required ? '필수' : '선택'}
              </span>
            </legend>
            <p id={hintId} className={styles.hint}>
              {group.hint}
            </p>
            <ul className={styles.items}>
              {group.items.map((item) => (
                <li key={item.id}>
                  <label className={styles.item} data-checked={item.checked || undefined}>
                    <input
                      type={group.single ? 'radio' : 'checkbox'}
                      name={`option-group-${group.id}`}
                      value={item.id}
                      className={group.single ? styles.radio : styles.checkbox}
                      checked={item.checked}
                      disabled={item.disabled || disabled}
                      onChange={() => product.choose(group.id, item.id)}
                    />
                    <span className={styles.itemTitle}>{item.title}</span>
                    {item.addPrice === '' ? null : <span className={styles.addPrice}>{item.addPrice}</span>}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      <div className={styles.quantityCard}>
        <div className={styles.quantityRow}>
          <span className={styles.groupTitle}>수량</span>
          <Stepper
            value={product.quantity}
            min={QUANTITY_BOUNDS.min}
            max={QUANTITY_BOUNDS.max}
            onChange={(value) => product.setQuantity(value)}
            disabled={disabled}
          />
        </div>
        <p className={styles.lineTotal}>
          <span>메뉴 금액</span>
          <strong aria-live="polite">{product.lineTotal}</strong>
        </p>
      </div>
    </div>
  );
});

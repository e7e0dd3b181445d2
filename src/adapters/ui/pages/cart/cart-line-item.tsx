import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { CloseIcon } from '../../components/icons/icons';
import { Stepper } from '../../components/stepper/stepper';
import type { CartLineView } from './cart.view-model';
import styles from './cart-line-item.module.css';
import { CART_MESSAGES } from './cart-messages';

/** The menu artwork is square: a fixed box keeps the line from moving when the image arrives. */
const IMAGE_SIZE = 400;

/**
 * The first lines are on screen when the cart appears and their picture is the page's largest paint (Lighthouse named
 * the first line's, lazy, on a phone): those load at once, the first at high priority; lines further down stay lazy.
 */
const EAGER_LINES = 3;

/** How the picture of the line at `index` loads. */
export function lineImageLoading(index: number): {
  readonly loading: 'eager' | 'lazy';
  readonly fetchPriority: 'high' | 'auto';
} {
  return { loading: index < EAGER_LINES ? 'eager' : 'lazy', fetchPriority: index === 0 ? 'high' : 'auto' };
}

export interface CartLineItemProps {
  readonly line: CartLineView;
  readonly onQuantity: (quantity: number) => void;
  readonly onRemove: () => void;
  readonly onCouponChange: () => void;
  /** The line's place in the list (its picture's loading, lineImageLoading). */
  readonly index: number;
}

/** One cart line (spec §3): image, name, e-coupon marks, the chosen options by group, quantity stepper, total, 삭제. */
export const CartLineItem = observer(function CartLineItem({
  line,
  onQuantity,
  onRemove,
  onCouponChange,
  index,
}: CartLineItemProps) {
  return (
    <li className={styles.line} aria-busy={line.saving || undefined}>
      <Link to={line.productHref} className={styles.imageBox} tabIndex={-1} aria-hidden="true">
        <img
          src={line.imageUrl}
          alt=""
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          className={styles.image}
          {...lineImageLoading(index)}
          decoding="async"
        />
      </Link>
      <div className={styles.info}>
        <div className={styles.nameRow}>
          <Link to={line.productHref} className={styles.name}>
            {line.name}
          </Link>
          {line.ecoupon.kind === 'regular' ? null : <span className={styles.tag}>{CART_MESSAGES.ecouponOnly}</span>}
          {line.ecoupon.kind === 'ignored' ? (
            <span className={`${styles.tag} ${styles.tagMuted}`}>{CART_MESSAGES.ecouponIgnored}</span>
          ) : null}
        </div>
        {line.options.length === 0 ? null : (
          <dl className={styles.options}>
            {line.options.map((option) => (
              <div key={option.group} className={styles.option}>
                <dt>{option.group}</dt>
                <dd>{option.items}</dd>
              </div>
            ))}
          </dl>
        )}
        {line.ecoupon.kind === 'ignored' ? <p className={styles.note}>{CART_MESSAGES.ecouponIgnoredNote}</p> : null}
        {line.changeHref === null ? null : (
          <Link to={line.changeHref} className={styles.change} onClick={onCouponChange}>
            {CART_MESSAGES.changeMenu}
          </Link>
        )}
        <div className={styles.controls}>
          <Stepper
            value={line.quantity}
            min={1}
            label={`${line.name} 수량`}
            size="sm"
            disabled={line.saving}
            onChange={onQuantity}
          />
          <strong className={styles.total}>
            <span className="visually-hidden">{CART_MESSAGES.lineTotal} </span>
            {line.total}
          </strong>
        </div>
        {line.error === null ? null : (
          <p role="alert" className={styles.error}>
            {line.error}
          </p>
        )}
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={`${line.name} ${CART_MESSAGES.remove}`}
        onClick={onRemove}
      >
        <CloseIcon size={20} />
      </button>
    </li>
  );
});

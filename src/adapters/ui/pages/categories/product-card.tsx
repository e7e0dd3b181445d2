import { Link } from 'react-router';
import { Skeleton } from '../../components/skeleton/skeleton';
import type { ProductCardView } from './categories.view-model';
import styles from './product-card.module.css';

/** The menu artwork is 400 x 400: the box keeps that ratio so the grid does not move when images arrive. */
const MENU_IMAGE_SIZE = 400;

/** Spec §1: the 19 mark of a menu that needs adult verification. */
export function AdultMark({ className }: { readonly className?: string }) {
  return (
    <span className={[styles.adult, className ?? ''].join(' ')} role="img" aria-label="19세 이상 구매 가능">
      19
    </span>
  );
}

/**
 * Spec §2 product card: image, name, description (two lines), price with separators and 원; a menu sold out at the
 * chosen branch is dimmed under a 품절 label and still opens its page.
 */
export function ProductCard({ card }: { readonly card: ProductCardView }) {
  return (
    <Link to={card.href} className={styles.card} data-sold-out={card.soldOut || undefined}>
      <span className={styles.imageBox}>
        <img
          src={card.imageUrl}
          alt=""
          width={MENU_IMAGE_SIZE}
          height={MENU_IMAGE_SIZE}
          className={styles.image}
          loading="lazy"
          decoding="async"
        />
        {card.soldOut ? (
          <span className={styles.soldOut} aria-hidden="true">
            품절
          </span>
        ) : null}
        {card.adultOnly ? <AdultMark className={styles.adultCorner} /> : null}
      </span>
      <span className={styles.text}>
        <span className={styles.name}>
          {card.name}
          {card.soldOut ? <span className="visually-hidden">, 품절</span> : null}
        </span>{' '}
        <span className={styles.description}>{card.description}</span>{' '}
        <span className={styles.price}>{card.price}</span>
      </span>
    </Link>
  );
}

/** A card's place while the menus load. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.imageBox} height="auto" radius={12} />
      <span className={styles.text}>
        <Skeleton width="70%" height={20} />
        <Skeleton width="95%" height={14} />
        <Skeleton width="40%" height={20} />
      </span>
    </div>
  );
}

import { Link } from 'react-router';
import type { ProductCardView } from './categories.view-model';
import styles from './product-card.module.css';

/** The menu artwork is 400 x 400: the box keeps that ratio so the grid does not move when images arrive. */
const MENU_IMAGE_SIZE = 400;

/**
 * How the grid's first cards load their pictures: the first row (2 columns on a phone, 3 on the desktop) is on screen
 * at once and holds the page's largest paint, so it loads with the page and first of all (issue 13: lazy, it waited
 * for layout, behind every script); the rest stay lazy.
 */
export type CardImagePriority = 'first' | 'eager' | 'lazy';

/** The priority of the card at `index` of a grid: the first row first, the second row eager, the rest lazy. */
export function cardImagePriority(index: number): CardImagePriority {
  if (index < 3) return 'first';
  return index < 6 ? 'eager' : 'lazy';
}

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
export function ProductCard({
  card,
  imagePriority = 'lazy',
}: {
  readonly card: ProductCardView;
  readonly imagePriority?: CardImagePriority;
}) {
  return (
    <Link to={card.href} className={styles.card} data-sold-out={card.soldOut || undefined}>
      <span className={styles.imageBox}>
        <img
          src={card.imageUrl}
          alt=""
          width={MENU_IMAGE_SIZE}
          height={MENU_IMAGE_SIZE}
          className={styles.image}
          loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imagePriority === 'first' ? 'high' : undefined}
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

import { useEffect, useRef } from 'react';
import { Button } from '../../components/button/button';
import { PhoneIcon, PinIcon } from '../../components/icons/icons';
import type { StoreCardView } from './store-card-view';
import { STORE_MESSAGES } from './store-messages';
import styles from './stores-map-page.module.css';

export interface StoreCardProps {
  readonly card: StoreCardView;
  readonly choosing: boolean;
  readonly onSelect: (branchId: number) => void;
  readonly onChoose: (branchId: number) => void;
}

/** The store photo is 160 x 160: the box keeps its size while it loads. */
const IMAGE_SIZE = 160;

/**
 * Spec §2 Store card: image, name, address, tel (a tel: link), the availability label in its colour, the 위생등급
 * certified badge (FOOD_GRADE first) and, in the unavailable group, the red note. The actions follow the name in
 * reading order: 선택 (only for stores that take orders) and the pin that shows the store on the map.
 */
export function StoreCard({ card, choosing, onSelect, onChoose }: StoreCardProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (card.selected) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [card.selected]);

  return (
    <article ref={ref} className={styles.card} data-selected={card.selected || undefined} aria-label={card.name}>
      <img
        src={card.imageUrl}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        className={styles.cardImage}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.cardTitleRow}>
        <h3 className={styles.cardName}>{card.name}</h3>
        <span className={styles.availability} data-colour={card.colour}>
          {card.label}
        </span>
        {card.certified ? <span className={styles.certified}>{STORE_MESSAGES.certified}</span> : null}
      </div>
      <div className={styles.cardActions}>
        {card.canChoose ? (
          <Button
            size="sm"
            loading={choosing}
            aria-label={`${card.name} ${STORE_MESSAGES.choose}`}
            onClick={() => onChoose(card.branchId)}
          >
            {STORE_MESSAGES.choose}
          </Button>
        ) : null}
        <button
          type="button"
          className={styles.pinButton}
          aria-label={`${card.name} ${STORE_MESSAGES.showOnMap}`}
          aria-pressed={card.selected}
          onClick={() => onSelect(card.branchId)}
        >
          <PinIcon size={18} />
        </button>
      </div>
      <div className={styles.cardDetails}>
        <p className={styles.cardAddress}>
          <span className={styles.distance}>{card.distance}</span>
          {card.address}
        </p>
        {card.telHref === '' ? null : (
          <a className={styles.tel} href={card.telHref} aria-label={`${card.name} 전화 ${card.tel}`}>
            <PhoneIcon size={14} />
            {card.tel}
          </a>
        )}
        {card.note === null ? null : <p className={styles.note}>{card.note}</p>}
      </div>
    </article>
  );
}

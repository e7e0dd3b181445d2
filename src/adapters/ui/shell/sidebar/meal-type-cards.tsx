import { observer } from 'mobx-react-lite';
import { BagIcon, ScooterIcon } from '../../components/icons/icons';
import { Spinner } from '../../components/spinner/spinner';
import { useShell } from '../shell-context';
import styles from './meal-type-cards.module.css';

const DESCRIPTIONS = { DELIVERY: '원하는 곳으로 배달받기', TAKEOUT: '가까운 매장에서 포장하기' } as const;

/**
 * Spec §2 order-method cards 배달 / 포장 (drawer and sidebar): the card of the mealType parameter is highlighted
 * (aria-pressed); choosing one goes where ChooseMealType says.
 */
export const MealTypeCards = observer(function MealTypeCards({
  compact = false,
  compactOnMobile = false,
}: {
  /** One-row cards everywhere (the drawer). */
  readonly compact?: boolean;
  /** One-row cards at 800 px or narrower (the sidebar above a menu page). */
  readonly compactOnMobile?: boolean;
}) {
  const shell = useShell();
  const classes = [styles.cards, compact ? styles.compact : '', compactOnMobile ? styles.compactOnMobile : ''];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {shell.mealTypeCards.map((card) => (
        <button
          key={card.mealType}
          type="button"
          className={styles.card}
          aria-pressed={card.highlighted}
          disabled={shell.choosing !== null}
          onClick={() => void shell.chooseMealType(card.mealType)}
        >
          <span className={styles.icon} aria-hidden="true">
            {shell.choosing === card.mealType ? (
              <Spinner size="sm" decorative />
            ) : card.mealType === 'DELIVERY' ? (
              <ScooterIcon />
            ) : (
              <BagIcon />
            )}
          </span>
          <span className={styles.text}>
            <span className={styles.label}>{card.label}</span>
            <span className={styles.description}>{DESCRIPTIONS[card.mealType]}</span>
          </span>
        </button>
      ))}
    </div>
  );
});

import { PhoneIcon } from '../icons/icons';
import styles from './guest-phone-card.module.css';
import { GuestPhoneConfirmation } from './guest-phone-confirmation';
import { GUEST_PHONE_TEXT, type GuestPhoneOutcome } from './guest-phone-confirmation.view-model';

export interface GuestPhoneCardProps {
  /** The heading's id (the section is labelled by it). */
  readonly id: string;
  /** Why the page asks (e.g. the order history or the inquiries of the confirmed phone). */
  readonly lead: string;
  readonly onConfirmed: (outcome: GuestPhoneOutcome) => void;
}

/** Spec §5 guest path, as a page card: what a guest must do to see what their phone holds, and the confirm button. */
export function GuestPhoneCard({ id, lead, onConfirmed }: GuestPhoneCardProps) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <PhoneIcon size={32} />
      <h2 id={id} className={styles.title}>
        {GUEST_PHONE_TEXT.title}
      </h2>
      <p className={styles.text}>{lead}</p>
      <div className={styles.action}>
        <GuestPhoneConfirmation variant="primary" fullWidth onConfirmed={onConfirmed} />
      </div>
    </section>
  );
}

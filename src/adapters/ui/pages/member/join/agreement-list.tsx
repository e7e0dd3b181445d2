import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { SignUpAgreement } from '../../../../../domain/validation/sign-up-agreements';
import { FRANCHISE_PROFILE } from '../../../../../franchise/profile';
import styles from './agreement-list.module.css';
import type { JoinViewModel } from './join.view-model';
import { AGREEMENT_LABELS, JOIN_TEXT } from './join-text';

const TERM_LINKS: Partial<Record<SignUpAgreement, string>> = {
  terms: FRANCHISE_PROFILE.links.terms,
  privacy: FRANCHISE_PROFILE.links.privacy,
  location: FRANCHISE_PROFILE.links.locationTerms,
};

function Check({
  label,
  checked,
  onChange,
  strong = false,
}: {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly strong?: boolean;
}) {
  return (
    <label className={strong ? `${styles.check} ${styles.strong}` : styles.check}>
      <input
        type="checkbox"
        className={styles.box}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/** The sign-up agreements: 전체 동의, the terms with their 보기 links, and the marketing group with its channels. */
export const AgreementList = observer(function AgreementList({ join }: { readonly join: JoinViewModel }) {
  const marketingId = useId();
  return (
    <div className={styles.list}>
      <div className={styles.allRow}>
        <Check label={JOIN_TEXT.all} checked={join.allAgreed} onChange={(c) => join.setAll(c)} strong />
      </div>
      <ul className={styles.items}>
        {(['terms', 'privacy', 'location'] as const).map((key) => (
          <li key={key} className={styles.item}>
            <Check label={AGREEMENT_LABELS[key]} checked={join.agreements[key]} onChange={(c) => join.set(key, c)} />
            <a className={styles.view} href={TERM_LINKS[key]} target="_blank" rel="noreferrer">
              {JOIN_TEXT.view}
              <span className="visually-hidden"> {AGREEMENT_LABELS[key]}</span>
            </a>
          </li>
        ))}
        <li className={styles.group}>
          <Check label={JOIN_TEXT.marketing} checked={join.marketingAgreed} onChange={(c) => join.setMarketing(c)} />
          <fieldset className={styles.channels} aria-labelledby={marketingId}>
            <legend id={marketingId} className="visually-hidden">
              {JOIN_TEXT.marketing}
            </legend>
            {(['sms', 'email', 'push'] as const).map((key) => (
              <Check
                key={key}
                label={AGREEMENT_LABELS[key]}
                checked={join.agreements[key]}
                onChange={(c) => join.set(key, c)}
              />
            ))}
          </fieldset>
        </li>
      </ul>
    </div>
  );
});

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PhoneIcon } from '../../components/icons/icons';
import { useFranchiseProfile } from '../../shell/franchise-profile-context';
import styles from './customer-center.module.css';
import { CENTER_TABS, type CenterTab } from './customer-center-tabs';
import { CENTER_TEXT } from './customer-center-text';

/** The phone lines of the customer center, from the franchise profile: spec §1 phone order 1588-9282 and hours. */
function PhoneLines() {
  const { phoneOrder, customerCenter } = useFranchiseProfile();
  const lines = [
    { label: CENTER_TEXT.phoneOrder, phone: phoneOrder.number, hours: phoneOrder.hours },
    { label: CENTER_TEXT.customerCenter, phone: customerCenter.phone, hours: customerCenter.hours },
  ];
  return (
    <ul className={styles.phones}>
      {lines.map((line) => (
        <li key={line.label} className={styles.phone}>
          <PhoneIcon size={20} />
          <span className={styles.phoneLabel}>{line.label}</span>
          <a className={styles.phoneNumber} href={`tel:${line.phone}`}>
            {line.phone}
          </a>
          <span className={styles.phoneHours}>{line.hours}</span>
        </li>
      ))}
    </ul>
  );
}

/** The frame of every customer-center screen: the title, the phone lines and the section links (current marked). */
export function CenterLayout({ current, children }: { readonly current: CenterTab; readonly children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{CENTER_TEXT.title}</h1>
        <PhoneLines />
      </header>
      <nav className={styles.tabs} aria-label={CENTER_TEXT.tabsLabel}>
        <ul>
          {CENTER_TABS.map((tab) => (
            <li key={tab.tab}>
              <Link
                to={tab.href}
                className={styles.tab}
                aria-current={tab.tab === current ? 'page' : undefined}
                replace={tab.tab !== 'voice' && current !== 'voice'}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

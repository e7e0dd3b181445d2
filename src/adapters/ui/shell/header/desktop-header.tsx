import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { Badge } from '../../components/badge/badge';
import { PersonIcon, PinIcon } from '../../components/icons/icons';
import { useFranchiseProfile } from '../franchise-profile-context';
import { useShell } from '../shell-context';
import { ShellAnchor } from '../shell-link';
import { CartButton, PinButton } from './cart-button';
import styles from './desktop-header.module.css';
import { GradeIcon } from './grade-icon';
import { Logo } from './logo';

/** Spec §2 desktop header: logo and order/mall toggle, the menu, the member or guest right section, address bar. */
export const DesktopHeader = observer(function DesktopHeader() {
  const shell = useShell();
  const { links } = useFranchiseProfile();
  return (
    <header className={styles.header} data-testid="desktop-header">
      <div className={styles.top}>
        <div className={styles.brand}>
          <Logo href={shell.homeHref} />
          <nav className={styles.toggle} aria-label="사이트 전환">
            <span className={styles.toggleActive} aria-current="page">
              주문
            </span>
            <a className={styles.toggleItem} href={links.mall} target="_blank" rel="noopener noreferrer">
              몰<span className="visually-hidden"> (새 창)</span>
            </a>
          </nav>
        </div>
        <nav className={styles.menu} aria-label="주 메뉴">
          <ul>
            {shell.headerMenu.map((link) => (
              <li key={link.label}>
                <ShellAnchor link={link} className={styles.menuLink}>
                  {link.label}
                </ShellAnchor>
              </li>
            ))}
          </ul>
        </nav>
        <AccountSection />
      </div>
      <AddressBar />
    </header>
  );
});

const AccountSection = observer(function AccountSection() {
  const shell = useShell();
  const account = shell.account;
  if (account.kind === 'guest') {
    return (
      <div className={styles.account}>
        {/* Until the visitor is known (a page the server rendered), their space is kept and nothing shows. */}
        {account.actions.map((action) => (
          <Link
            key={action.path}
            to={action.path}
            className={shell.visitorKnown ? styles.textLink : `${styles.textLink} ${styles.reserved}`}
          >
            {action.label}
          </Link>
        ))}
        <PinButton className={styles.iconButton} />
        <Link to={shell.myPageHref} className={styles.iconButton} aria-label="마이 페이지">
          <PersonIcon />
        </Link>
        <CartButton className={styles.iconButton} />
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <Link to={shell.gradeHref} className={styles.grade} aria-label={`회원 등급 ${account.gradeName}`}>
        <Badge tone="primary" variant="soft">
          <GradeIcon url={account.gradeIconUrl} />
          {account.gradeName}
        </Badge>
      </Link>
      <span className={styles.greeting}>{account.greeting ?? ''}</span>
      <button
        type="button"
        className={styles.textButton}
        onClick={() => void shell.logOut()}
        disabled={shell.loggingOut}
      >
        {account.logoutLabel}
      </button>
      <CartButton className={styles.iconButton} />
    </div>
  );
});

const AddressBar = observer(function AddressBar() {
  const shell = useShell();
  const figures = shell.memberFigures;
  const href = shell.isMember ? shell.addressLine.href : shell.pin.href;
  return (
    <div className={styles.sub}>
      <div className={styles.subInner}>
        <Link to={href} className={styles.address} aria-label={shell.visitorKnown ? undefined : '배달 주소'}>
          <PinIcon size={16} />
          <span className={styles.addressText}>{shell.addressLine.text}</span>
        </Link>
        {figures === null ? null : (
          <ul className={styles.figures} aria-label="나의 혜택">
            {figures.map((figure) => (
              <li key={figure.label}>
                <Link to={figure.href} className={styles.figure}>
                  {figure.label} <strong>{figure.value}</strong>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
});

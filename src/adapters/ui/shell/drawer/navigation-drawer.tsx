import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { Badge } from '../../components/badge/badge';
import { buttonClassName } from '../../components/button/button';
import { ChevronRightIcon, CloseIcon, PhoneIcon, PinIcon } from '../../components/icons/icons';
import { ModalDialog } from '../../components/modal/modal-dialog';
import { useFranchiseProfile } from '../franchise-profile-context';
import { GradeIcon } from '../header/grade-icon';
import { useShell } from '../shell-context';
import { ShellAnchor } from '../shell-link';
import { MealTypeCards } from '../sidebar/meal-type-cards';
import styles from './navigation-drawer.module.css';

/**
 * Spec §2 navigation drawer: a modal dialog (ModalDialog) that slides in from the left over a dimmed backdrop; the
 * backdrop, the close icon, Escape or any item closes it. Address line, 배달 / 포장 cards, items by role, account,
 * phone order and copyright.
 */
export const NavigationDrawer = observer(function NavigationDrawer() {
  const shell = useShell();
  const { brand, phoneOrder } = useFranchiseProfile();
  const close = () => shell.closeDrawer();
  if (!shell.drawerOpen) return null;
  const account = shell.account;

  return (
    <ModalDialog id="navigation-drawer" placement="start" label="전체 메뉴" onClose={close} className={styles.panel}>
      <div className={styles.top}>
        {account.kind === 'member' ? (
          <div className={styles.member}>
            <p className={styles.greeting}>{account.greeting ?? ''}</p>
            <Link to={shell.gradeHref} className={styles.grade} onClick={close}>
              <Badge tone="primary" variant="soft">
                <GradeIcon url={account.gradeIconUrl} />
                {account.gradeName}
              </Badge>
            </Link>
          </div>
        ) : (
          <p className={styles.welcome}>
            반가워요!
            <br />
            로그인하고 혜택을 받아보세요
          </p>
        )}
        <button type="button" className={styles.close} aria-label="전체 메뉴 닫기" onClick={close}>
          <CloseIcon />
        </button>
      </div>

      {account.kind === 'guest' ? (
        <div className={styles.guestActions}>
          {account.actions.map((action, index) => (
            <Link
              key={action.path}
              to={action.path}
              className={buttonClassName({ variant: index === 0 ? 'primary' : 'secondary', fullWidth: true })}
              onClick={close}
            >
              {action.label}
            </Link>
          ))}
        </div>
      ) : null}

      <Link to={shell.addressLine.href} className={styles.address} onClick={close}>
        <PinIcon size={18} />
        <span>{shell.addressLine.text}</span>
        <ChevronRightIcon size={16} />
      </Link>

      <MealTypeCards compact />

      <nav aria-label="전체 메뉴 항목" className={styles.nav}>
        <ul>
          {shell.drawerLinks.map((link) => (
            <li key={link.label}>
              <ShellAnchor link={link} className={styles.item} onClick={close}>
                <span>{link.label}</span>
                <ChevronRightIcon size={18} />
              </ShellAnchor>
            </li>
          ))}
        </ul>
      </nav>

      {account.kind === 'member' ? (
        <button type="button" className={styles.logout} onClick={() => void shell.logOut()} disabled={shell.loggingOut}>
          {account.logoutLabel}
        </button>
      ) : null}

      <div className={styles.footer}>
        <a href={`tel:${phoneOrder.number}`} className={styles.phone}>
          <PhoneIcon size={18} />
          <span>
            전화주문 <strong>{phoneOrder.number}</strong>
          </span>
        </a>
        <p className={styles.copyright}>
          © {brand.copyright.year} {brand.copyright.holder}. All rights reserved.
        </p>
      </div>
    </ModalDialog>
  );
});

import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { Badge } from '../../components/badge/badge';
import { CartIcon, PinIcon } from '../../components/icons/icons';
import { useShell } from '../shell-context';

/** The cart icon with its count badge (spec §2); the count is part of the link's name. */
export const CartButton = observer(function CartButton({ className }: { readonly className?: string }) {
  const shell = useShell();
  return (
    <Link to={shell.cartHref} className={className} aria-label={shell.cartLabel}>
      <CartIcon />
      {shell.cartCount === null ? null : (
        <Badge floating aria-hidden="true">
          {shell.cartCount > 99 ? '99+' : shell.cartCount}
        </Badge>
      )}
    </Link>
  );
});

/** The address pin (spec §2): address search or permission, with a '?' badge when there is no default address. */
export const PinButton = observer(function PinButton({ className }: { readonly className?: string }) {
  const shell = useShell();
  const { href, badge } = shell.pin;
  return (
    <Link
      to={href}
      className={className}
      aria-label={badge === null ? '배달 주소 변경' : '배달 주소 설정 (기본 주소 없음)'}
    >
      <PinIcon />
      {badge === null ? null : (
        <Badge floating tone="dark" aria-hidden="true">
          {badge}
        </Badge>
      )}
    </Link>
  );
});

import { Link } from 'react-router';

export interface LogoProps {
  readonly href: string;
  /** Displayed height in CSS px; the width follows the 180 x 48 artwork. */
  readonly height?: number;
  readonly className?: string;
}

/** The brand logo linking home; sized so it never shifts the layout while loading. */
export function Logo({ href, height = 36, className }: LogoProps) {
  return (
    <Link to={href} className={className} aria-label="치킨 주문 홈">
      <img src="/images/logo.svg" alt="" width={Math.round((height * 180) / 48)} height={height} />
    </Link>
  );
}

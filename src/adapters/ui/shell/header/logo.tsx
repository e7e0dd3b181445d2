import { Link } from 'react-router';
import { useFranchiseProfile } from '../franchise-profile-context';

export interface LogoProps {
  readonly href: string;
  /** Displayed height in CSS px; the width follows the artwork's aspect ratio (franchise profile). */
  readonly height?: number;
  readonly className?: string;
}

/** The franchise's logo linking home ("{brand} 홈"); sized so it never shifts the layout while loading. */
export function Logo({ href, height = 36, className }: LogoProps) {
  const { brand } = useFranchiseProfile();
  return (
    <Link to={href} className={className} aria-label={`${brand.name} 홈`}>
      <img
        src={brand.logo.src}
        alt=""
        width={Math.round((height * brand.logo.width) / brand.logo.height)}
        height={height}
      />
    </Link>
  );
}

import { Link } from 'react-router';
import { commonText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';

/** The brand mark: a shopping bag with a rising sun, then the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link to={paths.home} className={className} aria-label={commonText.homeLinkLabel}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect x="4" y="10" width="28" height="23" rx="5" fill="#0b57c4" />
        <path d="M12 13V9a6 6 0 0 1 12 0v4" fill="none" stroke="#0b57c4" strokeWidth="3" strokeLinecap="round" />
        <circle cx="18" cy="21.5" r="5.5" fill="#e5484d" />
      </svg>
      <span className="logo__text">{commonText.brandName}</span>
    </Link>
  );
}

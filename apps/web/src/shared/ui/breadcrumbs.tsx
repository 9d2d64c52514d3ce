import { Link } from 'react-router';
import { commonText } from '@kaimono/i18n';

export interface Crumb {
  label: string;
  to?: string;
}

/** "Trang chủ / … / current page"; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: ReadonlyArray<Crumb> }) {
  const all: Crumb[] = [{ label: commonText.homeCrumb, to: '/' }, ...items];
  return (
    <nav className="breadcrumbs" aria-label={commonText.breadcrumbLabel}>
      <ol>
        {all.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to && index < all.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current={index === all.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

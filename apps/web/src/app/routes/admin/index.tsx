import { Link } from 'react-router';
import { adminText } from '@kaimono/i18n';
import { Icon } from '@/shared/ui/icons';
import { AdminPage } from './admin-page';
import { adminSections } from './sections';

/** /admin: the back office's index, one card per section (admin role). */
export default function AdminIndexRoute() {
  return (
    <AdminPage title={adminText.title} lead={adminText.lead} backLink={false}>
      <nav aria-label={adminText.sectionsLabel}>
        <ul className="admin-sections">
          {adminSections.map((section) => (
            <li key={section.key}>
              <Link to={section.to}>
                <Icon name={section.icon} size={22} />
                <div>
                  <strong>{adminText.sections[section.key].title}</strong>
                  <span>{adminText.sections[section.key].lead}</span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AdminPage>
  );
}

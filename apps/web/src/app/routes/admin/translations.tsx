import { translationsAdminText } from '@kaimono/i18n';
import { AdminTranslations } from '@/features/catalog';
import { AdminPage } from './admin-page';

/** /admin/translations: Vietnamese titles of products, a staff correction wins everywhere. */
export default function AdminTranslationsRoute() {
  return (
    <AdminPage title={translationsAdminText.title} lead={translationsAdminText.lead}>
      <AdminTranslations />
    </AdminPage>
  );
}

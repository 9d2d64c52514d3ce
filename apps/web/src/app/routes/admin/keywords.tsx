import { keywordsAdminText } from '@kaimono/i18n';
import { AdminKeywords } from '@/features/search';
import { AdminPage } from './admin-page';

/** /admin/keywords: searched keywords, what is shown as top searches, hiding a keyword. */
export default function AdminKeywordsRoute() {
  return (
    <AdminPage title={keywordsAdminText.title} lead={keywordsAdminText.lead}>
      <AdminKeywords />
    </AdminPage>
  );
}

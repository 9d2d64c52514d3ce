import { accountText, favoritesText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { useSession } from '@/features/auth';
import { FavoriteProductsView, FavoriteStoresView } from '@/features/favorites';
import { usePageMeta } from '@/shared/lib/use-page-meta';

/** /account/favorites (products) and /account/favorites/stores (followed stores). */
export default function FavoritesRoute({ tab }: { tab: 'products' | 'stores' }) {
  const section = tab === 'products' ? accountText.sections.favorites : accountText.sections.favoriteStores;
  usePageMeta(section.title, section.lead);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell
      user={user}
      title={tab === 'products' ? favoritesText.productsTitle : favoritesText.storesTitle}
      lead={tab === 'products' ? favoritesText.productsLead : favoritesText.storesLead}
    >
      {tab === 'products' ? <FavoriteProductsView /> : <FavoriteStoresView />}
    </AccountShell>
  );
}

import { Link } from 'react-router';
import { layoutText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { Icon } from '@/shared/ui/icons';
import { useCartCount } from '../hooks/use-cart';
import './header-cart-link.css';

/** "99+" above 99, like the notification bell. */
export const cartBadgeText = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The header's cart icon for a logged-in visitor, with a badge counting the items in the cart.
 * Adding or removing an item refreshes the count (`refreshCartContents`).
 */
export function HeaderCartLink({ className }: { className: string }) {
  const count = useCartCount().data ?? 0;
  const label = count > 0 ? layoutText.cartWithCount(count) : layoutText.cart;
  return (
    <Link to={paths.account.cart} className={`${className} header-cart`} aria-label={label} title={label}>
      <Icon name="cart" size={22} />
      {count > 0 && (
        <span className="header-cart__badge" aria-hidden="true" data-testid="cart-badge">
          {cartBadgeText(count)}
        </span>
      )}
    </Link>
  );
}

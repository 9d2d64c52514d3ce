import { Link } from 'react-router';
import type { Address } from '@kaimono/contracts';
import { cartWebText } from '@kaimono/i18n';
import { buttonClass } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';

const t = cartWebText.checkout;

export interface AddressChoiceProps {
  addresses: Address[] | undefined;
  pending: boolean;
  value: string | null;
  onChange: (id: string) => void;
  addHref: string;
  /** A compact select instead of cards (dialogs). */
  compact?: boolean;
  label?: string;
}

/** The customer's addresses as radio cards (or a select), with a link to add one. */
export function AddressChoice({ addresses, pending, value, onChange, addHref, compact = false, label = t.addressTitle }: AddressChoiceProps) {
  if (pending) return <Skeleton height={compact ? 40 : 72} radius={8} />;
  const list = addresses ?? [];
  if (list.length === 0) {
    return (
      <div className="address-choice address-choice--empty">
        <p className="muted">{t.addressNone}</p>
        <Link to={addHref} className={buttonClass('secondary', 'sm')}>
          {t.addressAdd}
        </Link>
      </div>
    );
  }
  if (compact) {
    return (
      <label className="address-choice__compact">
        <span className="k-field__label">{label}</span>
        <select className="k-input" value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
          {list.map((address) => (
            <option key={address.id} value={address.id}>
              {`${address.receiver_name} · ${address.phone} · ${address.full_address}`}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <fieldset className="address-choice">
      <legend className="sr-only">{label}</legend>
      {list.map((address) => (
        <label key={address.id} className={address.id === value ? 'address-choice__card address-choice__card--on' : 'address-choice__card'}>
          <input type="radio" name="checkout-address" value={address.id} checked={address.id === value} onChange={() => onChange(address.id)} />
          <span>
            <strong>{address.receiver_name}</strong> · {address.phone}
            {address.is_default && <span className="cart-badge">{t.addressDefault}</span>}
            <span className="address-choice__line">{address.full_address}</span>
          </span>
        </label>
      ))}
      <Link to={addHref} className="address-choice__manage">
        {t.addressManage}
      </Link>
    </fieldset>
  );
}

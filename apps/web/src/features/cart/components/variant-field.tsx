import { useId } from 'react';
import type { ProductDetailDto } from '@kaimono/contracts';
import { cartWebText } from '@kaimono/i18n';

const t = cartWebText.buying;

export interface VariantFieldProps {
  variants: ProductDetailDto['variants'];
  value: string;
  error: string | null;
  /** A choice made: the caller also clears its error. */
  onChange: (variantId: string) => void;
}

/** The variant choice of an item (the buying panel and the add-to-cart dialog); sold-out variants are shown, not choosable. */
export function VariantField({ variants, value, error, onChange }: VariantFieldProps) {
  const id = useId();
  return (
    <div className="buying__field">
      <label htmlFor={id} className="k-field__label">
        {t.variant}
      </label>
      <select id={id} className="k-input" value={value} aria-invalid={error ? true : undefined} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t.variantChoose}</option>
        {variants.map((v) => (
          <option key={v.id} value={v.id} disabled={v.quantity === 0}>
            {v.quantity === 0 ? t.variantOut(v.name) : v.name}
          </option>
        ))}
      </select>
      {error && <p className="k-field__error">{error}</p>}
    </div>
  );
}
